// The articles and learning paths lists' URLs: search, filters, sort and page as the query, read by the routes and
// the screens alike; anything malformed is dropped rather than refused, so an edited URL still shows a list.
import * as v from "valibot";
import { AdminArticlesFilterSchema, AdminLearningPathsFilterSchema } from "../../domain/admin-articles.ts";
import type { AdminArticlesFilter, AdminLearningPathsFilter } from "../../lib/graphql-types.generated.ts";

export type ArticlesSearch = AdminArticlesFilter & { page?: number };
export type LearningPathsSearch = AdminLearningPathsFilter & { page?: number };

function textFields<T extends Record<string, unknown>>(
  entries: Record<string, v.GenericSchema>,
  keys: readonly string[],
  search: Record<string, unknown>,
): T {
  const result: Record<string, unknown> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const parsed = v.safeParse(entries[key], String(value));
    if (parsed.success && parsed.output !== null && parsed.output !== undefined) result[key] = parsed.output;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result as T;
}

export function parseArticlesSearch(search: Record<string, unknown>): ArticlesSearch {
  const result = textFields<ArticlesSearch>(
    AdminArticlesFilterSchema.entries,
    ["search", "status", "language", "readAccess", "sort"],
    search,
  );
  const featured = search.featured;
  if (featured === true || featured === "true") result.featured = true;
  if (featured === false || featured === "false") result.featured = false;
  return result;
}

export function parseLearningPathsSearch(search: Record<string, unknown>): LearningPathsSearch {
  return textFields<LearningPathsSearch>(
    AdminLearningPathsFilterSchema.entries,
    ["search", "status", "language", "sort"],
    search,
  );
}

/** The filter part (without the page) for the query. */
export function filterOf<T extends { page?: number }>(search: T): Omit<T, "page"> {
  const { page: _page, ...filter } = search;
  return filter;
}

/** The query string of a search ("" when empty). */
export function searchQueryString(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
