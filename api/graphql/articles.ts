// Articles and learning paths, view recording and favourite jobs. Gated text is cut here through the one access
// module: a hideHalf article gives non-entitled readers only its first half; disabled steps carry no article link.
import * as v from "valibot";
import { canRead, decideArticleText, isStepDisabled } from "../../src/domain/access.ts";
import { ArticlesInputSchema, PagingSchema, SlugSchema } from "../../src/domain/articles-input.ts";
import { LanguageSchema } from "../../src/domain/site.ts";
import * as service from "../services/articles.ts";
import { findLearningPathBySlug, listLearningPaths } from "../services/learning-paths.ts";
import { findJobById, recordJobView, toggleFavouriteJob } from "../services/jobs.ts";
import type { ArticleRow } from "../services/articles.ts";
import { contextOf, type GraphQLContext } from "./context.ts";
import { appError, parseInput } from "./errors.ts";
import type { Resolvers } from "./schema.ts";

export const typeDefs = /* GraphQL */ `
  type Author {
    firstName: String
    lastName: String
    avatar: Picture
  }

  type Article {
    id: ID!
    slug: String!
    title: String!
    description: String!
    picture: Picture
    tags: [String!]!
    author: Author
    "The whole text for entitled readers; the first half (hideHalf) or nothing for others."
    articleText: String!
    "True when the viewer does not get the whole article."
    isGated: Boolean!
    buttonLink: String
    buttonTitle: String
    video: String
    content: String
    readAccess: ReadAccess!
    hideHalf: Boolean!
    isFeatured: Boolean!
    featureOrder: Int
    language: Language!
    withVideo: Boolean!
    updated_at: String!
    publishedAt: String!
    ghostPostSlug: String
    views: Int!
  }

  type ArticlesResult {
    articles: [Article!]!
    total: Int!
  }

  input ArticlesInput {
    withVideo: Boolean
    language: Language
    sortOption: String
    textSearch: String
  }

  input Paging {
    skip: Int
    limit: Int
  }

  type BulletPoint {
    picture: String
    big_text: String!
    text: String!
  }

  type StepArticle {
    slug: String!
    title: String!
  }

  type LearningPathStep {
    text: String!
    order: Int!
    hasVideo: Boolean!
    icon: String
    "Null when the step is disabled for the viewer."
    articleId: ID
    article: StepArticle
    disabled: Boolean!
  }

  type LearningPath {
    id: ID!
    slug: String!
    title: String!
    heroVideoUrl: String
    heroPic: String
    description: String!
    language: Language!
    announcementOnly: Boolean!
    bulletPoints: [BulletPoint!]!
    countAvailableArticles: Int!
    steps: [LearningPathStep!]!
    fullAccess: Boolean!
  }

  type ViewCount {
    id: ID!
    views: Int!
  }

  type FavouriteResult {
    id: ID!
    isInWishlist: Boolean!
  }

  extend type Query {
    getArticles(input: ArticlesInput, paging: Paging): ArticlesResult!
    getArticleByCustomer(slug: String!): Article
    getFeaturedArticles(language: Language): [Article!]!
    getLearningPaths(language: Language!, paging: Paging): [LearningPath!]!
    getLearningPathBySlug(slug: String!): LearningPath
  }

  type Mutation {
    recordArticleView(id: ID!): ViewCount!
    recordJobView(id: ID!): ViewCount!
    toggleFavouriteJob(id: ID!): FavouriteResult!
  }
`;

export function articleForViewer(row: ArticleRow, ctx: GraphQLContext) {
  const { text, gated } = decideArticleText(ctx.viewer.tier, row);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    picture: row.picture ? { url: row.picture } : null,
    tags: row.tags,
    author: row.authorFirstName || row.authorLastName
      ? {
        firstName: row.authorFirstName,
        lastName: row.authorLastName,
        avatar: row.authorAvatar ? { url: row.authorAvatar } : null,
      }
      : null,
    articleText: text,
    isGated: gated,
    buttonLink: row.buttonLink,
    buttonTitle: row.buttonTitle,
    // The video is part of what the gate holds back.
    video: gated ? null : row.video,
    // Structured content belongs to the whole article: only entitled readers get it.
    content: gated || row.content === null ? null : JSON.stringify(row.content),
    readAccess: row.readAccess,
    hideHalf: row.hideHalf,
    isFeatured: row.isFeatured,
    featureOrder: row.featureOrder,
    language: row.language,
    withVideo: Boolean(row.video),
    updated_at: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt.toISOString(),
    ghostPostSlug: row.ghostPostSlug,
    views: row.views,
  };
}

const idSchema = v.pipe(v.string(), v.regex(/^\d{1,9}$/, "errors.NOT_FOUND"), v.transform(Number));

export const resolvers: Resolvers = {
  Query: {
    getArticles: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const input = parseInput(ArticlesInputSchema, args.input ?? {});
      const page = parseInput(PagingSchema, args.paging ?? {});
      const { articles, total } = await service.searchArticles(context.db, input, page);
      return { articles: articles.map((a) => articleForViewer(a, context)), total };
    },
    getArticleByCustomer: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const slug = parseInput(SlugSchema, args.slug);
      const row = await service.findArticleBySlug(context.db, slug);
      return row ? articleForViewer(row, context) : null;
    },
    getFeaturedArticles: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const language = args.language ? parseInput(LanguageSchema, args.language) : undefined;
      return (await service.listFeaturedArticles(context.db, language)).map((a) => articleForViewer(a, context));
    },
    getLearningPaths: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const language = parseInput(LanguageSchema, args.language);
      const page = parseInput(PagingSchema, args.paging ?? {});
      // Public and the same for everyone (steps are not listed): cached like other site content.
      const paths = await context.siteCache.get(
        `learningPaths:${language}:${page.skip}:${page.limit}`,
        () => listLearningPaths(context.db, language, page),
      );
      return paths.map((p) => ({ ...p, steps: [], fullAccess: context.viewer.tier === "fellow" }));
    },
    getLearningPathBySlug: async (_root, args, ctx) => {
      const context = contextOf(ctx);
      const slug = parseInput(SlugSchema, args.slug);
      const path = await findLearningPathBySlug(context.db, slug);
      if (!path) return null;
      const isFellow = context.viewer.tier === "fellow";
      const fullAccess = isFellow;
      return {
        ...path,
        fullAccess,
        steps: path.steps.map((step, index) => {
          const disabled = isStepDisabled({
            isFellow,
            fullAccess,
            index,
            countAvailableArticles: path.countAvailableArticles,
          });
          return {
            text: step.text,
            order: step.order,
            hasVideo: step.hasVideo,
            icon: step.icon,
            disabled,
            articleId: disabled ? null : step.articleId,
            article: disabled ? null : { slug: step.articleSlug, title: step.articleTitle },
          };
        }),
      };
    },
  },
  Mutation: {
    recordArticleView: async (_root, args, ctx) => {
      const id = parseInput(idSchema, String(args.id));
      const views = await service.recordArticleView(contextOf(ctx).db, id);
      if (views === null) throw appError("NOT_FOUND", "Article not found");
      return { id, views };
    },
    recordJobView: async (_root, args, ctx) => {
      const id = parseInput(idSchema, String(args.id));
      const views = await recordJobView(contextOf(ctx).db, id);
      if (views === null) throw appError("NOT_FOUND", "Job not found");
      return { id, views };
    },
    toggleFavouriteJob: async (_root, args, ctx) => {
      const { db, viewer } = contextOf(ctx);
      if (!viewer.userId || !canRead(viewer.tier, "AUTHORIZED")) {
        throw appError("UNAUTHENTICATED", "Sign in to save jobs");
      }
      const id = parseInput(idSchema, String(args.id));
      if (!(await findJobById(db, id))) throw appError("NOT_FOUND", "Job not found");
      return { id, isInWishlist: await toggleFavouriteJob(db, viewer.userId, id) };
    },
  },
};
