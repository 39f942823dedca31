// The back office's site content (/admin/site): banners, the creeping line, reviews, SEO texts and the FAQ. One schema per
// editor (the form validates with it after the first submit, the admin… mutation parses its input with it), the
// rules for links (an http(s) address or a path of this site: never javascript:) and for the pages an SEO text may
// name (a locale-prefixed path of a public page).
import * as v from "valibot";
import { isHttpUrl } from "./admin-jobs.ts";
import { LANGUAGES } from "./enums.ts";
import { isSingleLine, singleLine } from "./validation.ts";

const E = "adminSite.errors";

export const BANNER_TITLE_MAX = 200;
export const BANNER_TEXT_MAX = 1000;
export const CREEPING_TEXT_MAX = 300;
export const REVIEW_TEXT_MAX = 3000;
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 200;
export const LINK_MAX = 1000;

/**
 * A link the site may render as an href: an absolute http(s) address, a path of this site ("/jobs", not "//host"),
 * or a query on the current page ("?auth=signup", as the seeded banners use). No spaces, quotes, angle brackets or
 * backslashes, so no scheme (javascript:, data:) and nothing that breaks out of an attribute.
 */
export function isSiteLink(text: string): boolean {
  if (isHttpUrl(text)) return true;
  return /^(\/(?!\/)|\?)[^\s<>"'`\\]*$/.test(text);
}

/** One line of at most `max` characters, required. */
const requiredLine = (max: number, required: string, tooLong = `${E}.tooLong`) =>
  v.pipe(
    v.string(required),
    v.trim(),
    v.minLength(1, required),
    v.maxLength(max, tooLong),
    v.check(isSingleLine, `${E}.singleLine`),
  );

/** One line of at most `max` characters; "" and absence both mean nothing (null). */
const optionalLine = (max: number) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.pipe(v.string(), v.trim(), v.maxLength(max, `${E}.tooLong`), v.check(isSingleLine, `${E}.singleLine`)),
      ),
      null,
    ),
    v.transform((s) => s || null),
  );

/** A link (isSiteLink), or nothing. */
const optionalLink = (message = `${E}.link`) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.trim(),
          v.maxLength(LINK_MAX, message),
          v.check((s) => s === "" || isSiteLink(s), message),
        ),
      ),
      null,
    ),
    v.transform((s) => s || null),
  );

const language = v.picklist(LANGUAGES, `${E}.language`);
const published = v.optional(v.boolean(), false);

/** Who sees an item aimed by tier (a banner, a creeping line): visitors, signed-in non-members, club members. */
export const AUDIENCES = ["isFree", "isRegistered", "isPaid"] as const;

const audienceFlags = {
  isFree: v.optional(v.boolean(), false),
  isRegistered: v.optional(v.boolean(), false),
  isPaid: v.optional(v.boolean(), false),
};

type AudienceFlags = { isFree: boolean; isRegistered: boolean; isPaid: boolean };

/**
 * At least one audience, or the item would show to nobody: the message goes to the first flag's field, and (a partial
 * check) it shows with the other fields' messages. Typed for any schema that has the three flags.
 */
function atLeastOneAudience<T extends AudienceFlags>() {
  return v.forward(
    v.partialCheck(
      [["isFree"], ["isRegistered"], ["isPaid"]],
      ({ isFree, isRegistered, isPaid }: AudienceFlags) => isFree || isRegistered || isPaid,
      `${E}.audienceRequired`,
    ),
    ["isFree"],
  ) as unknown as v.BaseValidation<T, T, v.PartialCheckIssue<AudienceFlags>>;
}

/** Banner kinds the home page shows: the slider's slides (the only kind the site renders today). */
export const BANNER_KINDS = ["SLIDE"] as const;

export const AdminBannerInputSchema = v.pipe(
  v.object({
    kind: v.optional(v.picklist(BANNER_KINDS, `${E}.kind`), "SLIDE"),
    title: requiredLine(BANNER_TITLE_MAX, `${E}.titleRequired`),
    text: optionalLine(BANNER_TEXT_MAX),
    extraText: optionalLine(BANNER_TEXT_MAX),
    buttonTitle: optionalLine(100),
    href: optionalLink(),
    nextLink: optionalLink(),
    image: optionalLink(`${E}.image`),
    imageMobile: optionalLink(`${E}.image`),
    ...audienceFlags,
    language,
    published,
  }),
  atLeastOneAudience(),
);
export type AdminBannerValues = v.InferOutput<typeof AdminBannerInputSchema>;

const color = v.pipe(
  v.optional(v.string(), ""),
  v.trim(),
  v.check((s) => s === "" || /^#[0-9a-fA-F]{6}$/.test(s), `${E}.color`),
);

export const AdminCreepingLineInputSchema = v.pipe(
  v.object({
    text: requiredLine(CREEPING_TEXT_MAX, `${E}.textRequired`),
    link: optionalLink(),
    textColor: v.pipe(color, v.transform((s) => s || "#ffffff")),
    backgroundColor: v.pipe(color, v.transform((s) => s || "#1b1464")),
    bgOpacityPercentage: v.optional(
      v.pipe(
        v.number(`${E}.opacity`),
        v.integer(`${E}.opacity`),
        v.minValue(0, `${E}.opacity`),
        v.maxValue(100, `${E}.opacity`),
      ),
      100,
    ),
    priority: v.optional(
      v.pipe(
        v.number(`${E}.priority`),
        v.integer(`${E}.priority`),
        v.minValue(0, `${E}.priority`),
        v.maxValue(1000, `${E}.priority`),
      ),
      0,
    ),
    /** Shown only to the signed-in user with this address; none: shown to everyone. */
    conditionEmail: v.pipe(
      v.optional(
        v.nullable(
          v.pipe(
            v.string(),
            v.trim(),
            v.toLowerCase(),
            v.check(
              (s) => s === "" || (s.length <= 254 && /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/.test(s)),
              `${E}.email`,
            ),
          ),
        ),
        null,
      ),
      v.transform((s) => s || null),
    ),
    ...audienceFlags,
    language,
    published,
  }),
  atLeastOneAudience(),
);
export type AdminCreepingLineValues = v.InferOutput<typeof AdminCreepingLineInputSchema>;

/** Where reviews are shown: the home page and the subscription page. */
export const REVIEW_CATEGORIES = ["home", "subscription"] as const;

export const AdminReviewInputSchema = v.object({
  firstName: requiredLine(100, `${E}.authorRequired`),
  lastName: v.pipe(optionalLine(100), v.transform((s) => s ?? "")),
  position: optionalLine(200),
  title: optionalLine(200),
  text: v.pipe(
    v.string(`${E}.textRequired`),
    v.trim(),
    v.minLength(1, `${E}.textRequired`),
    v.maxLength(REVIEW_TEXT_MAX, `${E}.tooLong`),
    // Paragraphs are allowed; other control characters are not.
    v.check((s) => isSingleLine(s.replace(/\r?\n/g, "")), `${E}.singleLine`),
  ),
  picture: optionalLink(`${E}.image`),
  categories: v.pipe(
    v.optional(v.array(v.picklist(REVIEW_CATEGORIES, `${E}.category`)), ["home", "subscription"]),
    v.transform((list) => [...new Set(list)]),
  ),
  language,
  published,
});
export type AdminReviewValues = v.InferOutput<typeof AdminReviewInputSchema>;

/** The public pages' first segments after the locale ("" is the home page). */
const STATIC_PAGES = new Set([
  "",
  "about",
  "affiliates",
  "articles",
  "career-in-the-united-nations",
  "coaching",
  "experts",
  "international-career",
  "internships",
  "jobs",
  "network",
  "partners",
  "partnership",
  "privacy",
  "promoter",
  "remote-work",
  "services",
  "subscribe",
  "support",
  "terms",
]);
/** Sections whose pages have one more segment (a slug or an id). */
const DETAIL_PAGES = new Set([
  "articles",
  "buy-service",
  "courses",
  "experts",
  "jobs",
  "partners",
  "services",
  "tools",
]);

/**
 * Whether a path names a public page of the site: /ru/ or /en/ followed by a page (the home page, a section, or a
 * section's item by its slug, e.g. /en/jobs/42/ or /ru/services/education/x/), with or without the trailing slash.
 */
export function isSeoPagePath(path: string): boolean {
  const match = /^\/(ru|en)((?:\/[a-z0-9][a-z0-9._~-]*)*)\/?$/i.exec(path);
  if (!match) return false;
  const segments = match[2].split("/").filter(Boolean);
  if (segments.length === 0) return true;
  const [first, ...rest] = segments.map((s) => s.toLowerCase());
  if (rest.length === 0) return STATIC_PAGES.has(first);
  if (first === "services" && rest[0] === "education") return rest.length === 2;
  return rest.length === 1 && DETAIL_PAGES.has(first);
}

export const AdminSeoTagInputSchema = v.object({
  url: v.pipe(
    v.string(`${E}.page`),
    v.trim(),
    v.maxLength(500, `${E}.page`),
    v.check(isSeoPagePath, `${E}.page`),
    // Stored as the lookups ask for it: no query, one trailing slash (normalizeSeoUrl).
    v.transform((s) => `${s.replace(/\/+$/, "")}/`),
  ),
  title: requiredLine(SEO_TITLE_MAX, `${E}.titleRequired`, `${E}.seoTitleTooLong`),
  description: requiredLine(SEO_DESCRIPTION_MAX, `${E}.descriptionRequired`, `${E}.seoDescriptionTooLong`),
});
export type AdminSeoTagValues = v.InferOutput<typeof AdminSeoTagInputSchema>;

export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 10_000;

/** A question of the home page's FAQ; the answer is rich text (HTML), kept to the sanitizer's allow-list on save. */
export const AdminFaqInputSchema = v.object({
  question: requiredLine(FAQ_QUESTION_MAX, `${E}.questionRequired`),
  answer: v.pipe(
    v.string(`${E}.answerRequired`),
    v.trim(),
    v.check((s) => s.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "", `${E}.answerRequired`),
    v.maxLength(FAQ_ANSWER_MAX, `${E}.tooLong`),
  ),
  language,
  published,
});
export type AdminFaqValues = v.InferOutput<typeof AdminFaqInputSchema>;

export const MOVE_DIRECTIONS = ["up", "down"] as const;
export const MoveDirectionSchema = v.picklist(MOVE_DIRECTIONS, "errors.BAD_USER_INPUT");

/** The lists' filter: a language (none: both), and for SEO texts part of the address or title. */
export const AdminSiteFilterSchema = v.object({
  language: v.optional(v.nullable(v.picklist(LANGUAGES, "errors.BAD_USER_INPUT")), null),
  search: v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, `${E}.tooLong`), singleLine())), null),
    v.transform((s) => s || null),
  ),
});
export type AdminSiteFilter = v.InferOutput<typeof AdminSiteFilterSchema>;

/** The URL's search of a site-content list: language and search, anything malformed dropped. */
export function parseSiteSearch(search: Record<string, unknown>): { language?: "ru" | "en"; search?: string } {
  const out: { language?: "ru" | "en"; search?: string } = {};
  if (search.language === "ru" || search.language === "en") out.language = search.language;
  // A search is one line: a NUL or another control character would only reach SQL as an error.
  if (
    typeof search.search === "string" && search.search.trim() && search.search.length <= 200 &&
    isSingleLine(search.search)
  ) {
    out.search = search.search.trim();
  }
  return out;
}

export const ADMIN_SITE_PAGE_SIZE = 50;
