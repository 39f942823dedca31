// The jobs list's URL (?search=&status=&readAccess=&isUN=&categoryId=&expired=&sort=&page=).
import { AdminJobsFilterSchema } from "../../../domain/admin-jobs.ts";
import type { AdminJobsFilter } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type JobsSearch = Paged<AdminJobsFilter>;

export function parseJobsSearch(search: Record<string, unknown>): JobsSearch {
  const result = parseListSearch<AdminJobsFilter>(
    AdminJobsFilterSchema,
    { text: ["search", "status", "readAccess", "categoryId", "sort"], flags: ["isUN", "expired"] },
    search,
  );
  // The schema reads the category as a number; the query names it as an ID.
  if (result.categoryId !== undefined && result.categoryId !== null) result.categoryId = String(result.categoryId);
  return result;
}
export const jobsFilterOf = (search: JobsSearch): AdminJobsFilter => listFilterOf(search);
export const jobsQueryString = listQueryString;
