// The catalogue lists' URLs: search, filters, sort and page as the query, read by the routes and the screens alike;
// anything malformed is dropped rather than refused, so an edited URL still shows a list.
import * as v from "valibot";
import { AdminCouponsFilterSchema, AdminProductsFilterSchema } from "../../domain/admin-catalogue.ts";
import type { AdminCouponsFilter, AdminProductsFilter } from "../../lib/graphql-types.generated.ts";

export type ProductsSearch = AdminProductsFilter & { page?: number };
export type CouponsSearch = AdminCouponsFilter & { page?: number };

function pageOf(search: Record<string, unknown>): number | undefined {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? page : undefined;
}

function pick(
  schema: { entries: Record<string, v.GenericSchema> },
  keys: readonly string[],
  search: Record<string, unknown>,
) {
  const result: Record<string, unknown> = {};
  for (const key of keys) {
    const value = search[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const parsed = v.safeParse(schema.entries[key], String(value));
    if (parsed.success && parsed.output !== null && parsed.output !== undefined) result[key] = parsed.output;
  }
  return result;
}

export function parseProductsSearch(search: Record<string, unknown>): ProductsSearch {
  const result = pick(AdminProductsFilterSchema, ["search", "category", "language", "status", "sort"], search);
  const page = pageOf(search);
  return { ...result, ...(page ? { page } : {}) } as ProductsSearch;
}

export function parseCouponsSearch(search: Record<string, unknown>): CouponsSearch {
  const result = pick(AdminCouponsFilterSchema, ["search", "kind", "sort"], search) as CouponsSearch;
  if (search.active === true || search.active === "true") result.active = true;
  if (search.active === false || search.active === "false") result.active = false;
  const page = pageOf(search);
  return { ...result, ...(page ? { page } : {}) };
}

/** The filter part (without the page). */
export function filterOf<T extends { page?: number }>(search: T): Omit<T, "page"> {
  const { page: _page, ...filter } = search;
  return filter;
}

/** The query string of a search ("" when empty). */
export function queryString(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The filter form's fields from the URL's search. */
export function draftOf(search: Record<string, unknown>): Record<string, string> {
  const draft: Record<string, string> = {};
  for (const [key, value] of Object.entries(filterOf(search))) {
    if (value !== undefined && value !== null) draft[key] = String(value);
  }
  return draft;
}
