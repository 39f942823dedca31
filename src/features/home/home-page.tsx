// The home page: for now the hero, the banners for the viewer's audience and the members' reviews.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth, primaryButton } from "../../ui/styles.ts";
import {
  type Banner,
  bannersQuery,
  type LearningPathCard,
  learningPathsQuery,
  type Review,
  reviewsQuery,
} from "./queries.ts";
import { ReviewsCarousel } from "../../ui/reviews-carousel.tsx";

export function HomePage() {
  const { locale } = useI18n();
  const gql = useGql();
  const { data: banners } = useSuspenseQuery(bannersQuery(gql, locale));
  const { data: reviews } = useSuspenseQuery(reviewsQuery(gql, locale));
  const { data: learningPaths } = useSuspenseQuery(learningPathsQuery(gql, locale));
  return <HomePageView banners={banners} reviews={reviews} learningPaths={learningPaths} />;
}

export function HomePageView(
  { banners, reviews, learningPaths }: { banners: Banner[]; reviews: Review[]; learningPaths: LearningPathCard[] },
) {
  const { t } = useI18n();
  return (
    <div data-testid="home-page">
      <section className={css({ bg: "surface", py: { base: "10", md: "16" } })}>
        <div className={pageWidth}>
          <h1
            className={css({
              fontSize: { base: "3xl", md: "5xl" },
              lineHeight: "1.1",
              fontWeight: "extrabold",
              color: "brand",
              maxW: "860px",
              letterSpacing: "-0.02em",
            })}
          >
            {t("home.title")}
          </h1>
          <p className={css({ mt: "4", fontSize: { base: "lg", md: "xl" }, color: "muted", maxW: "680px" })}>
            {t("home.lead")}
          </p>
        </div>
      </section>
      {banners.length > 0 && (
        <section className={cx(pageWidth, css({ mt: "10" }))} data-testid="banners">
          <ul
            className={css({ display: "grid", gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)" }, gap: "5" })}
          >
            {banners.map((banner) => (
              <li
                key={banner.id}
                className={css({
                  borderRadius: "2xl",
                  p: { base: "6", md: "8" },
                  bg: "brand",
                  color: "white",
                  display: "flex",
                  flexDirection: "column",
                  gap: "3",
                  minH: "200px",
                })}
              >
                <h2 className={css({ fontSize: { base: "xl", md: "2xl" }, fontWeight: "bold" })}>{banner.title}</h2>
                {banner.text && <p className={css({ color: "rgba(255,255,255,0.8)", flex: 1 })}>{banner.text}</p>}
                {banner.buttonTitle && banner.href && (
                  <LocaleLink to={banner.href} className={cx(primaryButton, css({ alignSelf: "flex-start" }))}>
                    {banner.buttonTitle}
                  </LocaleLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {learningPaths.length > 0 && (
        <section className={cx(pageWidth, css({ mt: "14" }))} aria-labelledby="paths-title" data-testid="home-paths">
          <h2
            id="paths-title"
            className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", color: "brand", mb: "6" })}
          >
            {t("home.pathsTitle")}
          </h2>
          <ul
            className={css({
              display: "grid",
              gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" },
              gap: "4",
            })}
          >
            {learningPaths.map((path) => (
              <li key={path.id}>
                <LocaleLink
                  to={`/courses/${path.slug}`}
                  data-testid="home-path-link"
                  className={css({
                    display: "flex",
                    flexDirection: "column",
                    gap: "2",
                    h: "full",
                    p: "5",
                    borderRadius: "xl",
                    border: "1px solid token(colors.line)",
                    _hover: { borderColor: "brandLight", boxShadow: "0 8px 24px rgba(27,20,100,0.08)" },
                  })}
                >
                  <span className={css({ fontWeight: "bold", fontSize: "lg", color: "brand" })}>{path.title}</span>
                  <span className={css({ color: "muted", fontSize: "sm", lineClamp: 3 })}>
                    {path.description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim()}
                  </span>
                  <span
                    className={css({
                      mt: "auto",
                      pt: "2",
                      fontWeight: "semibold",
                      color: "accentDark",
                      fontSize: "sm",
                    })}
                  >
                    {path.announcementOnly ? t("learningPaths.announcement") : t("home.pathsOpen")} →
                  </span>
                </LocaleLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {reviews.length > 0 && (
        <section className={cx(pageWidth, css({ mt: "14" }))} aria-labelledby="reviews-title">
          <h2
            id="reviews-title"
            className={css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "bold", color: "brand", mb: "6" })}
          >
            {t("home.reviewsTitle")}
          </h2>
          <ReviewsCarousel reviews={reviews} />
        </section>
      )}
    </div>
  );
}
