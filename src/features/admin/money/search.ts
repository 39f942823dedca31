// The money lists' URL (?q=&status=&provider=&page=).
import { MoneySearchSchema, ORDER_STATUSES } from "../../../domain/admin.ts";
import { SUBSCRIPTION_STATUSES } from "../../../domain/billing.ts";
import type { AdminMoneySearch } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type MoneySearch = Paged<AdminMoneySearch>;

export type MoneyView = "orders" | "memberships";

export const parseMoneySearch = (search: Record<string, unknown>): MoneySearch =>
  parseListSearch(MoneySearchSchema, { text: ["q", "status", "provider"] }, search);
export const moneyFilterOf = (search: MoneySearch): AdminMoneySearch => listFilterOf(search);
export const moneyQueryString = listQueryString;

/** The statuses a view's filter offers: an order's on the orders list, a membership's on the memberships list. */
export const moneyStatusesOf = (view: MoneyView): readonly string[] =>
  view === "orders" ? ORDER_STATUSES : SUBSCRIPTION_STATUSES;

/**
 * The filter a tab carries to the other view: the payer and the provider mean the same on both lists, a status only
 * when the other list has it (an order's PAID is no membership's), and the list starts again at its first page.
 */
export function moneySearchFor(view: MoneyView, search: MoneySearch): MoneySearch {
  const { page: _page, status, ...rest } = search;
  return status && moneyStatusesOf(view).includes(status) ? { ...rest, status } : rest;
}
