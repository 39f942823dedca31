// The promoter area's data (types generated from the schema and
// ./operations.graphql). Route loaders prefetch these, so the pages arrive with their data.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { PayoutsQuery as PayoutsFilter } from "../../lib/graphql-types.generated.ts";
import {
  type BankAccountFieldsFragment,
  ExchangeRatesDocument,
  type ExchangeRatesQuery,
  type IncomeFieldsFragment,
  type PayoutFieldsFragment,
  PromoterAreaDocument,
  type PromoterAreaQuery,
  PromoterCountriesDocument,
  type PromoterCouponFieldsFragment,
  PromoterCouponsDocument,
  PromoterIncomeDocument,
  type PromoterIncomeQuery,
  PromoterPayoutsDocument,
  PromoterProductBuyersDocument,
  type PromoterProductBuyersQuery,
  PromoterSubscriptionsDocument,
  type PromoterSubscriptionsQuery,
} from "./operations.generated.ts";

export type { PayoutsFilter };
export type PartnerSettings = NonNullable<PromoterAreaQuery["getPartnerSettings"]>;
export type BankAccount = BankAccountFieldsFragment;
export type PromoterCoupon = PromoterCouponFieldsFragment;
export type Income = IncomeFieldsFragment;
export type PromoterIncome = PromoterIncomeQuery["getPromoterIncome"];
export type ExchangeRatesData = NonNullable<ExchangeRatesQuery["getCurrencyExchangeRates"]>;
export type Payout = PayoutFieldsFragment;
export type PromoterSubscription = PromoterSubscriptionsQuery["getPromoterSubscriptionList"][number];
export type PromoterProductBuyer = PromoterProductBuyersQuery["getPromoterProductBuyers"][number];

/** Every promoter query's key starts with this: a promoter's write invalidates what it changes below it. */
export const PROMOTER_KEY = "promoter";

/** The viewer's partner settings; null for anyone who is not a promoter (the server decides). */
export const partnerSettingsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [PROMOTER_KEY, "settings"],
    queryFn: async () => (await gql(PromoterAreaDocument)).getPartnerSettings,
    staleTime: 0,
  });

export const couponsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [PROMOTER_KEY, "coupons"],
    queryFn: async () => (await gql(PromoterCouponsDocument)).getCoupons,
  });

export const incomeQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [PROMOTER_KEY, "income"],
    queryFn: async () => (await gql(PromoterIncomeDocument)).getPromoterIncome,
  });

export const exchangeRatesQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["exchangeRates"],
    queryFn: async () => (await gql(ExchangeRatesDocument)).getCurrencyExchangeRates,
    staleTime: 60 * 60_000,
  });

export const promoterSubscriptionsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [PROMOTER_KEY, "subscriptions"],
    queryFn: async () => (await gql(PromoterSubscriptionsDocument)).getPromoterSubscriptionList,
  });

export const promoterProductBuyersQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [PROMOTER_KEY, "productBuyers"],
    queryFn: async () => (await gql(PromoterProductBuyersDocument)).getPromoterProductBuyers,
  });

/** The promoter's own payouts (the back office lists everyone's with its own query, adminPayouts). */
export const payoutsQuery = (gql: Gql, filter: PayoutsFilter) =>
  queryOptions({
    queryKey: ["payouts", filter],
    queryFn: async () => (await gql(PromoterPayoutsDocument, { query: filter })).getPayouts,
  });

/** The applications in a status (default: waiting); null when the viewer is not a moderator. */
/** The countries for the bank address, named in both languages (the select shows the page's). */
export const countriesQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [PROMOTER_KEY, "countries"],
    queryFn: async () => (await gql(PromoterCountriesDocument)).getCountries,
    staleTime: 60 * 60_000,
  });
