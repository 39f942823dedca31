// The creeping-line banner: its text repeated 8 times, scrolling over 30 s; CSS only, so it costs no script. The server
// picks the line for the viewer's audience (visitors, signed-in non-members, members; getCreepingLineBanner).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { type CreepingLineBanner, creepingLineQuery } from "./queries.ts";

export const CREEPING_LINE_REPEATS = 8;
/** Keep in step with the literal "creep 30s" below: Panda extracts styles statically. */
export const CREEPING_LINE_SECONDS = 30;

export function CreepingLine() {
  const { locale, viewerTier } = useI18n();
  const { data: banner } = useSuspenseQuery(creepingLineQuery(useGql(), locale, viewerTier));
  return banner ? <CreepingLineView banner={banner} /> : null;
}

export function CreepingLineView({ banner }: { banner: CreepingLineBanner }) {
  const announcementLabel = useI18n().t("nav.announcement");
  const alpha = Math.round((Math.min(100, Math.max(0, banner.bgOpacityPercentage)) / 100) * 255).toString(16).padStart(
    2,
    "0",
  );
  const text = Array.from({ length: CREEPING_LINE_REPEATS }, () => banner.text);
  const track = (hidden: boolean) => (
    <span aria-hidden={hidden || undefined} className={css({ display: "inline-flex", flexShrink: 0 })}>
      {text.map((t, i) => <span key={i} className={css({ px: "8" })}>{t}</span>)}
    </span>
  );
  const body = (
    <div
      className={css({
        display: "flex",
        w: "max-content",
        animation: "creep 30s linear infinite",
        _hover: { animationPlayState: "paused" },
      })}
    >
      {track(false)}
      {track(true)}
    </div>
  );
  return (
    // A landmark of its own, so the announcement is not content outside every landmark.
    <aside
      aria-label={announcementLabel}
      data-testid="creeping-line"
      style={{ color: banner.textColor, backgroundColor: `${banner.backgroundColor}${alpha}` }}
      className={css({ overflow: "hidden", whiteSpace: "nowrap", py: "2", fontSize: "sm", fontWeight: "medium" })}
    >
      {banner.link ? <LocaleLink href={banner.link}>{body}</LocaleLink> : body}
    </aside>
  );
}
