// The page a server or client failure shows instead of the framework's bare English one: what happened, in the
// page's language, and a way home (a full load, so a broken client state is left behind). Served with HTTP 500.
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";

export function ErrorPage() {
  const { t, locale } = useI18n();
  return (
    <div className={pageWidth} data-testid="error-page">
      <section
        role="alert"
        className={css({
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          textAlign: "center",
          py: { base: "10", md: "20" },
          gap: "6",
        })}
      >
        <h1 className={css({ fontSize: { base: "2xl", md: "4xl" }, fontWeight: "bold", color: "brand" })}>
          {t("errorPage.title")}
        </h1>
        <p className={css({ maxW: "520px", color: "muted", fontSize: "lg" })}>{t("errorPage.message")}</p>
        <a href={`/${locale}/`} className={cx(primaryButton)}>{t("errorPage.goHome")}</a>
      </section>
    </div>
  );
}
