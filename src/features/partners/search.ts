// The partners list's state in the URL: ?q=…&category=hr,company&tag=1&country=5&language=en&sort=alphabeticallyAZ.
// Any change of filter or sort starts from the first page (the list's key changes with it).
import {
  DIRECTORY_SEARCH_MIN,
  DIRECTORY_SORTS,
  type DirectorySort,
  PARTNER_CATEGORIES,
} from "../../domain/directories.ts";
import { idListParam, listParam, stringifySearch } from "../../lib/search-params.ts";
import type { PartnersFilter } from "./queries.ts";

export type PartnersSearch = {
  q?: string;
  category?: string;
  tag?: string;
  country?: string;
  language?: string;
  sort?: DirectorySort;
};

export type PartnersListKey = "category" | "tag" | "country" | "language";
const LISTS: PartnersListKey[] = ["category", "tag", "country", "language"];

export function parsePartnersSearch(search: Record<string, unknown>): PartnersSearch {
  const out: PartnersSearch = {};
  const q = typeof search.q === "string" ? search.q.trim().slice(0, 100) : "";
  if (q.length >= DIRECTORY_SEARCH_MIN) out.q = q;
  const categories = listParam(search.category).filter((c) => (PARTNER_CATEGORIES as readonly string[]).includes(c));
  if (categories.length) out.category = categories.join(",");
  for (const key of ["tag", "country"] as const) {
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

/** The API input for a URL search (status fixed to Published by the server); empty selections become undefined. */
export function partnersFilterFromSearch(search: PartnersSearch): PartnersFilter {
  const list = (v: string | undefined) => (v ? v.split(",") : undefined);
  return {
    textSearch: search.q,
    partnerCompanyCategories: list(search.category),
    tags: list(search.tag),
    countriesIds: list(search.country),
    languages: list(search.language),
  };
}

export function partnersSearchString(search: PartnersSearch): string {
  const { q, category, tag, country, language, sort } = search;
  return stringifySearch({ q, category, tag, country, language, sort }) || "?";
}

export function togglePartnersFilter(search: PartnersSearch, key: PartnersListKey, value: string): string {
  const current = search[key] ? search[key]!.split(",") : [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return partnersSearchString({ ...search, [key]: next.join(",") || undefined });
}

export function activePartnersFilters(search: PartnersSearch): number {
  return LISTS.reduce((n, k) => n + (search[k]?.split(",").length ?? 0), 0);
}
