// Jobs: how a job is read. Its columns, the one rule for which jobs the public lists show, a job with its categories
// and country in one statement (and the categories of a page of jobs at once, for the DataLoader), and the lists the
// filters offer. The search is search.ts, saved jobs are favourites.ts, views are counted in view-counter.ts.
import { and, eq, getTableColumns, gt, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../../db/client.ts";
import { countries, jobCategories, jobJobCategories, jobs } from "../../../db/schema/index.ts";
import type { CountryRow } from "../geo.ts";

// Every column but the search vector (large, and only the database reads it).
const { search: _search, ...columns } = getTableColumns(jobs);
export const JOB_COLUMNS = columns;
export type JobRow = Omit<typeof jobs.$inferSelect, "search">;

/**
 * The one rule for which jobs the public lists show (search, filters, the home carousel, similar jobs, the sitemap):
 * published, and still open at `now` — an expired vacancy leaves every list on its own, with nobody archiving it.
 * Its page stays reachable by its address with a "Vacancy closed" note (findJobWithRelated).
 */
export function listedJobs(now: Date | SQL): SQL {
  const at = now instanceof Date ? sql`${now.toISOString()}::timestamptz` : now;
  return and(eq(jobs.status, "PUBLISHED"), or(isNull(jobs.openUntil), gt(jobs.openUntil, at)))!;
}

export type JobCategoryRef = { id: number; name: string; engTrans: string };

// Always qualified: in a select from jobs alone drizzle writes a bare "id", which inside these subqueries would name
// the category's own id.
const JOB_ID = sql.raw(`"jobs"."id"`);
const JOB_COUNTRY_ID = sql.raw(`"jobs"."country_id"`);
const CATEGORIES_OF_JOB = sql<JobCategoryRef[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name, 'engTrans', c.eng_trans) order by c.id)
  from ${jobJobCategories} jc join ${jobCategories} c on c.id = jc.category_id where jc.job_id = ${JOB_ID}), '[]'::json)`;
const COUNTRY_OF_JOB = sql<CountryRow | null>`(select json_build_object('id', k.id, 'rusTrans', k.rus_trans,
  'engTrans', k.eng_trans, 'isoCode', k.iso_code, 'region', k.region) from ${countries} k where k.id = ${JOB_COUNTRY_ID})`;

/** A job's columns with its categories and country, selected in its own row. */
export const JOB_WITH_RELATED = { job: JOB_COLUMNS, categories: CATEGORIES_OF_JOB, country: COUNTRY_OF_JOB };

/** What rows read with JOB_WITH_RELATED bring along for each job: its categories and country, by job id. */
export const relatedOf = (rows: Array<{ job: JobRow; categories: JobCategoryRef[]; country: CountryRow | null }>) =>
  rows.map((r) => ({ jobId: r.job.id, categories: r.categories, country: r.country }));

/**
 * A published job with its categories and country, in one statement (the job page asks for all three). An expired
 * vacancy is still found: a shared or saved link opens its page, which says "Vacancy closed" and offers no apply link.
 */
export async function findJobWithRelated(db: DbOrTx, id: number) {
  const [row] = await db.select(JOB_WITH_RELATED).from(jobs).where(and(eq(jobs.id, id), eq(jobs.status, "PUBLISHED")));
  return row ? { job: row.job, related: relatedOf([row])[0] } : null;
}

export async function findJobById(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await db.select(JOB_COLUMNS).from(jobs).where(and(eq(jobs.id, id), eq(jobs.status, "PUBLISHED")));
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

/** Countries that have listed jobs, most jobs first (the jobs page's country chips, at most 50). */
export async function listJobCountries(db: DbOrTx, now: Date) {
  return await db.select({ id: countries.id, rusTrans: countries.rusTrans, engTrans: countries.engTrans })
    .from(countries)
    .innerJoin(jobs, and(eq(jobs.countryId, countries.id), listedJobs(now)))
    .groupBy(countries.id)
    .orderBy(sql`count(*) desc`, countries.engTrans)
    .limit(50);
}

/** The tags listed jobs carry (GetTags). */
export async function listJobTags(db: DbOrTx, now: Date): Promise<string[]> {
  const rows = rowsOf<{ tag: string }>(
    await db.execute(sql`select distinct unnest(${jobs.tags}) as tag from ${jobs} where ${listedJobs(now)}
      order by 1`),
  );
  return rows.map((r) => r.tag);
}
