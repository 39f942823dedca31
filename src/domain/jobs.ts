// Job search input rules shared by the jobs page and the resolver.
import * as v from "valibot";
import { REGIONS } from "./enums.ts";

export const JOBS_PAGE_SIZE = 9;

/** The tags jobs carry (filters, demo and synthetic data). */
export const JOB_TAGS = [
  "remote",
  "hybrid",
  "relocation",
  "internship",
  "entry-level",
  "english",
  "russian-speaking",
  "fixed-term",
  "consultancy",
  "full-time",
  "part-time",
  "visa-sponsorship",
] as const;
export const JOBS_SEARCH_MIN = 3;
/** Totals are exact up to this many matches; beyond it the count stops and the page says "100+ jobs". */
export const JOBS_COUNT_CAP = 100;
export const JOBS_MAX_LIMIT = 50;

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

/** Text shorter than the minimum does not search (the page sends nothing until 3 characters). */
export function effectiveSearch(text: string | undefined): string | undefined {
  const t = text?.trim();
  return t && t.length >= JOBS_SEARCH_MIN ? t : undefined;
}
