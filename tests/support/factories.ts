// Test data factories: one row with sensible defaults, overridable field by field.
import type { Db } from "../../db/client.ts";
import { jobCategories, jobJobCategories, jobs } from "../../db/schema/index.ts";

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
