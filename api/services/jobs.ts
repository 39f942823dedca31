// Job reads: a filtered page and its capped count; related rows for a whole page at once (DataLoaders).
import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../db/client.ts";
import { countries, favouriteJobs, jobCategories, jobJobCategories, jobs } from "../../db/schema/index.ts";
import type { CountryRow } from "./geo.ts";
import { effectiveSearch, JOBS_COUNT_CAP } from "../../src/domain/jobs.ts";
import type { JobsInput } from "../../src/domain/jobs-input.ts";

// Every column but the search vector (large, and only the database reads it).
const { search: _search, ...JOB_COLUMNS } = getTableColumns(jobs);
export type JobRow = Omit<typeof jobs.$inferSelect, "search">;

const tsQuery = (text: string) =>
  sql`(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('russian', ${text}))`;

/** How a text search matches: full text (both languages), or — when full text finds nothing — title trigrams. */
export type TextMatch = { kind: "fulltext" | "trigram"; text: string } | null;

/** Which filters a search uses: each shape's two statements are built once and reused (prepared). */
type Shape = {
  text: "fulltext" | "trigram" | null;
  categories: boolean;
  regions: boolean;
  tags: boolean;
  countries: boolean;
  isUN: boolean;
  readAccess: boolean;
};

const P = sql.placeholder;

function whereFor(shape: Shape): SQL | undefined {
  const where: SQL[] = [eq(jobs.status, "PUBLISHED")];
  if (shape.text === "fulltext") {
    where.push(
      sql`${jobs.search} @@ (websearch_to_tsquery('english', ${P("text")}) || websearch_to_tsquery('russian', ${
        P("text")
      }))`,
    );
  }
  // Word similarity: the typed words against the closest part of the title ("cordinator" finds "Data Coordinator").
  // (Word by word would be faster but stricter: each word must reach 0.6, and "analist" is 0.5 from "analyst".)
  if (shape.text === "trigram") where.push(sql`${P("text")} <% ${jobs.title}`);
  if (shape.categories) {
    where.push(sql`exists (select 1 from ${jobJobCategories} where ${jobJobCategories.jobId} = ${jobs.id}
      and ${jobJobCategories.categoryId} = any(${P("categories")}::int[]))`);
  }
  if (shape.regions) where.push(sql`${jobs.regions} && ${P("regions")}::text[]`);
  if (shape.tags) where.push(sql`${jobs.tags} && ${P("tags")}::text[]`);
  if (shape.countries) where.push(sql`${jobs.countryId} = any(${P("countries")}::int[])`);
  if (shape.isUN) where.push(sql`${jobs.isUN} = ${P("isUN")}`);
  if (shape.readAccess) where.push(sql`${jobs.readAccess} = any(${P("readAccess")}::read_access[])`);
  return and(...where);
}

type JobCategoryRef = { id: number; name: string; engTrans: string };

const CATEGORIES_OF_JOB = sql<JobCategoryRef[]>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name, 'engTrans', c.eng_trans) order by c.id)
  from ${jobJobCategories} jc join ${jobCategories} c on c.id = jc.category_id where jc.job_id = ${jobs.id}), '[]'::json)`;
const COUNTRY_OF_JOB = sql<CountryRow | null>`(select json_build_object('id', k.id, 'rusTrans', k.rus_trans,
  'engTrans', k.eng_trans, 'isoCode', k.iso_code, 'region', k.region) from ${countries} k where k.id = ${jobs.countryId})`;

function buildStatements(db: DbOrTx, shape: Shape, name: string) {
  const where = whereFor(shape);
  // First the page's ids (newest first: "desc nulls last" matches jobs_listing_idx, so the scan stops after a page),
  // then the rows with their categories and country for those ids only.
  const pageIds = db.$with("page_ids").as(
    db.select({ id: jobs.id }).from(jobs).where(where)
      .orderBy(sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
      .limit(P("limit")).offset(P("offset")),
  );
  const page = db.with(pageIds).select({ job: JOB_COLUMNS, categories: CATEGORIES_OF_JOB, country: COUNTRY_OF_JOB })
    .from(pageIds).innerJoin(jobs, eq(jobs.id, pageIds.id)).orderBy(desc(jobs.postedAt), desc(jobs.id))
    .prepare(`${name}_page`);
  const count = db.select({ n: sql<number | string>`count(*)` })
    .from(db.select({ one: sql`1` }).from(jobs).where(where).limit(JOBS_COUNT_CAP + 1).as("capped"))
    .prepare(`${name}_count`);
  return { page, count };
}

const statementCache = new WeakMap<object, Map<string, ReturnType<typeof buildStatements>>>();

function statementsFor(db: DbOrTx, shape: Shape) {
  let byShape = statementCache.get(db);
  if (!byShape) statementCache.set(db, byShape = new Map());
  const key = JSON.stringify(shape);
  let statements = byShape.get(key);
  if (!statements) byShape.set(key, statements = buildStatements(db, shape, `jobs_search_${byShape.size}`));
  return statements;
}

/**
 * A page of jobs (newest first) and the number of matches, capped. A text search
 * first asks whether full text finds anything; only if not does it fall back to title trigrams (misspellings), so
 * the two indexes are never scanned together.
 */
/**
 * How a text search matches: full text when it finds anything (asked first, one index probe), else title trigrams
 * (misspellings), so the two indexes are never scanned together.
 */
export async function matchText(db: DbOrTx, input: JobsInput): Promise<TextMatch> {
  const text = effectiveSearch(input.textSearch);
  if (!text) return null;
  const [hit] = rowsOf<{ found: boolean }>(
    await db.execute(sql`select exists (
      select 1 from ${jobs} where ${jobs.status} = 'PUBLISHED' and ${jobs.search} @@ ${tsQuery(text)}) as found`),
  );
  return { kind: hit?.found ? "fulltext" : "trigram", text };
}

function shapeOf(input: JobsInput, match: TextMatch): Shape {
  return {
    text: match?.kind ?? null,
    categories: Boolean(input.jobCategories?.length),
    regions: Boolean(input.regions?.length),
    tags: Boolean(input.tags?.length),
    countries: Boolean(input.countriesIds?.length),
    isUN: input.isUN !== undefined,
    readAccess: Boolean(input.readAccess?.length),
  };
}

function valuesOf(input: JobsInput, match: TextMatch, page: { skip: number; limit: number }) {
  return {
    text: match?.text,
    categories: input.jobCategories,
    regions: input.regions,
    tags: input.tags,
    countries: input.countriesIds,
    isUN: input.isUN,
    readAccess: input.readAccess,
    limit: page.limit,
    offset: page.skip,
  };
}

const relatedOf = (rows: Array<{ job: JobRow; categories: JobCategoryRef[]; country: CountryRow | null }>) =>
  rows.map((r) => ({ jobId: r.job.id, categories: r.categories, country: r.country }));

/**
 * A page of jobs (newest first) and the number of matches, capped. `match` comes from matchText (asked here when not
 * given).
 */
export async function searchJobs(
  db: DbOrTx,
  input: JobsInput,
  page: { skip: number; limit: number },
  given?: TextMatch,
) {
  const match = given === undefined ? await matchText(db, input) : given;
  const shape = shapeOf(input, match);
  const values = valuesOf(input, match, page);
  const statements = statementsFor(db, shape);
  const countQuery = () => statements.count.execute(values).then((r) => Number(r[0]?.n ?? 0));
  // The first page of a search that is not full already says how many match: the count is asked only otherwise.
  // (A misspelling's trigram scan is costly, so it waits for the page; other searches ask both at once.)
  let rows: Awaited<ReturnType<typeof statements.page.execute>>;
  let matches: number;
  if (match?.kind === "trigram") {
    rows = await statements.page.execute(values);
    matches = page.skip === 0 && rows.length < page.limit ? rows.length : await countQuery();
  } else {
    [rows, matches] = await Promise.all([statements.page.execute(values), countQuery()]);
  }
  // Past the cap the count says nothing about later pages: a full page means there may be more.
  const isCapped = matches > JOBS_COUNT_CAP;
  const total = Math.max(Math.min(matches, JOBS_COUNT_CAP), page.skip + rows.length);
  return {
    jobs: rows.map((r) => r.job),
    related: relatedOf(rows),
    match,
    total,
    hasMore: isCapped ? rows.length === page.limit : page.skip + rows.length < total,
  };
}

/**
 * The anonymous preview: up to `limit` of the newest jobs open to everyone that match the same search, shown first
 * to anonymous visitors (spec: "adds up to 3 anonymous jobs, de-duplicated by id"). One statement, no count.
 */
export async function openJobsPreview(db: DbOrTx, input: JobsInput, match: TextMatch, limit: number) {
  if (limit <= 0 || (input.readAccess?.length && !input.readAccess.includes("UNANYMOUS"))) {
    return { jobs: [], related: [] };
  }
  const scoped: JobsInput = { ...input, readAccess: ["UNANYMOUS"] };
  const rows = await statementsFor(db, shapeOf(scoped, match)).page.execute(
    valuesOf(scoped, match, { skip: 0, limit }),
  );
  return { jobs: rows.map((r) => r.job), related: relatedOf(rows) };
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

/** Countries that have published jobs, most jobs first (the jobs page's country chips, at most 50). */
export async function listJobCountries(db: DbOrTx) {
  return await db.select({ id: countries.id, rusTrans: countries.rusTrans, engTrans: countries.engTrans })
    .from(countries)
    .innerJoin(jobs, and(eq(jobs.countryId, countries.id), eq(jobs.status, "PUBLISHED")))
    .groupBy(countries.id)
    .orderBy(sql`count(*) desc`, countries.engTrans)
    .limit(50);
}

/** The tags published jobs carry (GetTags). */
export async function listJobTags(db: DbOrTx): Promise<string[]> {
  const rows = rowsOf<{ tag: string }>(
    await db.execute(sql`select distinct unnest(${jobs.tags}) as tag from ${jobs} where ${jobs.status} = 'PUBLISHED'
      order by 1`),
  );
  return rows.map((r) => r.tag);
}

/** A user's saved jobs, most recently saved first, with their categories and country (one statement). */
export async function listFavouriteJobs(db: DbOrTx, userId: string) {
  const rows = await db.select({ job: JOB_COLUMNS, categories: CATEGORIES_OF_JOB, country: COUNTRY_OF_JOB })
    .from(favouriteJobs).innerJoin(jobs, eq(jobs.id, favouriteJobs.jobId))
    .where(and(eq(favouriteJobs.userId, userId), eq(jobs.status, "PUBLISHED")))
    .orderBy(desc(favouriteJobs.createdAt)).limit(200);
  return { jobs: rows.map((r) => r.job), related: relatedOf(rows) };
}
