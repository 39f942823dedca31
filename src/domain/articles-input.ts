// The articles API's input schemas (valibot), used by the resolvers.
import * as v from "valibot";
import { SLUG_PATTERN } from "./articles.ts";

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

export const SlugSchema = v.pipe(v.string(), v.trim(), v.regex(SLUG_PATTERN, "errors.NOT_FOUND"));
