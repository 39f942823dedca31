// The experts and partners directories' shared rules (spec 01): page sizes (experts 6, partners 10; Show more adds a
// page), the sorts (latest, alphabeticallyAZ, alphabeticallyZA; default latest), the search minimum (3 characters;
// shorter text searches nothing), the partner categories; who moderates is in authorization.ts. The list inputs
// (valibot) are in directories-input.ts, so the pages' search code does not bring the validation library into the
// first load.

export const EXPERTS_PAGE_SIZE = 6;
export const PARTNERS_PAGE_SIZE = 10;
/** Show more raises the limit; past this a page is refused (a client asks for pages, not the whole table). */
export const DIRECTORY_MAX_LIMIT = 120;
export const DIRECTORY_SEARCH_MIN = 3;
/**
 * A misspelt search still finds a name or position whose words are this close by trigrams (pg_trgm's word similarity:
 * 'recruter' to 'recruiter' is 0.58, below the operator's default 0.6).
 */
export const MISSPELLING_SIMILARITY = 0.45;
export const DIRECTORY_SORTS = ["latest", "alphabeticallyAZ", "alphabeticallyZA"] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
export const PARTNER_CATEGORIES = ["company", "expert", "hr", "media-and-advertising"] as const;

/** The text a list searches for: trimmed, and nothing below the minimum. */
export function directorySearch(text: string | null | undefined): string | null {
  const trimmed = (text ?? "").trim();
  return trimmed.length >= DIRECTORY_SEARCH_MIN ? trimmed : null;
}

/**
 * Rich text (an expert's "What can I help") as plain paragraphs: tags dropped, the few entities decoded. The page
 * shows text, never the stored HTML, so nothing an expert types can run in a visitor's browser.
 */
export function richTextParagraphs(html: string): string[] {
  return html
    .replace(/<\s*(br|\/p|\/li|\/h\d|\/div)\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A contact link from what an expert typed: a web address as is (https only), a handle made into its site's link. */
export function contactHref(kind: string, value: string): string | null {
  const v = value.trim();
  if (/^https:\/\/[^\s]+$/i.test(v)) return v;
  if (/^http:\/\//i.test(v)) return null;
  const handle = v.replace(/^@/, "");
  if (!/^[A-Za-z0-9_.-]{2,64}$/.test(handle)) return null;
  const sites: Record<string, string> = {
    telegram: "https://t.me/",
    twitter: "https://x.com/",
    instagram: "https://instagram.com/",
    vk: "https://vk.com/",
    youTube: "https://youtube.com/@",
    linkedIn: "https://www.linkedin.com/in/",
  };
  return sites[kind] ? sites[kind] + handle : null;
}
