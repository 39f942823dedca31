// Article reads (search, by slug, featured) and view counting.
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

/** Adds one view; returns the new count, or null when there is no such published article. */
export async function recordArticleView(db: DbOrTx, id: number): Promise<number | null> {
  const [row] = await db.update(articles).set({ views: sql`${articles.views} + 1` })
    .where(and(eq(articles.id, id), eq(articles.status, "PUBLISHED"))).returning({ views: articles.views });
  return row?.views ?? null;
}
