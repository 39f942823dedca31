// Learning paths: the published paths of a language, and one path with its steps and their articles.
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { articles, learningPaths, learningPathSteps } from "../../db/schema/index.ts";

export async function listLearningPaths(db: DbOrTx, language: "en" | "ru", page: { skip: number; limit: number }) {
  return await db.select().from(learningPaths)
    .where(and(eq(learningPaths.language, language), eq(learningPaths.status, "PUBLISHED")))
    .orderBy(asc(learningPaths.sortOrder), asc(learningPaths.id)).limit(page.limit).offset(page.skip);
}

export async function findLearningPathBySlug(db: DbOrTx, slug: string) {
  const [path] = await db.select().from(learningPaths)
    .where(and(eq(learningPaths.slug, slug), eq(learningPaths.status, "PUBLISHED")));
  if (!path) return null;
  const steps = await db.select({
    id: learningPathSteps.id,
    order: learningPathSteps.order,
    text: learningPathSteps.text,
    hasVideo: learningPathSteps.hasVideo,
    icon: learningPathSteps.icon,
    articleId: learningPathSteps.articleId,
    articleSlug: articles.slug,
    articleTitle: articles.title,
  }).from(learningPathSteps).innerJoin(articles, eq(articles.id, learningPathSteps.articleId))
    .where(eq(learningPathSteps.learningPathId, path.id)).orderBy(
      asc(learningPathSteps.order),
      asc(learningPathSteps.id),
    );
  return { ...path, steps };
}
