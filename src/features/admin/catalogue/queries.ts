// The back office's catalogue queries. Keys start with ADMIN_KEY, so every back office write marks them stale.
import type { AdminCouponsFilter, AdminProductsFilter } from "../../../lib/graphql-types.generated.ts";
import { adminQueries, noVariables } from "../kit/query-options.ts";
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

const catalogueQuery = adminQueries(CATALOGUE_KEY);

export const adminProductsQuery = catalogueQuery(
  "products",
  AdminProductsDocument,
  (filter: AdminProductsFilter, page: number) => ({ filter, page }),
  (r) => r.adminProducts,
);

export const adminProductQuery = catalogueQuery(
  "product",
  AdminProductDocument,
  (id: string) => ({ id }),
  (r) => r.adminProduct,
);

export const adminCatalogueOptionsQuery = catalogueQuery(
  "options",
  AdminCatalogueOptionsDocument,
  noVariables,
  (r) => r.adminCatalogueOptions,
);

export const adminPlansQuery = catalogueQuery("plans", AdminPlansDocument, noVariables, (r) => r.adminPlans);

export const adminPlanQuery = catalogueQuery("plan", AdminPlanDocument, (id: string) => ({ id }), (r) => r.adminPlan);

export const adminCouponsQuery = catalogueQuery(
  "coupons",
  AdminCouponsDocument,
  (filter: AdminCouponsFilter, page: number) => ({ filter, page }),
  (r) => r.adminCoupons,
);

export const adminCouponQuery = catalogueQuery(
  "coupon",
  AdminCouponDocument,
  (id: string) => ({ id }),
  (r) => r.adminCoupon,
);

export const adminOffersQuery = catalogueQuery("offers", AdminOffersDocument, noVariables, (r) => r.adminOffers);
