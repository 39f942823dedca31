// The creeping-line banner: its text repeated 8 times, scrolling over 30 s; CSS only, so it costs no script. A line
// that invites to join the club (links to /subscribe: the members' discount) is not shown to fellows.
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import type { ViewerTier } from "../../domain/viewer.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { type CreepingLineBanner, creepingLineQuery } from "./queries.ts";

export const CREEPING_LINE_REPEATS = 8;
/** Keep in step with the literal "creep 30s" below: Panda extracts styles statically. */
export const CREEPING_LINE_SECONDS = 30;

export function CreepingLine() {
  const { locale, viewerTier } = useI18n();
  const { data: banner } = useSuspenseQuery(creepingLineQuery(useGql(), locale));
  return banner && isCreepingLineFor(banner, viewerTier) ? <CreepingLineView banner={banner} /> : null;
}

/**
 * Whether a viewer of this tier sees the line: an offer to join (a link to the subscription page) means nothing to a
 * fellow, as the Join the club button, which spec 03 hides for fellows; any other line (news, events) is for everyone.
 */
export function isCreepingLineFor(banner: Pick<CreepingLineBanner, "link">, tier: ViewerTier): boolean {
  if (tier !== "fellow" || !banner.link) return true;
  let path: string;
  try {
    path = new URL(banner.link, "https://fellows.club/").pathname.replace(/^\/(ru|en)(?=\/|$)/, "");
  } catch {
    return true;
  }
  return !/^\/subscribe(\/|$)/.test(path);
}

export function CreepingLineView({ banner }: { banner: CreepingLineBanner }) {
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
    <div
      data-testid="creeping-line"
      style={{ color: banner.textColor, backgroundColor: `${banner.backgroundColor}${alpha}` }}
      className={css({ overflow: "hidden", whiteSpace: "nowrap", py: "2", fontSize: "sm", fontWeight: "medium" })}
    >
      {banner.link ? <LocaleLink to={banner.link}>{body}</LocaleLink> : body}
    </div>
  );
}
