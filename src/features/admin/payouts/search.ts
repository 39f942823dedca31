// The payouts list's URL (?q=&status=&period=&page=); an old /profile/payouts link's query lands here too.
import { PayoutSearchSchema } from "../../../domain/admin-payouts.ts";
import type { AdminPayoutSearch } from "../../../lib/graphql-types.generated.ts";
import { listFilterOf, listQueryString, type Paged, parseListSearch } from "../kit/list-search.ts";

export type PayoutSearch = Paged<AdminPayoutSearch>;

export const parsePayoutSearch = (search: Record<string, unknown>): PayoutSearch =>
  parseListSearch(PayoutSearchSchema, { text: ["q", "status", "period"] }, search);
export const payoutFilterOf = (search: PayoutSearch): AdminPayoutSearch => listFilterOf(search);
export const payoutQueryString = listQueryString;
