// The home page's data sections as plain links, for readers and crawlers without JavaScript (decision 187): the
// learning paths, the newest open jobs, the newest articles kept on this site and the services, each a title and what
// names its page. Public for everyone (a job's title is shown to every viewer; its company, salary and text are not
// read here). One statement per list, kept in the site cache like the sitemap, so a page render costs none.
import { and, asc, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { articles, jobs, learningPaths, products } from "../../db/schema/index.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { listedJobs } from "./jobs/jobs.ts";

/** As many as the home page's carousels show (jobs 18, articles 12, paths 8). */
const HOME_JOBS = 18;
const HOME_ARTICLES = 12;
const HOME_PATHS = 8;

export type HomeLink = { title: string; slug: string; category: string | null };

export async function listHomeLinks(db: DbOrTx, language: Locale, now: Date) {
  const [pathRows, jobRows, articleRows, productRows] = await Promise.all([
    db.select({ title: learningPaths.title, slug: learningPaths.slug }).from(learningPaths)
      .where(and(eq(learningPaths.language, language), eq(learningPaths.status, "PUBLISHED")))
      .orderBy(asc(learningPaths.sortOrder), asc(learningPaths.id)).limit(HOME_PATHS),
    db.select({ title: jobs.title, id: jobs.id }).from(jobs).where(listedJobs(now))
      .orderBy(desc(jobs.postedAt), desc(jobs.id)).limit(HOME_JOBS),
    db.select({ title: articles.title, slug: articles.slug }).from(articles)
      .where(and(eq(articles.status, "PUBLISHED"), eq(articles.language, language), isNull(articles.ghostPostSlug)))
      .orderBy(desc(articles.publishedAt), desc(articles.id)).limit(HOME_ARTICLES),
    db.select({ title: products.title, slug: products.slug, category: products.category }).from(products)
      .where(and(eq(products.language, language), eq(products.status, "PUBLISHED"), isNull(products.parentId)))
      .orderBy(asc(products.sortOrder), asc(products.id)),
  ]);
  const link = (title: string, slug: string, category: string | null = null): HomeLink => ({ title, slug, category });
  return {
    learningPaths: pathRows.map((p) => link(p.title, p.slug)),
    jobs: jobRows.map((j) => link(j.title, String(j.id))),
    articles: articleRows.map((a) => link(a.title, a.slug)),
    services: productRows.map((p) => link(p.title, p.slug, p.category)),
  };
}
