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

export const adminProductsQuery = (gql: Gql, filter: AdminProductsFilter, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "catalogue", "products", filter, page],
    queryFn: async () => (await gql(AdminProductsDocument, { filter, page })).adminProducts,
  });

export const adminProductQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "catalogue", "product", id],
    queryFn: async () => (await gql(AdminProductDocument, { id })).adminProduct,
  });

export const adminCatalogueOptionsQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "catalogue", "options"],
    queryFn: async () => (await gql(AdminCatalogueOptionsDocument)).adminCatalogueOptions,
  });

export const adminPlansQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "catalogue", "plans"],
    queryFn: async () => (await gql(AdminPlansDocument)).adminPlans,
  });

export const adminPlanQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "catalogue", "plan", id],
    queryFn: async () => (await gql(AdminPlanDocument, { id })).adminPlan,
  });

export const adminCouponsQuery = (gql: Gql, filter: AdminCouponsFilter, page: number) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "catalogue", "coupons", filter, page],
    queryFn: async () => (await gql(AdminCouponsDocument, { filter, page })).adminCoupons,
  });

export const adminCouponQuery = (gql: Gql, id: string) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "catalogue", "coupon", id],
    queryFn: async () => (await gql(AdminCouponDocument, { id })).adminCoupon,
  });

export const adminOffersQuery = (gql: Gql) =>
  queryOptions({
    queryKey: [ADMIN_KEY, "catalogue", "offers"],
    queryFn: async () => (await gql(AdminOffersDocument)).adminOffers,
  });
