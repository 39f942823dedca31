// The promoter pages' loaders, loaded with the pages' data code (the route files keep only their paths): each reads
// what its page shows, so the page arrives with its data in the server HTML.
import type { RouterContext } from "../../router-context.ts";
import {
  countriesQuery,
  couponsQuery,
  exchangeRatesQuery,
  incomeQuery,
  partnerSettingsQuery,
  payoutsQuery,
  promoterSubscriptionsQuery,
} from "./queries.ts";

/** The promoter area: its blocks' data for a promoter; only the answer "not a promoter" for anyone else. */
export async function loadPromoterArea(context: RouterContext): Promise<{ promoter: boolean }> {
  const { queryClient, gql } = context;
  const settings = await queryClient.ensureQueryData(partnerSettingsQuery(gql));
  if (!settings) return { promoter: false };
  // Prefetched, never thrown: a block whose data failed says so on its own, the others stay usable.
  await Promise.all([
    queryClient.prefetchQuery(couponsQuery(gql)),
    queryClient.prefetchQuery(incomeQuery(gql)),
    queryClient.prefetchQuery(exchangeRatesQuery(gql)),
    queryClient.prefetchQuery(promoterSubscriptionsQuery(gql)),
    queryClient.prefetchQuery(payoutsQuery(gql, {})),
    queryClient.prefetchQuery(countriesQuery(gql)),
  ]);
  return { promoter: true };
}
