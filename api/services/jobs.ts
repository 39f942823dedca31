// Job reads: a filtered page and its capped count; related rows for a whole page at once (DataLoaders).
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../db/client.ts";
import { countries, jobCategories, jobJobCategories, jobs } from "../../db/schema/index.ts";
import type { CountryRow } from "./geo.ts";
import { effectiveSearch, JOBS_COUNT_CAP } from "../../src/domain/jobs.ts";
import type { JobsInput } from "../../src/domain/jobs-input.ts";

export type JobRow = typeof jobs.$inferSelect;

const tsQuery = (text: string) =>
  sql`(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('russian', ${text}))`;

/** How a text search matches: full text (both languages), or — when full text finds nothing — title trigrams. */
type TextMatch = { kind: "fulltext" | "trigram"; text: string } | null;

function filters(input: JobsInput, match: TextMatch): SQL[] {
  const where: SQL[] = [eq(jobs.status, "PUBLISHED")];
  if (match?.kind === "fulltext") where.push(sql`${jobs.search} @@ ${tsQuery(match.text)}`);
  // Word similarity: the typed words against the closest part of the title ("cordinator" finds "Data Coordinator").
  // (Word by word would be faster but stricter: each word must reach 0.6, and "analist" is 0.5 from "analyst".)
  if (match?.kind === "trigram") where.push(sql`${match.text} <% ${jobs.title}`);
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

/**
 * A page of jobs (newest first) and the number of matches, capped. A text search
 * first asks whether full text finds anything; only if not does it fall back to title trigrams (misspellings), so
 * the two indexes are never scanned together.
 */
export async function searchJobs(db: DbOrTx, input: JobsInput, page: { skip: number; limit: number }) {
  const text = effectiveSearch(input.textSearch);
  let match: TextMatch = null;
  if (text) {
    const [hit] = rowsOf<{ found: boolean }>(
      await db.execute(sql`select exists (
      select 1 from ${jobs} where ${jobs.status} = 'PUBLISHED' and ${jobs.search} @@ ${tsQuery(text)}) as found`),
    );
    match = { kind: hit?.found ? "fulltext" : "trigram", text };
  }
  const where = and(...filters(input, match));
  // Jobs list newest first (spec: jobs sort latest), searches too: the page walks jobs_listing_idx ("desc nulls last"
  // matches it) and stops after a page instead of ranking every match. Then the rows with their categories and
  // country for those ids only.
  const pageIds = db.$with("page_ids").as(
    db.select({ id: jobs.id }).from(jobs).where(where)
      .orderBy(sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
      .limit(page.limit).offset(page.skip),
  );
  const pageQuery = db.with(pageIds).select({
    job: jobs,
    categories: sql<Array<{ id: number; name: string; engTrans: string }>>`coalesce((
        select json_agg(json_build_object('id', c.id, 'name', c.name, 'engTrans', c.eng_trans) order by c.id)
        from ${jobJobCategories} jc join ${jobCategories} c on c.id = jc.category_id where jc.job_id = ${jobs.id}), '[]'::json)`,
    country: sql<CountryRow | null>`(select json_build_object('id', k.id, 'rusTrans', k.rus_trans,
        'engTrans', k.eng_trans, 'isoCode', k.iso_code, 'region', k.region) from ${countries} k where k.id = ${jobs.countryId})`,
  }).from(pageIds).innerJoin(jobs, eq(jobs.id, pageIds.id)).orderBy(desc(jobs.postedAt), desc(jobs.id));
  const countQuery = () =>
    db.execute(sql`select count(*) as n from (select 1 from ${jobs} where ${where} limit ${JOBS_COUNT_CAP + 1}) capped`)
      .then((r) => Number(rowsOf<{ n: number | string }>(r)[0]?.n ?? 0));
  // The first page of a search that is not full already says how many match: the count is asked only otherwise.
  // (A misspelling's trigram scan is costly, so it waits for the page; other searches ask both at once.)
  let rows: Awaited<typeof pageQuery>;
  let matches: number;
  if (match?.kind === "trigram") {
    rows = await pageQuery;
    matches = page.skip === 0 && rows.length < page.limit ? rows.length : await countQuery();
  } else {
    [rows, matches] = await Promise.all([pageQuery, countQuery()]);
  }
  // Past the cap the count says nothing about later pages: a full page means there may be more.
  const isCapped = matches > JOBS_COUNT_CAP;
  const total = Math.max(Math.min(matches, JOBS_COUNT_CAP), page.skip + rows.length);
  return {
    jobs: rows.map((r) => r.job),
    related: rows.map((r) => ({ jobId: r.job.id, categories: r.categories, country: r.country })),
    total,
    hasMore: isCapped ? rows.length === page.limit : page.skip + rows.length < total,
  };
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

/** Countries that have published jobs, most jobs first (the jobs page's country chips, at most 50). */
export async function listJobCountries(db: DbOrTx) {
  return await db.select({ id: countries.id, rusTrans: countries.rusTrans, engTrans: countries.engTrans })
    .from(countries)
    .innerJoin(jobs, and(eq(jobs.countryId, countries.id), eq(jobs.status, "PUBLISHED")))
    .groupBy(countries.id)
    .orderBy(sql`count(*) desc`, countries.engTrans)
    .limit(50);
}
