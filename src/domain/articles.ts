// Article and learning-path input rules shared by the pages and the resolvers.
import * as v from "valibot";

export const ARTICLES_SEARCH_MIN = 2;
export const ARTICLE_CARD_CHARS = 300;

export const ArticlesInputSchema = v.object({
  withVideo: v.optional(v.boolean()),
  language: v.optional(v.picklist(["en", "ru"], "errors.invalidLanguage")),
  sortOption: v.optional(v.picklist(["latest", "popular"]), "latest"),
  textSearch: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "errors.searchTooLong"))),
});

export const PagingSchema = v.object({
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50)), 12),
});

export const SlugSchema = v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9-]{0,150}$/, "errors.NOT_FOUND"));

/** A card's text: cut at a word boundary at `max` characters, with an ellipsis when cut. */
export function cutAtWord(text: string, max = ARTICLE_CARD_CHARS): { text: string; isCut: boolean } {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return { text: clean, isCut: false };
  const slice = clean.slice(0, max + 1);
  const lastSpace = slice.lastIndexOf(" ");
  return {
    text: `${(lastSpace > 0 ? slice.slice(0, lastSpace) : clean.slice(0, max)).replace(/[,.;:!?-]+$/, "")}…`,
    isCut: true,
  };
}

/** Articles with a ghostPostSlug open on the club's blog, in a new tab (spec 01 §3). */
export const BLOG_URL = "https://blog.fellows.club/";

export function blogUrl(ghostPostSlug: string): string {
  return `${BLOG_URL}${encodeURIComponent(ghostPostSlug)}/`;
}
