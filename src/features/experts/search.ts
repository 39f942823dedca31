// The experts list's state in the URL: ?q=…&activity=1,2&request=3&company=4&country=5&language=en&sort=alphabeticallyAZ.
// Parsing drops what is not valid; building the link gives one canonical order (as the jobs list does).
import { DIRECTORY_SEARCH_MIN, DIRECTORY_SORTS, type DirectorySort } from "../../domain/directories.ts";
import { idListParam, listParam, stringifySearch } from "../../lib/search-params.ts";
import type { ExpertsFilter } from "./queries.ts";

export type ExpertsSearch = {
  q?: string;
  activity?: string;
  request?: string;
  company?: string;
  country?: string;
  language?: string;
  sort?: DirectorySort;
};

export type ExpertsListKey = "activity" | "request" | "company" | "country" | "language";
const LISTS: ExpertsListKey[] = ["activity", "request", "company", "country", "language"];

export function parseExpertsSearch(search: Record<string, unknown>): ExpertsSearch {
  const out: ExpertsSearch = {};
  const q = typeof search.q === "string" ? search.q.trim().slice(0, 100) : "";
  if (q.length >= DIRECTORY_SEARCH_MIN) out.q = q;
  for (const key of ["activity", "request", "company", "country"] as const) {
    const list = idListParam(search[key]);
    if (list.length) out[key] = list.join(",");
  }
  const languages = listParam(search.language).filter((l) => /^[a-z]{2}$/.test(l)).slice(0, 20);
  if (languages.length) out.language = languages.join(",");
  if ((DIRECTORY_SORTS as readonly unknown[]).includes(search.sort) && search.sort !== "latest") {
    out.sort = search.sort as DirectorySort;
  }
  return out;
}

/** The API input for a URL search; empty selections become undefined (spec 01 §5). */
export function expertsFilterFromSearch(search: ExpertsSearch): ExpertsFilter {
  const list = (v: string | undefined) => (v ? v.split(",") : undefined);
  return {
    textSearch: search.q,
    expertActivities: list(search.activity),
    expertRequests: list(search.request),
    expertCompanies: list(search.company),
    countriesIds: list(search.country),
    languages: list(search.language),
  };
}

export function expertsSearchString(search: ExpertsSearch): string {
  const { q, activity, request, company, country, language, sort } = search;
  return stringifySearch({ q, activity, request, company, country, language, sort }) || "?";
}

export function toggleExpertsFilter(search: ExpertsSearch, key: ExpertsListKey, value: string): string {
  const current = search[key] ? search[key]!.split(",") : [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return expertsSearchString({ ...search, [key]: next.join(",") || undefined });
}

export function activeExpertsFilters(search: ExpertsSearch): number {
  return LISTS.reduce((n, k) => n + (search[k]?.split(",").length ?? 0), 0);
}
