// The About pages' shared parts: the hero with its generated art, a section heading, the next-steps links and the
// join-the-club card (hidden for fellows, who are already in).
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { pictureUrl } from "../../domain/pictures.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { linkOf, type LinkTarget, LocaleLink } from "../../ui/locale-link.tsx";
import { contentTitle, pageWidth, primaryButton } from "../../ui/styles.ts";

export const aboutSectionTitle = css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold", color: "brand" });

export const aboutCard = css({ p: { base: "5", md: "6" }, borderRadius: "xl", bg: "surface" });

export function AboutHero(
  { title, lead, art, testId, children }: {
    title: string;
    lead: string;
    art: string;
    testId: string;
    children?: ReactNode;
  },
) {
  return (
    <div className={pageWidth} data-testid={testId}>
      <Breadcrumbs items={[{ label: title }]} />
      <header
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "1fr 1fr" },
          gap: { base: "6", lg: "10" },
          alignItems: "center",
          pb: { base: "8", md: "12" },
        })}
      >
        <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
          <h1 className={contentTitle}>{title}</h1>
          <p className={css({ fontSize: { base: "md", md: "lg" }, color: "muted" })}>{lead}</p>
          {children}
        </div>
        {/* The hero's picture is on the first screen: loaded eagerly, sized so nothing moves. */}
        <img
          src={pictureUrl("cover", art)}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className={css({ w: "full", h: "auto", aspectRatio: "1200 / 630", borderRadius: "2xl" })}
        />
      </header>
    </div>
  );
}

export function NextSteps({ links }: { links: Array<LinkTarget & { key: string }> }) {
  const { t } = useI18n();
  return (
    <nav aria-labelledby="next-steps" className={aboutCard} data-testid="about-next-steps">
      <h2 id="next-steps" className={aboutSectionTitle}>{t("about.ctaTitle")}</h2>
      <ul className={css({ display: "flex", flexWrap: "wrap", gap: "3", mt: "4" })}>
        {links.map((l) => (
          <li key={l.key}>
            <LocaleLink {...linkOf(l)} className={primaryButton}>{t(l.key)}</LocaleLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The invitation to join, for everyone who is not a member yet. */
export function JoinCard() {
  const { t, viewerTier } = useI18n();
  if (viewerTier === "fellow") return null;
  return (
    <aside
      aria-labelledby="join-club"
      data-testid="about-join"
      className={cx(aboutCard, css({ bg: "brand", color: "white" }))}
    >
      <h2 id="join-club" className={css({ fontSize: "xl", fontWeight: "bold" })}>{t("about.joinTitle")}</h2>
      <p className={css({ mt: "2", mb: "4", opacity: 0.9 })}>{t("about.joinText")}</p>
      <LocaleLink to="/$locale/subscribe" className={primaryButton}>{t("about.joinButton")}</LocaleLink>
    </aside>
  );
}
