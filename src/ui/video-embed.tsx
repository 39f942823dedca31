// An embedded video (YouTube embed addresses only; anything else is not framed), 16:9, loaded lazily.
import { css } from "styled-system/css";

const EMBED = /^https:\/\/www\.(youtube\.com|youtube-nocookie\.com)\/embed\/[A-Za-z0-9_-]{6,20}$/;

export function VideoEmbed({ url, title }: { url: string; title: string }) {
  if (!EMBED.test(url)) return null;
  return (
    <div
      className={css({
        position: "relative",
        aspectRatio: "16 / 9",
        borderRadius: "xl",
        overflow: "hidden",
        bg: "ink",
      })}
    >
      <iframe
        src={url}
        title={title}
        loading="lazy"
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
        allowFullScreen
        className={css({ position: "absolute", inset: 0, w: "full", h: "full", border: 0 })}
      />
    </div>
  );
}
