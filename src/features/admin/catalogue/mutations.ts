// The catalogue's writes, one hook each. A write marks every catalogue query stale: a product's title shows in the
// coupons' list, a coupon's use in the product's editor, an offer switched on switches another off. (Every back office
// write also marks the whole back office stale, for the audit log: useAdminMutation does that.)
import type { CallbacksOf } from "../../../lib/use-gql-mutation.ts";
import { useAdminMutation } from "../kit/use-admin-mutation.ts";
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

const invalidates = [[...CATALOGUE_KEY]];

export function useSaveProduct(callbacks: CallbacksOf<typeof AdminSaveProductDocument> = {}) {
  return useAdminMutation(AdminSaveProductDocument, { ...callbacks, invalidates });
}

/** A product someone bought is archived (off the site, kept for its orders) rather than deleted. */
export function useArchiveProduct(callbacks: CallbacksOf<typeof AdminArchiveProductDocument> = {}) {
  return useAdminMutation(AdminArchiveProductDocument, { ...callbacks, invalidates });
}

export function useDeleteProduct(callbacks: CallbacksOf<typeof AdminDeleteProductDocument> = {}) {
  return useAdminMutation(AdminDeleteProductDocument, { ...callbacks, invalidates });
}

export function useSavePlan(callbacks: CallbacksOf<typeof AdminSavePlanDocument> = {}) {
  return useAdminMutation(AdminSavePlanDocument, { ...callbacks, invalidates });
}

export function useSaveCoupon(callbacks: CallbacksOf<typeof AdminSaveCouponDocument> = {}) {
  return useAdminMutation(AdminSaveCouponDocument, { ...callbacks, invalidates });
}

export function useDeleteCoupon(callbacks: CallbacksOf<typeof AdminDeleteCouponDocument> = {}) {
  return useAdminMutation(AdminDeleteCouponDocument, { ...callbacks, invalidates });
}

export function useSaveOffer(callbacks: CallbacksOf<typeof AdminSaveOfferDocument> = {}) {
  return useAdminMutation(AdminSaveOfferDocument, { ...callbacks, invalidates });
}
