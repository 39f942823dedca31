// The back office's badges: a status or a note as text (never told by colour alone), one recipe for every screen.
import { cva } from "styled-system/css";

export const badge = cva({
  base: {
    display: "inline-block",
    px: "2",
    py: "0.5",
    borderRadius: "full",
    fontSize: "xs",
    fontWeight: "semibold",
    whiteSpace: "nowrap",
    border: "1px solid",
  },
  variants: {
    tone: {
      neutral: { bg: "surface", color: "ink", borderColor: "line" },
      moderation: { bg: "accentSoft", color: "accentDark", borderColor: "accentLine" },
      good: { bg: "white", color: "success", borderColor: "success" },
      muted: { bg: "surface", color: "muted", borderColor: "line" },
      bad: { bg: "white", color: "danger", borderColor: "danger" },
      note: { bg: "white", color: "ink", borderColor: "line" },
      un: { bg: "unSoft", color: "unInk", borderColor: "unSoft" },
    },
  },
});

export type BadgeTone = "neutral" | "moderation" | "good" | "muted" | "bad" | "note" | "un";

/** A content status's tone: a draft neutral, on moderation marked, published good, archived muted. */
export function statusTone(status: string): BadgeTone {
  return ({ MODERATION: "moderation", PUBLISHED: "good", ARCHIVED: "muted" } as const)[status as "PUBLISHED"] ??
    "neutral";
}
