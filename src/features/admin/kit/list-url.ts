// A back-office list's URL as the screen reads it: the search parsed with the list's own reader, the filter (without
// the page) for the query, the page, and the address of another page that keeps the filter. useListQuery adds the
// page of the list the server answers for it: a list screen is its URL reader and its query.
import { type QueryKey, useSuspenseQuery, type UseSuspenseQueryOptions } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import type { Gql } from "../../../lib/gql.ts";
import { usePageLocation } from "../../../lib/page-location.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { listFilterOf, listQueryString } from "./list-search.ts";

export type ListUrl<S extends { page?: number }> = ReturnType<typeof useListUrl<S>>;

export function useListUrl<S extends { page?: number }>(
  /** The list's reading of its URL (parseListSearch with its schema). */
  parse: (search: Record<string, unknown>) => S,
) {
  const { pathname } = usePageLocation();
  const search = parse(useSearch({ strict: false }) as Record<string, unknown>);
  const filter = listFilterOf(search);
  const page = search.page ?? 1;
  const hrefOf = (n: number) => `${pathname}${listQueryString({ ...filter, page: n })}`;
  return {
    search,
    filter,
    page,
    parse,
    /** The pager of a list the server answered (ListScreen's `pager`, ListPager's props but the total). */
    pager: (list: { pageSize: number }) => ({ page, pageSize: list.pageSize, hrefOf }),
  };
}

/** The list's URL and the page the server answers for it (`query`: the group's query options by filter and page). */
export function useListQuery<S extends { page?: number }, TData, TKey extends QueryKey>(
  parse: (search: Record<string, unknown>) => S,
  query: (gql: Gql, filter: Omit<S, "page">, page: number) => UseSuspenseQueryOptions<TData, Error, TData, TKey>,
) {
  const url = useListUrl(parse);
  const list = useSuspenseQuery(query(useGql(), url.filter, url.page)).data;
  return { url, list };
}
