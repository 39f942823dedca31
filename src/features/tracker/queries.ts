// The tracker page's data: the viewer's items (up to 500, filtered on the server, paged in the page), the countries
// their items name (the filter) and all countries (the cells and the create form), with the cache edits that keep
// every loaded list true after a create, an edit or a delete.
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { Locale } from "../../domain/locale.ts";
import { TRACKER_DEFAULT_PAGE_SIZE, TRACKER_FETCH_LIMIT } from "../../domain/tracker.ts";
import {
  GetTrackerCountryListDocument,
  GetTrackerFiltersDocument,
  GetTrackerItemsDocument,
  type GetTrackerItemsQuery,
  type TrackerItemFieldsFragment,
  type TrackerItemsInput,
} from "./operations.generated.ts";

export type TrackerItem = TrackerItemFieldsFragment;
export type TrackerList = GetTrackerItemsQuery["getTrackerItems"];
/** The filters as the page holds them: only the ones set. */
export type TrackerFilter = { [K in keyof TrackerItemsInput]?: NonNullable<TrackerItemsInput[K]> };

export const TRACKER_ITEMS_KEY = ["tracker", "items"] as const;

export const trackerItemsQuery = (gql: Gql, locale: Locale, input: TrackerFilter) =>
  queryOptions({
    queryKey: [...TRACKER_ITEMS_KEY, locale, input],
    queryFn: async () =>
      (await gql(GetTrackerItemsDocument, { input, paginationOptions: { limit: TRACKER_FETCH_LIMIT, skip: 0 } }))
        .getTrackerItems,
  });

/**
 * The first page only (newest first, the grid's default page size) with the total: what the server renders. The
 * whole list (up to 500) is asked for once the page is in the browser, so a full tracker does not weigh on the HTML.
 */
export const trackerFirstPageQuery = (gql: Gql, locale: Locale) =>
  queryOptions({
    queryKey: [...TRACKER_ITEMS_KEY, locale, "first-page"],
    queryFn: async () =>
      (await gql(GetTrackerItemsDocument, {
        input: {},
        paginationOptions: { limit: TRACKER_DEFAULT_PAGE_SIZE, skip: 0 },
      }))
        .getTrackerItems,
  });

export const trackerFiltersQuery = (gql: Gql, locale: Locale) =>
  queryOptions({
    queryKey: ["tracker", "filters", locale],
    queryFn: async () => (await gql(GetTrackerFiltersDocument)).getTrackerFilters,
  });

export const trackerCountryListQuery = (gql: Gql, locale: Locale) =>
  queryOptions({
    queryKey: ["tracker", "countries", locale],
    queryFn: async () => (await gql(GetTrackerCountryListDocument)).getCountries,
    staleTime: Infinity,
  });

/** Puts an edited item into every loaded list (a list filtered by status may no longer match it: refetched later). */
export function replaceTrackerItem(queryClient: QueryClient, item: TrackerItem) {
  queryClient.setQueriesData<TrackerList>({ queryKey: TRACKER_ITEMS_KEY }, (list) =>
    list && {
      ...list,
      trackerItems: list.trackerItems.map((i) => i.id === item.id ? item : i),
    });
}

/** Takes a deleted item out of every loaded list. */
export function removeTrackerItem(queryClient: QueryClient, id: string) {
  queryClient.setQueriesData<TrackerList>({ queryKey: TRACKER_ITEMS_KEY }, (list) => {
    if (!list || !list.trackerItems.some((i) => i.id === id)) return list;
    return {
      meta: { ...list.meta, total: list.meta.total - 1 },
      trackerItems: list.trackerItems.filter((i) => i.id !== id),
    };
  });
}
