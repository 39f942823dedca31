// /affiliates: the affiliate programme, its how-it-works block with four points (spec 03), the way to become a
// promoter (partnership's, handed in by the route) and a question to the team (the send-request dialog).
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { AFFILIATE_STEPS } from "../../domain/about.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { aboutCard, AboutHero, aboutSectionTitle } from "./about-ui.tsx";

export function AffiliatesPage({ apply, question }: { apply: ReactNode; question?: ReactNode }) {
  const { t } = useI18n();
  const k = (rest: string) => `about.affiliatesPage.${rest}`;
  return (
    <div className={css({ pb: "16" })}>
      <AboutHero title={t(k("title"))} lead={t(k("lead"))} art="affiliate programme" testId="affiliates-page" />
      <div className={`${pageWidth} ${css({ display: "flex", flexDirection: "column", gap: "10" })}`}>
        <section aria-labelledby="how-it-works" data-testid="affiliates-how">
          <h2 id="how-it-works" className={aboutSectionTitle}>{t(k("howTitle"))}</h2>
          <ol
            className={css({
              mt: "4",
              display: "grid",
              gridTemplateColumns: { base: "1fr", md: "1fr 1fr", xl: "repeat(4, 1fr)" },
              gap: "4",
            })}
          >
            {AFFILIATE_STEPS.map((step, i) => (
              <li key={step} data-testid="affiliates-point" className={aboutCard}>
                <span
                  aria-hidden="true"
                  className={css({
                    display: "inline-flex",
                    w: "10",
                    h: "10",
                    borderRadius: "full",
                    bg: "accent",
                    color: "white",
                    fontWeight: "bold",
                    alignItems: "center",
                    justifyContent: "center",
                    mb: "3",
                  })}
                >
                  {i + 1}
                </span>
                <h3 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>{t(k(`${step}.title`))}</h3>
                <p className={css({ mt: "2" })}>{t(k(`${step}.text`))}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="apply" className={aboutCard} data-testid="affiliates-apply">
          <h2 id="apply" className={aboutSectionTitle}>{t(k("applyTitle"))}</h2>
          <p className={css({ mt: "2", mb: "4" })}>{t(k("applyText"))}</p>
          {apply}
          {question && (
            <div
              className={css({ mt: "6", display: "flex", flexWrap: "wrap", gap: "3", alignItems: "center" })}
              data-testid="affiliates-question"
            >
              <p className={css({ color: "muted" })}>{t(k("questionText"))}</p>
              {question}
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
