// The money lists' URL (?q=&status=&provider=&page=).
import { MoneySearchSchema } from "../../domain/admin.ts";
import type { AdminMoneySearch } from "../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "./list-search.ts";

export type MoneySearch = Paged<AdminMoneySearch>;

export const parseMoneySearch = (search: Record<string, unknown>): MoneySearch =>
  parseListSearch(MoneySearchSchema, { text: ["q", "status", "provider"] }, search);
export const moneyFilterOf = (search: MoneySearch): AdminMoneySearch => listFilterOf(search);
export const moneyQueryString = listQueryString;
