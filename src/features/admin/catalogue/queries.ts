// The back office's catalogue queries. Keys start with ADMIN_KEY, so every back office write marks them stale.
import { queryOptions } from "@tanstack/react-query";
import type { Gql } from "../../../lib/gql.ts";
import type { AdminCouponsFilter, AdminProductsFilter } from "../../../lib/graphql-types.generated.ts";
import { ADMIN_KEY } from "../queries.ts";
import {
  AdminCatalogueOptionsDocument,
  AdminCouponDocument,
  AdminCouponsDocument,
  AdminOffersDocument,
  AdminPlanDocument,
  AdminPlansDocument,
  AdminProductDocument,
  AdminProductsDocument,
} from "./catalogue.generated.ts";

export type {
  AdminCouponFieldsFragment as AdminCouponItem,
  AdminOfferFieldsFragment as AdminOfferItem,
  AdminPlanFieldsFragment as AdminPlanItem,
  AdminProductFieldsFragment as AdminProductItem,
} from "./catalogue.generated.ts";

/** Every catalogue query's key starts with this: a catalogue write marks them all stale (lists show each other's rows). */
export const CATALOGUE_KEY = [ADMIN_KEY, "catalogue"] as const;

export const adminProductsQuery = (gql: Gql, filter: AdminProductsFilter, page: number) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, "products", filter, page],
    queryFn: async () => (await gql(AdminProductsDocument, { filter, page })).adminProducts,
  });

export const adminProductQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, "product", id],
    queryFn: async () => (await gql(AdminProductDocument, { id })).adminProduct,
  });

export const adminCatalogueOptionsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, "options"],
    queryFn: async () => (await gql(AdminCatalogueOptionsDocument)).adminCatalogueOptions,
  });

export const adminPlansQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, "plans"],
    queryFn: async () => (await gql(AdminPlansDocument)).adminPlans,
  });

export const adminPlanQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, "plan", id],
    queryFn: async () => (await gql(AdminPlanDocument, { id })).adminPlan,
  });

export const adminCouponsQuery = (gql: Gql, filter: AdminCouponsFilter, page: number) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, "coupons", filter, page],
    queryFn: async () => (await gql(AdminCouponsDocument, { filter, page })).adminCoupons,
  });

export const adminCouponQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, "coupon", id],
    queryFn: async () => (await gql(AdminCouponDocument, { id })).adminCoupon,
  });

export const adminOffersQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [...CATALOGUE_KEY, "offers"],
    queryFn: async () => (await gql(AdminOffersDocument)).adminOffers,
  });
