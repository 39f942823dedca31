// /about: the banner, the mission, the club in numbers, the team with their portraits, the members' network and a
// way to write to the team (the send-request dialog, handed in by the route).
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { CLUB_NUMBERS, TEAM } from "../../domain/about.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { aboutCard, AboutHero, aboutSectionTitle, JoinCard } from "./about-ui.tsx";

export function AboutPage({ contact }: { contact: ReactNode }) {
  const { t } = useI18n();
  const k = (rest: string) => `about.aboutPage.${rest}`;
  return (
    <div className={css({ pb: "16" })}>
      <AboutHero title={t(k("title"))} lead={t(k("lead"))} art="about fellows club" testId="about-page" />
      <div
        className={`${pageWidth} ${css({ display: "flex", flexDirection: "column", gap: { base: "10", md: "14" } })}`}
      >
        <section aria-labelledby="mission" className={css({ maxW: "860px" })}>
          <h2 id="mission" className={aboutSectionTitle}>{t(k("missionTitle"))}</h2>
          <p className={css({ mt: "3", fontSize: "lg", lineHeight: "1.7" })}>{t(k("mission"))}</p>
        </section>
        <section aria-labelledby="numbers">
          <h2 id="numbers" className={aboutSectionTitle}>{t(k("numbersTitle"))}</h2>
          <ul
            className={css({
              mt: "4",
              display: "grid",
              gridTemplateColumns: { base: "1fr 1fr", md: "repeat(4, 1fr)" },
              gap: "4",
            })}
          >
            {CLUB_NUMBERS.map(({ figure, key }) => (
              <li key={key} className={aboutCard}>
                <span className={css({ display: "block", fontSize: "3xl", fontWeight: "extrabold", color: "brand" })}>
                  {figure}
                </span>
                <span>{t(`home.experts.counters.${key}`)}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="team" data-testid="about-team">
          <h2 id="team" className={aboutSectionTitle}>{t(k("teamTitle"))}</h2>
          <ul
            className={css({
              mt: "4",
              display: "grid",
              gridTemplateColumns: { base: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" },
              gap: "4",
            })}
          >
            {TEAM.map((member) => (
              <li
                key={member.id}
                data-testid="team-member"
                className={`${aboutCard} ${css({ display: "flex", gap: "4", alignItems: "center" })}`}
              >
                <img
                  src={pictureUrl("avatar", member.seed)}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  className={css({ w: "72px", h: "72px", borderRadius: "full", bg: "white", flexShrink: 0 })}
                />
                <div>
                  <h3 className={css({ fontWeight: "bold", color: "brand" })}>{t(k(`team.${member.id}.name`))}</h3>
                  <p className={css({ color: "muted", fontSize: "sm" })}>{t(k(`team.${member.id}.role`))}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "1fr 1fr 1fr" }, gap: "4" })}>
          <section aria-labelledby="network" className={aboutCard}>
            <h2 id="network" className={aboutSectionTitle}>{t(k("networkTitle"))}</h2>
            <p className={css({ mt: "2", mb: "4" })}>{t(k("networkText"))}</p>
            <LocaleLink to="/$locale/network" className={primaryButton}>{t(k("networkButton"))}</LocaleLink>
          </section>
          <section aria-labelledby="contact" className={aboutCard} data-testid="about-contact">
            <h2 id="contact" className={aboutSectionTitle}>{t(k("contactTitle"))}</h2>
            <p className={css({ mt: "2", mb: "4" })}>{t(k("contactText"))}</p>
            {contact}
          </section>
          <JoinCard />
        </div>
      </div>
    </div>
  );
}
