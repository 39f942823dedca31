// Article and learning-path input rules shared by the pages and the resolvers.

export const ARTICLES_SEARCH_MIN = 2;
export const ARTICLE_CARD_CHARS = 300;

/** An article or learning-path slug as the pages and the API accept it. */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,150}$/;

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
