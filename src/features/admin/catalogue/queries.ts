// The back office's catalogue queries. Keys start with ADMIN_KEY, so every back office write marks them stale.
import { adminQueries } from "../kit/query-options.ts";
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

const query = adminQueries(CATALOGUE_KEY);

export const adminProductsQuery = query(AdminProductsDocument, "adminProducts", ["filter", "page"]);

export const adminProductQuery = query(AdminProductDocument, "adminProduct", ["id"]);

export const adminCatalogueOptionsQuery = query(AdminCatalogueOptionsDocument, "adminCatalogueOptions");

export const adminPlansQuery = query(AdminPlansDocument, "adminPlans");

export const adminPlanQuery = query(AdminPlanDocument, "adminPlan", ["id"]);

export const adminCouponsQuery = query(AdminCouponsDocument, "adminCoupons", ["filter", "page"]);

export const adminCouponQuery = query(AdminCouponDocument, "adminCoupon", ["id"]);

export const adminOffersQuery = query(AdminOffersDocument, "adminOffers");
