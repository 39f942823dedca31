// A page a later issue builds (partnership, the promoter area): a
// translated "coming soon" page with a way back and a useful next step, never a 404 (DESIGN rule 12).
import { css, cx } from "styled-system/css";
import type { ComingSoonPage as Page } from "../../domain/about.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { linkOf, type LinkTarget, LocaleLink } from "../../ui/locale-link.tsx";
import { ghostButton, pageWidth, primaryButton } from "../../ui/styles.ts";

/** Where each page's second button leads: the nearest thing the club already has. */
const NEXT: Record<Page, LinkTarget & { key: string }> = {
  partnership: { to: "/$locale/about", key: "nav.about.about" },
  promoter: { to: "/$locale/affiliates", key: "nav.about.affiliates" },
};

export function ComingSoonPage({ page }: { page: Page }) {
  const { t } = useI18n();
  const title = t(`about.comingSoon.pages.${page}.title`);
  const next = NEXT[page];
  return (
    <div className={pageWidth} data-testid="coming-soon-page" data-page={page}>
      <Breadcrumbs items={[{ label: title }]} />
      <section
        className={css({
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          textAlign: "center",
          gap: "5",
          py: { base: "10", md: "16" },
        })}
      >
        <span
          className={css({
            px: "3",
            py: "1",
            borderRadius: "full",
            bg: "surface",
            color: "accentDark",
            fontWeight: "semibold",
            fontSize: "sm",
          })}
        >
          {t("about.comingSoon.title")}
        </span>
        <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
          {title}
        </h1>
        <p className={css({ maxW: "560px", color: "muted", fontSize: "lg" })}>
          {t(`about.comingSoon.pages.${page}.text`)}
        </p>
        <p className={css({ maxW: "560px", color: "muted" })}>{t("about.comingSoon.text")}</p>
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3", justifyContent: "center" })}>
          <LocaleLink {...linkOf(next)} className={primaryButton}>{t(next.key)}</LocaleLink>
          <LocaleLink to="/$locale/" className={cx(ghostButton)} data-testid="coming-soon-home">
            {t("about.comingSoon.back")}
          </LocaleLink>
        </div>
      </section>
    </div>
  );
}
