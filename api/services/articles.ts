// Article reads (search, by slug, featured); views are counted in view-counter.ts.
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { articles } from "../../db/schema/index.ts";
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
