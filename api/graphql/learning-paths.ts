// Learning paths (/courses/{slug}): getLearningPaths, getLearningPathBySlug. Steps past the open ones are disabled
// for non-fellows and carry no article link (the one access module decides).
import { isStepDisabled } from "../../src/domain/access.ts";
import { PagingSchema, SlugSchema } from "../../src/domain/articles-input.ts";
import { LanguageSchema } from "../../src/domain/site.ts";
import { findLearningPathBySlug, findLearningPathTranslations, listLearningPaths } from "../services/learning-paths.ts";
import { parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";
import { viewerIndependent } from "./viewer-independent.ts";

export { typeDefs } from "./learning-paths-type-defs.ts";

type BulletPoint = { picture: string | null; big_text: string; text: string };

export const resolvers: Resolvers = {
  LearningPath: {
    translations: (path, _args, context) => findLearningPathTranslations(context.db, path.slug),
  },
  Query: {
    getLearningPaths: viewerIndependent(async (_root, args, context) => {
      const language = parseInput(LanguageSchema, args.language);
      const page = parseInput(PagingSchema, args.paging ?? {});
      // Public and the same for everyone (steps are not listed): cached like other site content.
      const paths = await context.siteCache.get(
        `learningPaths:${language}:${page.skip}:${page.limit}`,
        () => listLearningPaths(context.db, language, page),
      );
      return paths.map((p) => ({
        ...p,
        bulletPoints: p.bulletPoints as BulletPoint[],
        steps: [],
        fullAccess: context.viewer.tier === "fellow",
      }));
    }),
    getLearningPathBySlug: async (_root, args, context) => {
      const slug = parseInput(SlugSchema, args.slug);
      const path = await findLearningPathBySlug(context.db, slug);
      if (!path) return null;
      const isFellow = context.viewer.tier === "fellow";
      const fullAccess = isFellow;
      return {
        ...path,
        bulletPoints: path.bulletPoints as BulletPoint[],
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
            articleId: disabled || !step.articlePublished ? null : step.articleId,
            article: disabled || !step.articlePublished ? null : { slug: step.articleSlug, title: step.articleTitle },
          };
        }),
      };
    },
  },
};
