// The catalogue lists' URLs (search, filters, sort and page).
import { AdminCouponsFilterSchema, AdminProductsFilterSchema } from "../../../domain/admin-catalogue.ts";
import type { AdminCouponsFilter, AdminProductsFilter } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type ProductsSearch = Paged<AdminProductsFilter>;
export type CouponsSearch = Paged<AdminCouponsFilter>;

export const parseProductsSearch = (search: Record<string, unknown>): ProductsSearch =>
  parseListSearch(AdminProductsFilterSchema, { text: ["search", "category", "language", "status", "sort"] }, search);
export const parseCouponsSearch = (search: Record<string, unknown>): CouponsSearch =>
  parseListSearch(AdminCouponsFilterSchema, { text: ["search", "kind", "sort"], flags: ["active"] }, search);
export const filterOf = listFilterOf;
export const queryString = listQueryString;
