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

/** Totals are exact up to this many matches; beyond it the count stops (the pages show "Show more", not totals). */
export const JOBS_COUNT_CAP = 1000;

/** A page of jobs (newest first, or by relevance when searching) and the number of matches, capped. */
export async function searchJobs(db: DbOrTx, input: JobsInput, page: { skip: number; limit: number }) {
  const text = effectiveSearch(input.textSearch);
  const where = and(...filters(input));
  // "desc nulls last" matches jobs_listing_idx, so the newest-first page reads 9 index entries, not the table.
  const newest = [sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`];
  const order = text
    ? [
      sql`ts_rank(${jobs.search}, websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('russian', ${text})) desc`,
      ...newest,
    ]
    : newest;
  const [rows, counted] = await Promise.all([
    db.select().from(jobs).where(where).orderBy(...order).limit(page.limit).offset(page.skip),
    db.execute<{ n: number | string }>(
      sql`select count(*) as n from (select 1 from ${jobs} where ${where} limit ${JOBS_COUNT_CAP + 1}) capped`,
    ),
  ]);
  const list = (counted as unknown as { rows?: Array<{ n: number | string }> }).rows ??
    (counted as unknown as Array<{ n: number | string }>);
  const matches = Number(list[0]?.n ?? 0);
  // Past the cap the count says nothing about later pages: a full page means there may be more.
  const isCapped = matches > JOBS_COUNT_CAP;
  const total = Math.max(Math.min(matches, JOBS_COUNT_CAP), page.skip + rows.length);
  return { jobs: rows, total, hasMore: isCapped ? rows.length === page.limit : page.skip + rows.length < total };
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
