// The terms of service and the privacy policy (/terms, /privacy): a plain document of numbered sections with the date
// of the version in force, linked from the sign-up form, the checkout's consent and the footer (decision 200).
import { css } from "styled-system/css";
import { formatDate } from "../../../i18n/format.ts";
import { LEGAL_DOCUMENTS, LEGAL_VERSION, type LegalDocument } from "../../domain/about.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { contentTitle, pageWidth } from "../../ui/styles.ts";
import { aboutSectionTitle } from "./about-ui.tsx";

export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, locale } = useI18n();
  const key = (rest: string) => `about.legal.${document}.${rest}`;
  const other: LegalDocument = document === "terms" ? "privacy" : "terms";
  return (
    <article className={`${pageWidth} ${css({ pb: "16", maxW: "820px" })}`} data-testid={`legal-${document}`}>
      <Breadcrumbs items={[{ label: t(key("title")) }]} />
      <header className={css({ display: "flex", flexDirection: "column", gap: "3", pb: "8" })}>
        <h1 className={contentTitle}>{t(key("title"))}</h1>
        <p className={css({ fontSize: { base: "md", md: "lg" }, color: "muted" })}>{t(key("lead"))}</p>
        <p className={css({ fontSize: "sm", color: "muted" })}>
          {t("about.legal.updated", { date: formatDate(LEGAL_VERSION, locale) })}
        </p>
      </header>
      <ol className={css({ display: "flex", flexDirection: "column", gap: "6", listStyle: "none" })}>
        {Array.from({ length: LEGAL_DOCUMENTS[document] }, (_, i) => {
          const section = `s${i + 1}`;
          return (
            <li key={section}>
              <section aria-labelledby={`${section}-title`}>
                <h2 id={`${section}-title`} className={aboutSectionTitle}>
                  {i + 1}. {t(key(`sections.${section}.title`))}
                </h2>
                <p className={css({ mt: "2", lineHeight: "1.7" })}>{t(key(`sections.${section}.text`))}</p>
              </section>
            </li>
          );
        })}
      </ol>
      <p className={css({ mt: "10" })}>
        {t("about.legal.otherDocument")}:{" "}
        <LocaleLink
          to={other === "terms" ? "/$locale/terms" : "/$locale/privacy"}
          className={css({ color: "brandLight", textDecoration: "underline" })}
        >
          {t(`about.legal.${other}.title`)}
        </LocaleLink>
      </p>
    </article>
  );
}
