// The payouts list's URL (?q=&status=&period=&page=), read by the route and the screen alike; anything malformed is
// dropped, so an edited URL (or an old /profile/payouts link's query) still shows a list.
import * as v from "valibot";
import { PayoutSearchSchema } from "../../domain/admin-payouts.ts";
import type { AdminPayoutSearch } from "../../lib/graphql-types.generated.ts";

export type PayoutSearch = AdminPayoutSearch & { page?: number };

const KEYS = ["q", "status", "period"] as const;

export function parsePayoutSearch(search: Record<string, unknown>): PayoutSearch {
  const result: PayoutSearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value !== "string") continue;
    const parsed = v.safeParse(PayoutSearchSchema.entries[key], value);
    if (parsed.success && parsed.output) result[key] = parsed.output;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}

/** The filter part (without the page) for the query. */
export function payoutFilterOf(search: PayoutSearch): AdminPayoutSearch {
  const { page: _page, ...filter } = search;
  return filter;
}

/** The query string of a search ("" when empty). */
export function payoutQueryString(search: PayoutSearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
