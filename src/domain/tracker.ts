// The job application tracker's rules (spec 02 §3–§5, §9), shared by the page's forms and the resolvers: the statuses
// in column order, the limits, the one schema per form (create, in-place update, the list's filters), and the
// date cells' rule: an appliedAt or next-action date is a day, kept as its Moscow midnight (dates.ts).
import * as v from "valibot";
import { isCalendarDate, isDatabaseId } from "./validation.ts";

/** The spec's statuses, in column order (the database enum is made from this list). */
export const TRACKER_STATUSES = [
  "BOOKMARKED",
  "APPLYING",
  "APPLIED",
  "INTERVIEWING",
  "NEGOTIATING",
  "ACCEPTED",
  "DECLINED",
  "REJECTED",
  "ARCHIVED",
] as const;
export type TrackerStatus = (typeof TRACKER_STATUSES)[number];

/** Each status's own colour (background of its chip and column head; text stays dark on all of them). */
export const TRACKER_STATUS_COLOURS: Record<TrackerStatus, string> = {
  BOOKMARKED: "#e3e8ff",
  APPLYING: "#dff1ff",
  APPLIED: "#d7f5ea",
  INTERVIEWING: "#fff1c9",
  NEGOTIATING: "#ffe2c7",
  ACCEPTED: "#c9f0c3",
  DECLINED: "#f1e1f7",
  REJECTED: "#ffd9d9",
  ARCHIVED: "#e8e8ec",
};

/** The grid loads up to this many items (spec §9), and a user keeps at most this many. */
export const TRACKER_FETCH_LIMIT = 500;
export const TRACKER_ITEMS_MAX = TRACKER_FETCH_LIMIT;
export const TRACKER_PAGE_SIZES = [10, 25, 50, 100] as const;
export const TRACKER_DEFAULT_PAGE_SIZE = 10;
/** Shorter search text is ignored (the page shows a hint and sends nothing until then). */
export const TRACKER_SEARCH_MIN = 3;
export const TRACKER_SORT_FIELDS = ["createdAt", "appliedAt", "title", "company", "status", "updatedAt"] as const;

export { TRACKER_JOB_TRACKED_ERROR, TRACKER_LIMIT_ERROR } from "./tracker-errors.ts";

/** Text shorter than the minimum does not search. */
export function effectiveTrackerSearch(text: string | null | undefined): string | undefined {
  const t = text?.trim();
  return t && t.length >= TRACKER_SEARCH_MIN ? t : undefined;
}

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, "errors.tooLong"));
const optionalText = (max: number) => v.optional(v.nullable(text(max)));
/** An http(s) address of up to 500 characters, or nothing. */
const link = v.optional(v.nullable(v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500, "errors.tooLong"),
  v.check((s) => s === "" || /^https?:\/\/[^\s<>"]+$/i.test(s), "errors.invalidUrl"),
)));
const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.check(isDatabaseId), v.transform(Number));
/** A day (YYYY-MM-DD); null or "" clears it ('Not specified'). */
const day = v.optional(
  v.nullable(v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => s === "" || isCalendarDate(s), "errors.invalidDate"),
    v.transform((s) => s === "" ? null : s),
  )),
);
const status = v.picklist(TRACKER_STATUSES, "errors.BAD_USER_INPUT");

export const TRACKER_TITLE_MAX = 200;
export const TRACKER_NOTES_MAX = 5000;

/** The create form (and createTrackerItem): everything may be empty; empty title/company get default labels. */
export const CreateTrackerItemSchema = v.object({
  title: optionalText(TRACKER_TITLE_MAX),
  company: optionalText(TRACKER_TITLE_MAX),
  notes: optionalText(TRACKER_NOTES_MAX),
  link,
  countryId: v.optional(v.nullable(id)),
  jobId: v.optional(v.nullable(id)),
  status: v.optional(v.nullable(status)),
});
export type CreateTrackerItemInput = v.InferOutput<typeof CreateTrackerItemSchema>;

/**
 * One in-place edit (and updateTrackerItem): only the fields sent change. null for countryId, appliedAt or
 * nextActionAt clears them ('Not specified'); an empty title or company takes the default label again.
 */
export const UpdateTrackerItemSchema = v.object({
  id,
  title: optionalText(TRACKER_TITLE_MAX),
  company: optionalText(TRACKER_TITLE_MAX),
  status: v.optional(v.nullable(status)),
  countryId: v.optional(v.nullable(id)),
  appliedAt: day,
  nextActionAt: day,
  notes: optionalText(TRACKER_NOTES_MAX),
  link,
});
export type UpdateTrackerItemInput = v.InferOutput<typeof UpdateTrackerItemSchema>;

/** The list's filters; a search under 3 characters is ignored. */
export const TrackerItemsInputSchema = v.object({
  textSearch: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200, "errors.searchTooLong")))),
  countryId: v.optional(v.nullable(id)),
  status: v.optional(v.nullable(status)),
  createdFrom: day,
  createdTo: day,
});
export type TrackerItemsInput = v.InferOutput<typeof TrackerItemsInputSchema>;

export const TrackerPaginationSchema = v.object({
  limit: v.optional(
    v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(TRACKER_FETCH_LIMIT))),
  ),
  skip: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)))),
  sort: v.optional(v.nullable(v.object({
    field: v.optional(v.nullable(v.picklist(TRACKER_SORT_FIELDS))),
    sortBy: v.optional(v.nullable(v.picklist(["asc", "desc"]))),
  }))),
});
export type TrackerPagination = v.InferOutput<typeof TrackerPaginationSchema>;

/** One CSV cell, quoted where needed and safe from spreadsheet formulas: = + - @ (and tab/CR) get an apostrophe. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
