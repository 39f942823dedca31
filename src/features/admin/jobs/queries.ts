// The back office's jobs queries: the list, one job for the editor, and the editor's choices (categories, countries).
// Keys start with ADMIN_KEY, so every back office write marks them stale.
import type { AdminJobsFilter } from "../../../lib/graphql-types.generated.ts";
import { adminQueries, noVariables } from "../kit/query-options.ts";
import { ADMIN_KEY } from "../queries.ts";
import {
  AdminJobDocument,
  type AdminJobFieldsFragment,
  AdminJobOptionsDocument,
  AdminJobsDocument,
  type AdminJobsQuery,
} from "./jobs.generated.ts";

export type AdminJobsPage = AdminJobsQuery["adminJobs"];
export type AdminJobItem = AdminJobsPage["items"][number];
export type AdminJobDetail = AdminJobFieldsFragment;

/** Every job query's key begins with it: a write marks them all stale. */
export const JOBS_KEY = [ADMIN_KEY, "jobs"] as const;

const jobsQuery = adminQueries(JOBS_KEY);

export const adminJobsQuery = jobsQuery(
  "list",
  AdminJobsDocument,
  (filter: AdminJobsFilter, page: number) => ({ filter, page }),
  (r) => r.adminJobs,
);

/** Null: no such job, or not this recruiter's. */
export const adminJobQuery = jobsQuery("one", AdminJobDocument, (id: string) => ({ id }), (r) => r.adminJob);

export const adminJobOptionsQuery = jobsQuery("options", AdminJobOptionsDocument, noVariables, (r) => r, {
  staleTime: 5 * 60_000,
});
