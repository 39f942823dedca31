// The back office's articles and learning paths (/admin/articles, /admin/learning-paths): the editors' schemas (the
// forms validate with them after the first submit, adminSaveArticle / adminSaveLearningPath parse their input with
// them), the lists' filters and sorts, the slug rule (one slug per page across both languages: the public routes find
// an article or a path by its slug alone) and the tiers a preview is shown for.
import { cyrillicToLatin } from "./transliteration.ts";
import * as v from "valibot";
import { SLUG_PATTERN } from "./articles.ts";
import { CONTENT_STATUSES, LANGUAGES, READ_ACCESS_LEVELS } from "./enums.ts";
import { isAllowedLinkHref, isAllowedPictureSrc, videoEmbedUrl } from "./rich-text.ts";
import { isDatabaseId, singleLine } from "./validation.ts";
import type { ViewerTier } from "./viewer.ts";

export const ADMIN_ARTICLES_PAGE_SIZE = 25;
export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_DESCRIPTION_MAX = 2_000;
/** Rich text (HTML) of an article or a learning path's description, as sent by the editor. */
export const RICH_TEXT_MAX = 200_000;
export const ARTICLE_TAGS_MAX = 20;
export const ARTICLE_TAG_MAX = 50;
export const LEARNING_PATH_STEPS_MAX = 100;

export const ADMIN_ARTICLE_SORTS = ["newest", "oldest", "title", "featured", "popular"] as const;
export type AdminArticleSort = (typeof ADMIN_ARTICLE_SORTS)[number];

export const ADMIN_LEARNING_PATH_SORTS = ["order", "newest", "title"] as const;

/** The viewers a preview is shown as: the three tiers the public pages tell apart. */
export const PREVIEW_TIERS = ["anonymous", "authorized", "fellow"] as const satisfies readonly ViewerTier[];
export type PreviewTier = (typeof PREVIEW_TIERS)[number];

const E = "adminArticles.errors";

/** A one-line text of up to `max` characters; "" and absence both mean nothing (null). */
const optionalLine = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(max, `${E}.tooLong`), singleLine())), null),
    v.transform((s) => s || null),
  );

/** An address that passes `rule` (src/domain/rich-text.ts), or nothing. */
const optionalAddress = (rule: (url: string) => boolean, message: string) =>
  v.pipe(
    v.optional(
      v.nullable(
        v.pipe(v.string(), v.trim(), v.maxLength(1000, message), v.check((s) => s === "" || rule(s), message)),
      ),
      null,
    ),
    v.transform((s) => s || null),
  );

const requiredTitle = v.pipe(
  v.string(`${E}.titleRequired`),
  v.trim(),
  v.minLength(1, `${E}.titleRequired`),
  v.maxLength(ARTICLE_TITLE_MAX, `${E}.titleTooLong`),
  v.check((s) => !/[\p{Cc}\u2028\u2029]/u.test(s), `${E}.singleLine`),
);

/** "" or absent: made from the title when saved; otherwise lower-case Latin letters, digits and hyphens. */
const slug = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.toLowerCase())), ""),
  v.transform((s) => s ?? ""),
  v.check((s) => s === "" || SLUG_PATTERN.test(s), `${E}.slug`),
);

const richText = v.pipe(
  v.optional(v.nullable(v.string()), ""),
  v.transform((s) => (s ?? "").trim()),
  v.maxLength(RICH_TEXT_MAX, `${E}.textTooLong`),
);

/** A video page or player address, kept as the player's address (YouTube, Vimeo, Rutube), or nothing. */
const video = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(1000, `${E}.video`))), null),
  v.transform((s) => s || null),
  v.check((s) => s === null || videoEmbedUrl(s) !== null, `${E}.video`),
  v.transform((s) => (s === null ? null : videoEmbedUrl(s))),
);

/** Tags: trimmed, empty ones dropped, each listed once; at most 20 of at most 50 characters, one line each. */
const tags = v.pipe(
  v.optional(v.array(v.string()), []),
  v.transform((list) => [...new Set(list.map((tag) => tag.trim()).filter(Boolean))]),
  v.maxLength(ARTICLE_TAGS_MAX, `${E}.tooManyTags`),
  v.check((list) => list.every((tag) => tag.length <= ARTICLE_TAG_MAX), `${E}.tagTooLong`),
  v.check((list) => list.every((tag) => !/[\p{Cc}\u2028\u2029,]/u.test(tag)), `${E}.tagTooLong`),
);

const databaseId = (message: string) =>
  v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.check(isDatabaseId, message), v.transform(Number));

/** The article editor's fields, as adminSaveArticle takes them (AdminArticleInput) and as the form sends them. */
export const AdminArticleInputSchema = v.object({
  title: requiredTitle,
  slug,
  /** Plain text (the page and the cards show it as text). */
  description: v.pipe(
    v.optional(v.nullable(v.string()), ""),
    v.transform((s) => (s ?? "").trim()),
    v.maxLength(ARTICLE_DESCRIPTION_MAX, `${E}.descriptionTooLong`),
  ),
  /** HTML; the server keeps only its allow-list (api/services/admin/rich-text.ts). */
  articleText: richText,
  picture: optionalAddress(isAllowedPictureSrc, `${E}.picture`),
  video,
  tags,
  authorFirstName: optionalLine(100),
  authorLastName: optionalLine(100),
  authorAvatar: optionalAddress(isAllowedPictureSrc, `${E}.picture`),
  buttonLink: optionalAddress(isAllowedLinkHref, `${E}.buttonLink`),
  buttonTitle: optionalLine(100),
  readAccess: v.picklist(READ_ACCESS_LEVELS, `${E}.readAccess`),
  hideHalf: v.optional(v.boolean(), false),
  isFeatured: v.optional(v.boolean(), false),
  featureOrder: v.optional(
    v.nullable(
      v.pipe(
        v.number(`${E}.featureOrder`),
        v.integer(`${E}.featureOrder`),
        v.minValue(0, `${E}.featureOrder`),
        v.maxValue(10_000, `${E}.featureOrder`),
      ),
    ),
    null,
  ),
  language: v.picklist(LANGUAGES, `${E}.language`),
});

export type AdminArticleInput = v.InferInput<typeof AdminArticleInputSchema>;
export type AdminArticleValues = v.InferOutput<typeof AdminArticleInputSchema>;

/** One step of a learning path: an article (of the path's language, checked on the server), its text, a video mark. */
export const LearningPathStepSchema = v.object({
  articleId: databaseId(`${E}.stepArticle`),
  text: v.pipe(
    v.string(`${E}.stepText`),
    v.trim(),
    v.minLength(1, `${E}.stepText`),
    v.maxLength(300, `${E}.tooLong`),
    singleLine(),
  ),
  hasVideo: v.optional(v.boolean(), false),
});

/** The learning path editor's fields, as adminSaveLearningPath takes them. Steps are in their order. */
export const AdminLearningPathInputSchema = v.object({
  title: requiredTitle,
  slug,
  /** HTML; the server keeps only its allow-list. */
  description: richText,
  language: v.picklist(LANGUAGES, `${E}.language`),
  heroPic: optionalAddress(isAllowedPictureSrc, `${E}.picture`),
  heroVideoUrl: video,
  announcementOnly: v.optional(v.boolean(), false),
  countAvailableArticles: v.pipe(
    v.optional(v.number(`${E}.countAvailable`), 1),
    v.integer(`${E}.countAvailable`),
    v.minValue(0, `${E}.countAvailable`),
    v.maxValue(LEARNING_PATH_STEPS_MAX, `${E}.countAvailable`),
  ),
  steps: v.pipe(
    v.optional(v.array(LearningPathStepSchema), []),
    v.maxLength(LEARNING_PATH_STEPS_MAX, `${E}.tooManySteps`),
  ),
});

export type AdminLearningPathInput = v.InferInput<typeof AdminLearningPathInputSchema>;
export type AdminLearningPathValues = v.InferOutput<typeof AdminLearningPathInputSchema>;

const searchText = v.pipe(
  v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, `${E}.tooLong`), singleLine())), null),
  v.transform((s) => s || null),
);

/** The articles list's filters: each optional; anything malformed in a URL is dropped by the screen. */
export const AdminArticlesFilterSchema = v.object({
  /** Part of a title, a slug or an author's name. */
  search: searchText,
  status: v.optional(v.nullable(v.picklist(CONTENT_STATUSES, "errors.BAD_USER_INPUT")), null),
  language: v.optional(v.nullable(v.picklist(LANGUAGES, "errors.BAD_USER_INPUT")), null),
  readAccess: v.optional(v.nullable(v.picklist(READ_ACCESS_LEVELS, "errors.BAD_USER_INPUT")), null),
  featured: v.optional(v.nullable(v.boolean()), null),
  sort: v.optional(v.nullable(v.picklist(ADMIN_ARTICLE_SORTS, "errors.BAD_USER_INPUT")), null),
});

export type AdminArticlesFilter = v.InferOutput<typeof AdminArticlesFilterSchema>;

export const AdminLearningPathsFilterSchema = v.object({
  search: searchText,
  status: v.optional(v.nullable(v.picklist(CONTENT_STATUSES, "errors.BAD_USER_INPUT")), null),
  language: v.optional(v.nullable(v.picklist(LANGUAGES, "errors.BAD_USER_INPUT")), null),
  sort: v.optional(v.nullable(v.picklist(ADMIN_LEARNING_PATH_SORTS, "errors.BAD_USER_INPUT")), null),
});

export type AdminLearningPathsFilter = v.InferOutput<typeof AdminLearningPathsFilterSchema>;

export const PreviewTierSchema = v.picklist(PREVIEW_TIERS, "errors.BAD_USER_INPUT");

/** The longest slug made from a title (a suffix "-2"… may follow; SLUG_PATTERN allows 151 characters). */
const SLUG_FROM_TITLE_MAX = 80;

/**
 * A slug made from a title: Cyrillic transliterated, accents dropped, anything else a hyphen, cut at a word near 80
 * characters. "" when nothing usable is left (the server then uses the entity's kind and a number).
 */
export function slugFromTitle(title: string): string {
  const latin = cyrillicToLatin(title.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, ""));
  const slug = latin.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (slug.length <= SLUG_FROM_TITLE_MAX) return slug;
  const cut = slug.slice(0, SLUG_FROM_TITLE_MAX);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > SLUG_FROM_TITLE_MAX / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** An article's picture upload (POST /api/admin/pictures): at most 5 MB and 6000 px a side, JPEG, PNG or WebP. */
export const ADMIN_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const ADMIN_PICTURE_MAX_SIDE = 6000;
export const ADMIN_PICTURE_TYPES = ["jpg", "png", "webp"] as const;
