// The back office's articles and learning paths: each resolver authorizes (admin/guard.ts), parses with the shared
// schema (src/domain/admin-articles.ts) and calls one service function (api/services/admin/articles.ts,
// learning-paths.ts). A write that changes what the public sees makes the CDN and the site cache drop their copies.
// The preview runs the public article's own shaping (articleForTier) for a reader of the asked tier.
import {
  ADMIN_ARTICLES_PAGE_SIZE,
  AdminArticleInputSchema,
  AdminArticlesFilterSchema,
  AdminLearningPathInputSchema,
  AdminLearningPathsFilterSchema,
  PreviewTierSchema,
} from "../../../src/domain/admin-articles.ts";
import { AdminPageSchema } from "../../../src/domain/admin.ts";
import { IdSchema, LanguageSchema } from "../../../src/domain/site.ts";
import {
  type AdminArticleRow,
  ContentRefusal,
  type ContentWrite,
  findAdminArticle,
  listAdminArticles,
  listStepArticleChoices,
  saveAdminArticle,
  setAdminArticleStatus,
} from "../../services/admin/articles.ts";
import {
  type AdminLearningPath,
  findAdminLearningPath,
  listAdminLearningPaths,
  saveAdminLearningPath,
  setAdminLearningPathStatus,
} from "../../services/admin/learning-paths.ts";
import { articleForTier } from "../articles.ts";
import type { GraphQLContext } from "../context.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { authorizeAdmin } from "./guard.ts";

function articleAnswer(row: AdminArticleRow) {
  return {
    id: String(row.id),
    slug: row.slug,
    title: row.title,
    description: row.description,
    articleText: row.articleText,
    picture: row.picture,
    video: row.video,
    tags: row.tags,
    authorFirstName: row.authorFirstName,
    authorLastName: row.authorLastName,
    authorAvatar: row.authorAvatar,
    buttonLink: row.buttonLink,
    buttonTitle: row.buttonTitle,
    readAccess: row.readAccess,
    hideHalf: row.hideHalf,
    isFeatured: row.isFeatured,
    featureOrder: row.featureOrder,
    language: row.language,
    status: row.status,
    views: row.views,
    publishedAt: row.publishedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function pathAnswer(
  path: Omit<AdminLearningPath, "steps"> & { steps?: AdminLearningPath["steps"]; stepCount?: number },
) {
  const steps = path.steps ?? [];
  return {
    id: String(path.id),
    slug: path.slug,
    title: path.title,
    description: path.description,
    language: path.language,
    heroPic: path.heroPic,
    heroVideoUrl: path.heroVideoUrl,
    announcementOnly: path.announcementOnly,
    countAvailableArticles: path.countAvailableArticles,
    status: path.status,
    stepCount: path.stepCount ?? steps.length,
    steps: steps.map((s) => ({ ...s, articleId: String(s.articleId) })),
    createdAt: path.createdAt.toISOString(),
    updatedAt: path.updatedAt.toISOString(),
  };
}

const E = "adminArticles.errors";

const REFUSALS = {
  notFound: () => appError("NOT_FOUND", "Not found", { i18nKey: `${E}.notFound` }),
  slugTaken: () =>
    appError("BAD_USER_INPUT", "Another page has this address", {
      i18nKey: `${E}.slugTaken`,
      fields: { slug: `${E}.slugTaken` },
    }),
  stepArticle: () =>
    appError("BAD_USER_INPUT", "A step's article is not of this language", {
      i18nKey: `${E}.stepArticle`,
      fields: { steps: `${E}.stepArticle` },
    }),
  emptyText: () =>
    appError("BAD_USER_INPUT", "An article without text is not published", {
      i18nKey: `${E}.emptyText`,
      fields: { articleText: `${E}.emptyText` },
    }),
} as const;

/** Runs a write; a refusal becomes its translated error (the transaction has rolled back: nothing changed). */
async function write(context: GraphQLContext, run: () => Promise<ContentWrite>): Promise<number> {
  let done: ContentWrite;
  try {
    done = await run();
  } catch (error) {
    if (error instanceof ContentRefusal) throw REFUSALS[error.reason]();
    throw error;
  }
  // The public lists, the page and the sitemap changed: the CDN and the site cache drop their copies.
  if (done.touchesPublic) context.background(context.edgeCache.purgePages());
  return done.id;
}

async function articleAfter(context: GraphQLContext, id: number) {
  const row = await findAdminArticle(context.db, id);
  if (!row) throw REFUSALS.notFound();
  return articleAnswer(row);
}

async function pathAfter(context: GraphQLContext, id: number) {
  const path = await findAdminLearningPath(context.db, id);
  if (!path) throw REFUSALS.notFound();
  return pathAnswer(path);
}

const optionalId = (raw: string | null | undefined) =>
  raw === null || raw === undefined ? null : parseInput(IdSchema, raw);

export const resolvers: Resolvers = {
  Query: {
    adminArticles: async (_root, args, context) => {
      await authorizeAdmin(context, "adminArticles");
      const filter = parseInput(AdminArticlesFilterSchema, args.filter ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const { items, total } = await listAdminArticles(context.db, filter, page);
      return { items: items.map(articleAnswer), total, pageSize: ADMIN_ARTICLES_PAGE_SIZE };
    },
    adminArticle: async (_root, args, context) => {
      await authorizeAdmin(context, "adminArticle");
      const row = await findAdminArticle(context.db, parseInput(IdSchema, args.id));
      return row ? articleAnswer(row) : null;
    },
    adminArticlePreview: async (_root, args, context) => {
      await authorizeAdmin(context, "adminArticlePreview");
      const id = parseInput(IdSchema, args.id);
      const tier = parseInput(PreviewTierSchema, args.tier);
      const row = await findAdminArticle(context.db, id);
      return row ? articleForTier(row, tier) : null;
    },
    adminLearningPaths: async (_root, args, context) => {
      await authorizeAdmin(context, "adminLearningPaths");
      const filter = parseInput(AdminLearningPathsFilterSchema, args.filter ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const { items, total } = await listAdminLearningPaths(context.db, filter, page);
      return { items: items.map(pathAnswer), total, pageSize: ADMIN_ARTICLES_PAGE_SIZE };
    },
    adminLearningPath: async (_root, args, context) => {
      await authorizeAdmin(context, "adminLearningPath");
      const path = await findAdminLearningPath(context.db, parseInput(IdSchema, args.id));
      return path ? pathAnswer(path) : null;
    },
    adminStepArticleChoices: async (_root, args, context) => {
      await authorizeAdmin(context, "adminStepArticleChoices");
      const language = parseInput(LanguageSchema, args.language);
      return (await listStepArticleChoices(context.db, language)).map((a) => ({ ...a, id: String(a.id) }));
    },
  },
  Mutation: {
    adminSaveArticle: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveArticle");
      const { id: rawId, ...fields } = args.input;
      const id = optionalId(rawId);
      const values = parseInput(AdminArticleInputSchema, fields);
      const saved = await write(context, () => saveAdminArticle(context.db, actor, id, values, context.now()));
      return await articleAfter(context, saved);
    },
    adminPublishArticle: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminPublishArticle");
      const id = parseInput(IdSchema, args.id);
      await write(
        context,
        () => setAdminArticleStatus(context.db, actor, id, "PUBLISHED", "adminPublishArticle", context.now()),
      );
      return await articleAfter(context, id);
    },
    adminUnpublishArticle: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminUnpublishArticle");
      const id = parseInput(IdSchema, args.id);
      await write(
        context,
        () => setAdminArticleStatus(context.db, actor, id, "DRAFT", "adminUnpublishArticle", context.now()),
      );
      return await articleAfter(context, id);
    },
    adminArchiveArticle: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminArchiveArticle");
      const id = parseInput(IdSchema, args.id);
      await write(
        context,
        () => setAdminArticleStatus(context.db, actor, id, "ARCHIVED", "adminArchiveArticle", context.now()),
      );
      return await articleAfter(context, id);
    },
    adminSaveLearningPath: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveLearningPath");
      const { id: rawId, ...fields } = args.input;
      const id = optionalId(rawId);
      const values = parseInput(AdminLearningPathInputSchema, fields);
      const saved = await write(context, () => saveAdminLearningPath(context.db, actor, id, values, context.now()));
      return await pathAfter(context, saved);
    },
    adminPublishLearningPath: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminPublishLearningPath");
      const id = parseInput(IdSchema, args.id);
      await write(
        context,
        () => setAdminLearningPathStatus(context.db, actor, id, "PUBLISHED", "adminPublishLearningPath", context.now()),
      );
      return await pathAfter(context, id);
    },
    adminUnpublishLearningPath: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminUnpublishLearningPath");
      const id = parseInput(IdSchema, args.id);
      await write(
        context,
        () => setAdminLearningPathStatus(context.db, actor, id, "DRAFT", "adminUnpublishLearningPath", context.now()),
      );
      return await pathAfter(context, id);
    },
    adminArchiveLearningPath: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminArchiveLearningPath");
      const id = parseInput(IdSchema, args.id);
      await write(
        context,
        () => setAdminLearningPathStatus(context.db, actor, id, "ARCHIVED", "adminArchiveLearningPath", context.now()),
      );
      return await pathAfter(context, id);
    },
  },
};
