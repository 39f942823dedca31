// The money lists' URL (?q=&status=&provider=&page=), read by the routes and the screen alike; anything malformed is
// dropped, so an edited URL still shows a list.
import * as v from "valibot";
import { MoneySearchSchema } from "../../domain/admin.ts";
import type { AdminMoneySearch } from "../../lib/graphql-types.generated.ts";

export type MoneySearch = AdminMoneySearch & { page?: number };

const KEYS = ["q", "status", "provider"] as const;

export function parseMoneySearch(search: Record<string, unknown>): MoneySearch {
  const result: MoneySearch = {};
  for (const key of KEYS) {
    const value = search[key];
    if (typeof value !== "string") continue;
    const parsed = v.safeParse(MoneySearchSchema.entries[key], value);
    if (parsed.success && parsed.output) result[key] = parsed.output;
  }
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) result.page = page;
  return result;
}

export function moneyFilterOf(search: MoneySearch): AdminMoneySearch {
  const { page: _page, ...filter } = search;
  return filter;
}

export function moneyQueryString(search: MoneySearch): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
