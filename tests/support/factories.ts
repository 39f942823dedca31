// Test data factories: one row with sensible defaults, overridable field by field.
import type { Db } from "../../db/client.ts";
import {
  articles,
  jobCategories,
  jobJobCategories,
  jobs,
  learningPaths,
  learningPathSteps,
} from "../../db/schema/index.ts";

let n = 0;

export async function createJob(
  db: Db,
  overrides: Partial<typeof jobs.$inferInsert> & { categoryIds?: number[] } = {},
) {
  n++;
  const { categoryIds = [], ...fields } = overrides;
  const [job] = await db.insert(jobs).values({
    title: `Programme Analyst ${n}`,
    description: `<p>Secret description ${n}: responsibilities and requirements.</p>`,
    company: `Secret Company ${n}`,
    city: "Geneva",
    salaryMin: 50_000 + n,
    salaryMax: 70_000 + n,
    salaryCurrency: "USD",
    applicationLink: `https://example.org/apply/secret-${n}`,
    postedAt: new Date(Date.now() - n * 60_000),
    openUntil: new Date(Date.now() + 30 * 86_400_000),
    ...fields,
  }).returning();
  if (categoryIds.length) {
    await db.insert(jobJobCategories).values(categoryIds.map((categoryId) => ({ jobId: job.id, categoryId })));
  }
  return job;
}

export async function createJobCategory(db: Db, slug: string, engTrans = slug, name = slug) {
  const [row] = await db.insert(jobCategories).values({ slug, engTrans, name }).returning();
  return row;
}

let a = 0;

export async function createArticle(db: Db, overrides: Partial<typeof articles.$inferInsert> = {}) {
  a++;
  const [row] = await db.insert(articles).values({
    slug: `article-${a}-${crypto.randomUUID().slice(0, 6)}`,
    title: `Article ${a}`,
    description: `About article ${a}`,
    articleText:
      `<p>Open opening ${a}.</p><p>Open second part ${a}.</p><h2>Gated heading ${a}</h2><p>Gated ending ${a}.</p>`,
    language: "en",
    publishedAt: new Date(Date.now() - a * 60_000),
    ...overrides,
  }).returning();
  return row;
}

export async function createLearningPath(
  db: Db,
  options: { slug: string; articleIds: number[]; countAvailableArticles: number; language?: "en" | "ru" },
) {
  const [path] = await db.insert(learningPaths).values({
    slug: options.slug,
    title: `Path ${options.slug}`,
    language: options.language ?? "en",
    countAvailableArticles: options.countAvailableArticles,
  }).returning();
  await db.insert(learningPathSteps).values(
    options.articleIds.map((articleId, i) => ({
      learningPathId: path.id,
      order: i + 1,
      text: `Step ${i + 1}`,
      articleId,
    })),
  );
  return path;
}
