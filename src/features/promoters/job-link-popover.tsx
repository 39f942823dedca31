// The job-link popover: the promoter's link to the jobs page with their code, shown truncated (40 characters, 30 on
// phones) with a copy button, and a link to the locale's affiliate programme page that explains how it works.
import { Popover } from "@ark-ui/react/popover";
import { Portal } from "@ark-ui/react/portal";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useRouter } from "@tanstack/react-router";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { showToast } from "../../ui/show-toast.ts";
import { JOB_LINK_MAX, JOB_LINK_MAX_PHONE, jobLinkOf, truncateLink } from "./job-link.ts";
import { block, blockTitle } from "./styles.ts";

export function JobLinkPopover({ code }: { code: string }) {
  const { t, locale } = useI18n();
  const origin = useRouter().options.context.origin;
  const link = jobLinkOf(origin, locale, code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast("top", { type: "success", title: t("promoters.jobLink.copied") });
    } catch {
      showToast("top", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") });
    }
  };
  return (
    <section className={block} aria-labelledby="job-link-title" data-testid="job-link">
      <h2 id="job-link-title" className={blockTitle}>{t("promoters.jobLink.title")}</h2>
      <p className={css({ color: "muted" })}>{t("promoters.jobLink.text")}</p>
      <Popover.Root positioning={{ placement: "bottom-start" }} lazyMount unmountOnExit>
        <Popover.Trigger
          className={cx(ghostButton, css({ alignSelf: "flex-start", border: "1px solid token(colors.line)" }))}
          data-testid="job-link-open"
        >
          {t("promoters.jobLink.open")}
        </Popover.Trigger>
        <Portal>
          <Popover.Positioner>
            <Popover.Content
              data-testid="job-link-popover"
              className={css({
                bg: "white",
                borderRadius: "xl",
                boxShadow: "0 12px 40px rgba(27,20,100,0.2)",
                p: "4",
                display: "flex",
                flexDirection: "column",
                gap: "3",
                maxW: "calc(100vw - 32px)",
                zIndex: 50,
              })}
            >
              <Popover.Title className={css({ fontWeight: "bold" })}>{t("promoters.jobLink.title")}</Popover.Title>
              <code
                title={link}
                data-testid="job-link-text"
                className={css({ bg: "surface", p: "2", borderRadius: "md" })}
              >
                <span className={css({ display: { base: "none", md: "inline" } })}>
                  {truncateLink(link, JOB_LINK_MAX)}
                </span>
                <span className={css({ display: { base: "inline", md: "none" } })}>
                  {truncateLink(link, JOB_LINK_MAX_PHONE)}
                </span>
              </code>
              <button type="button" className={primaryButton} onClick={copy}>{t("promoters.jobLink.copy")}</button>
              <LocaleLink to="/$locale/affiliates" className={css({ color: "accent", fontWeight: "semibold" })}>
                {t("promoters.jobLink.how")}
              </LocaleLink>
            </Popover.Content>
          </Popover.Positioner>
        </Portal>
      </Popover.Root>
    </section>
  );
}
