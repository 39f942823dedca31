// Learning paths: the published paths of a language, one path with its steps and their articles, and the link a
// bought LearningPathAccess product gives.
import { and, asc, eq, sql } from "drizzle-orm";
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
    /** A step's article the team has taken down (draft, archived) is named but not linked: its page is gone. */
    articlePublished: sql<boolean>`${articles.status} = 'PUBLISHED'`,
  }).from(learningPathSteps).innerJoin(articles, eq(articles.id, learningPathSteps.articleId))
    .where(eq(learningPathSteps.learningPathId, path.id)).orderBy(
      asc(learningPathSteps.order),
      asc(learningPathSteps.id),
    );
  return { ...path, steps };
}

/** The published learning paths that share this one's translation key: the same path in the other language. */
export async function findLearningPathTranslations(db: DbOrTx, slug: string) {
  const key = db.select({ key: learningPaths.translationKey }).from(learningPaths).where(eq(learningPaths.slug, slug));
  return await db.select({ language: learningPaths.language, slug: learningPaths.slug }).from(learningPaths).where(and(
    eq(learningPaths.status, "PUBLISHED"),
    sql`${learningPaths.translationKey} = (${key})`,
    sql`${learningPaths.slug} <> ${slug}`,
  )).orderBy(asc(learningPaths.language));
}

/** A learning path's title and slug, in any status: what a paid LearningPathAccess product links to. */
export async function learningPathLink(db: DbOrTx, id: number): Promise<{ title: string; slug: string } | null> {
  const [path] = await db.select({ title: learningPaths.title, slug: learningPaths.slug }).from(learningPaths)
    .where(eq(learningPaths.id, id));
  return path ?? null;
}
