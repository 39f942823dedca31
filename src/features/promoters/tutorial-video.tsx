// The tutorial video: a poster with a play button; the player (a YouTube embed) loads only when asked for.
import { useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { VideoEmbed } from "../../ui/video-embed.tsx";
import { block, blockTitle } from "./styles.ts";

/** The promoters' tutorial on the club's YouTube channel (a demo id until the club records its own). */
export const PROMOTER_TUTORIAL_VIDEO_ID = "promoter-101";

export function TutorialVideo() {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  const title = t("promoters.video.title");
  return (
    <section className={block} aria-labelledby="video-title" data-testid="promoter-video">
      <h2 id="video-title" className={blockTitle}>{title}</h2>
      {playing
        ? <VideoEmbed url={`https://www.youtube-nocookie.com/embed/${PROMOTER_TUTORIAL_VIDEO_ID}`} title={title} />
        : (
          <button
            type="button"
            onClick={() => setPlaying(true)}
            className={css({
              aspectRatio: "16 / 9",
              w: "full",
              maxW: "640px",
              borderRadius: "xl",
              bg: "brand",
              color: "white",
              display: "flex",
              alignItems: "center",
              justifyContent: "center",
              gap: "3",
              fontWeight: "semibold",
              cursor: "pointer",
              _hover: { bg: "brandLight" },
            })}
          >
            <span aria-hidden="true" className={css({ fontSize: "3xl" })}>▶</span>
            {t("promoters.video.play")}
          </button>
        )}
    </section>
  );
}
