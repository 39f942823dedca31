// Articles: getArticles, getArticleByCustomer, getFeaturedArticles, recordArticleView. Gated text is cut here through
// the one access module: a hideHalf article gives non-entitled readers only its first half.
import { decideArticleText } from "../../src/domain/access.ts";
import type { ViewerTier } from "../../src/domain/viewer.ts";
import { ArticlesInputSchema, PagingSchema, SlugSchema } from "../../src/domain/articles-input.ts";
import { IdSchema, LanguageSchema } from "../../src/domain/site.ts";
import * as service from "../services/articles.ts";
import type { ArticleRow } from "../services/articles.ts";
import { recordView, viewDay, viewerKeyOf } from "../services/view-counter.ts";
import type { GraphQLContext } from "./context.ts";
import { appError, parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./articles-type-defs.ts";

export function articleForViewer(row: ArticleRow, ctx: GraphQLContext) {
  return articleForTier(row, ctx.viewer.tier);
}

/**
 * An article as a reader of this tier gets it: the one shaping of the public page, also used by the back office's
 * preview (adminArticlePreview), so a preview shows exactly what that reader would.
 */
export function articleForTier(row: Omit<ArticleRow, "search">, tier: ViewerTier) {
  const { text, gated } = decideArticleText(tier, row);
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

export const resolvers: Resolvers = {
  Article: {
    translations: (article, _args, context) => service.findArticleTranslations(context.db, article.slug),
  },
  Query: {
    getArticles: async (_root, args, context) => {
      const input = parseInput(ArticlesInputSchema, args.input ?? {});
      const page = parseInput(PagingSchema, args.paging ?? {});
      const { articles, total } = await service.searchArticles(context.db, input, page);
      return { articles: articles.map((a) => articleForViewer(a, context)), total };
    },
    getArticleByCustomer: async (_root, args, context) => {
      const slug = parseInput(SlugSchema, args.slug);
      const row = await service.findArticleBySlug(context.db, slug);
      return row ? articleForViewer(row, context) : null;
    },
    getFeaturedArticles: async (_root, args, context) => {
      const language = args.language ? parseInput(LanguageSchema, args.language) : undefined;
      return (await service.listFeaturedArticles(context.db, language)).map((a) => articleForViewer(a, context));
    },
  },
  Mutation: {
    recordArticleView: async (_root, args, { db, viewer, session, now }) => {
      const id = parseInput(IdSchema, args.id);
      // One view per viewer per day: the user when signed in, else a salted hash of the client's address.
      const views = await recordView(db, "article", id, await viewerKeyOf(viewer, session?.ip), viewDay(now()));
      if (views === null) throw appError("NOT_FOUND", "Article not found");
      return { id, views };
    },
  },
};
