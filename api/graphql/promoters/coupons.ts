// The promoter's codes: the list (the two defaults made again if missing), adding one of their own, deleting one.
import * as v from "valibot";
import { AddPromoterCouponSchema } from "../../../src/domain/promoters.ts";
import { addPromoterCoupon } from "../../services/promoters/add-coupon.ts";
import { deletePromoterCoupon } from "../../services/promoters/delete-coupon.ts";
import { listPromoterCoupons } from "../../services/promoters/list-coupons.ts";
import { syncStripeCoupons } from "../../services/promoters/sync-stripe-coupons.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { requirePromoter } from "./access.ts";

/** A coupon id: a positive integer (anything else names no coupon of theirs). */
const CouponIdSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,9}$/, "errors.NOT_FOUND"),
  v.transform(Number),
  v.minValue(1, "errors.NOT_FOUND"),
);

const notYours = () => appError("NOT_FOUND", "No such code of yours", { i18nKey: "errors.NOT_FOUND" });

export const resolvers: Resolvers = {
  Query: {
    getCoupons: async (_root, _args, context) => {
      const settings = await requirePromoter(context);
      const list = await listPromoterCoupons(context.db, settings, context.now());
      // Codes made without Stripe's coupon (a failed call, the seed, a re-created default) get it now, after the answer.
      context.background(syncStripeCoupons(context.db, context.billing.payments.stripe, settings.userId));
      return list;
    },
  },
  Mutation: {
    addPromoterCoupon: async (_root, args, context) => {
      const settings = await requirePromoter(context);
      const input = parseInput(AddPromoterCouponSchema, { alias: args.alias, kind: args.kind });
      const result = await addPromoterCoupon(context.db, settings, input, context.now());
      if (result.coupon) {
        context.background(syncStripeCoupons(context.db, context.billing.payments.stripe, settings.userId));
      }
      return result;
    },
    deletePromoterCoupon: async (_root, args, context) => {
      const settings = await requirePromoter(context);
      const parsed = v.safeParse(CouponIdSchema, String(args.couponId));
      if (!parsed.success) throw notYours();
      const result = await deletePromoterCoupon(context.db, settings, parsed.output, context.now());
      if (result === "notFound") throw notYours();
      if (result === "default") {
        throw appError("BAD_USER_INPUT", "A default code cannot be deleted", {
          i18nKey: "promoters.apiErrors.DEFAULT_COUPON",
        });
      }
      return { success: true };
    },
  },
};
