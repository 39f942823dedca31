// The jobs pages' data: a filtered, growing list (getJobs), one job (getJob), the filters, similar jobs.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { type Gql, isGqlErrorCode } from "../../lib/gql.ts";
import { ANONYMOUS_PREVIEW_MAX, JOBS_PAGE_SIZE } from "../../domain/jobs.ts";
import type { ViewerTier } from "../../domain/viewer.ts";
import {
  FetchJobCardsDocument,
  FetchJobFiltersDocument,
  type FetchJobFiltersQuery,
  FetchJobsDocument,
  GetJobDocument,
  type GetJobQuery,
  GetSavedJobsDocument,
  type JobCardFragment,
  RelatedArticlesDocument,
  type RelatedArticlesQuery,
} from "./operations.generated.ts";
import type { JobsInput } from "../../lib/graphql-types.generated.ts";

/** A job as the lists show it: the full job, or its DisabledJob placeholder (the server decides). */
export type JobByAccess = JobCardFragment;
/** One job as its page shows it (with its description, and the application link when the viewer may open it). */
export type JobDetail = NonNullable<GetJobQuery["getJob"]>;
export type JobCategory = JobCardFragment["jobCategories"][number];
export type JobFilters = FetchJobFiltersQuery["fetchJobFilters"];
export type ArticleTeaser = RelatedArticlesQuery["getArticles"]["articles"][number];

/** What the list is filtered by; the same object lives in the URL (see search.ts). */
export type JobsFilter = { [K in keyof JobsInput]?: NonNullable<JobsInput[K]> };

/** The growing list; an anonymous visitor's first page starts with up to 3 jobs open to everyone. */
/** The list from page `startPage` on (?page=N opens it there; Show more adds the pages after it). */
export const jobsListQuery = (gql: Gql, input: JobsFilter, viewerTier: ViewerTier, startPage = 1) =>
  infiniteQueryOptions({
    queryKey: ["jobs", input, viewerTier, ...(startPage > 1 ? [startPage] : [])],
    initialPageParam: (startPage - 1) * JOBS_PAGE_SIZE,
    queryFn: async ({ pageParam }) =>
      (await gql(FetchJobsDocument, {
        input,
        paginationOptions: { skip: pageParam, limit: JOBS_PAGE_SIZE },
        anonymousJobsInput: viewerTier === "anonymous" && pageParam === 0 ? { limit: ANONYMOUS_PREVIEW_MAX } : null,
      })).getJobs,
    getNextPageParam: (last, _pages, lastSkip) => last.meta.hasNextPage ? lastSkip + JOBS_PAGE_SIZE : undefined,
  });

export const jobQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: ["job", id],
    // An unknown id is not an error for the page: it shows the 404 page.
    queryFn: () =>
      gql(GetJobDocument, { id }).then(
        (data) => data.getJob,
        (error) => {
          if (isGqlErrorCode(error, "NOT_FOUND")) return null;
          throw error;
        },
      ),
  });

export const jobFiltersQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["jobFilters"],
    queryFn: async () => (await gql(FetchJobFiltersDocument)).fetchJobFilters,
    staleTime: 10 * 60_000,
  });

/** Four other jobs sharing the job's categories (newest first), else the newest jobs. */
export const similarJobsQuery = (gql: Gql, job: { id: string; jobCategories: JobCategory[] }) =>
  queryOptions({
    queryKey: ["similarJobs", job.id],
    queryFn: async () => {
      const ask = async (input: JobsFilter) =>
        (await gql(FetchJobCardsDocument, { input, paginationOptions: { skip: 0, limit: 5 } }))
          .getJobs.jobsByAccess.filter((j) => j.id !== job.id);
      const byCategory = job.jobCategories.length
        ? await ask({ jobCategories: job.jobCategories.map((c) => c.id) })
        : [];
      return (byCategory.length >= 4 ? byCategory : [...byCategory, ...(await ask({}))])
        .filter((j, i, all) => all.findIndex((o) => o.id === j.id) === i)
        .slice(0, 4);
    },
  });

/** Three articles to read next to a job: the most read in the page's language. */
export const relatedArticlesQuery = (gql: Gql, language: "ru" | "en") =>
  queryOptions({
    queryKey: ["relatedArticles", language],
    queryFn: async () =>
      (await gql(RelatedArticlesDocument, {
        input: { language, sortOption: "popular" },
        paging: { skip: 0, limit: 3 },
      })).getArticles.articles,
  });

export const savedJobsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["savedJobs"],
    queryFn: async () => (await gql(GetSavedJobsDocument)).getSavedJobs,
    staleTime: 0,
  });

/** The home page's jobs carousel: the newest jobs (spec 01: 18 fetched, 12 shown on mobile), as the viewer may see them. */
export const HOME_JOBS_LIMIT = 18;
export const homeJobsQuery = (gql: Gql, viewerTier: ViewerTier) =>
  queryOptions({
    queryKey: ["jobs", "home", viewerTier],
    queryFn: async () =>
      (await gql(FetchJobCardsDocument, { input: {}, paginationOptions: { skip: 0, limit: HOME_JOBS_LIMIT } })).getJobs
        .jobsByAccess,
  });
