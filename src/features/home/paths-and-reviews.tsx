// The home page's own sections below the fold, loaded when the reader comes near them (src/ui/lazy-when-visible.tsx):
// the learning paths and the reviews (with the Russian screenshot slides). Each fetches its data in the browser.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { screenshotUrl } from "../../domain/pictures.ts";
import { REVIEW_SCREENSHOTS } from "../../domain/review-screenshots.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { ReviewsCarousel } from "../../ui/reviews-carousel.tsx";
import { cardTitle } from "./home-section.tsx";
import { type LearningPathCard, learningPathsQuery, reviewsQuery } from "./queries.ts";

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

const PATH_BREAKPOINTS = { 600: { slidesPerView: 2 }, 1124: { slidesPerView: 4 } };

function LearningPathsCarousel({ paths }: { paths: LearningPathCard[] }) {
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
function ReviewScreenshots() {
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

export function HomeLearningPaths() {
  const { locale } = useI18n();
  const gql = useGql();
  const { data: paths } = useSuspenseQuery(learningPathsQuery(gql, locale));
  return paths.length > 0 ? <LearningPathsCarousel paths={paths} /> : null;
}

export function HomeReviews() {
  const { locale } = useI18n();
  const gql = useGql();
  const { data: reviews } = useSuspenseQuery(reviewsQuery(gql, locale));
  return (
    <>
      {reviews.length > 0 && <ReviewsCarousel reviews={reviews} />}
      {locale === "ru" && <ReviewScreenshots />}
    </>
  );
}
