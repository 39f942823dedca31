// The article list's state in the URL: ?q=…&sort=popular&video=1&page=2.
import { ARTICLES_SEARCH_MIN } from "../../domain/articles.ts";
import { stringifySearch } from "../../lib/search-params.ts";
import type { ArticlesFilter } from "./queries.ts";

export type ArticlesSearch = { q?: string; sort?: "popular"; video?: "1"; page?: string };

export function parseArticlesSearch(search: Record<string, unknown>): ArticlesSearch {
  const out: ArticlesSearch = {};
  const q = typeof search.q === "string" ? search.q.trim().slice(0, 100) : "";
  if (q.length >= ARTICLES_SEARCH_MIN) out.q = q;
  if (search.sort === "popular") out.sort = "popular";
  if (search.video === "1") out.video = "1";
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 1000) out.page = String(page);
  return out;
}

export function articlesFilter(search: ArticlesSearch, language: "ru" | "en"): ArticlesFilter {
  return {
    language,
    sortOption: search.sort ?? "latest",
    withVideo: search.video ? true : undefined,
    textSearch: search.q,
  };
}

export const pageOf = (search: ArticlesSearch) => Number(search.page ?? 1);

export function articlesSearchString(search: ArticlesSearch): string {
  const { q, sort, video, page } = search;
  return stringifySearch({ q, sort, video, page: page === "1" ? undefined : page }) || "?";
}
