// The footer: sections, the personal-cabinet links, and by the viewer's tier (known on the server, so the first HTML is
// already right): Registration/Login (opening the auth dialog) only when logged out, Join the club only for non-fellows.
import { css, cx } from "styled-system/css";
import { moscowDay } from "../../domain/dates.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { linkOf, LocaleLink } from "../../ui/locale-link.tsx";
import { Logo } from "./logo.tsx";
import { FOOTER_CABINET_LINKS, FOOTER_CLUB_LINKS, TOP_LINKS } from "./navigation.ts";
import { pageWidth } from "../../ui/styles.ts";

export function Footer() {
  const { t, viewerTier } = useI18n();
  const now = usePageNow();
  const heading = css({ fontWeight: "semibold", mb: "3", color: "white" });
  const link = css({ display: "block", py: "1", color: "rgba(255,255,255,0.75)", _hover: { color: "white" } });
  return (
    <footer
      data-testid="site-footer"
      className={css({ bg: "brand", color: "white", mt: "16", pb: { base: "20", b1124: "0" } })}
    >
      <div
        className={cx(
          pageWidth,
          css({
            display: "grid",
            gridTemplateColumns: { base: "1fr", sm: "1fr 1fr", md: "2fr 1fr 1fr 1fr" },
            gap: "8",
            py: "12",
          }),
        )}
      >
        <div>
          <div className={css({ bg: "white", display: "inline-flex", borderRadius: "lg", px: "3", py: "2" })}>
            <Logo />
          </div>
          <p className={css({ mt: "4", color: "rgba(255,255,255,0.75)", maxW: "320px" })}>{t("footer.about")}</p>
        </div>
        <nav aria-label={t("footer.sections")}>
          <p className={heading}>{t("footer.sections")}</p>
          {TOP_LINKS.map((l) => <LocaleLink key={l.key} {...linkOf(l)} className={link}>{t(l.key)}</LocaleLink>)}
          <LocaleLink to="/$locale/services" className={link}>{t("nav.coaching")}</LocaleLink>
          {/* Members are in the club already (spec 03 hides Join the club for fellows, as the header does). */}
          {viewerTier !== "fellow" && (
            <LocaleLink to="/$locale/subscribe" className={link} data-testid="footer-join">
              {t("nav.joinClub")}
            </LocaleLink>
          )}
        </nav>
        <nav aria-label={t("footer.club")}>
          <p className={heading}>{t("footer.club")}</p>
          {FOOTER_CLUB_LINKS.map((l) => <LocaleLink key={l.key} {...linkOf(l)} className={link}>{t(l.key)}
          </LocaleLink>)}
        </nav>
        <nav aria-label={t("footer.personalCabinet")}>
          <p className={heading}>{t("footer.personalCabinet")}</p>
          {FOOTER_CABINET_LINKS.map((l) => (
            <LocaleLink key={l.key} {...linkOf(l)} className={link}>{t(l.key)}</LocaleLink>
          ))}
          {viewerTier === "anonymous" && (
            <>
              <LocaleLink search="?auth=signup" className={link} data-testid="footer-register">
                {t("footer.register")}
              </LocaleLink>
              <LocaleLink search="?auth=signin" className={link} data-testid="footer-login">
                {t("footer.login")}
              </LocaleLink>
            </>
          )}
        </nav>
      </div>
      <div
        className={cx(
          pageWidth,
          css({
            borderTop: "1px solid rgba(255,255,255,0.15)",
            py: "5",
            display: "flex",
            flexWrap: "wrap",
            justifyContent: "space-between",
            gap: "3",
            fontSize: "sm",
            color: "rgba(255,255,255,0.6)",
          }),
        )}
      >
        <span>{t("footer.rights", { year: moscowDay(now).slice(0, 4) })}</span>
        <span className={css({ display: "flex", flexWrap: "wrap", gap: "4" })}>
          <LocaleLink to="/$locale/terms" className={css({ _hover: { color: "white" } })}>
            {t("footer.terms")}
          </LocaleLink>
          <LocaleLink to="/$locale/privacy" className={css({ _hover: { color: "white" } })}>
            {t("footer.privacy")}
          </LocaleLink>
        </span>
      </div>
    </footer>
  );
}
