// Input rules for billing, shared by the checkout forms and the resolvers.
import * as v from "valibot";
import { IdSchema } from "./site.ts";

/** A coupon code as entered: trimmed and upper-cased (the field upper-cases on entry too); at most 64 characters. */
export const CouponCodeSchema = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty("errors.required"),
  v.maxLength(64, "errors.tooLong"),
);

export const CouponCheckSchema = v.object({
  couponCode: CouponCodeSchema,
  productId: v.optional(IdSchema),
});
