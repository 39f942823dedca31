// The jobs list's filters in the URL: ?q=…&category=1,2&region=Europe&country=3&tag=remote&un=1&access=FELLOW, and
// the page the list starts at (?page=3: Show more's own address, so the list is crawlable without JavaScript).
// Parsing drops what is not valid (so a hand-edited link still opens), and building the link from a filter gives
// the one canonical order, so a search can be shared and the back button steps through changes.
import type { ReadAccess } from "../../domain/access.ts";
import { REGIONS } from "../../domain/enums.ts";
import { JOBS_SEARCH_MIN } from "../../domain/jobs.ts";
import { idListParam, listParam, stringifySearch } from "../../lib/search-params.ts";
import type { JobsFilter } from "./queries.ts";

export type JobsSearch = {
  q?: string;
  category?: string;
  region?: string;
  country?: string;
  tag?: string;
  un?: string;
  access?: string;
  page?: string;
};

/** The furthest page an address may name (a crawler walks the list page by page; past the end it is empty). */
const MAX_PAGE = 1000;

const ACCESS: ReadAccess[] = ["UNANYMOUS", "AUTHORIZED", "FELLOW"];

export function parseJobsSearch(search: Record<string, unknown>): JobsSearch {
  const q = typeof search.q === "string" ? search.q.trim().slice(0, 100) : "";
  const out: JobsSearch = {};
  if (q.length >= JOBS_SEARCH_MIN) out.q = q;
  const category = idListParam(search.category);
  if (category.length) out.category = category.join(",");
  const region = listParam(search.region).filter((r) => (REGIONS as readonly string[]).includes(r));
  if (region.length) out.region = region.join(",");
  const country = idListParam(search.country);
  if (country.length) out.country = country.join(",");
  const tag = listParam(search.tag).filter((t) => /^[a-z0-9-]{1,50}$/.test(t)).slice(0, 20);
  if (tag.length) out.tag = tag.join(",");
  if (search.un === "1" || search.un === "0") out.un = search.un;
  const access = listParam(search.access).filter((a) => ACCESS.includes(a as ReadAccess));
  if (access.length) out.access = access.join(",");
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= MAX_PAGE) out.page = String(page);
  return out;
}

/** The API input for a URL search; empty selections become undefined (spec 01 §5). */
export function filterFromSearch(search: JobsSearch): JobsFilter {
  const list = (v: string | undefined) => (v ? v.split(",") : undefined);
  return {
    textSearch: search.q,
    jobCategories: list(search.category),
    regions: list(search.region),
    tags: list(search.tag),
    countriesIds: list(search.country),
    isUN: search.un === undefined ? undefined : search.un === "1",
    readAccess: list(search.access) as ReadAccess[] | undefined,
  };
}

/** The query string for a search with one list value switched on or off. */
export function toggleInSearch(
  search: JobsSearch,
  key: "category" | "region" | "country" | "tag" | "access",
  value: string,
) {
  const current = search[key] ? search[key]!.split(",") : [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return jobsSearchString({ ...search, [key]: next.join(",") || undefined });
}

/** The page the list starts at (1 without ?page). */
export const pageOf = (search: JobsSearch) => Number(search.page ?? 1);

/**
 * The query string of a search. The page is named only when given: a filter or search change builds its link from
 * the current search and so starts from the first page.
 */
export function jobsSearchString(search: JobsSearch, page?: number): string {
  const { q, category, region, country, tag, un, access } = search;
  return stringifySearch({
    q,
    category,
    region,
    country,
    tag,
    un,
    access,
    page: page && page > 1 ? page : undefined,
  }) ||
    "?";
}

export function activeFilterCount(search: JobsSearch): number {
  return ["category", "region", "country", "tag", "access"].reduce(
    (n, k) => n + (search[k as keyof JobsSearch]?.split(",").length ?? 0),
    search.un ? 1 : 0,
  );
}
