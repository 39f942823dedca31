// Job reads: one query for a filtered, paged list (with its total), one per related kind for a page (DataLoaders).
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { jobCategories, jobJobCategories, jobs } from "../../db/schema/index.ts";
import { effectiveSearch, type JobsInput } from "../../src/domain/jobs.ts";

export type JobRow = typeof jobs.$inferSelect;

function filters(input: JobsInput): SQL[] {
  const where: SQL[] = [eq(jobs.status, "PUBLISHED")];
  const text = effectiveSearch(input.textSearch);
  if (text) {
    // Full text in both languages, or a close trigram match of the title for short or misspelled words.
    where.push(
      sql`(${jobs.search} @@ (websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('russian', ${text}))
      or ${jobs.title} % ${text})`,
    );
  }
  if (input.jobCategories?.length) {
    where.push(sql`exists (select 1 from ${jobJobCategories} where ${jobJobCategories.jobId} = ${jobs.id}
      and ${inArray(jobJobCategories.categoryId, input.jobCategories)})`);
  }
  if (input.regions?.length) where.push(sql`${jobs.regions} && ${sql.param(input.regions)}::text[]`);
  if (input.tags?.length) where.push(sql`${jobs.tags} && ${sql.param(input.tags)}::text[]`);
  if (input.countriesIds?.length) where.push(inArray(jobs.countryId, input.countriesIds));
  if (input.isUN !== undefined) where.push(eq(jobs.isUN, input.isUN));
  if (input.readAccess?.length) where.push(inArray(jobs.readAccess, input.readAccess));
  return where;
}

/** A page of jobs and the total count, in one query (count(*) over ()). */
export async function searchJobs(db: DbOrTx, input: JobsInput, page: { skip: number; limit: number }) {
  const text = effectiveSearch(input.textSearch);
  const order = text
    ? [
      sql`ts_rank(${jobs.search}, websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('russian', ${text})) desc`,
      desc(jobs.postedAt),
      desc(jobs.id),
    ]
    : [desc(jobs.postedAt), desc(jobs.id)];
  const rows = await db.select({ job: jobs, total: sql<number | string>`count(*) over ()` }).from(jobs)
    .where(and(...filters(input))).orderBy(...order).limit(page.limit).offset(page.skip);
  const total = rows.length ? Number(rows[0].total) : page.skip > 0 ? await countJobs(db, input) : 0;
  return { jobs: rows.map((r) => r.job), total };
}

async function countJobs(db: DbOrTx, input: JobsInput): Promise<number> {
  const [row] = await db.select({ n: sql<number | string>`count(*)` }).from(jobs).where(and(...filters(input)));
  return Number(row?.n ?? 0);
}

export async function findJobById(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select().from(jobs).where(and(eq(jobs.id, id), eq(jobs.status, "PUBLISHED")));
  return row ?? null;
}

/** Categories of many jobs at once (the DataLoader's batch). */
export async function categoriesOfJobs(db: DbOrTx, jobIds: number[]) {
  if (!jobIds.length) return [];
  return await db.select({
    jobId: jobJobCategories.jobId,
    id: jobCategories.id,
    name: jobCategories.name,
    engTrans: jobCategories.engTrans,
  })
    .from(jobJobCategories).innerJoin(jobCategories, eq(jobCategories.id, jobJobCategories.categoryId))
    .where(inArray(jobJobCategories.jobId, jobIds));
}

export async function listJobCategories(db: DbOrTx) {
  return await db.select().from(jobCategories).orderBy(jobCategories.engTrans);
}
