// The back office's jobs queries: the list, one job for the editor, and the editor's choices (categories, countries).
// Keys start with ADMIN_KEY, so every back office write marks them stale.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import { adminQueries } from "../kit/query-options.ts";
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

const query = adminQueries(JOBS_KEY);

export const adminJobsQuery = query(AdminJobsDocument, "adminJobs", ["filter", "page"]);

/** Null: no such job, or not this recruiter's. */
export const adminJobQuery = query(AdminJobDocument, "adminJob", ["id"]);

/** The editor's choices: two fields of one answer, kept five minutes. */
export const adminJobOptionsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [...JOBS_KEY, "options"],
    queryFn: async () => await gql(AdminJobOptionsDocument),
    staleTime: 5 * 60_000,
  });
