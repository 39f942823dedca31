// Tracker: getTrackerItems, getTrackerFilters, createTrackerItem, updateTrackerItem, deleteTrackerItem — the signed-in
// user's own job applications only. A job linked on create gives the item only what the viewer may read of it
// (the jobs domain's decideJobAccess): a viewer without access gets its title and page address, never the gated
// company, logo, salary or description.
import { decideJobAccess } from "../../src/domain/access.ts";
import { requireUser } from "../../src/domain/authorization.ts";
import { moscowDayStart } from "../../src/domain/dates.ts";
import { localePath } from "../../src/domain/locale.ts";
import { IdSchema } from "../../src/domain/site.ts";
import {
  CreateTrackerItemSchema,
  effectiveTrackerSearch,
  TRACKER_FETCH_LIMIT,
  TRACKER_ITEMS_MAX,
  TRACKER_JOB_TRACKED_ERROR,
  TRACKER_LIMIT_ERROR,
  TRACKER_STATUSES,
  TrackerItemsInputSchema,
  TrackerPaginationSchema,
  UpdateTrackerItemSchema,
} from "../../src/domain/tracker.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import { findJobById } from "../services/jobs/jobs.ts";
import { LIMITS } from "../services/rate-limit.ts";
import {
  countryExists,
  createTrackerItem,
  deleteTrackerItem,
  linkedJobs,
  listTrackerItems,
  statusHistoryOf,
  trackerCountries,
  type TrackerItemChanges,
  type TrackerItemWithCountry,
  updateTrackerItem,
} from "../services/tracker.ts";
import { limited } from "./auth.ts";
import type { GraphQLContext } from "./context.ts";
import { appError, parseInput } from "./errors.ts";
import { countryModel } from "./geo.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./tracker-type-defs.ts";

type Related = {
  history: Map<number, Array<{ status: TrackerItemWithCountry["status"]; changedAt: Date }>>;
  jobs: Map<number, { id: number; title: string }>;
};

/**
 * The items' status histories and linked jobs, two statements for any number of items; a list that brought its
 * histories along (listTrackerItems) passes them in.
 */
async function relatedOf(
  context: GraphQLContext,
  items: TrackerItemWithCountry[],
  known?: Related["history"],
): Promise<Related> {
  const [history, jobs] = await Promise.all([
    known ?? statusHistoryOf(context.db, items.map((i) => i.id)),
    linkedJobs(context.db, items.flatMap((i) => i.jobId ? [i.jobId] : [])),
  ]);
  return { history, jobs };
}

function trackerItemModel(item: TrackerItemWithCountry, context: GraphQLContext, related: Related) {
  const job = item.jobId ? related.jobs.get(item.jobId) : undefined;
  return {
    id: String(item.id),
    company: item.company,
    title: item.title,
    status: item.status,
    country: item.country ? countryModel(item.country, context.locale) : null,
    createdAt: item.createdAt.toISOString(),
    appliedAt: item.appliedAt?.toISOString() ?? null,
    notes: item.notes,
    link: item.link,
    job: job ? { id: String(job.id), title: job.title } : null,
    description: item.description,
    salary: item.salary,
    companyLogo: item.companyLogo,
    nextActionAt: item.nextActionAt?.toISOString() ?? null,
    statusHistory: (related.history.get(item.id) ?? []).map((c) => ({
      status: c.status,
      changedAt: c.changedAt.toISOString(),
    })),
  };
}

async function oneItemModel(context: GraphQLContext, item: TrackerItemWithCountry) {
  return trackerItemModel(item, context, await relatedOf(context, [item]));
}

const notFound = () => appError("NOT_FOUND", "No such item in your tracker", { i18nKey: "errors.NOT_FOUND" });

async function checkCountry(context: GraphQLContext, countryId: number | null | undefined) {
  if (countryId && !(await countryExists(context.db, countryId))) {
    throw appError("BAD_USER_INPUT", "No such country", {
      i18nKey: "errors.BAD_USER_INPUT",
      fields: { countryId: "errors.BAD_USER_INPUT" },
    });
  }
}

const writeLimit = (userId: string) =>
  [`tracker:user:${userId}`, LIMITS.trackerWritesPerUser] as [
    string,
    typeof LIMITS.trackerWritesPerUser,
  ];

export const resolvers: Resolvers = {
  Query: {
    getTrackerItems: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const input = parseInput(TrackerItemsInputSchema, args.input ?? {});
      const page = parseInput(TrackerPaginationSchema, args.paginationOptions ?? {});
      const skip = page.skip ?? 0;
      const limit = page.limit ?? TRACKER_FETCH_LIMIT;
      const { items, total, history } = await listTrackerItems(context.db, userId, {
        search: effectiveTrackerSearch(input.textSearch),
        countryId: input.countryId,
        status: input.status,
        createdFrom: input.createdFrom,
        createdTo: input.createdTo,
      }, { skip, limit, field: page.sort?.field ?? "createdAt", sortBy: page.sort?.sortBy ?? "desc" });
      const related = await relatedOf(context, items, history);
      return {
        meta: { total, skip, limit, hasNextPage: skip + items.length < total },
        trackerItems: items.map((item) => trackerItemModel(item, context, related)),
      };
    },
    getTrackerFilters: async (_root, _args, context) => {
      const userId = requireUser(context.viewer);
      const countries = await trackerCountries(context.db, userId);
      return {
        countries: countries.map((c) => countryModel(c, context.locale)),
        statuses: [...TRACKER_STATUSES],
      };
    },
  },
  Mutation: {
    createTrackerItem: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const input = parseInput(CreateTrackerItemSchema, args.input);
      await checkCountry(context, input.countryId);
      await limited(context, [writeLimit(userId)]);
      const t = createTranslator(context.locale, dictionaries[context.locale]);
      const copied = {
        description: "",
        salary: "",
        companyLogo: "",
        company: "",
        title: "",
        link: "",
        countryId: null as number | null,
      };
      if (input.jobId) {
        const job = await findJobById(context.db, input.jobId);
        if (!job) throw appError("NOT_FOUND", "Job not found", { i18nKey: "errors.NOT_FOUND" });
        copied.title = job.title;
        // The job's location is public (DisabledJob carries it), so its country comes at every access level.
        copied.countryId = job.countryId ?? null;
        copied.link = `${context.origin}${localePath(context.locale, `/jobs/${job.id}/`)}`;
        if (decideJobAccess(context.viewer.tier, job) === "full") {
          copied.company = job.company ?? "";
          copied.companyLogo = job.companyLogo ?? "";
          copied.link = job.applicationLink || copied.link;
          copied.description = job.description.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim().slice(0, 5000);
          if (job.salaryMin !== null || job.salaryMax !== null) {
            copied.salary = [job.salaryMin, job.salaryMax].filter((n) => n !== null).join("–") +
              (job.salaryCurrency ? ` ${job.salaryCurrency}` : "");
          }
        }
      }
      const created = await createTrackerItem(context.db, userId, {
        title: input.title || copied.title || t("tracker.defaults.title"),
        company: input.company || copied.company || t("tracker.defaults.company"),
        notes: input.notes ?? "",
        link: input.link || copied.link,
        status: input.status ?? "BOOKMARKED",
        countryId: input.countryId ?? copied.countryId,
        jobId: input.jobId ?? null,
        description: copied.description,
        salary: copied.salary,
        companyLogo: copied.companyLogo,
      }, context.now());
      if (created === "TRACKED") {
        return {
          trackerItem: null,
          error: { name: TRACKER_JOB_TRACKED_ERROR, message: t("tracker.errors.jobTracked") },
        };
      }
      if (created === "LIMIT") {
        return {
          trackerItem: null,
          error: { name: TRACKER_LIMIT_ERROR, message: t("tracker.errors.limit", { limit: TRACKER_ITEMS_MAX }) },
        };
      }
      return { trackerItem: await oneItemModel(context, created), error: null };
    },
    updateTrackerItem: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const input = parseInput(UpdateTrackerItemSchema, args.input);
      await checkCountry(context, input.countryId);
      await limited(context, [writeLimit(userId)]);
      const t = createTranslator(context.locale, dictionaries[context.locale]);
      const sent = args.input as Record<string, unknown>;
      const changes: TrackerItemChanges = {};
      if (input.title !== undefined) changes.title = input.title || t("tracker.defaults.title");
      if (input.company !== undefined) changes.company = input.company || t("tracker.defaults.company");
      if (input.status) changes.status = input.status;
      if (input.notes !== undefined) changes.notes = input.notes ?? "";
      if (input.link !== undefined) changes.link = input.link ?? "";
      // A field sent as null clears it; a field left out stays.
      if ("countryId" in sent) changes.countryId = input.countryId ?? null;
      if ("appliedAt" in sent) changes.appliedAt = input.appliedAt ? moscowDayStart(input.appliedAt) : null;
      if ("nextActionAt" in sent) changes.nextActionAt = input.nextActionAt ? moscowDayStart(input.nextActionAt) : null;
      const updated = await updateTrackerItem(context.db, userId, input.id, changes, context.now());
      if (!updated) throw notFound();
      return { trackerItem: await oneItemModel(context, updated), error: null };
    },
    deleteTrackerItem: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const id = Number(parseInput(IdSchema, args.id));
      await limited(context, [writeLimit(userId)]);
      if (!(await deleteTrackerItem(context.db, userId, id))) throw notFound();
      return { success: true };
    },
  },
};
