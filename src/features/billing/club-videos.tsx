// The club's videos on the subscription page (spec 03): seven, autoplay 10 s, three per view from 889 px. A slide is
// a card until it is pressed; only then is the YouTube player framed (no third-party frame loads with the page).
import { useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { Carousel } from "../../ui/carousel.tsx";
import { VideoEmbed } from "../../ui/video-embed.tsx";

/** The club's video ids on YouTube, in the order shown; their titles are in the dictionaries (billing.videos). */
export const CLUB_VIDEO_IDS = [
  "club-intro01",
  "un-career-02",
  "cv-review-03",
  "interview04x",
  "relocation05",
  "networking06",
  "members-talk",
] as const;

function VideoSlide({ id, index }: { id: string; index: number }) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const title = t(`billing.videos.v${index + 1}`);
  if (playing) return <VideoEmbed url={`https://www.youtube-nocookie.com/embed/${id}`} title={title} />;
  return (
    <button
      type="button"
      onClick={() => setPlaying(true)}
      className={css({
        w: "full",
        aspectRatio: "16 / 9",
        borderRadius: "xl",
        bg: "brand",
        color: "white",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: "3",
        p: "4",
        cursor: "pointer",
        textAlign: "center",
      })}
    >
      <span
        aria-hidden="true"
        className={css({
          w: "14",
          h: "14",
          borderRadius: "full",
          bg: "accent",
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
          fontSize: "xl",
        })}
      >
        ▶
      </span>
      <span className={css({ fontWeight: "semibold" })}>{title}</span>
    </button>
  );
}

export function ClubVideos() {
  const { t } = useI18n();
  return (
    <section aria-labelledby="videos-title">
      <h2 id="videos-title" className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand", mb: "4" })}>
        {t("billing.videos.title")}
      </h2>
      <Carousel
        slides={CLUB_VIDEO_IDS.map((id, i) => <VideoSlide key={id} id={id} index={i} />)}
        slidesPerView={1}
        breakpoints={{ 889: { slidesPerView: 3 } }}
        spaceBetween={16}
        autoplayMs={10_000}
        pagination
        ariaLabel={t("billing.videos.title")}
      />
    </section>
  );
}
