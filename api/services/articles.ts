// Article and learning-path reads, favourite jobs and view counting.
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { articles, favouriteJobs, jobs, learningPaths, learningPathSteps } from "../../db/schema/index.ts";
import { ARTICLES_SEARCH_MIN } from "../../src/domain/articles.ts";

export type ArticleRow = typeof articles.$inferSelect;

export async function searchArticles(
  db: DbOrTx,
  input: { withVideo?: boolean; language?: "en" | "ru"; sortOption: "latest" | "popular"; textSearch?: string },
  page: { skip: number; limit: number },
) {
  const where: SQL[] = [eq(articles.status, "PUBLISHED")];
  if (input.language) where.push(eq(articles.language, input.language));
  if (input.withVideo) where.push(sql`${articles.video} is not null`);
  const text = input.textSearch && input.textSearch.length >= ARTICLES_SEARCH_MIN ? input.textSearch : undefined;
  if (text) {
    where.push(
      sql`(${articles.search} @@ (websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('russian', ${text}))
      or ${articles.title} ilike ${
        "%" + text.replace(/[\\%_]/g, (c) => "\\" + c) + "%"
      } or ${articles.title} % ${text})`,
    );
  }
  const order = input.sortOption === "popular"
    ? [desc(articles.views), desc(articles.publishedAt), desc(articles.id)]
    : [desc(articles.publishedAt), desc(articles.id)];
  const rows = await db.select({ article: articles, total: sql<number | string>`count(*) over ()` }).from(articles)
    .where(and(...where)).orderBy(...order).limit(page.limit).offset(page.skip);
  return { articles: rows.map((r) => r.article), total: rows.length ? Number(rows[0].total) : 0 };
}

export async function findArticleBySlug(db: DbOrTx, slug: string): Promise<ArticleRow | null> {
  const [row] = await db.select().from(articles).where(and(eq(articles.slug, slug), eq(articles.status, "PUBLISHED")));
  return row ?? null;
}

export async function listFeaturedArticles(db: DbOrTx, language?: "en" | "ru") {
  return await db.select().from(articles).where(and(
    eq(articles.status, "PUBLISHED"),
    eq(articles.isFeatured, true),
    language ? eq(articles.language, language) : undefined,
  )).orderBy(asc(articles.featureOrder), desc(articles.publishedAt)).limit(12);
}

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

/** Adds one view; returns the new count, or null when there is no such published item. */
export async function recordView(db: DbOrTx, kind: "job" | "article", id: number): Promise<number | null> {
  const table = kind === "job" ? jobs : articles;
  const [row] = await db.update(table).set({ views: sql`${table.views} + 1` })
    .where(and(eq(table.id, id), eq(table.status, "PUBLISHED"))).returning({ views: table.views });
  return row?.views ?? null;
}

/** Flips a favourite in one statement each way, so repeated or concurrent clicks cannot double it. */
export async function toggleFavouriteJob(db: DbOrTx, userId: string, jobId: number): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const removed = await tx.delete(favouriteJobs)
      .where(and(eq(favouriteJobs.userId, userId), eq(favouriteJobs.jobId, jobId))).returning({
        jobId: favouriteJobs.jobId,
      });
    if (removed.length) return false;
    await tx.insert(favouriteJobs).values({ userId, jobId }).onConflictDoNothing();
    return true;
  });
}

export async function favouriteJobIds(db: DbOrTx, userId: string, jobIds: number[]): Promise<Set<number>> {
  if (!jobIds.length) return new Set();
  const rows = await db.select({ jobId: favouriteJobs.jobId }).from(favouriteJobs)
    .where(and(eq(favouriteJobs.userId, userId), inArray(favouriteJobs.jobId, jobIds)));
  return new Set(rows.map((r) => r.jobId));
}
