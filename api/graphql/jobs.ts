// Jobs: getJobs (FetchJobs), getJob, fetchJobFilters, getTags, getJobCategories, saved jobs (getSavedJobs,
// toggleFavouriteJob) and recordJobView. A job the viewer may not open is built as DisabledJob from the non-gated
// fields only, so company, salary, description and application link never leave the server.
import { decideJobAccess } from "../../src/domain/access.ts";
import { REGIONS } from "../../src/domain/enums.ts";
import { JOB_TAGS } from "../../src/domain/jobs.ts";
import { AnonymousJobsSchema, JobsInputSchema, PaginationSchema } from "../../src/domain/jobs-input.ts";
import { jobsPage } from "../services/jobs/search.ts";
import {
  findJobById,
  findJobWithRelated,
  type JobRow,
  listJobCategories,
  listJobCountries,
  listJobTags,
} from "../services/jobs/jobs.ts";
import { listFavouriteJobs, toggleFavouriteJob } from "../services/jobs/favourites.ts";
import type { CountryRow } from "../services/geo.ts";
import { IdSchema } from "../../src/domain/site.ts";
import { requireUser } from "../../src/domain/authorization.ts";
import { recordView, viewDay, viewerKeyOf } from "../services/view-counter.ts";
import type { GraphQLContext } from "./context.ts";
import { appError, parseInput } from "./errors.ts";
import { viewerIndependent } from "./viewer-independent.ts";
import type { DisabledJobModel, JobCategoryModel, JobModel, LocationModel } from "./models.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./jobs-type-defs.ts";

/** Placeholders shown (blurred) instead of gated values; the same text for every job. */
export const DISABLED_JOB_PLACEHOLDER = {
  en: {
    company: "Company name hidden",
    description:
      "The description of this vacancy is open to members with access: responsibilities, requirements, the contract and how to apply.",
  },
  ru: {
    company: "Название компании скрыто",
    description:
      "Описание этой вакансии доступно участникам с доступом: обязанности, требования, условия контракта и порядок подачи заявки.",
  },
};

/** What a page of jobs brought along for each job: its categories and country (no further query, no loader). */
type Related = { categories: JobCategoryModel[]; country: CountryRow | null };

function facts(row: JobRow, related?: Related) {
  const location: LocationModel = { city: row.city, state: row.state, countryId: row.countryId };
  if (related) location.country = related.country;
  return {
    id: row.id,
    title: row.title,
    openUntil: row.openUntil?.toISOString() ?? null,
    postedAt: row.postedAt.toISOString(),
    isUN: row.isUN,
    readAccess: row.readAccess,
    hasCompany: Boolean(row.company),
    hasSalaryRange: row.salaryMin !== null || row.salaryMax !== null,
    seniority: row.seniorityName ? { name: row.seniorityName, translation: row.seniorityTranslation } : null,
    tags: row.tags,
    location,
    categories: related?.categories,
  };
}

/** The one place a job row becomes an answer: full for entitled viewers, DisabledJob otherwise. */
export function jobForViewer(row: JobRow, ctx: GraphQLContext, related?: Related): JobModel | DisabledJobModel {
  if (decideJobAccess(ctx.viewer.tier, row) === "disabled") {
    return { __typename: "DisabledJob", ...facts(row, related), ...DISABLED_JOB_PLACEHOLDER[ctx.locale] };
  }
  return {
    __typename: "Job",
    ...facts(row, related),
    company: row.company,
    companyObject: row.company
      ? { name: row.company, companyLogo: row.companyLogo ? { url: row.companyLogo } : null }
      : null,
    salary: row.salaryMin !== null || row.salaryMax !== null
      ? { min: row.salaryMin, max: row.salaryMax, currency: row.salaryCurrency }
      : null,
    isRelocationPackage: row.isRelocationPackage,
    isVisaNeeded: row.isVisaNeeded,
    description: row.description,
    applicationLink: row.applicationLink,
    hasReferral: row.hasReferral,
  };
}

const countryAnswer = (country: CountryRow | null) =>
  country ? { id: country.id, rusTrans: country.rusTrans, engTrans: country.engTrans } : null;

// A job from a page answers from what the page brought (synchronously); a single job asks the loaders.
const categories = (job: JobModel | DisabledJobModel, _args: unknown, ctx: GraphQLContext) =>
  job.categories ?? ctx.loaders.jobCategoriesByJobId.load(job.id);

// Whether the viewer saved the job: their own data, so a DisabledJob answers it too (else a saved members-only job
// shows an empty heart to a registered member, and a click removes it).
const isInWishlist = (job: JobModel | DisabledJobModel, _args: unknown, { viewer, loaders }: GraphQLContext) => {
  if (job.isSaved) return true;
  return viewer.userId ? loaders.isFavouriteJob.load(job.id) : false;
};

export const resolvers: Resolvers = {
  Query: {
    getJobs: async (_root, args, context, info) => {
      const input = parseInput(JobsInputSchema, args.input ?? {});
      const page = parseInput(PaginationSchema, args.paginationOptions ?? {});
      const preview = parseInput(AnonymousJobsSchema, args.anonymousJobsInput ?? {});
      // The count is a statement of its own: run only when the answer includes meta (or may, through a fragment).
      const withCount = info.fieldNodes.some((node) =>
        node.selectionSet?.selections.some((s) => s.kind !== "Field" || s.name.value === "meta")
      );
      const { jobs, related, meta } = await jobsPage(
        context.db,
        input,
        page,
        context.viewer.tier,
        preview.limit,
        withCount,
        context.now(),
      );
      // The page brought its categories and countries along: the field resolvers read them from each job.
      const relatedById = new Map(related.map((r) => [r.jobId, r]));
      return {
        meta,
        jobsByAccess: jobs.map((row) => jobForViewer(row, context, relatedById.get(row.id))),
      };
    },
    getJob: async (_root, args, context) => {
      const id = parseInput(IdSchema, args.id);
      const found = await findJobWithRelated(context.db, id);
      if (!found) throw appError("NOT_FOUND", "Job not found");
      return jobForViewer(found.job, context, found.related);
    },
    getSavedJobs: async (_root, _args, context) => {
      const userId = requireUser(context.viewer);
      const { jobs, related } = await listFavouriteJobs(context.db, userId);
      const relatedById = new Map(related.map((r) => [r.jobId, r]));
      // Saved jobs stay gated as everywhere: a job above the viewer's level is still a DisabledJob.
      return jobs.map((row) => ({ ...jobForViewer(row, context, relatedById.get(row.id)), isSaved: true }));
    },
    getTags: (_root, _args, { db, siteCache, now }) => siteCache.get("jobTags", () => listJobTags(db, now())),
    getJobCategories: (_root, _args, { db, siteCache }) => siteCache.get("jobCategories", () => listJobCategories(db)),
    fetchJobFilters: viewerIndependent(async (_root, _args, { db, siteCache, now }) => {
      const [jobCategories, countries] = await Promise.all([
        siteCache.get("jobCategories", () => listJobCategories(db)),
        siteCache.get("jobCountries", () => listJobCountries(db, now())),
      ]);
      return { jobCategories, countries, regions: [...REGIONS], tags: [...JOB_TAGS] };
    }),
  },
  Mutation: {
    recordJobView: async (_root, args, { db, viewer, session, now }) => {
      const id = parseInput(IdSchema, args.id);
      // One view per viewer per day: the user when signed in, else a salted hash of the client's address.
      const views = await recordView(db, "job", id, await viewerKeyOf(viewer, session?.ip), viewDay(now()));
      if (views === null) throw appError("NOT_FOUND", "Job not found");
      return { id, views };
    },
    toggleFavouriteJob: async (_root, args, { db, viewer }) => {
      const userId = requireUser(viewer);
      const id = parseInput(IdSchema, args.id);
      if (!(await findJobById(db, id))) throw appError("NOT_FOUND", "Job not found");
      return { id, isInWishlist: await toggleFavouriteJob(db, userId, id) };
    },
  },
  Job: { jobCategories: categories, isInWishlist },
  DisabledJob: { jobCategories: categories, isInWishlist },
  JobLocation: {
    countryObject: (location, _args, { loaders }) => {
      if (location.country !== undefined) return countryAnswer(location.country);
      if (!location.countryId) return null;
      return loaders.countryById.load(location.countryId).then(countryAnswer);
    },
  },
};
