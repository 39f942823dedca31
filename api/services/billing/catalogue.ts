// The billing catalogue as the pages and checkout read it: published plans, the active first-timer offer, products
// with their ruble price, and coupon checks. Money stays in minor units here; the GraphQL layer turns it into values.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  coupons,
  customDiscounts,
  LIVE_SUBSCRIPTION_STATUSES,
  plans,
  products,
  subscriptions,
} from "../../../db/schema/index.ts";
import { rubPriceFromUsd } from "../../../src/domain/money.ts";
import { getGlobalVars } from "../site.ts";

export type Plan = typeof plans.$inferSelect;
export type Product = typeof products.$inferSelect & { priceRubResolved: number };
export type CustomDiscount = typeof customDiscounts.$inferSelect;

export async function listPlans(db: DbOrTx): Promise<Plan[]> {
  return await db.select().from(plans).where(eq(plans.status, "PUBLISHED"))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

/**
 * The first-timer offer for this user: the active custom discount, only for someone who has never had a membership
 * that started (a trial is for newcomers, not for a member coming back).
 */
export async function customDiscountFor(db: DbOrTx, userId: string): Promise<CustomDiscount | null> {
  const [offer] = await db.select().from(customDiscounts).where(eq(customDiscounts.active, true))
    .orderBy(asc(customDiscounts.id)).limit(1);
  if (!offer) return null;
  const [before] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES, "CANCELLED"]),
  )).limit(1);
  return before ? null : offer;
}

/** A published product with its ruble price: its own, else USD × the products exchange rate rounded to 100 rubles. */
export async function findProduct(db: DbOrTx, id: number): Promise<Product | null> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), eq(products.status, "PUBLISHED")));
  if (!row) return null;
  return { ...row, priceRubResolved: await rubPriceOf(db, row) };
}

async function rubPriceOf(db: DbOrTx, product: typeof products.$inferSelect): Promise<number> {
  if (product.priceRub !== null) return product.priceRub;
  const { usdToRubExchangeRateForProducts } = await getGlobalVars(db);
  return rubPriceFromUsd(product.priceUsd / 100, usdToRubExchangeRateForProducts) * 100;
}

export type CouponCheck =
  | { valid: true; code: string; discountBasisPoints: number; stripeCouponId: string | null }
  | { valid: false };

/**
 * isCouponValid: the code (upper-cased) exists, is active and unexpired, has users left, is of the kind asked for
 * (subscriptions or products; a product coupon bound to one product fits only that one), and for Stripe has Stripe's
 * coupon id. Anything else is COUPON_INVALID: the answer never says which rule failed.
 */
export async function checkCoupon(
  db: DbOrTx,
  input: { code: string; provider: "STRIPE" | "YOO"; isSubscription: boolean; productId: number | null },
  now: Date,
): Promise<CouponCheck> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, input.code.trim().toUpperCase()));
  if (!coupon || !coupon.active) return { valid: false };
  if (coupon.expiresAt && coupon.expiresAt <= now) return { valid: false };
  if (coupon.maxUsers !== null && coupon.countUsers >= coupon.maxUsers) return { valid: false };
  if (coupon.kind !== (input.isSubscription ? "SUBSCRIPTIONS" : "PRODUCTS")) return { valid: false };
  if (!input.isSubscription && coupon.productId !== null && coupon.productId !== input.productId) {
    return { valid: false };
  }
  if (input.provider === "STRIPE" && !coupon.stripeCouponId) return { valid: false };
  return {
    valid: true,
    code: coupon.code,
    discountBasisPoints: coupon.discountBasisPoints,
    stripeCouponId: coupon.stripeCouponId,
  };
}
