// The jobs list's URL: its search, filters, sort and page as the query (?search=&status=&readAccess=&isUN=&categoryId=
// &expired=&sort=&page=), read by the route and the screen alike; anything malformed is dropped rather than refused,
// so an edited URL still shows a list.
import * as v from "valibot";
import { AdminJobsFilterSchema } from "../../domain/admin-jobs.ts";
import type { AdminJobsFilter } from "../../lib/graphql-types.generated.ts";

export type JobsSearch = AdminJobsFilter & { page?: number };

const TEXT_KEYS = ["search", "status", "readAccess", "categoryId", "sort"] as const;
const FLAG_KEYS = ["isUN", "expired"] as const;

/** A flag from the URL: true/false as the router parsed it, or their text. */
function flagOf(value: unknown): boolean | undefined {
  if (value === true || value === "true") return true;
  if (value === false || value === "false") return false;
  return undefined;
}

export function parseJobsSearch(search: Record<string, unknown>): JobsSearch {
  const result: JobsSearch = {};
  for (const key of TEXT_KEYS) {
    const value = search[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const parsed = v.safeParse(AdminJobsFilterSchema.entries[key], String(value));
    if (parsed.success && parsed.output !== null && parsed.output !== undefined) {
      (result as Record<string, unknown>)[key] = key === "categoryId" ? String(parsed.output) : parsed.output;
    }
  }
  for (const key of FLAG_KEYS) {
    const flag = flagOf(search[key]);
    if (flag !== undefined) result[key] = flag;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}

/** The filter part (without the page) for the query. */
export function jobsFilterOf(search: JobsSearch): AdminJobsFilter {
  const { page: _page, ...filter } = search;
  return filter;
}

/** The query string of a search ("" when empty). */
export function jobsQueryString(search: JobsSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
