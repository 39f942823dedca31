// The home page's own sections: the banner slider, the promo banner, experts with counters, relocation points, the
// club's advantages, the learning-paths carousel, the Russian review screenshots, methods and the FAQ.
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { CLUB_NUMBERS } from "../../domain/about.ts";
import { pictureUrl, screenshotUrl } from "../../domain/pictures.ts";
import { REVIEW_SCREENSHOTS } from "../../domain/review-screenshots.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Accordion } from "../../ui/accordion.tsx";
import { Carousel } from "../../ui/carousel.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import { HomeSection } from "./home-section.tsx";
import type { Banner, LearningPathCard } from "./queries.ts";

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
const pathCard = css({
  display: "flex",
  flexDirection: "column",
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
  bg: "white",
  h: "full",
  overflow: "hidden",
  _hover: { borderColor: "brandLight" },
});
const cardTitle = css({ fontSize: "lg", fontWeight: "bold", color: "brand", lineHeight: "1.3" });

/** Banners for the viewer's audience (the API chose them), autoplay 4 s; the first picture loads at once. */
export function BannerSlider({ banners }: { banners: Banner[] }) {
  const { t } = useI18n();
  return (
    <Carousel
      ariaLabel={t("home.bannersCarousel")}
      slidesPerView={1}
      loop={banners.length > 1}
      autoplayMs={4_000}
      pagination={banners.length > 1}
      slides={banners.map((banner, i) => (
        <div
          key={banner.id}
          data-testid="banner"
          className={css({
            display: "grid",
            gridTemplateColumns: { base: "1fr", md: "1fr 1fr" },
            borderRadius: "2xl",
            overflow: "hidden",
            bg: "brand",
            color: "white",
            h: "full",
          })}
        >
          <div
            className={css({
              p: { base: "6", md: "10" },
              display: "flex",
              flexDirection: "column",
              gap: "3",
              justifyContent: "center",
              order: { base: 2, md: 1 },
            })}
          >
            {/* The slides are not the page's outline: their titles are emphasised text, not headings. */}
            <p className={css({ fontSize: { base: "xl", md: "3xl" }, fontWeight: "bold", lineHeight: "1.2" })}>
              {banner.title}
            </p>
            {banner.text && <p className={css({ color: "rgba(255,255,255,0.88)" })}>{banner.text}</p>}
            {banner.buttonTitle && banner.href && (
              <LocaleLink href={banner.href} className={cx(primaryButton, css({ alignSelf: "flex-start", mt: "2" }))}>
                {banner.buttonTitle}
              </LocaleLink>
            )}
          </div>
          {banner.image && (
            <img
              src={banner.image.url}
              alt=""
              width={1200}
              height={630}
              loading={i === 0 ? "eager" : "lazy"}
              fetchPriority={i === 0 ? "high" : undefined}
              className={css({
                w: "full",
                h: { base: "auto", md: "full" },
                aspectRatio: { base: "40 / 21", md: "auto" },
                objectFit: "cover",
                order: { base: 1, md: 2 },
                minH: { md: "280px" },
              })}
            />
          )}
        </div>
      ))}
    />
  );
}

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
  return (
    <HomeSection id="experts" title={t("home.experts.title")}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "2fr 3fr" }, gap: "8" })}>
        <div className={css({ display: "flex", flexDirection: "column", gap: "4" })}>
          <p className={css({ color: "muted" })}>{t("home.experts.text")}</p>
          <div className={css({ display: "flex" })} aria-hidden="true">
            {avatarsOfTheDay(new Date()).map((seed, i) => (
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

export function RelocationPoints() {
  const { t } = useI18n();
  const points = ["p1", "p2", "p3", "p4"];
  return (
    <HomeSection id="relocation" title={t("home.relocation.title")}>
      <p className={css({ color: "muted", mb: "6", maxW: "760px" })}>{t("home.relocation.text")}</p>
      <ol
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" },
          gap: "4",
        })}
      >
        {points.map((p, i) => (
          <li key={p} data-testid="relocation-point" className={card}>
            <span className={markStyle} aria-hidden="true">{i + 1}</span>
            <h3 className={cardTitle}>{t(`home.relocation.points.${p}.title`)}</h3>
            <p className={css({ color: "muted" })}>{t(`home.relocation.points.${p}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
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

const PATH_BREAKPOINTS = { 600: { slidesPerView: 2 }, 1124: { slidesPerView: 4 } };

export function LearningPathsCarousel({ paths }: { paths: LearningPathCard[] }) {
  const { t } = useI18n();
  return (
    <Carousel
      ariaLabel={t("home.pathsCarousel")}
      slidesPerView={1}
      breakpoints={PATH_BREAKPOINTS}
      spaceBetween={16}
      loop={paths.length > 4}
      navigation={paths.length > 1 ? { prevLabel: t("home.previous"), nextLabel: t("home.next") } : undefined}
      slides={paths.map((path) => (
        <LocaleLink
          key={path.id}
          to="/$locale/courses/$slug"
          params={{ slug: path.slug }}
          data-testid="home-path-link"
          className={pathCard}
        >
          {path.heroPic && (
            <img
              src={path.heroPic}
              alt=""
              width={600}
              height={315}
              loading="lazy"
              className={css({ w: "full", h: "auto", aspectRatio: "40 / 21", objectFit: "cover", bg: "surface" })}
            />
          )}
          <span className={css({ display: "flex", flexDirection: "column", gap: "2", p: "5", flex: 1 })}>
            <span className={cardTitle}>{path.title}</span>
            <span className={css({ color: "muted", fontSize: "sm", lineClamp: 3 })}>
              {path.description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim()}
            </span>
            <span className={css({ mt: "auto", pt: "2", fontWeight: "semibold", color: "accentDark", fontSize: "sm" })}>
              {path.announcementOnly ? t("learningPaths.announcement") : t("home.pathsOpen")} →
            </span>
          </span>
        </LocaleLink>
      ))}
    />
  );
}

const SCREENSHOT_BREAKPOINTS = { 600: { slidesPerView: 2 }, 1124: { slidesPerView: 3 } };

/** The Russian page's twelve screenshots of members' messages (images, with the message as alt text). */
export function ReviewScreenshots() {
  const { t } = useI18n();
  return (
    <div className={css({ mt: "8" })} data-testid="review-screenshots">
      <Carousel
        ariaLabel={t("home.screenshotsCarousel")}
        slidesPerView={1}
        breakpoints={SCREENSHOT_BREAKPOINTS}
        spaceBetween={16}
        loop
        autoplayMs={10_000}
        speed={1000}
        pagination
        slides={REVIEW_SCREENSHOTS.map((message, i) => (
          <img
            key={i}
            src={screenshotUrl(i + 1)}
            alt={`${message.author}: ${message.text}`}
            width={640}
            height={400}
            loading="lazy"
            data-testid="review-screenshot"
            className={css({ w: "full", h: "auto", borderRadius: "xl", border: "1px solid token(colors.line)" })}
          />
        ))}
      />
    </div>
  );
}

export function Methods() {
  const { t } = useI18n();
  const cards = ["c1", "c2", "c3", "c4"];
  return (
    <HomeSection id="methods" title={t("home.methods.title")}>
      <p className={css({ color: "muted", mb: "6", maxW: "760px" })}>{t("home.methods.text")}</p>
      <ol
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" },
          gap: "4",
        })}
      >
        {cards.map((c, i) => (
          <li key={c} data-testid="method-card" className={card}>
            <span className={markStyle} aria-hidden="true">{i + 1}</span>
            <h3 className={cardTitle}>{t(`home.methods.cards.${c}.title`)}</h3>
            <p className={css({ color: "muted" })}>{t(`home.methods.cards.${c}.text`)}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}

const FAQ_ITEMS = ["1", "2", "3", "4", "5", "6"];

/** Six questions with rich-text answers (the dictionaries' own HTML, with the site's links), and the ask form. */
export function Faq({ askQuestion }: { askQuestion: ReactNode }) {
  const { t, locale } = useI18n();
  const links = {
    jobs: `/${locale}/jobs/`,
    articles: `/${locale}/articles/`,
    subscribe: `/${locale}/subscribe/`,
    profile: `/${locale}/profile/`,
    services: `/${locale}/services/`,
  };
  return (
    <HomeSection id="faq" title={t("home.faq.title")}>
      <div className={css({ display: "grid", gridTemplateColumns: { base: "1fr", lg: "2fr 1fr" }, gap: "8" })}>
        <Accordion
          items={FAQ_ITEMS.map((n) => ({
            value: `q${n}`,
            title: t(`home.faq.q${n}`),
            content: (
              <div
                className={css({ "& a": { color: "accentDark", textDecoration: "underline" }, "& p": { mb: "2" } })}
                dangerouslySetInnerHTML={{ __html: t(`home.faq.a${n}`, links) }}
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
