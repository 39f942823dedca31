// The one access rule for gated content, used by every exit (GraphQL, SSR HTML, dehydrated cache, JSON-LD, sitemap):
// what a viewer tier may read at a given readAccess level.
import type { ViewerTier } from "./viewer.ts";
import { READ_ACCESS_LEVELS } from "./enums.ts";

/** The spec's spelling, including UNANYMOUS. */
export type ReadAccess = "UNANYMOUS" | "AUTHORIZED" | "FELLOW";

const RANK: Record<ViewerTier, number> = { anonymous: 0, authorized: 1, fellow: 2 };
const REQUIRED: Record<ReadAccess, number> = { UNANYMOUS: 0, AUTHORIZED: 1, FELLOW: 2 };

/** True when a viewer of this tier may read content of this level. */
export function canRead(tier: ViewerTier, level: ReadAccess): boolean {
  return RANK[tier] >= REQUIRED[level];
}

/**
 * The levels whose gated fields a viewer of this tier may read. Search uses it: a job's gated text (company,
 * description) may match a search only where the viewer could read that text on the job itself.
 */
export function readableLevels(tier: ViewerTier): ReadAccess[] {
  return READ_ACCESS_LEVELS.filter((level) => canRead(tier, level));
}

/** A job the viewer may not open is answered as DisabledJob, with placeholders instead of the gated fields. */
export function decideJobAccess(tier: ViewerTier, job: { readAccess: ReadAccess }): "full" | "disabled" {
  return canRead(tier, job.readAccess) ? "full" : "disabled";
}

/** What a non-entitled viewer is asked to do: register (AUTHORIZED content) or subscribe (FELLOW content). */
export function requiredAction(level: ReadAccess): "register" | "subscribe" | null {
  return level === "FELLOW" ? "subscribe" : level === "AUTHORIZED" ? "register" : null;
}

/**
 * An article's text for a viewer: entitled readers get all of it; a hideHalf article gives others its first half
 * (gated: true); any other article the viewer may not read gives nothing (gated: true).
 */
export function decideArticleText(
  tier: ViewerTier,
  article: { readAccess: ReadAccess; hideHalf: boolean; articleText: string },
): { text: string; gated: boolean } {
  if (canRead(tier, article.readAccess)) return { text: article.articleText, gated: false };
  return { text: article.hideHalf ? firstHalfOfHtml(article.articleText) : "", gated: true };
}

/**
 * A learning-path step is disabled when the viewer is not a fellow, the path has no full access, and the step's
 * index is at or past countAvailableArticles.
 */
export function isStepDisabled(
  options: { isFellow: boolean; fullAccess: boolean; index: number; countAvailableArticles: number },
): boolean {
  return !options.isFellow && !options.fullAccess && options.index >= options.countAvailableArticles;
}

/**
 * The first half of an HTML text, cut between top-level blocks (never inside a tag or a paragraph), so the gated
 * half never reaches the reader. At least one block is kept when there are two or more.
 */
export function firstHalfOfHtml(html: string): string {
  const blocks = html.match(/<(p|h[1-6]|ul|ol|blockquote|figure|pre|table|div)\b[^>]*>[\s\S]*?<\/\1>|[^<]+/gi)
    ?.map((b) => b.trim()).filter(Boolean) ?? [];
  if (blocks.length <= 1) {
    const text = html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim();
    const words = text.split(" ");
    return words.slice(0, Math.ceil(words.length / 2)).join(" ");
  }
  const total = blocks.reduce((n, b) => n + b.length, 0);
  const kept: string[] = [];
  let size = 0;
  for (const block of blocks) {
    if (kept.length > 0 && size + block.length > total / 2) break;
    kept.push(block);
    size += block.length;
  }
  return kept.join("\n");
}
