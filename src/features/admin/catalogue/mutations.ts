// The catalogue's writes, one hook each. A write marks every catalogue query stale: a product's title shows in the
// coupons' list, a coupon's use in the product's editor, an offer switched on switches another off. (Every back office
// write also marks the whole back office stale, for the audit log: useAdminMutation does that.)
import { adminWrites } from "../kit/use-admin-mutation.ts";
import {
  AdminArchiveProductDocument,
  AdminDeleteCouponDocument,
  AdminDeleteProductDocument,
  AdminSaveCouponDocument,
  AdminSaveOfferDocument,
  AdminSavePlanDocument,
  AdminSaveProductDocument,
} from "./catalogue.generated.ts";
import { CATALOGUE_KEY } from "./queries.ts";

const catalogueWrite = adminWrites(CATALOGUE_KEY);

export const useSaveProduct = catalogueWrite(AdminSaveProductDocument);

/** A product someone bought is archived (off the site, kept for its orders) rather than deleted. */
export const useArchiveProduct = catalogueWrite(AdminArchiveProductDocument);

export const useDeleteProduct = catalogueWrite(AdminDeleteProductDocument);

export const useSavePlan = catalogueWrite(AdminSavePlanDocument);

export const useSaveCoupon = catalogueWrite(AdminSaveCouponDocument);

export const useDeleteCoupon = catalogueWrite(AdminDeleteCouponDocument);

export const useSaveOffer = catalogueWrite(AdminSaveOfferDocument);
