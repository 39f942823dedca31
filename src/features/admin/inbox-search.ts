// The inbox's URL: its filters (?kind=&status=&search=&sort=) and page, read by the route and the screen alike;
// anything malformed is dropped rather than refused, so an edited URL still shows a list.
import * as v from "valibot";
import { InboxFilterSchema } from "../../domain/admin-inbox.ts";
import type { AdminInboxFilter } from "../../lib/graphql-types.generated.ts";

export type InboxSearch = AdminInboxFilter & { page?: number };

const KEYS = ["kind", "status", "search", "sort"] as const;

export function parseInboxSearch(search: Record<string, unknown>): InboxSearch {
  const result: InboxSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value !== "string" && typeof value !== "number") continue;
    const parsed = v.safeParse(InboxFilterSchema.entries[key], String(value));
    if (parsed.success && parsed.output) result[key] = parsed.output;
  }
  // Newest first is the default: the URL names only the other order.
  if (result.sort === "newest") delete result.sort;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}

/** The filter part (without the page) for the query. */
export function inboxFilterOf(search: InboxSearch): AdminInboxFilter {
  const { page: _page, ...filter } = search;
  return filter;
}

/** The query string of a search ("" when empty). */
export function inboxQueryString(search: InboxSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
