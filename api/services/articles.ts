// Article reads (search, by slug, featured) and view counting.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../db/client.ts";
import { articles, articleViews } from "../../db/schema/index.ts";
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
  if (rows.length) return { articles: rows.map((r) => r.article), total: Number(rows[0].total) };
  // A page past the end has no row to carry the count: ask for it, so "page 9 of 2" still says how many there are.
  if (page.skip === 0) return { articles: [], total: 0 };
  const [counted] = await db.select({ n: sql<number | string>`count(*)` }).from(articles).where(and(...where));
  return { articles: [], total: Number(counted?.n ?? 0) };
}

export async function findArticleBySlug(db: DbOrTx, slug: string): Promise<ArticleRow | null> {
  const [row] = await db.select().from(articles).where(and(eq(articles.slug, slug), eq(articles.status, "PUBLISHED")));
  return row ?? null;
}

/** The published articles that share this one's translation key: the same text in the other language. */
export async function findArticleTranslations(db: DbOrTx, slug: string) {
  const key = db.select({ key: articles.translationKey }).from(articles).where(eq(articles.slug, slug));
  return await db.select({ language: articles.language, slug: articles.slug }).from(articles).where(and(
    eq(articles.status, "PUBLISHED"),
    sql`${articles.translationKey} = (${key})`,
    sql`${articles.slug} <> ${slug}`,
  )).orderBy(asc(articles.language));
}

export async function listFeaturedArticles(db: DbOrTx, language?: "en" | "ru") {
  return await db.select().from(articles).where(and(
    eq(articles.status, "PUBLISHED"),
    eq(articles.isFeatured, true),
    language ? eq(articles.language, language) : undefined,
  )).orderBy(asc(articles.featureOrder), desc(articles.publishedAt)).limit(12);
}

/**
 * Counts a view once per viewer per article per UTC day: in one statement the day's row is inserted (nothing when it
 * is there already) and the counter grows only when it was. Returns the count, or null when there is no such
 * published article.
 */
export async function recordArticleView(
  db: DbOrTx,
  id: number,
  viewerKey: string,
  day: string,
): Promise<number | null> {
  const [counted] = rowsOf<{ views: number }>(
    await db.execute(sql`with seen as (
        insert into ${articleViews} (article_id, viewer_key, day)
        select ${articles.id}, ${viewerKey}, ${day}::date from ${articles}
        where ${articles.id} = ${id} and ${articles.status} = 'PUBLISHED'
        on conflict do nothing
        returning article_id)
      update ${articles} set views = views + 1 where ${articles.id} in (select article_id from seen) returning views`),
  );
  if (counted) return counted.views;
  // Already counted today (or no such item): read the count in a statement of its own, so a concurrent first view
  // that committed meanwhile is seen.
  const [row] = await db.select({ views: articles.views }).from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, "PUBLISHED")));
  return row?.views ?? null;
}

/** Forgets view rows of days before `before` (the day's dedupe is all they are for). */
export async function deleteArticleViewsBefore(db: DbOrTx, before: string): Promise<number> {
  return (await db.delete(articleViews).where(sql`${articleViews.day} < ${before}::date`)
    .returning({ id: articleViews.articleId })).length;
}
