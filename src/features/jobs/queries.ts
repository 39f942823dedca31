// The jobs pages' data: a filtered, growing list (getJobs), one job (getJob), the filters, similar jobs.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { type Gql, isGqlErrorCode } from "../../lib/gql.ts";
import type { ReadAccess } from "../../domain/access.ts";
import { ANONYMOUS_PREVIEW_MAX, JOBS_PAGE_SIZE } from "../../domain/jobs.ts";
import type { ViewerTier } from "../../domain/viewer.ts";

const JOB_FIELDS = /* GraphQL */ `
  __typename
  ... on Job {
    id title openUntil postedAt isUN readAccess company hasCompany hasSalaryRange
    companyObject { name companyLogo { url } }
    salary { min max currency }
    location { city state countryObject { id rusTrans engTrans } }
    seniority { name translation }
    jobCategories { id name engTrans }
    isRelocationPackage isVisaNeeded isInWishlist hasReferral tags
  }
  ... on DisabledJob {
    id title openUntil postedAt isUN readAccess company hasCompany hasSalaryRange
    location { city state countryObject { id rusTrans engTrans } }
    seniority { name translation }
    jobCategories { id name engTrans }
    tags
  }
`;

export const FETCH_JOBS = /* GraphQL */ `
  query FetchJobs($input: JobsInput, $paginationOptions: PaginationOptions, $anonymousJobsInput: AnonymousJobsInput) {
    getJobs(input: $input, paginationOptions: $paginationOptions, anonymousJobsInput: $anonymousJobsInput) {
      meta { hasNextPage totalItems currentPage nextPage }
      jobsByAccess { ${JOB_FIELDS} }
    }
  }
`;

export const GET_JOB = /* GraphQL */ `
  query getJob($id: ID!) {
    getJob(id: $id) {
      ${JOB_FIELDS}
      ... on Job { description applicationLink }
      ... on DisabledJob { description }
    }
  }
`;

export const FETCH_JOB_FILTERS = /* GraphQL */ `
  query FetchJobFilters {
    fetchJobFilters { jobCategories { id name engTrans } countries { id rusTrans engTrans } regions tags }
  }
`;

export const TOGGLE_FAVOURITE_JOB = /* GraphQL */ `
  mutation toggleFavouriteJob($id: ID!) { toggleFavouriteJob(id: $id) { id isInWishlist } }
`;

export const RECORD_JOB_VIEW = /* GraphQL */ `
  mutation recordJobView($id: ID!) { recordJobView(id: $id) { id views } }
`;

type Named = { id: string; rusTrans: string; engTrans: string };
export type JobCategory = { id: string; name: string; engTrans: string };

type JobBase = {
  id: string;
  title: string;
  openUntil: string | null;
  postedAt: string;
  isUN: boolean;
  readAccess: ReadAccess;
  company: string | null;
  hasCompany: boolean;
  hasSalaryRange: boolean;
  location: { city: string | null; state: string | null; countryObject: Named | null };
  seniority: { name: string; translation: string | null } | null;
  jobCategories: JobCategory[];
  tags: string[];
  description?: string;
};

export type FullJob = JobBase & {
  __typename: "Job";
  companyObject: { name: string; companyLogo: { url: string } | null } | null;
  salary: { min: number | null; max: number | null; currency: string | null } | null;
  isRelocationPackage: boolean;
  isVisaNeeded: boolean;
  isInWishlist: boolean;
  hasReferral: boolean;
  applicationLink?: string | null;
};
export type DisabledJob = JobBase & { __typename: "DisabledJob" };
export type JobByAccess = FullJob | DisabledJob;

export type JobsPage = {
  meta: { hasNextPage: boolean; totalItems: number; currentPage: number; nextPage: number | null };
  jobsByAccess: JobByAccess[];
};

export type JobFilters = {
  jobCategories: JobCategory[];
  countries: Named[];
  regions: string[];
  tags: string[];
};

/** What the list is filtered by; the same object lives in the URL (see search.ts). */
export type JobsFilter = {
  textSearch?: string;
  jobCategories?: string[];
  regions?: string[];
  tags?: string[];
  countriesIds?: string[];
  isUN?: boolean;
  readAccess?: ReadAccess[];
};

/** The growing list; an anonymous visitor's first page starts with up to 3 jobs open to everyone. */
export const jobsListQuery = (gql: Gql, input: JobsFilter, viewerTier: ViewerTier) =>
  infiniteQueryOptions({
    queryKey: ["jobs", input, viewerTier],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) =>
      (await gql<{ getJobs: JobsPage }>(FETCH_JOBS, {
        input,
        paginationOptions: { skip: pageParam, limit: JOBS_PAGE_SIZE },
        anonymousJobsInput: viewerTier === "anonymous" && pageParam === 0 ? { limit: ANONYMOUS_PREVIEW_MAX } : null,
      })).getJobs,
    getNextPageParam: (last, pages) => last.meta.hasNextPage ? pages.length * JOBS_PAGE_SIZE : undefined,
  });

export const jobQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: ["job", id],
    // An unknown id is not an error for the page: it shows the 404 page.
    queryFn: () =>
      gql<{ getJob: JobByAccess | null }>(GET_JOB, { id }).then(
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
    queryFn: async () => (await gql<{ fetchJobFilters: JobFilters }>(FETCH_JOB_FILTERS)).fetchJobFilters,
    staleTime: 10 * 60_000,
  });

/** Four other jobs sharing the job's categories (newest first), else the newest jobs. */
export const similarJobsQuery = (gql: Gql, job: { id: string; jobCategories: JobCategory[] }) =>
  queryOptions({
    queryKey: ["similarJobs", job.id],
    queryFn: async () => {
      const ask = async (input: JobsFilter) =>
        (await gql<{ getJobs: JobsPage }>(FETCH_JOBS, { input, paginationOptions: { skip: 0, limit: 5 } }))
          .getJobs.jobsByAccess.filter((j) => j.id !== job.id);
      const byCategory = job.jobCategories.length
        ? await ask({ jobCategories: job.jobCategories.map((c) => c.id) })
        : [];
      return (byCategory.length >= 4 ? byCategory : [...byCategory, ...(await ask({}))])
        .filter((j, i, all) => all.findIndex((o) => o.id === j.id) === i)
        .slice(0, 4);
    },
  });

export const RELATED_ARTICLES = /* GraphQL */ `
  query getArticles($input: ArticlesInput, $paging: Paging) {
    getArticles(input: $input, paging: $paging) { total articles { id slug title description ghostPostSlug picture { url } } }
  }
`;

export type ArticleTeaser = {
  id: string;
  slug: string;
  title: string;
  description: string;
  ghostPostSlug: string | null;
  picture: { url: string } | null;
};

/** Three articles to read next to a job: the most read in the page's language. */
export const relatedArticlesQuery = (gql: Gql, language: "ru" | "en") =>
  queryOptions({
    queryKey: ["relatedArticles", language],
    queryFn: async () =>
      (await gql<{ getArticles: { articles: ArticleTeaser[] } }>(RELATED_ARTICLES, {
        input: { language, sortOption: "popular" },
        paging: { skip: 0, limit: 3 },
      })).getArticles.articles,
  });

export const GET_SAVED_JOBS = /* GraphQL */ `
  query getSavedJobs { getSavedJobs { ${JOB_FIELDS} } }
`;

export const savedJobsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["savedJobs"],
    queryFn: async () => (await gql<{ getSavedJobs: JobByAccess[] }>(GET_SAVED_JOBS)).getSavedJobs,
    staleTime: 0,
  });
