// The directories' inputs as the resolvers check them (valibot): the experts and partners list filters and paging, a
// profile's address, a moderator's rejection. Apart from directories.ts so the pages' first load does not carry them.
import * as v from "valibot";
import { DIRECTORY_MAX_LIMIT, DIRECTORY_SORTS, PARTNER_CATEGORIES } from "./directories.ts";

const ids = v.optional(
  v.nullable(
    v.pipe(
      v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1))),
      v.maxLength(50),
    ),
  ),
);
const languages = v.optional(v.nullable(v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))), v.maxLength(20))));
const textSearch = v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100, "errors.searchTooLong"))));

export const ExpertsInputSchema = v.object({
  expertActivities: ids,
  expertRequests: ids,
  languages,
  expertCompanies: ids,
  countriesIds: ids,
  /** Only PUBLISHED is public; anything else is for moderators (checked by the resolver). */
  status: v.optional(v.nullable(v.picklist(["ARCHIVED", "DRAFT", "MODERATION", "PUBLISHED"]))),
  textSearch,
});

export const PartnersInputSchema = v.object({
  countriesIds: ids,
  /** Fixed to Published (spec 01): another value is refused. */
  status: v.optional(v.nullable(v.literal("PUBLISHED", "errors.FORBIDDEN"))),
  textSearch,
  partnerCompanyCategories: v.optional(
    v.nullable(v.pipe(v.array(v.picklist(PARTNER_CATEGORIES, "errors.BAD_USER_INPUT")), v.maxLength(4))),
  ),
  languages,
  tags: ids,
});

export const directoryPagination = (pageSize: number) =>
  v.object({
    skip: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000))), 0),
    limit: v.optional(
      v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(DIRECTORY_MAX_LIMIT))),
      pageSize,
    ),
    sort: v.optional(v.nullable(v.object({ sortBy: v.picklist(DIRECTORY_SORTS, "errors.BAD_USER_INPUT") }))),
  });

/** A profile's address: letters, digits and hyphens (spec 02: the name with spaces as hyphens); else nothing. */
export const SlugSchema = v.pipe(v.string(), v.regex(/^[\p{L}\p{N}-]{1,120}$/u, "errors.NOT_FOUND"));

export type ExpertsInput = v.InferOutput<typeof ExpertsInputSchema>;
export type PartnersInput = v.InferOutput<typeof PartnersInputSchema>;
