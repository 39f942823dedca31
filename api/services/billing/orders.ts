// Orders: a PENDING order becomes PAID once (the coupon's counters move with it), the buyer's list of paid orders,
// whether a viewer may see a product's access (links, files) at all, and a membership's charges.
import { and, count, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  coupons,
  orders,
  productFiles,
  products,
  subscriptionCharges,
  subscriptions,
} from "../../../db/schema/index.ts";
import { isSameProduct } from "../../../src/domain/billing.ts";
import { recordCommission, type RefundHold } from "../promoters/commissions.ts";
import type { MailLater } from "./recording.ts";
import { markCouponOverCap } from "./subscriptions.ts";

export type Order = typeof orders.$inferSelect;

/** The row whose confirmed payment a coupon discounted: an order or a membership. */
export type CouponUse = { orderId: string } | { subscriptionId: string };

/**
 * Counts a coupon's use when a payment it discounted is confirmed: every use in countTimes, and countUsers once per
 * user (this user's first counted order or membership with the coupon). The cap (maxUsers) holds here, not only at
 * checkout: the coupon row is locked first, so concurrent confirmations count one after the other. A first use by a
 * new user once the cap is reached was already discounted by the provider (checkout let it through while a user was
 * left): it is honoured — the buyer paid what they were shown and gets what they paid for — but not counted; the row
 * is flagged couponOverCap, the coupon's countOverCap grows and a warning is logged for the team. Called in the same
 * transaction as the change that confirmed the payment, after it.
 */
export async function countCouponUse(
  tx: DbOrTx,
  couponId: number,
  userId: string,
  use: CouponUse,
): Promise<"counted" | "overCap"> {
  // NO KEY UPDATE, not UPDATE: a membership confirmed in this transaction was inserted with the coupon's id, which
  // holds KEY SHARE on the coupon; two such transactions asking FOR UPDATE would deadlock each other.
  const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, couponId)).for("no key update");
  if (!coupon) return "counted";
  // After the lock: each statement reads what the confirmations before this one committed.
  const [paidOrders] = await tx.select({ n: count() }).from(orders).where(and(
    eq(orders.couponId, couponId),
    eq(orders.userId, userId),
    eq(orders.status, "PAID"),
    eq(orders.couponOverCap, false),
  ));
  const [startedSubs] = await tx.select({ n: count() }).from(subscriptions).where(and(
    eq(subscriptions.couponId, couponId),
    eq(subscriptions.userId, userId),
    ne(subscriptions.status, "INCOMPLETE"),
    eq(subscriptions.couponOverCap, false),
  ));
  // This use is among the rows counted (it was confirmed just before): more than one means the user had one already.
  const firstUse = Number(paidOrders.n) + Number(startedSubs.n) <= 1;
  if (firstUse && coupon.maxUsers !== null && coupon.countUsers >= coupon.maxUsers) {
    if ("orderId" in use) {
      await tx.update(orders).set({ couponOverCap: true }).where(eq(orders.id, use.orderId));
    } else {
      await markCouponOverCap(tx, use.subscriptionId);
    }
    await tx.update(coupons).set({ countOverCap: coupon.countOverCap + 1 }).where(eq(coupons.id, couponId));
    console.warn(
      `billing: coupon ${coupon.code} confirmed past its cap of ${coupon.maxUsers} users ` +
        `(${"orderId" in use ? `order ${use.orderId}` : `membership ${use.subscriptionId}`}); honoured, not counted`,
    );
    return "overCap";
  }
  await tx.update(coupons).set({
    countTimes: coupon.countTimes + 1,
    countUsers: coupon.countUsers + (firstUse ? 1 : 0),
  }).where(eq(coupons.id, couponId));
  return "counted";
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
  commissions: RefundHold,
  mailLater?: MailLater,
): Promise<Order | null> {
  const [paid] = await tx.update(orders).set({ status: "PAID", paidAt: now, updatedAt: now }).where(and(
    eq(orders.provider, provider),
    eq(orders.providerPaymentId, providerPaymentId),
    eq(orders.status, "PENDING"),
  )).returning();
  if (paid?.couponId) {
    await countCouponUse(tx, paid.couponId, paid.userId, { orderId: paid.id });
    // A promoter's code earns its commission in this same transaction (once: the ledger's unique key).
    await recordCommission(
      tx,
      {
        provider,
        sourcePaymentId: providerPaymentId,
        kind: "PRODUCT",
        couponId: paid.couponId,
        customerId: paid.userId,
        baseAmount: paid.totalPrice,
        currency: paid.currency,
        orderId: paid.id,
        paidAt: now,
      },
      commissions,
      mailLater,
    );
  }
  return paid ?? null;
}

/**
 * Whose YooKassa payment this is, by our own records (an order, or a membership's charge), before anyone asks
 * YooKassa about it; null when it is none of ours.
 */
export async function yooPaymentOwner(
  db: DbOrTx,
  providerPaymentId: string,
): Promise<{ userId: string; paid: boolean } | null> {
  const [order] = await db.select({ userId: orders.userId, status: orders.status }).from(orders)
    .where(and(eq(orders.provider, "YOO"), eq(orders.providerPaymentId, providerPaymentId)));
  if (order) return { userId: order.userId, paid: order.status === "PAID" };
  const [charge] = await db.select({ userId: subscriptions.userId, status: subscriptionCharges.status })
    .from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .where(eq(subscriptionCharges.providerPaymentId, providerPaymentId));
  return charge ? { userId: charge.userId, paid: charge.status === "SUCCEEDED" } : null;
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

/**
 * The buyer's purchases, newest first (getOrders; at most 100): paid orders, and refunded ones, which stay in the list
 * as refunded (without access) so that a member sees where the money went.
 */
export async function listPurchases(db: DbOrTx, userId: string, limit: number): Promise<Order[]> {
  return await db.select().from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ["PAID", "REFUNDED"])))
    .orderBy(desc(orders.createdAt)).limit(Math.min(Math.max(limit, 1), 100));
}

/**
 * When a refunded order was refunded: the refund is the last change made to it (applyRefund sets REFUNDED and
 * updatedAt together, and nothing changes a refunded order after), so its updatedAt. Null for any other order.
 */
export function refundedAtOf(order: Pick<Order, "status" | "updatedAt">): Date | null {
  return order.status === "REFUNDED" ? order.updatedAt : null;
}

/**
 * The buyer's order of a product for order-completed (either language's row: isSameProduct, the two rows share a
 * slug): the latest paid one, else the latest in any state, on which the page waits or ends.
 */
export async function orderForProduct(db: DbOrTx, userId: string, productId: number): Promise<Order | null> {
  const sameProduct = db.select({ id: products.id }).from(products).where(
    eq(products.slug, db.select({ slug: products.slug }).from(products).where(eq(products.id, productId))),
  );
  const [row] = await db.select().from(orders).where(and(
    eq(orders.userId, userId),
    inArray(orders.productId, sameProduct),
  )).orderBy(desc(sql`${orders.status} = 'PAID'`), desc(orders.createdAt)).limit(1);
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
  return new Set(asked.filter((a) => bought.some((b) => isSameProduct(a, b))).map((a) => a.id));
}

export async function filesOf(db: DbOrTx, productId: number, limit: number) {
  return await db.select().from(productFiles).where(eq(productFiles.productId, productId))
    .orderBy(productFiles.sortOrder, productFiles.id).limit(Math.min(Math.max(limit, 1), 100));
}

export async function fileById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(productFiles).where(eq(productFiles.id, id));
  return row ?? null;
}

/** A membership's charges, oldest first (the YooKassa membership's transactions). */
export async function chargesOf(db: DbOrTx, subscriptionId: string) {
  return await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, subscriptionId))
    .orderBy(subscriptionCharges.createdAt);
}
