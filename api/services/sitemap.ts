// The pages sitemap.xml lists from the database: open jobs (newest 5,000), articles kept on this site (not the blog
// ones), learning paths, and each product's service page and buy page. Gated pages are listed too: their public part (title, gate) is a real page. Jobs are
// listed without a locale (both locales' pages exist); articles and learning paths exist in their own language only,
// so they come with that locale's prefix and are listed once.
import { and, desc, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { articles, jobs, learningPaths, products } from "../../db/schema/index.ts";
import { isFreeService, servicePath } from "../../src/domain/billing.ts";
import { listedJobs } from "./jobs/jobs.ts";
import { publicExpertSlugs } from "./experts/directory.ts";
import { publishedPartnerSlugs } from "./partners.ts";

const SITEMAP_JOBS_LIMIT = 5000;

export async function listSitemapPaths(db: DbOrTx, now = new Date()): Promise<string[]> {
  const [jobRows, articleRows, pathRows, productRows, expertSlugs, partnerSlugs] = await Promise.all([
    db.select({ id: jobs.id }).from(jobs)
      .where(listedJobs(now))
      .orderBy(desc(jobs.postedAt)).limit(SITEMAP_JOBS_LIMIT),
    db.select({ slug: articles.slug, language: articles.language }).from(articles)
      .where(and(eq(articles.status, "PUBLISHED"), isNull(articles.ghostPostSlug))).orderBy(desc(articles.publishedAt)),
    db.select({ slug: learningPaths.slug, language: learningPaths.language }).from(learningPaths)
      .where(eq(learningPaths.status, "PUBLISHED")),
    // A product exists per language (its slug is shared): each language's buy page is listed, except a free
    // service's (it redirects to the service's page, which books it: a sitemap lists only pages that answer 200).
    db.select({
      slug: products.slug,
      language: products.language,
      category: products.category,
      priceUsd: products.priceUsd,
    }).from(products)
      .where(and(eq(products.status, "PUBLISHED"), isNull(products.parentId))),
    // Public profiles only (experts: published and approved once), in both languages.
    publicExpertSlugs(db),
    publishedPartnerSlugs(db),
  ]);
  return [
    ...jobRows.map((j) => `/jobs/${j.id}`),
    ...expertSlugs.map((slug) => `/experts/${slug}`),
    ...partnerSlugs.map((slug) => `/partners/${slug}`),
    ...articleRows.map((a) => `/${a.language}/articles/${a.slug}/`),
    ...pathRows.map((p) => `/${p.language}/courses/${p.slug}/`),
    ...productRows.flatMap((p) => [
      `/${p.language}${servicePath(p.category, p.slug)}/`,
      ...(isFreeService(p.priceUsd) ? [] : [`/${p.language}/buy-service/${p.slug}/`]),
    ]),
  ];
}
