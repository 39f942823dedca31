// Orders: a PENDING order becomes PAID once (the coupon's counters move with it), the buyer's list of paid orders,
// and whether a viewer may see a product's access (links, files) at all.
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons, orders, productFiles, products, subscriptions } from "../../../db/schema/index.ts";

export type Order = typeof orders.$inferSelect;

/**
 * Counts a coupon's use when a payment it discounted is confirmed: every use in countTimes, and countUsers once per
 * user (the first confirmed order or membership of this user with this coupon). Called in the same transaction as
 * the change that confirmed the payment, after it.
 */
export async function countCouponUse(tx: DbOrTx, couponId: number, userId: string): Promise<void> {
  const [paidOrders] = await tx.select({ n: count() }).from(orders).where(and(
    eq(orders.couponId, couponId),
    eq(orders.userId, userId),
    eq(orders.status, "PAID"),
  ));
  const [startedSubs] = await tx.select({ n: count() }).from(subscriptions).where(and(
    eq(subscriptions.couponId, couponId),
    eq(subscriptions.userId, userId),
    ne(subscriptions.status, "INCOMPLETE"),
  ));
  const firstUse = Number(paidOrders.n) + Number(startedSubs.n) <= 1;
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("update");
  if (!coupon) return;
  await tx.update(coupons).set({
    countTimes: coupon.countTimes + 1,
    countUsers: coupon.countUsers + (firstUse ? 1 : 0),
  }).where(eq(coupons.id, couponId));
}

/**
 * PENDING → PAID for the order of this provider payment, exactly once: the conditional update is the guard, so a
 * replayed or concurrent confirmation finds nothing to change. Answers the order when this call paid it.
 */
export async function markOrderPaid(
  tx: DbOrTx,
  provider: "STRIPE" | "YOO",
  providerPaymentId: string,
  now: Date,
): Promise<Order | null> {
  const [paid] = await tx.update(orders).set({ status: "PAID", paidAt: now, updatedAt: now }).where(and(
    eq(orders.provider, provider),
    eq(orders.providerPaymentId, providerPaymentId),
    eq(orders.status, "PENDING"),
  )).returning();
  if (paid?.couponId) await countCouponUse(tx, paid.couponId, paid.userId);
  return paid ?? null;
}

/** PENDING → FAILED (the payment was cancelled or expired). */
export async function markOrderFailed(
  tx: DbOrTx,
  provider: "STRIPE" | "YOO",
  providerPaymentId: string,
  now: Date,
): Promise<void> {
  await tx.update(orders).set({ status: "FAILED", updatedAt: now }).where(and(
    eq(orders.provider, provider),
    eq(orders.providerPaymentId, providerPaymentId),
    eq(orders.status, "PENDING"),
  ));
}

/** The buyer's paid orders, newest first (getOrders; at most 100). */
export async function listPaidOrders(db: DbOrTx, userId: string, limit: number): Promise<Order[]> {
  return await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.status, "PAID")))
    .orderBy(desc(orders.createdAt)).limit(Math.min(Math.max(limit, 1), 100));
}

/** The buyer's latest paid order of a product (in either language: the two rows share a slug). */
export async function paidOrderForProduct(db: DbOrTx, userId: string, productId: number): Promise<Order | null> {
  const sameProduct = db.select({ id: products.id }).from(products).where(
    eq(products.slug, db.select({ slug: products.slug }).from(products).where(eq(products.id, productId))),
  );
  const [row] = await db.select().from(orders).where(and(
    eq(orders.userId, userId),
    eq(orders.status, "PAID"),
    inArray(orders.productId, sameProduct),
  )).orderBy(desc(orders.createdAt)).limit(1);
  return row ?? null;
}

/** Product ids (of the asked ones) this user has a paid order for, by slug: both languages' rows count. */
export async function purchasedProductIds(db: DbOrTx, userId: string, productIds: number[]): Promise<Set<number>> {
  if (!productIds.length) return new Set();
  const asked = await db.select({ id: products.id, slug: products.slug }).from(products)
    .where(inArray(products.id, productIds));
  const bought = await db.select({ slug: products.slug }).from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(and(eq(orders.userId, userId), eq(orders.status, "PAID")));
  const slugs = new Set(bought.map((b) => b.slug));
  return new Set(asked.filter((a) => slugs.has(a.slug)).map((a) => a.id));
}

export async function filesOf(db: DbOrTx, productId: number, limit: number) {
  return await db.select().from(productFiles).where(eq(productFiles.productId, productId))
    .orderBy(productFiles.sortOrder, productFiles.id).limit(Math.min(Math.max(limit, 1), 100));
}

export async function fileById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(productFiles).where(eq(productFiles.id, id));
  return row ?? null;
}

/** The buyer's latest order of a product in any state (either language's row): order-completed waits or ends on it. */
export async function latestOrderForProduct(db: DbOrTx, userId: string, productId: number): Promise<Order | null> {
  const sameProduct = db.select({ id: products.id }).from(products).where(
    eq(products.slug, db.select({ slug: products.slug }).from(products).where(eq(products.id, productId))),
  );
  const [row] = await db.select().from(orders).where(
    and(eq(orders.userId, userId), inArray(orders.productId, sameProduct)),
  )
    .orderBy(desc(orders.createdAt)).limit(1);
  return row ?? null;
}
