// getPromoterSubscriptionList: the memberships that started with one of the promoter's codes (any of them, deleted
// and cancelled codes included: the membership is still theirs), the customer's e-mail masked, the commission earned
// on each from the ledger, the plan in the viewer's language, money in main units. getPromoterProductBuyers: the same for
// paid (and later refunded) product orders. Each customer also has a reference (customerReference, decision 170), so
// two people whose masked e-mails read the same are told apart.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, coupons, orders, plans, subscriptions, users } from "../../../db/schema/index.ts";
import type { Locale } from "../../../src/domain/locale.ts";
import { toMainUnits } from "../../../src/domain/money.ts";
import { commissionOf, customerReference, maskEmail } from "../../../src/domain/promoters.ts";
import { productsForOrders } from "../billing/catalogue.ts";

const LIMIT = 500;

export async function listPromoterSubscriptions(db: DbOrTx, promoterId: string, locale: Locale) {
  const rows = await db.select({ subscription: subscriptions, plan: plans, coupon: coupons, email: users.email })
    .from(subscriptions)
    .innerJoin(coupons, eq(coupons.id, subscriptions.couponId))
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(coupons.promoterId, promoterId), ne(subscriptions.status, "INCOMPLETE")))
    .orderBy(desc(subscriptions.createdAt))
    .limit(LIMIT);
  const ids = rows.map((row) => row.subscription.id);
  // The ledger's lines per membership: earned, reversed (0) and clawed back (negative); a self-referral is never paid.
  const earned = ids.length
    ? await db.select({
      id: commissions.subscriptionId,
      amount: sql<number>`coalesce(sum(${commissions.amount}), 0)::int`,
    })
      .from(commissions)
      .where(and(
        inArray(commissions.subscriptionId, ids),
        eq(commissions.promoterId, promoterId),
        ne(commissions.status, "SELF_REFERRAL"),
      ))
      .groupBy(commissions.subscriptionId)
    : [];
  const commissionBy = new Map(earned.map((row) => [row.id, Number(row.amount)]));
  return rows.map(({ subscription, plan, coupon, email }) => {
    const discount = commissionOf(subscription.priceWithoutDiscount, coupon.discountBasisPoints);
    return {
      id: subscription.id,
      billingCycle: plan.billingCycle,
      commission: toMainUnits(commissionBy.get(subscription.id) ?? 0),
      coupon: coupon.code,
      couponDiscountPercentage: coupon.discountBasisPoints / 10000,
      currency: subscription.currency,
      customerEmail: maskEmail(email),
      customerRef: customerReference(promoterId, subscription.userId),
      nextTimeCharge: subscription.currentPeriodEnd?.toISOString() ?? null,
      numberOfCharges: subscription.numberOfCharges,
      paymentMethod: subscription.provider === "STRIPE" ? "Stripe" : "Yoo",
      planTitle: locale === "ru" ? plan.titleRu : plan.titleEn,
      priceAfterDiscount: toMainUnits(subscription.priceWithoutDiscount - discount),
      priceWithoutDiscount: toMainUnits(subscription.priceWithoutDiscount),
      startTime: (subscription.startedAt ?? subscription.createdAt).toISOString(),
      status: subscription.status,
    };
  });
}

/** The paid or refunded product orders made with one of the promoter's codes, newest first. */
export async function listPromoterProductBuyers(db: DbOrTx, promoterId: string, locale: Locale) {
  const rows = await db.select({ order: orders, coupon: coupons.code, email: users.email }).from(orders)
    .innerJoin(coupons, eq(coupons.id, orders.couponId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(coupons.promoterId, promoterId), inArray(orders.status, ["PAID", "REFUNDED"])))
    .orderBy(desc(orders.createdAt))
    .limit(LIMIT);
  const ids = rows.map((row) => row.order.id);
  const earned = ids.length
    ? await db.select({ id: commissions.orderId, amount: sql<number>`coalesce(sum(${commissions.amount}), 0)::int` })
      .from(commissions)
      .where(and(
        inArray(commissions.orderId, ids),
        eq(commissions.promoterId, promoterId),
        ne(commissions.status, "SELF_REFERRAL"),
        ne(commissions.status, "REVERSED"),
      ))
      .groupBy(commissions.orderId)
    : [];
  const commissionBy = new Map(earned.map((row) => [row.id, Number(row.amount)]));
  const products = await productsForOrders(db, [...new Set(rows.map((r) => r.order.productId))], locale);
  return rows.map(({ order, coupon, email }) => ({
    id: order.id,
    customerEmail: maskEmail(email),
    customerRef: customerReference(promoterId, order.userId),
    productTitle: products.get(order.productId)?.title ?? "",
    paidAt: (order.paidAt ?? order.createdAt).toISOString(),
    totalPrice: toMainUnits(order.totalPrice),
    currency: order.currency,
    coupon,
    commission: toMainUnits(commissionBy.get(order.id) ?? 0),
    status: order.status,
  }));
}
