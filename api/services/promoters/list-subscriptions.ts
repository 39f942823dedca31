// getPromoterSubscriptionList: the memberships that started with one of the promoter's codes (any of them, deleted
// and cancelled codes included: the membership is still theirs), the customer's e-mail masked, the commission earned
// on each from the ledger, the plan in the viewer's language, money in main units.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, coupons, plans, subscriptions, users } from "../../../db/schema/index.ts";
import type { Locale } from "../../../src/domain/locale.ts";
import { toMainUnits } from "../../../src/domain/money.ts";
import { commissionOf, maskEmail } from "../../../src/domain/promoters.ts";

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
