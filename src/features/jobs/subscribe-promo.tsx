// What non-fellows see on the jobs pages: the promo after the third job and the banner below the list.
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { primaryButton } from "../../ui/styles.ts";

export const SUBSCRIBE_PATH = "/$locale/subscribe";

export function SubscribePromo() {
  const { t } = useI18n();
  return (
    <aside
      data-testid="jobs-promo"
      className={css({
        display: "flex",
        flexDirection: { base: "column", md: "row" },
        alignItems: { base: "flex-start", md: "center" },
        justifyContent: "space-between",
        gap: "4",
        p: { base: "5", md: "6" },
        borderRadius: "xl",
        bg: "accentSoft",
        border: "1px solid token(colors.accentLine)",
      })}
    >
      <div>
        <p className={css({ fontWeight: "bold", fontSize: "lg", color: "brand" })}>{t("jobs.promoTitle")}</p>
        <p className={css({ color: "muted", mt: "1" })}>{t("jobs.promoText")}</p>
      </div>
      <LocaleLink to={SUBSCRIBE_PATH} className={primaryButton}>{t("nav.joinClub")}</LocaleLink>
    </aside>
  );
}

export function SubscribeBanner({ jobsCount }: { jobsCount: number }) {
  const { t } = useI18n();
  return (
    <aside
      data-testid="jobs-subscribe-banner"
      className={css({
        mt: "12",
        p: { base: "6", md: "10" },
        borderRadius: "2xl",
        bg: "brand",
        color: "white",
        display: "flex",
        flexDirection: "column",
        gap: "3",
        alignItems: "flex-start",
      })}
    >
      <p className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold" })}>
        {t("jobs.bannerTitle", { count: jobsCount })}
      </p>
      <p className={css({ color: "rgba(255,255,255,0.85)", maxW: "640px" })}>{t("jobs.bannerText")}</p>
      <LocaleLink to={SUBSCRIBE_PATH} className={cx(primaryButton, css({ mt: "2" }))}>{t("nav.joinClub")}</LocaleLink>
    </aside>
  );
}
