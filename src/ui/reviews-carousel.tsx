// Members' reviews (the home page, the subscription page): 1 per view, 2 from 600 px, looping, speed 1000 ms, autoplay 10 s, clickable pagination; arrows
// only when there are more than 3 reviews. Text is clamped to 4 lines with Read more when it overflows.
import { useLayoutEffect, useRef, useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../lib/i18n.tsx";
import { Carousel } from "./carousel.tsx";

/** What a review card shows (GetReviews' fields). */
export type Review = {
  id: string;
  userName: string;
  position?: string | null;
  text: string;
  picture?: { url: string } | null;
};

const BREAKPOINTS = { 600: { slidesPerView: 2 } };

function ReviewCard({ review }: { review: Review }) {
  const { t } = useI18n();
  const text = useRef<HTMLParagraphElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // Only the browser can tell whether four lines overflow.
  useLayoutEffect(() => {
    if (text.current) setOverflows(text.current.scrollHeight > text.current.clientHeight + 1);
  }, []);
  return (
    <article
      className={css({ border: "1px solid token(colors.line)", borderRadius: "xl", p: "6", h: "full", bg: "white" })}
    >
      <p ref={text} className={expanded ? undefined : css({ lineClamp: 4 })}>{review.text}</p>
      {overflows && !expanded && (
        <button
          type="button"
          onClick={() => setExpanded(true)}
          className={css({ color: "brand", fontWeight: "semibold", mt: "2", cursor: "pointer" })}
        >
          {t("home.readMore")}
        </button>
      )}
      <div className={css({ mt: "4", display: "flex", gap: "3", alignItems: "center" })}>
        {review.picture && (
          <img
            src={review.picture.url}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            className={css({ w: "48px", h: "48px", borderRadius: "full", flexShrink: 0 })}
          />
        )}
        <div>
          <p className={css({ fontWeight: "semibold" })}>{review.userName}</p>
          {review.position && <p className={css({ color: "muted", fontSize: "sm" })}>{review.position}</p>}
        </div>
      </div>
    </article>
  );
}

export function ReviewsCarousel({ reviews }: { reviews: Review[] }) {
  const { t } = useI18n();
  return (
    <Carousel
      ariaLabel={t("home.reviewsTitle")}
      slides={reviews.map((review) => <ReviewCard key={review.id} review={review} />)}
      slidesPerView={1}
      breakpoints={BREAKPOINTS}
      spaceBetween={20}
      loop={reviews.length > 2}
      speed={1000}
      autoplayMs={10_000}
      pagination
      navigation={reviews.length > 3 ? { prevLabel: t("home.previous"), nextLabel: t("home.next") } : undefined}
    />
  );
}
