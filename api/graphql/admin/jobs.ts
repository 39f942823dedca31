// The back office's jobs: each resolver authorizes (admin/guard.ts), parses with the shared schema
// (src/domain/admin-jobs.ts) and calls one service function (api/services/admin/jobs.ts). A write that changes what
// the public sees (a publish, an archive or an edit of a published job) makes the CDN drop its copies of the pages.
import {
  ADMIN_JOBS_PAGE_SIZE,
  AdminJobInputSchema,
  AdminJobsFilterSchema,
  isJobModerator,
  mayEditJob,
  openUntilDay,
} from "../../../src/domain/admin-jobs.ts";
import { AdminPageSchema } from "../../../src/domain/admin.ts";
import { IdSchema } from "../../../src/domain/site.ts";
import {
  type AdminJob,
  archiveAdminJob,
  duplicateAdminJob,
  findAdminJob,
  isExpired,
  type JobActor,
  JobRefusal,
  type JobWrite,
  listAdminJobs,
  publishAdminJob,
  saveAdminJob,
} from "../../services/admin/jobs.ts";
import type { GraphQLContext } from "../context.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { authorizeAdmin } from "./guard.ts";

const COPY_SUFFIX = { ru: "(копия)", en: "(copy)" } as const;

/** A job as AdminJob answers it, with what this actor may do to it. */
function answer(job: AdminJob, actor: JobActor, now: Date) {
  const moderator = isJobModerator(actor.role);
  return {
    id: String(job.id),
    title: job.title,
    description: job.description,
    company: job.company,
    companyLogo: job.companyLogo,
    city: job.city,
    state: job.state,
    countryId: job.countryId === null ? null : String(job.countryId),
    regions: job.regions,
    seniority: job.seniorityName,
    salaryMin: job.salaryMin,
    salaryMax: job.salaryMax,
    salaryCurrency: job.salaryCurrency,
    categoryIds: job.categoryIds.map(String),
    tags: job.tags,
    readAccess: job.readAccess,
    isUN: job.isUN,
    isRelocationPackage: job.isRelocationPackage,
    isVisaNeeded: job.isVisaNeeded,
    hasReferral: job.hasReferral,
    applicationLink: job.applicationLink,
    openUntil: job.openUntil ? openUntilDay(job.openUntil) : null,
    isExpired: isExpired(job, now),
    postedAt: job.postedAt.toISOString(),
    status: job.status,
    createdByEmail: job.createdByEmail,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
    canEdit: mayEditJob(actor, job),
    canPublish: moderator && job.status !== "PUBLISHED" && !isExpired(job, now),
    canArchive: moderator && job.status !== "ARCHIVED",
  };
}

const REFUSALS = {
  notFound: () => appError("NOT_FOUND", "No such job", { i18nKey: "adminJobs.errors.notFound" }),
  publishedLocked: () =>
    appError("FORBIDDEN", "A published job is edited by a moderator", {
      i18nKey: "adminJobs.errors.publishedLocked",
    }),
  category: () =>
    appError("BAD_USER_INPUT", "Unknown category", {
      i18nKey: "adminJobs.errors.category",
      fields: { categoryIds: "adminJobs.errors.category" },
    }),
  country: () =>
    appError("BAD_USER_INPUT", "Unknown country", {
      i18nKey: "adminJobs.errors.country",
      fields: { countryId: "adminJobs.errors.country" },
    }),
  expired: () =>
    appError("BAD_USER_INPUT", "The vacancy's last day has passed", {
      i18nKey: "adminJobs.errors.expired",
      fields: { openUntil: "adminJobs.errors.expired" },
    }),
} as const;

/** Runs a write; a refusal becomes its translated error (the transaction has rolled back: nothing changed). */
async function write(context: GraphQLContext, actor: JobActor, run: () => Promise<JobWrite>) {
  let done: JobWrite;
  try {
    done = await run();
  } catch (error) {
    if (error instanceof JobRefusal) throw REFUSALS[error.reason]();
    throw error;
  }
  // The public lists, the job's page and the sitemap changed: the CDN and the site cache drop their copies.
  if (done.touchesPublic) context.background(context.edgeCache.purgePages());
  const job = await findAdminJob(context.db, actor, done.id);
  if (!job) throw REFUSALS.notFound();
  return answer(job, actor, context.now());
}

export const resolvers: Resolvers = {
  Query: {
    adminJobs: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminJobs");
      const filter = parseInput(AdminJobsFilterSchema, args.filter ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const now = context.now();
      const { items, total } = await listAdminJobs(context.db, actor, filter, page, now);
      return { items: items.map((job) => answer(job, actor, now)), total, pageSize: ADMIN_JOBS_PAGE_SIZE };
    },
    adminJob: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminJob");
      const id = parseInput(IdSchema, args.id);
      const job = await findAdminJob(context.db, actor, id);
      return job ? answer(job, actor, context.now()) : null;
    },
  },
  Mutation: {
    adminSaveJob: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveJob");
      const { id: rawId, ...fields } = args.input;
      const id = rawId === null || rawId === undefined ? null : parseInput(IdSchema, rawId);
      const values = parseInput(AdminJobInputSchema, fields);
      return await write(context, actor, () => saveAdminJob(context.db, actor, id, values, context.now()));
    },
    adminPublishJob: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminPublishJob");
      const id = parseInput(IdSchema, args.id);
      return await write(context, actor, () => publishAdminJob(context.db, actor, id, context.now()));
    },
    adminArchiveJob: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminArchiveJob");
      const id = parseInput(IdSchema, args.id);
      return await write(context, actor, () => archiveAdminJob(context.db, actor, id, context.now()));
    },
    adminDuplicateJob: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminDuplicateJob");
      const id = parseInput(IdSchema, args.id);
      const suffix = COPY_SUFFIX[context.locale];
      return await write(context, actor, () => duplicateAdminJob(context.db, actor, id, suffix, context.now()));
    },
  },
};
