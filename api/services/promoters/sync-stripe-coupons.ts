// Stripe checkout takes a code only when Stripe has a coupon for it (checkCoupon refuses a code without one): each
// working promoter code gets a percent-off Stripe coupon under the id `promo_<coupon row id>_<basis points>` (never
// reused: a later code with the same letters, or the same code with a changed discount, gets a new coupon, decision
// 166). Run after the transaction that made the codes; a failure is logged and retried by the next run (getCoupons,
// approval, a new code). A Stripe coupon of that id with another percent is an error, logged, never taken.
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons } from "../../../db/schema/index.ts";
import { StripeCouponMismatch, type StripeGateway } from "../../integrations/payments.ts";

/** The Stripe coupon id of a code at its discount: a changed discount names a new coupon. */
export const stripeCouponIdFor = (coupon: { id: number; discountBasisPoints: number }) =>
  `promo_${coupon.id}_${coupon.discountBasisPoints}`;

function logRefusal(what: string, couponId: number, error: unknown) {
  if (error instanceof StripeCouponMismatch) {
    console.error(`${what}: code ${couponId} is kept out of Stripe checkout: ${error.message}`);
  } else console.error(`${what}: no Stripe coupon for code ${couponId} yet:`, (error as Error).message);
}

/** How many codes got their Stripe coupon; never throws (it runs after the answer). */
export async function syncStripeCoupons(
  db: DbOrTx,
  stripe: StripeGateway | undefined,
  promoterId: string,
): Promise<number> {
  if (!stripe) return 0;
  return await makeMissingCoupons(db, stripe, promoterId).catch((error) => {
    console.error("promoters: the Stripe coupons were not synced:", (error as Error).message);
    return 0;
  });
}

async function makeMissingCoupons(db: DbOrTx, stripe: StripeGateway, promoterId: string): Promise<number> {
  const missing = await db.select().from(coupons).where(and(
    eq(coupons.promoterId, promoterId),
    eq(coupons.active, true),
    isNull(coupons.stripeCouponId),
  ));
  let made = 0;
  for (const coupon of missing) {
    try {
      const { id } = await stripe.createPercentCoupon({
        id: stripeCouponIdFor(coupon),
        percentOff: coupon.discountBasisPoints / 100,
      });
      await db.update(coupons).set({ stripeCouponId: id })
        .where(and(eq(coupons.id, coupon.id), isNull(coupons.stripeCouponId)));
      made += 1;
    } catch (error) {
      logRefusal("promoters", coupon.id, error);
    }
  }
  return made;
}

/**
 * The Stripe coupon of one code the back office made or changed (active, without one yet): its id carries the row and
 * the percent (`promo_<id>_<basis points>`), so a changed discount never inherits the Stripe coupon of the old one.
 * Never throws; false when Stripe is not configured or refused (the code then stays out of Stripe checkout, and the
 * next save tries again).
 */
export async function syncStripeCoupon(
  db: DbOrTx,
  stripe: StripeGateway | undefined,
  couponId: number,
): Promise<boolean> {
  if (!stripe) return false;
  try {
    const [coupon] = await db.select().from(coupons).where(and(
      eq(coupons.id, couponId),
      eq(coupons.active, true),
      isNull(coupons.stripeCouponId),
    ));
    if (!coupon) return false;
    const { id } = await stripe.createPercentCoupon({
      id: stripeCouponIdFor(coupon),
      percentOff: coupon.discountBasisPoints / 100,
    });
    await db.update(coupons).set({ stripeCouponId: id })
      .where(and(eq(coupons.id, coupon.id), isNull(coupons.stripeCouponId)));
    return true;
  } catch (error) {
    logRefusal("admin", couponId, error);
    return false;
  }
}
