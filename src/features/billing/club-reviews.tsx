// Members' reviews (spec 03, "Other sections on the subscription and product pages"): the carousel the subscription
// page and the buy page both show, above the club's videos. The pages' loaders prefetch the reviews.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { ReviewsCarousel } from "../../ui/reviews-carousel.tsx";
import { subscribeReviewsQuery } from "./queries.ts";

export function ClubReviews() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const { data: reviews } = useSuspenseQuery(subscribeReviewsQuery(gql, locale));
  if (reviews.length === 0) return null;
  return (
    <section aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand", mb: "4" })}>
        {t("billing.subscribe.reviewsTitle")}
      </h2>
      <ReviewsCarousel reviews={reviews} />
    </section>
  );
}
