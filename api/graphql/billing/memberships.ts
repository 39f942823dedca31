// Memberships: the signed-in member's subscription of either provider, what they do with it (cancel with a reason,
// renew, take the one retention offer), and how each provider's kind answers.
import { CancelSchema, membershipDiscount } from "../../../src/domain/billing.ts";
import { discountSourcesOf, planById } from "../../services/billing/catalogue.ts";
import {
  acceptRetentionOffer,
  cancelMembership,
  currentSubscription,
  renewMembership,
  RETENTION_OFFER_PERCENT,
  retentionOfferAvailable,
  type Subscription,
} from "../../services/billing/memberships.ts";
import { chargesOf } from "../../services/billing/orders.ts";
import { parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import type { GraphQLContext } from "../context.ts";
import type { SubscriptionModel } from "../models.ts";
import { buyerId, guarded, iso, mailLaterFor, value } from "./shared.ts";

/**
 * The membership's discount (src/domain/billing.ts decides which): the offer to stay waiting for the next charge (a
 * YooKassa membership owes its percent; Stripe holds the once-coupon it was given), the first-timer offer, the coupon.
 * None once the membership has ended (decision 160).
 */
async function discountOf(db: GraphQLContext["db"], sub: SubscriptionModel) {
  // An ended membership lowers no coming charge: its first payment's coupon or offer is history, not a discount it has.
  if (sub.status === "CANCELLED") return null;
  const retentionPercent = sub.provider === "YOO"
    ? sub.pendingDiscountPercent
    : sub.retentionOfferUsedAt
    ? RETENTION_OFFER_PERCENT
    : null;
  const { offer, coupon } = await discountSourcesOf(db, sub);
  return membershipDiscount({ numberOfCharges: sub.numberOfCharges, retentionPercent, offer, coupon });
}

function subscriptionModel(sub: Subscription | null): SubscriptionModel | null {
  return sub && { ...sub, __typename: sub.provider === "STRIPE" ? "StripeSubscription" : "YooSubscription" };
}

export const resolvers: Resolvers = {
  Query: {
    getMySubscription: async (_root, _args, context) => {
      if (!context.viewer.userId) return null;
      return subscriptionModel(await currentSubscription(context.db, context.viewer.userId));
    },
  },
  Mutation: {
    cancelMySubscription: async (_root, args, context) => {
      const userId = buyerId(context);
      const input = parseInput(CancelSchema, { reason: args.reason, comment: args.comment });
      const sub = await guarded(() =>
        cancelMembership(
          context.db,
          context.billing.payments,
          userId,
          {
            reason: input.reason ?? null,
            comment: input.comment ?? null,
          },
          context.now(),
          mailLaterFor(context),
        )
      );
      return subscriptionModel(sub);
    },
    renewMySubscription: async (_root, _args, context) => {
      const userId = buyerId(context);
      return subscriptionModel(
        await guarded(() => renewMembership(context.db, context.billing.payments, userId, context.now())),
      );
    },
    acceptRetentionOffer: async (_root, _args, context) => {
      const userId = buyerId(context);
      return subscriptionModel(
        await guarded(() => acceptRetentionOffer(context.db, context.billing.payments, userId, context.now())),
      );
    },
  },
  StripeSubscription: {
    id: (sub) => sub.id,
    planTitle: async (sub, _args, { db, locale }) => {
      const plan = await planById(db, sub.planId);
      return plan ? (locale === "en" ? plan.titleEn : plan.titleRu) : "";
    },
    billingCycle: async (sub, _args, { db }) => (await planById(db, sub.planId))?.billingCycle ?? "MONTHLY",
    status: (sub) => sub.status,
    currency: (sub) => sub.currency,
    priceWithoutDiscount: (sub) => value(sub.priceWithoutDiscount),
    start_date: (sub) => iso(sub.startedAt),
    current_period_start: (sub) => iso(sub.currentPeriodStart),
    current_period_end: (sub) => iso(sub.currentPeriodEnd),
    stripeCustomerId: (sub) => sub.stripeCustomerId,
    cancel_at: (sub) => iso(sub.cancelAt),
    trial_end: (sub) => iso(sub.trialEnd),
    discount: async (sub, _args, { db }) => {
      const discount = await discountOf(db, sub);
      return discount && {
        amount_off: null,
        percent_off: discount.percent,
        valid: discount.pending,
        kind: discount.kind,
        couponCode: discount.couponCode,
        numberOfCharges: discount.charges,
      };
    },
    showSubscriptionPaymentPrompt: (sub) => sub.status === "PAST_DUE" || Boolean(sub.paymentFailedAt),
    retentionOfferAvailable: (sub) => retentionOfferAvailable(sub),
  },
  YooSubscription: {
    id: (sub) => sub.id,
    status: (sub) => sub.status,
    lastTimeAmount: (sub) => (sub.lastChargeAmount === null ? null : value(sub.lastChargeAmount)),
    startTime: (sub) => iso(sub.startedAt),
    lastTimeCharge: (sub) => iso(sub.lastChargeAt),
    nextTimeCharge: (sub) => (sub.status === "CANCELLED" || sub.status === "PAUSED" ? null : iso(sub.currentPeriodEnd)),
    cancel_at: (sub) => (sub.status === "PAUSED" ? iso(sub.cancelAt ?? sub.currentPeriodEnd) : iso(sub.cancelAt)),
    plan: async (sub, _args, { db, locale }) => {
      const plan = (await planById(db, sub.planId))!;
      const ru = locale !== "en";
      return {
        id: String(plan.id),
        billingCycle: plan.billingCycle,
        title: ru ? plan.titleRu : plan.titleEn,
        description: ru ? plan.descriptionRu : plan.descriptionEn,
        features: ru ? plan.featuresRu : plan.featuresEn,
        price: { value: value(sub.priceWithoutDiscount), currency: "RUB" },
        priceInUsd: value(plan.priceUsd),
        priceInRub: value(plan.priceRub),
        language: ru ? "ru" : "en",
      };
    },
    transactions: async (sub, _args, { db }) => {
      return (await chargesOf(db, sub.id)).filter((c) => c.providerPaymentId).map((c) => ({
        yooId: c.providerPaymentId!,
        yooStatus: c.status === "SUCCEEDED" ? "succeeded" : c.status === "FAILED" ? "canceled" : "pending",
        price: value(c.amount),
        refunds: [],
        capturedAt: iso(c.capturedAt),
      }));
    },
    discount: async (sub, _args, { db }) => {
      const discount = await discountOf(db, sub);
      return discount && {
        percentage: Math.round(discount.percent),
        numberOfCharges: discount.charges,
        kind: discount.kind,
        couponCode: discount.couponCode,
      };
    },
    retentionOfferAvailable: (sub) => retentionOfferAvailable(sub),
  },
};
