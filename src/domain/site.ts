// Input rules for the site-wide queries, shared by resolvers and any form that sends them.
import * as v from "valibot";
import { isDatabaseId } from "./validation.ts";

export const LanguageSchema = v.picklist(
  ["en", "ru"],
  "errors.invalidLanguage",
);

export const SeoUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500, "errors.invalidUrl"),
  v.regex(/^\/[^\s]*$/, "errors.invalidUrl"),
);

export const CountrySearchSchema = v.optional(
  v.pipe(v.string(), v.trim(), v.maxLength(100, "errors.searchTooLong")),
);

export const BannersInputSchema = v.object({
  language: LanguageSchema,
  kind: v.optional(v.pipe(v.string(), v.maxLength(50))),
});

export const ReviewsInputSchema = v.object({
  categories: v.optional(v.array(v.pipe(v.string(), v.maxLength(50)))),
  language: v.optional(LanguageSchema),
});

/** The canonical form of a page address for SEO lookups: no query, no hash, one trailing slash. */
export function normalizeSeoUrl(url: string): string {
  const path = url.split(/[?#]/)[0].replace(/\/+$/, "");
  return `${path}/`;
}

/** A numeric id as GraphQL sends it (a string): decimal digits within the database's integer (int32). */
export const IdSchema = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform(String),
  v.check(isDatabaseId, "errors.NOT_FOUND"),
  v.transform(Number),
);

/**
 * Whether a banner's link invites to join the club (the subscription page, with or without a locale, relative or on
 * this site's origin): such a line means little to a fellow, as spec 03 hides Join the club from fellows. Until
 * decision 146 this kept such a line from fellows; now the line's audience decides, migration 0027 gave the lines of
 * that time the same rule in SQL, and the back office's editor notes it when such a line is ticked for members.
 */
export function invitesToJoin(link: string | null | undefined): boolean {
  if (!link) return false;
  let path: string;
  try {
    path = new URL(link, "https://fellows.club/").pathname.replace(/^\/(ru|en)(?=\/|$)/, "");
  } catch {
    return false;
  }
  return /^\/subscribe(\/|$)/.test(path);
}
