// Jobs: the search (getJobs). A filtered page and its capped count, as the viewer's tier may search them, with a
// misspelt search corrected to the closest title words, and the anonymous visitor's preview of open jobs first. Each
// combination of filters has its two statements built once and prepared.
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../../db/client.ts";
import { countries, jobCategories, jobJobCategories, jobs, jobTitleWords } from "../../../db/schema/index.ts";
import type { CountryRow } from "../geo.ts";
import { effectiveSearch, JOBS_COUNT_CAP } from "../../../src/domain/jobs.ts";
import type { JobsInput } from "../../../src/domain/jobs-input.ts";
import { readableLevels } from "../../../src/domain/access.ts";
import { READ_ACCESS_LEVELS } from "../../../src/domain/enums.ts";
import type { ViewerTier } from "../../../src/domain/viewer.ts";
import { JOB_COLUMNS, type JobCategoryRef, listedJobs, relatedOf } from "./jobs.ts";

const tsQuery = (text: string) =>
  sql`(websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('russian', ${text}))`;

/**
 * How a text search matches: full text (both languages) as typed; or, when that finds nothing, full text with each
 * typed word widened to its closest title words (misspellings, decision 030) — `query` is that tsquery as
 * text; or nothing at all (the text has no word to search for).
 */
export type TextMatch = { kind: "fulltext"; text: string } | { kind: "corrected"; query: string } | {
  kind: "nothing";
} | null;

/** Which filters a search uses: each shape's two statements are built once and reused (prepared). */
type Shape = {
  text: "fulltext" | "corrected" | null;
  categories: boolean;
  regions: boolean;
  tags: boolean;
  countries: boolean;
  isUN: boolean;
  readAccess: boolean;
  /** The viewer may not read every level's gated fields: gated text matches only on jobs the viewer may open. */
  restricted: boolean;
};

const P = sql.placeholder;

/**
 * What every viewer may read of a job's searchable text: its title (company and description are gated). The search
 * vector (title, company, description) is probed through its index; a hit on a job the viewer may not open counts
 * only when the title alone matches, computed for those rows only.
 */
const PUBLIC_TEXT = sql`(to_tsvector('english', coalesce(${jobs.title}, '')) ||
  to_tsvector('russian', coalesce(${jobs.title}, '')))`;

/** The search matches `query` in what the viewer may read: everything on a job they may open, else the title. */
const matchesReadable = (query: SQL, readable: SQL) =>
  sql`(${jobs.search} @@ ${query} and (${jobs.readAccess} = any(${readable}::read_access[]) or ${PUBLIC_TEXT} @@ ${query}))`;

function whereFor(shape: Shape): SQL | undefined {
  const where: SQL[] = [listedJobs(sql`${P("now")}::timestamptz`)];
  const query = shape.text === "fulltext"
    ? sql`(websearch_to_tsquery('english', ${P("text")}) || websearch_to_tsquery('russian', ${P("text")}))`
    // The corrected words, as a tsquery built by matchText: the same index as a search spelt right.
    : shape.text === "corrected"
    ? sql`${P("text")}::tsquery`
    : null;
  if (query) {
    where.push(shape.restricted ? matchesReadable(query, sql`${P("readable")}`) : sql`${jobs.search} @@ ${query}`);
  }
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

function buildStatements(db: DbOrTx, shape: Shape, name: string) {
  const where = whereFor(shape);
  // First the page's ids (newest first: "desc nulls last" matches jobs_listing_idx, so the scan stops after a page),
  // then the rows with their categories and country for those ids only.
  const pageIds = db.$with("page_ids").as(
    db.select({ id: jobs.id }).from(jobs).where(where)
      .orderBy(sql`${jobs.postedAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
      .limit(P("limit")).offset(P("offset")),
  );
  // The page's categories in one grouped join, and the countries joined: as a subquery per job, PGlite built a hash
  // of the categories again for every row (a third of the home page's SQL time; 5.9 -> 3.3 ms for 18 jobs).
  const pageCategories = db.$with("page_categories").as(
    db.select({
      jobId: jobJobCategories.jobId,
      list: sql<JobCategoryRef[]>`json_agg(json_build_object('id', ${jobCategories.id}, 'name', ${jobCategories.name},
        'engTrans', ${jobCategories.engTrans}) order by ${jobCategories.id})`.as("list"),
    }).from(jobJobCategories).innerJoin(jobCategories, eq(jobCategories.id, jobJobCategories.categoryId))
      .where(inArray(jobJobCategories.jobId, db.select({ id: pageIds.id }).from(pageIds)))
      .groupBy(jobJobCategories.jobId),
  );
  const page = db.with(pageIds, pageCategories).select({
    job: JOB_COLUMNS,
    categories: sql<JobCategoryRef[]>`coalesce(${pageCategories.list}, '[]'::json)`,
    country: sql<CountryRow | null>`case when ${countries.id} is null then null else json_build_object('id',
      ${countries.id}, 'rusTrans', ${countries.rusTrans}, 'engTrans', ${countries.engTrans}, 'isoCode',
      ${countries.isoCode}, 'region', ${countries.region}) end`,
  })
    .from(pageIds).innerJoin(jobs, eq(jobs.id, pageIds.id))
    .leftJoin(pageCategories, eq(pageCategories.jobId, jobs.id))
    .leftJoin(countries, eq(countries.id, jobs.countryId))
    .orderBy(desc(jobs.postedAt), desc(jobs.id))
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
 * Each typed word (split as the title dictionary is) with its closest title words: the word itself when the titles
 * have it, else the word and up to 3 title words at trigram similarity 0.3 or more (pg_trgm's `%`, nearest first), so
 * "oficer" becomes officer | office. A word's alternatives are OR-ed, the words AND-ed, each alternative in both
 * languages; words with no lexeme (stop words) drop out. The answer is tsquery text (null: no word left).
 */
const correctedQuery = (text: string) =>
  sql`(select string_agg('(' || alts || ')', ' & ')
    from unnest(tsvector_to_array(to_tsvector('simple', ${text}))) as typed(word)
    cross join lateral (
      select string_agg(distinct '(' || q::text || ')', ' | ') as alts
      from (
        select typed.word
        union
        (select d.word from ${jobTitleWords} d
          where d.word % typed.word and not exists (select 1 from ${jobTitleWords} e where e.word = typed.word)
          order by d.word <-> typed.word limit 3)
      ) a
      cross join lateral (values (plainto_tsquery('english', a.word)), (plainto_tsquery('russian', a.word))) v(q)
      where numnode(q) > 0
    ) corrected
    where alts is not null)`;

/**
 * How a text search matches, in one statement: full text when it finds anything as typed (one index probe), else
 * the corrected words (computed only then: the CASE never runs its subquery when the probe found something).
 */
async function matchText(db: DbOrTx, input: JobsInput, tier: ViewerTier, now: Date): Promise<TextMatch> {
  const text = effectiveSearch(input.textSearch);
  if (!text) return null;
  // The probe sees what the search will: a hidden company's name is no "hit" that would skip the correction.
  const readable = readableLevels(tier);
  const found = readable.length < READ_ACCESS_LEVELS.length
    ? matchesReadable(tsQuery(text), sql`${`{${readable.join(",")}}`}`)
    : sql`${jobs.search} @@ ${tsQuery(text)}`;
  const [hit] = rowsOf<{ found: boolean; corrected: string | null }>(
    await db.execute(sql`with probe as materialized (
      select exists (
        select 1 from ${jobs} where ${listedJobs(now)} and ${found}) as found)
      select found, case when found then null else ${correctedQuery(text)} end as corrected from probe`),
  );
  if (hit?.found) return { kind: "fulltext", text };
  return hit?.corrected ? { kind: "corrected", query: hit.corrected } : { kind: "nothing" };
}

function shapeOf(input: JobsInput, match: TextMatch, tier: ViewerTier): Shape {
  return {
    restricted: readableLevels(tier).length < READ_ACCESS_LEVELS.length,
    text: match?.kind === "fulltext" || match?.kind === "corrected" ? match.kind : null,
    categories: Boolean(input.jobCategories?.length),
    regions: Boolean(input.regions?.length),
    tags: Boolean(input.tags?.length),
    countries: Boolean(input.countriesIds?.length),
    isUN: input.isUN !== undefined,
    readAccess: Boolean(input.readAccess?.length),
  };
}

function valuesOf(
  input: JobsInput,
  match: TextMatch,
  page: { skip: number; limit: number },
  tier: ViewerTier,
  now: Date,
) {
  return {
    now: now.toISOString(),
    readable: readableLevels(tier),
    text: match?.kind === "fulltext" ? match.text : match?.kind === "corrected" ? match.query : undefined,
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

/**
 * getJobs: a page of jobs (newest first) as the viewer's tier may search them, where an anonymous visitor's first page
 * starts with up to `previewLimit` jobs they can open (each job listed once), with the page's place among the matches.
 */
export async function jobsPage(
  db: DbOrTx,
  input: JobsInput,
  page: { skip: number; limit: number },
  tier: ViewerTier,
  previewLimit: number,
  /** False when nobody asked for the total (a carousel, similar jobs): no count statement; a full page may have more. */
  withCount: boolean,
  /** Jobs whose openUntil has passed by now are not listed. */
  now: Date,
) {
  const found = await searchJobs(db, input, page, tier, withCount, now);
  const { total, hasMore } = found;
  let { jobs, related } = found;
  if (tier === "anonymous" && page.skip === 0 && previewLimit > 0) {
    const open = await openJobsPreview(db, input, found.match, previewLimit, now);
    const pinned = new Set(open.jobs.map((j) => j.id));
    jobs = [...open.jobs, ...jobs.filter((j) => !pinned.has(j.id))];
    related = [...open.related, ...related.filter((r) => !pinned.has(r.jobId))];
  }
  const totalPages = Math.ceil(total / page.limit);
  const currentPage = Math.floor(page.skip / page.limit) + 1;
  return {
    jobs,
    related,
    meta: {
      hasNextPage: hasMore,
      hasPrevPage: page.skip > 0,
      totalItems: total,
      totalPages,
      currentPage,
      nextPage: hasMore ? currentPage + 1 : null,
      prevPage: page.skip > 0 ? currentPage - 1 : null,
    },
  };
}

/**
 * A page of jobs (newest first) and the number of matches, capped, as the viewer's tier may search them: text matches
 * a job's gated fields only where that tier may read them.
 */
async function searchJobs(
  db: DbOrTx,
  input: JobsInput,
  page: { skip: number; limit: number },
  tier: ViewerTier,
  withCount: boolean,
  now: Date,
) {
  const match = await matchText(db, input, tier, now);
  if (match?.kind === "nothing") return { jobs: [], related: [], match, total: 0, hasMore: false };
  const shape = shapeOf(input, match, tier);
  const values = valuesOf(input, match, page, tier, now);
  const statements = statementsFor(db, shape);
  const [rows, matches] = await Promise.all([
    statements.page.execute(values),
    withCount ? statements.count.execute(values).then((r) => Number(r[0]?.n ?? 0)) : null,
  ]);
  // Uncounted, or past the cap (the count then says nothing about later pages): a full page means there may be more.
  const isCapped = matches === null || matches > JOBS_COUNT_CAP;
  const total = Math.max(Math.min(matches ?? 0, JOBS_COUNT_CAP), page.skip + rows.length);
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
async function openJobsPreview(db: DbOrTx, input: JobsInput, match: TextMatch, limit: number, now: Date) {
  if (
    limit <= 0 || match?.kind === "nothing" || (input.readAccess?.length && !input.readAccess.includes("UNANYMOUS"))
  ) {
    return { jobs: [], related: [] };
  }
  // Open jobs only: every viewer may read all of their text, so the search needs no restriction.
  const scoped: JobsInput = { ...input, readAccess: ["UNANYMOUS"] };
  const rows = await statementsFor(db, shapeOf(scoped, match, "fellow")).page.execute(
    valuesOf(scoped, match, { skip: 0, limit }, "fellow", now),
  );
  return { jobs: rows.map((r) => r.job), related: relatedOf(rows) };
}
