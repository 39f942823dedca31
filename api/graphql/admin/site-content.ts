// The back office's site content: each resolver authorizes (admin/guard.ts), parses with the shared schema
// (src/domain/admin-site-content.ts) and calls one service function (api/services/admin/site-content.ts). Every write
// changes public pages: the site cache and the CDN's copies are dropped after it.
import {
  AdminBannerInputSchema,
  AdminCreepingLineInputSchema,
  AdminFaqInputSchema,
  AdminReviewInputSchema,
  AdminSeoTagInputSchema,
  AdminSiteFilterSchema,
  MoveDirectionSchema,
} from "../../../src/domain/admin-site-content.ts";
import { IdSchema } from "../../../src/domain/site.ts";
import type { AdminOperation } from "../../../src/domain/authorization.ts";
import {
  type CreepingLineReach,
  creepingLinesReach,
  deleteSiteItem,
  listAdminBanners,
  listAdminCreepingLines,
  listAdminFaq,
  listAdminReviews,
  listAdminSeoTags,
  moveSiteItem,
  saveAdminBanner,
  saveAdminCreepingLine,
  saveAdminFaqItem,
  saveAdminReview,
  saveAdminSeoTag,
  SiteContentRefusal,
} from "../../services/admin/site-content.ts";
import type { GraphQLContext } from "../context.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { authorizeAdmin } from "./guard.ts";

const REFUSALS = {
  notFound: () => appError("NOT_FOUND", "No such item", { i18nKey: "adminSite.errors.notFound" }),
  seoTaken: () =>
    appError("BAD_USER_INPUT", "This page already has an SEO text", {
      i18nKey: "adminSite.errors.seoTaken",
      fields: { url: "adminSite.errors.seoTaken" },
    }),
  answerEmpty: () =>
    appError("BAD_USER_INPUT", "The answer has no text", {
      i18nKey: "adminSite.errors.answerRequired",
      fields: { answer: "adminSite.errors.answerRequired" },
    }),
} as const;

/** Runs a write; a refusal becomes its translated error. Then the public pages drop their cached copies. */
async function write<T>(context: GraphQLContext, run: () => Promise<T>): Promise<T> {
  let done: T;
  try {
    done = await run();
  } catch (error) {
    if (error instanceof SiteContentRefusal) throw REFUSALS[error.reason]();
    throw error;
  }
  context.siteCache.clear();
  context.background(context.edgeCache.purgePages());
  return done;
}

const iso = (row: { updatedAt: Date }) => ({ updatedAt: row.updatedAt.toISOString() });

const reachOut = (reach: CreepingLineReach[] | undefined) =>
  (reach ?? []).map(({ audience, shown, hiddenBy }) => ({
    audience,
    shown,
    hiddenBy: hiddenBy && {
      id: String(hiddenBy.id),
      text: hiddenBy.text,
      priority: hiddenBy.priority,
      conditionEmail: hiddenBy.conditionEmail,
    },
  }));

/** The id of a save's input: absent or null is a new item. */
const idOf = (raw: string | null | undefined) => raw === null || raw === undefined ? null : parseInput(IdSchema, raw);

const filterOf = (args: { filter?: unknown }) => parseInput(AdminSiteFilterSchema, args.filter ?? {});

function deleter(operation: AdminOperation, entity: "banner" | "creepingLine" | "review" | "seoTag" | "faq") {
  return async (_root: unknown, args: { id: string }, context: GraphQLContext) => {
    const actor = await authorizeAdmin(context, operation);
    const id = parseInput(IdSchema, args.id);
    await write(context, () => deleteSiteItem(context.db, actor, entity, id, context.now()));
    return true;
  };
}

function mover(operation: AdminOperation, entity: "banner" | "review" | "faq") {
  return async (_root: unknown, args: { id: string; direction: string }, context: GraphQLContext) => {
    const actor = await authorizeAdmin(context, operation);
    const id = parseInput(IdSchema, args.id);
    const direction = parseInput(MoveDirectionSchema, args.direction);
    await write(context, () => moveSiteItem(context.db, actor, entity, id, direction, context.now()));
    return true;
  };
}

export const resolvers: Resolvers = {
  Query: {
    adminBanners: async (_root, args, context) => {
      await authorizeAdmin(context, "adminBanners");
      const rows = await listAdminBanners(context.db, filterOf(args));
      return rows.map((row) => ({ ...row, id: String(row.id), ...iso(row) }));
    },
    adminCreepingLines: async (_root, args, context) => {
      await authorizeAdmin(context, "adminCreepingLines");
      const rows = await listAdminCreepingLines(context.db, filterOf(args));
      const reach = await creepingLinesReach(context.db, rows);
      return rows.map((row) => ({ ...row, id: String(row.id), ...iso(row), reach: reachOut(reach.get(row.id)) }));
    },
    adminReviews: async (_root, args, context) => {
      await authorizeAdmin(context, "adminReviews");
      const rows = await listAdminReviews(context.db, filterOf(args));
      return rows.map((row) => ({ ...row, id: String(row.id), ...iso(row) }));
    },
    adminSeoTags: async (_root, args, context) => {
      await authorizeAdmin(context, "adminSeoTags");
      const rows = await listAdminSeoTags(context.db, filterOf(args));
      return rows.map((row) => ({ ...row, id: String(row.id), ...iso(row) }));
    },
    adminFaqItems: async (_root, args, context) => {
      await authorizeAdmin(context, "adminFaqItems");
      const rows = await listAdminFaq(context.db, filterOf(args));
      return rows.map((row) => ({ ...row, id: String(row.id), ...iso(row) }));
    },
  },
  Mutation: {
    adminSaveBanner: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveBanner");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminBannerInputSchema, fields);
      const { row } = await write(context, () => saveAdminBanner(context.db, actor, id, values, context.now()));
      return { ...row, id: String(row.id), ...iso(row) };
    },
    adminDeleteBanner: deleter("adminDeleteBanner", "banner"),
    adminMoveBanner: mover("adminMoveBanner", "banner"),
    adminSaveCreepingLine: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveCreepingLine");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminCreepingLineInputSchema, fields);
      const { row } = await write(context, () => saveAdminCreepingLine(context.db, actor, id, values, context.now()));
      // Saved, then read as the site will pick: the screen says at once when a higher-priority line hides it.
      const reach = await creepingLinesReach(context.db, [row]);
      return { ...row, id: String(row.id), ...iso(row), reach: reachOut(reach.get(row.id)) };
    },
    adminDeleteCreepingLine: deleter("adminDeleteCreepingLine", "creepingLine"),
    adminSaveReview: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveReview");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminReviewInputSchema, fields);
      const { row } = await write(context, () => saveAdminReview(context.db, actor, id, values, context.now()));
      return { ...row, id: String(row.id), ...iso(row) };
    },
    adminDeleteReview: deleter("adminDeleteReview", "review"),
    adminMoveReview: mover("adminMoveReview", "review"),
    adminSaveSeoTag: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveSeoTag");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminSeoTagInputSchema, fields);
      const { row } = await write(context, () => saveAdminSeoTag(context.db, actor, id, values, context.now()));
      return { ...row, id: String(row.id), ...iso(row) };
    },
    adminDeleteSeoTag: deleter("adminDeleteSeoTag", "seoTag"),
    adminSaveFaqItem: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveFaqItem");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminFaqInputSchema, fields);
      const { row } = await write(context, () => saveAdminFaqItem(context.db, actor, id, values, context.now()));
      return { ...row, id: String(row.id), ...iso(row) };
    },
    adminDeleteFaqItem: deleter("adminDeleteFaqItem", "faq"),
    adminMoveFaqItem: mover("adminMoveFaqItem", "faq"),
  },
};
