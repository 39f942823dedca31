// A guide page of the About menu (/international-career, /career-in-the-united-nations, /internships, /remote-work):
// the hero with its art, four sections (each a paragraph and, where it has them, points), next steps and the join card.
import { css } from "styled-system/css";
import { GUIDE_POINTS, type GuideSlug } from "../../domain/about.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { LinkTarget } from "../../ui/locale-link.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { AboutHero, aboutSectionTitle, JoinCard, NextSteps } from "./about-ui.tsx";

/** Each guide's next steps. */
const NEXT_STEPS: Record<GuideSlug, Array<LinkTarget & { key: string }>> = {
  "international-career": [
    { key: "about.links.jobs", to: "/$locale/jobs" },
    { key: "about.links.services", to: "/$locale/services" },
    { key: "about.links.interviews", to: "/$locale/services/interviews" },
  ],
  "career-in-the-united-nations": [
    { key: "about.links.unJobs", to: "/$locale/services/un" },
    { key: "about.links.interviews", to: "/$locale/services/interviews" },
    { key: "about.links.jobs", to: "/$locale/jobs" },
  ],
  internships: [
    { key: "about.links.jobs", to: "/$locale/jobs" },
    { key: "about.links.articles", to: "/$locale/articles" },
  ],
  "remote-work": [
    { key: "about.links.jobs", to: "/$locale/jobs" },
    { key: "about.links.services", to: "/$locale/services" },
  ],
};

export function GuidePage({ slug }: { slug: GuideSlug }) {
  const { t } = useI18n();
  const key = (rest: string) => `about.guides.${slug}.${rest}`;
  return (
    <article className={css({ pb: "16" })}>
      <AboutHero title={t(key("title"))} lead={t(key("lead"))} art={`guide ${slug}`} testId={`guide-${slug}`} />
      <div
        className={`${pageWidth} ${
          css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" }, gap: { base: "8", lg: "12" } })
        }`}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "8" })}>
          {GUIDE_POINTS[slug].map((points, i) => {
            const section = `s${i + 1}`;
            return (
              <section key={section} aria-labelledby={`${section}-title`} data-testid="guide-section">
                <h2 id={`${section}-title`} className={aboutSectionTitle}>{t(key(`${section}.title`))}</h2>
                <p className={css({ mt: "3", lineHeight: "1.7" })}>{t(key(`${section}.text`))}</p>
                {points > 0 && (
                  <ul className={css({ mt: "3", pl: "5", listStyle: "disc", display: "grid", gap: "1" })}>
                    {Array.from({ length: points }, (_, p) => <li key={p}>{t(key(`${section}.p${p + 1}`))}</li>)}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        <div className={css({ display: "flex", flexDirection: "column", gap: "6", alignSelf: "start" })}>
          <NextSteps links={NEXT_STEPS[slug]} />
          <JoinCard />
        </div>
      </div>
    </article>
  );
}
