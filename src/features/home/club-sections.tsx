// The home page's sections about the club, from the dictionaries: the promo banner, experts with counters,
// relocation points, the club's advantages, methods and the FAQ.
import type { ReactNode } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { CLUB_NUMBERS } from "../../domain/about.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Accordion } from "../../ui/accordion.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { cardTitle, HomeSection } from "./home-section.tsx";
import { faqQuery } from "./queries.ts";

const card = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  p: "6",
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
  bg: "white",
  h: "full",
});
// Variants written out whole: two atomic classes for one property would be decided by stylesheet order, not by intent.
const surfaceCard = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  p: "6",
  borderRadius: "xl",
  bg: "surface",
  h: "full",
});
export function PromoBanner({ isFellow }: { isFellow: boolean }) {
  const { t } = useI18n();
  const key = isFellow ? "fellow" : "";
  const title = t(isFellow ? "home.promo.fellowTitle" : "home.promo.title");
  return (
    <section aria-label={title} data-testid="home-promo" className={cx(pageWidth, css({ mt: "10" }))}>
      <div
        className={css({
          display: "flex",
          flexDirection: { base: "column", md: "row" },
          alignItems: { md: "center" },
          justifyContent: "space-between",
          gap: "4",
          p: { base: "6", md: "8" },
          borderRadius: "2xl",
          bg: "accentSoft",
          border: "1px solid token(colors.accentLine)",
        })}
        data-variant={key || "visitor"}
      >
        <div>
          <p className={css({ fontSize: "xl", fontWeight: "bold", color: "ink" })}>{title}</p>
          <p className={css({ color: "ink", mt: "1" })}>
            {t(isFellow ? "home.promo.fellowText" : "home.promo.text")}
          </p>
        </div>
        <LocaleLink
          to={isFellow ? "/$locale/services" : "/$locale/subscribe"}
          className={cx(primaryButton, css({ flexShrink: 0 }))}
        >
          {t(isFellow ? "home.promo.fellowButton" : "home.promo.button")}
        </LocaleLink>
      </div>
    </section>
  );
}

/** Spec 01: "Random avatar selection picks 3 from a set of 29". */
const AVATAR_SEEDS = Array.from({ length: 29 }, (_, i) => `expert ${i + 1}`);

/** Three avatars of the 29, changing once a day (the server and the browser pick the same ones on the same day). */
export function avatarsOfTheDay(today: Date, count = 3): string[] {
  const day = Math.floor(today.getTime() / 86_400_000);
  return Array.from({ length: count }, (_, i) => AVATAR_SEEDS[(day * 7 + i * 11) % AVATAR_SEEDS.length]);
}

export function ExpertsCounters() {
  const { t } = useI18n();
  const now = usePageNow();
  return (
    <HomeSection id="experts" title={t("home.experts.title")}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "2fr 3fr" }, gap: "8" })}>
        <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
          <p className={css({ color: "muted" })}>{t("home.experts.text")}</p>
          <div className={css({ display: "flex" })} aria-hidden="true">
            {avatarsOfTheDay(now).map((seed, i) => (
              <img
                key={seed}
                src={pictureUrl("avatar", seed)}
                alt=""
                width={56}
                height={56}
                loading="lazy"
                className={css({
                  w: "56px",
                  h: "56px",
                  borderRadius: "full",
                  border: "3px solid white",
                  ml: i === 0 ? "0" : "-3",
                })}
              />
            ))}
          </div>
          <LocaleLink to="/$locale/experts" className={cx(primaryButton, css({ alignSelf: "flex-start" }))}>
            {t("home.experts.button")}
          </LocaleLink>
        </div>
        <ul className={css({ display: "grid", gridTemplateColumns: "repeat(2, 1fr)", gap: "4" })}>
          {CLUB_NUMBERS.map(({ figure, key }) => (
            <li key={key} data-testid="home-counter" className={surfaceCard}>
              <span className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
                {figure}
              </span>
              <span className={css({ color: "ink" })}>{t(`home.experts.counters.${key}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </HomeSection>
  );
}

const markStyle = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  w: "40px",
  h: "40px",
  borderRadius: "full",
  bg: "brand",
  color: "white",
  fontWeight: "bold",
});

/** A section's lead text and its numbered cards (relocation points, methods): `${keyBase}.${id}.title` / `.text`. */
function NumberedCards(
  { id, title, text, ids, keyBase, testId }: {
    id: string;
    title: string;
    text: string;
    ids: string[];
    keyBase: string;
    testId: string;
  },
) {
  const { t } = useI18n();
  return (
    <HomeSection id={id} title={title}>
      <p className={css({ color: "muted", mb: "6", maxW: "760px" })}>{text}</p>
      <ol
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" },
          gap: "4",
        })}
      >
        {ids.map((key, i) => (
          <li key={key} data-testid={testId} className={card}>
            <span className={markStyle} aria-hidden="true">{i + 1}</span>
            <h3 className={cardTitle}>{t(`${keyBase}.${key}.title`)}</h3>
            <p className={css({ color: "muted" })}>{t(`${keyBase}.${key}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

export function RelocationPoints() {
  const { t } = useI18n();
  return (
    <NumberedCards
      id="relocation"
      title={t("home.relocation.title")}
      text={t("home.relocation.text")}
      ids={["p1", "p2", "p3", "p4"]}
      keyBase="home.relocation.points"
      testId="relocation-point"
    />
  );
}

export function Advantages() {
  const { t } = useI18n();
  const items = ["a1", "a2", "a3", "a4", "a5"];
  return (
    <HomeSection id="advantages" title={t("home.advantages.title")}>
      <ul
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(5, 1fr)" },
          gap: "4",
        })}
      >
        {items.map((a) => (
          <li key={a} data-testid="advantage" className={surfaceCard}>
            <span aria-hidden="true" className={css({ w: "28px", h: "4px", bg: "accent", borderRadius: "full" })} />
            <h3 className={cardTitle}>{t(`home.advantages.items.${a}.title`)}</h3>
            <p className={css({ color: "muted" })}>{t(`home.advantages.items.${a}.text`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}

export function Methods() {
  const { t } = useI18n();
  return (
    <NumberedCards
      id="methods"
      title={t("home.methods.title")}
      text={t("home.methods.text")}
      ids={["c1", "c2", "c3", "c4"]}
      keyBase="home.methods.cards"
      testId="method-card"
    />
  );
}

/**
 * The questions with their rich-text answers (edited in the back office, kept to the sanitizer's allow-list when
 * saved; the server sends them with the page), and the ask form.
 */
export function Faq({ askQuestion }: { askQuestion: ReactNode }) {
  const { t, locale } = useI18n();
  const { data: items } = useSuspenseQuery(faqQuery(useGql(), locale));
  return (
    <HomeSection id="faq" title={t("home.faq.title")}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" }, gap: "8" })}>
        <Accordion
          items={items.map((item) => ({
            value: `q${item.id}`,
            title: item.question,
            content: (
              <div
                className={css({ "& a": { color: "accentDark", textDecoration: "underline" }, "& p": { mb: "2" } })}
                dangerouslySetInnerHTML={{ __html: item.answer }}
              />
            ),
          }))}
        />
        <div
          className={css({
            display: "flex",
            flexDirection: "column",
            gap: "2",
            p: "6",
            borderRadius: "xl",
            bg: "surface",
            alignSelf: "start",
          })}
          data-testid="faq-ask"
        >
          <h3 className={cardTitle}>{t("home.faq.askTitle")}</h3>
          <p className={css({ color: "muted", mb: "2" })}>{t("home.faq.askText")}</p>
          {askQuestion}
        </div>
      </div>
    </HomeSection>
  );
}
