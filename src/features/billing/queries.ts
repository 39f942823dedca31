// Billing's page data: the plans, the first-timer offer, a product by slug, the member's subscription and orders.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../lib/gql.ts";
import type { Locale } from "../../domain/locale.ts";
import { BillingMeDocument, GetSubscribeReviewsDocument, GetSubscriptionPlansDocument } from "./subscribe.generated.ts";
import { GetPaymentProvidersDocument, UserGetCustomDiscountDocument } from "./checkout.generated.ts";
import { GetMyOrderForProductDocument, GetOrdersDocument, GetProductBySlugDocument } from "./purchases.generated.ts";
import { GetMySubscriptionDocument } from "./membership.generated.ts";
import { GetProductsDocument, GetProductsExchangeRateDocument } from "./services.generated.ts";

export const plansQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["plans", language],
    queryFn: async () => (await gql(GetSubscriptionPlansDocument, { language })).getSubscriptionPlans,
  });

export const customDiscountQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["customDiscount"],
    queryFn: async () => (await gql(UserGetCustomDiscountDocument)).userGetCustomDiscount,
  });

export const providersQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["paymentProviders"],
    queryFn: async () => (await gql(GetPaymentProvidersDocument)).getPaymentProviders,
  });

export const subscribeReviewsQuery = (gql: Gql, language: Locale) =>
  queryOptions({
    queryKey: ["reviews", language, "subscribe"],
    queryFn: async () => (await gql(GetSubscribeReviewsDocument, { language })).getReviews,
  });

/** Whether the signed-in user is a member now (read fresh after paying; the layout's `me` is refetched beside it). */
export const billingMeQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["billingMe"],
    queryFn: async () => (await gql(BillingMeDocument)).me,
    staleTime: 0,
  });

/** The viewer's order of a product, read fresh each time (the order-completed page asks until it is settled). */
export const myOrderForProductQuery = (gql: Gql, productId: string) =>
  queryOptions({
    queryKey: ["myOrderForProduct", productId],
    queryFn: async () => (await gql(GetMyOrderForProductDocument, { productId })).getMyOrderForProduct,
    staleTime: 0,
    // The page's own loop asks again, at its own pace.
    retry: false,
  });

export const ordersQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["orders"],
    queryFn: async () => (await gql(GetOrdersDocument, { limit: 100 })).getOrders,
  });

export const productBySlugQuery = (gql: Gql, slug: string, language: Locale) =>
  queryOptions({
    queryKey: ["product", slug, language],
    queryFn: async () => (await gql(GetProductBySlugDocument, { slug, language })).getProductBySlug,
  });

export const mySubscriptionQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["mySubscription"],
    queryFn: async () => (await gql(GetMySubscriptionDocument)).getMySubscription,
  });

export type ServicesCategory = "CAREER" | "EDUCATION" | "MOCK_INTERVIEW" | "SELF_DEVELOPMENT" | "UN";

export const servicesQuery = (gql: Gql, language: Locale, category: ServicesCategory | null) =>
  queryOptions({
    queryKey: ["services", language, category ?? "all"],
    queryFn: async () => (await gql(GetProductsDocument, { language, category })).getProducts,
  });

/** The rate ruble prices are computed with (the featured services' full prices are shown in both currencies). */
export const productsRateQuery = (gql: Gql) =>
  queryOptions({
    queryKey: ["productsRate"],
    queryFn: async () => (await gql(GetProductsExchangeRateDocument, {})).getGlobalVars.usdToRubExchangeRateForProducts,
  });
