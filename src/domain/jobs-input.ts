// The jobs API's input schemas (valibot), used by the resolvers.
import * as v from "valibot";
import { REGIONS } from "./enums.ts";
import { ANONYMOUS_PREVIEW_MAX, JOBS_MAX_LIMIT, JOBS_PAGE_SIZE } from "./jobs.ts";

const ids = v.optional(
  v.pipe(
    v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(Number), v.integer(), v.minValue(1))),
    v.maxLength(50),
  ),
);

export const JobsInputSchema = v.object({
  textSearch: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, "errors.searchTooLong"))),
  jobCategories: ids,
  regions: v.optional(v.pipe(v.array(v.picklist(REGIONS, "errors.BAD_USER_INPUT")), v.maxLength(11))),
  tags: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(50))), v.maxLength(20))),
  countriesIds: ids,
  isUN: v.optional(v.boolean()),
  readAccess: v.optional(v.array(v.picklist(["UNANYMOUS", "AUTHORIZED", "FELLOW"]))),
});

export const PaginationSchema = v.object({
  skip: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(JOBS_MAX_LIMIT)), JOBS_PAGE_SIZE),
});

export type JobsInput = v.InferOutput<typeof JobsInputSchema>;

/** The anonymous preview: at most 3 jobs (spec 01 §9 "anonymous job preview 3"). */
export const AnonymousJobsSchema = v.object({
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(ANONYMOUS_PREVIEW_MAX)), 0),
});
