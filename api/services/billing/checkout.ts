// Starting a membership's payment: a Stripe Checkout Session for a plan or a YooKassa payment for the embedded widget
// (a plan, or resuming a suspended membership); a whole-price coupon starts the first period here. Nothing else here
// grants anything: memberships change only when the provider confirms (handle-stripe-event.ts, yoo-notifications.ts), after the payment is re-read from
// the provider. Products: product-checkout.ts, which shares the buyer and the discount rule from here.
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons, subscriptionCharges, subscriptions, users } from "../../../db/schema/index.ts";
import { LIVE_SUBSCRIPTION_STATUSES } from "../../../src/domain/billing.ts";
import { discountedTotal, toMainUnits, toMinorUnits } from "../../../src/domain/money.ts";
import type { Payments } from "../../integrations/payments.ts";
import { checkCoupon, customDiscountFor, listPlans } from "./catalogue.ts";
import { countCouponUse } from "./orders.ts";
import { FREE_MEMBERSHIP_PREFIX, syncFellow } from "./memberships.ts";
import { addPeriod } from "./renewals.ts";
import { takesWholePrice } from "../../../src/domain/billing.ts";
import type { MailLater } from "./recording.ts";
import { createFreeMembership, createYooMembership } from "./subscriptions.ts";
import { BillingError } from "./errors.ts";

export type Buyer = { id: string; email: string };

/**
 * A YooKassa payment started for the widget: its token and id, and the amount YooKassa was asked for (kopecks, from
 * the server's order), which the page shows and compares with its summary (DESIGN rule 14). paid: nothing was left
 * to pay (amount 0, no widget).
 */
export type YooPaymentStart = { confirmationToken: string; paymentId: string; paid: boolean; amount: number };

/** A membership's first YooKassa payment during a trial: one ruble, so the card is checked and saved. */
export const YOO_TRIAL_CHARGE_KOPECKS = 100;

/** minor units × (1 − basis points), rounded to 1 decimal of the main unit as the provider does (money.ts). */
export function discountedMinor(minor: number, basisPoints: number, provider: "STRIPE" | "YOO"): number {
  if (!basisPoints) return minor;
  return toMinorUnits(discountedTotal(toMainUnits(minor), basisPoints / 10_000, provider));
}

export async function buyerOf(db: DbOrTx, userId: string | null): Promise<Buyer> {
  if (!userId) throw new BillingError("USER_NOT_FOUND");
  const [user] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
  if (!user) throw new BillingError("USER_NOT_FOUND");
  return user;
}

async function refuseSecondMembership(db: DbOrTx, userId: string): Promise<void> {
  const [live] = await db.select({ status: subscriptions.status }).from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
  )).limit(1);
  if (live) throw new BillingError("ALREADY_MEMBER", `The user already has a ${live.status} membership`);
}

async function planOf(db: DbOrTx, planId: number) {
  const plan = (await listPlans(db)).find((p) => p.id === planId);
  if (!plan) throw new BillingError("PLAN_NOT_FOUND");
  return plan;
}

/** The Stripe customer this user already has (a returning member keeps one customer), if any. */
async function stripeCustomerOf(db: DbOrTx, userId: string): Promise<string | null> {
  const rows = await db.select({ customer: subscriptions.stripeCustomerId }).from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.provider, "STRIPE")));
  return rows.find((r) => r.customer)?.customer ?? null;
}

/** Whether the Stripe customer is one of this user's own (only their own opens a billing portal). */
export async function isOwnStripeCustomer(db: DbOrTx, userId: string, customerId: string): Promise<boolean> {
  const [own] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.stripeCustomerId, customerId),
  )).limit(1);
  return Boolean(own);
}

/**
 * A membership's first period paid whole by a coupon: the club starts it itself, the same for either provider (no
 * session, no 0.00 payment), in one transaction with the coupon's use and isFellow; a charge of 0 records it (and is
 * what the YooKassa return page confirms). No card is saved, so the membership ends with its period (renewals.ts).
 */
async function startFreeMembership(
  db: DbOrTx,
  buyer: Buyer,
  plan: Awaited<ReturnType<typeof planOf>>,
  input: { provider: "STRIPE" | "YOO"; couponId: number; paymentSource: string },
  now: Date,
  mailLater: MailLater,
): Promise<{ paymentId: string }> {
  const subscriptionId = crypto.randomUUID();
  const chargeId = crypto.randomUUID();
  const paymentId = `${FREE_MEMBERSHIP_PREFIX}${chargeId}`;
  const until = addPeriod(now, plan.billingCycle);
  const currency = input.provider === "STRIPE" ? "USD" as const : "RUB" as const;
  try {
    await db.transaction(async (tx) => {
      await createFreeMembership(tx, {
        id: subscriptionId,
        userId: buyer.id,
        planId: plan.id,
        provider: input.provider,
        currency,
        priceWithoutDiscount: input.provider === "STRIPE" ? plan.priceUsd : plan.priceRub,
        couponId: input.couponId,
        paymentSource: input.paymentSource,
        startedAt: now,
        currentPeriodStart: now,
        currentPeriodEnd: until,
        lastChargeAt: now,
      });
      await tx.insert(subscriptionCharges).values({
        id: chargeId,
        subscriptionId,
        kind: "INITIAL",
        providerPaymentId: paymentId,
        amount: 0,
        currency,
        status: "SUCCEEDED",
        capturedAt: now,
      });
      await countCouponUse(tx, input.couponId, buyer.id, { subscriptionId });
      await syncFellow(tx, buyer.id);
    });
  } catch (error) {
    // Two tabs at once: the one-live index lets one membership through.
    if (/subscriptions_one_live_idx|unique/i.test(String((error as { cause?: unknown }).cause ?? error))) {
      throw new BillingError("ALREADY_MEMBER", "The user already has a membership");
    }
    throw error;
  }
  mailLater(buyer.id, "joined", { amount: { minor: 0, currency }, until, planId: plan.id });
  return { paymentId };
}

/**
 * Where Stripe sends a member back from a plan's checkout: the success page (which then offers the page they came from,
 * when it is a path of ours), or the plan's checkout again when they cancel.
 */
export function stripeSubscriptionReturns(
  origin: string,
  locale: string,
  planId: number,
  back: string | null,
): { successUrl: string; cancelUrl: string } {
  return {
    successUrl: `${origin}/${locale}/subscribe-success/${back ? `?back=${encodeURIComponent(back)}` : ""}`,
    cancelUrl: `${origin}/${locale}/subscribe/?planId=${planId}`,
  };
}

/**
 * A Stripe subscription session for the plan, with the coupon or the trial: the createStripeSubscriptionSession
 * mutation (the plan's own price, the code the member typed) and the spec's POST /api/create-stripe-checkout-session
 * (the price and the coupon's Stripe id as the page sends them, both checked against the plan and the coupons here).
 */
export async function startStripeSubscription(
  db: DbOrTx,
  payments: Payments,
  input: {
    userId: string | null;
    planId: number;
    /** The price the REST body names, which must be the plan's; null: the plan's own price. */
    stripePriceId: string | null;
    /** The coupon: its Stripe id (the REST body's promocode) or the code the member typed; null for none. */
    coupon: { stripeCouponId: string } | { code: string } | null;
    paymentSource: string;
    successUrl: string;
    cancelUrl: string;
  },
  now: Date,
  mailLater: MailLater = () => {},
): Promise<{ url: string }> {
  const buyer = await buyerOf(db, input.userId);
  if (!payments.stripe) throw new BillingError("NOT_CONFIGURED", "Stripe is not configured");
  const plan = await planOf(db, input.planId);
  if (input.stripePriceId === null) {
    // A plan without a Stripe price cannot be bought with a card (the page said so before it had asked for a price).
    if (!plan.stripePriceId) throw new BillingError("NOT_CONFIGURED", "The plan has no Stripe price");
  } else if (!plan.stripePriceId || plan.stripePriceId !== input.stripePriceId) {
    throw new BillingError("PLAN_NOT_FOUND", "The price does not belong to the plan");
  }
  await refuseSecondMembership(db, buyer.id);
  const offer = await customDiscountFor(db, buyer.id);
  let couponId: number | null = null;
  let stripeCouponId: string | null = null;
  if (input.coupon) {
    // The code is checked again here: the page's answer is never trusted. A trial's discount does not combine.
    const code = "code" in input.coupon ? input.coupon.code : (await db.select({ code: coupons.code }).from(coupons)
      .where(eq(coupons.stripeCouponId, input.coupon.stripeCouponId)))[0]?.code;
    const check = code && !offer?.discountAfterTrial
      ? await checkCoupon(db, { code, provider: "STRIPE", isSubscription: true, productId: null }, now)
      : { valid: false as const };
    if (!check.valid) throw new BillingError("COUPON_INVALID");
    couponId = check.id;
    stripeCouponId = "stripeCouponId" in input.coupon ? input.coupon.stripeCouponId : check.stripeCouponId;
    if (takesWholePrice(check.discountBasisPoints)) {
      // Nothing to pay for the first period: no Stripe session; the buyer goes straight to the success page.
      await startFreeMembership(
        db,
        buyer,
        plan,
        { provider: "STRIPE", couponId, paymentSource: input.paymentSource },
        now,
        mailLater,
      );
      return { url: input.successUrl };
    }
  }
  const metadata: Record<string, string> = {
    userId: buyer.id,
    planId: String(plan.id),
    paymentSource: input.paymentSource,
    ...(couponId ? { couponId: String(couponId) } : {}),
    ...(offer ? { customDiscountId: String(offer.id) } : {}),
  };
  const session = await payments.stripe.createCheckoutSession({
    mode: "subscription",
    customerEmail: buyer.email,
    customerId: await stripeCustomerOf(db, buyer.id),
    clientReferenceId: buyer.id,
    metadata,
    priceId: plan.stripePriceId,
    quantity: 1,
    couponId: stripeCouponId,
    trialPeriodDays: offer?.trialPeriodDays ?? null,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    idempotencyKey: crypto.randomUUID(),
  });
  if (!session.url) throw new BillingError("PROVIDER_ERROR", "Stripe answered a session without a URL");
  return { url: session.url };
}

export async function startYooSubscriptionPayment(
  db: DbOrTx,
  payments: Payments,
  input: { userId: string | null; planId: number; paymentSource: string; couponCode: string | null },
  now: Date,
  mailLater: MailLater = () => {},
): Promise<YooPaymentStart> {
  const buyer = await buyerOf(db, input.userId);
  if (!payments.yoo) throw new BillingError("NOT_CONFIGURED", "YooKassa is not configured");
  const plan = await planOf(db, input.planId);
  const [suspended] = await db.select().from(subscriptions).where(and(
    eq(subscriptions.userId, buyer.id),
    eq(subscriptions.provider, "YOO"),
    eq(subscriptions.status, "SUSPENDED"),
  ));
  if (suspended) {
    const chargeId = crypto.randomUUID();
    const payment = await payments.yoo.createPayment({
      amount: suspended.priceWithoutDiscount,
      description: plan.titleRu,
      metadata: { kind: "subscription", chargeId, subscriptionId: suspended.id, userId: buyer.id },
      savePaymentMethod: true,
      idempotenceKey: chargeId,
    });
    await db.insert(subscriptionCharges).values({
      id: chargeId,
      subscriptionId: suspended.id,
      kind: "RESUME",
      providerPaymentId: payment.id,
      amount: suspended.priceWithoutDiscount,
      currency: "RUB",
    });
    if (!payment.confirmationToken) throw new BillingError("PROVIDER_ERROR", "YooKassa answered without a token");
    return {
      confirmationToken: payment.confirmationToken,
      paymentId: payment.id,
      paid: false,
      amount: suspended.priceWithoutDiscount,
    };
  }
  await refuseSecondMembership(db, buyer.id);
  const offer = await customDiscountFor(db, buyer.id);
  let coupon: { id: number; basisPoints: number } | null = null;
  if (input.couponCode) {
    const check = offer?.discountAfterTrial
      ? { valid: false as const }
      : await checkCoupon(db, { code: input.couponCode, provider: "YOO", isSubscription: true, productId: null }, now);
    if (!check.valid) throw new BillingError("COUPON_INVALID");
    coupon = { id: check.id, basisPoints: check.discountBasisPoints };
    if (takesWholePrice(coupon.basisPoints)) {
      // YooKassa refuses 0.00: the first period starts here, and the page goes to its return address.
      const free = await startFreeMembership(
        db,
        buyer,
        plan,
        { provider: "YOO", couponId: coupon.id, paymentSource: input.paymentSource },
        now,
        mailLater,
      );
      return { confirmationToken: "", paymentId: free.paymentId, paid: true, amount: 0 };
    }
  }
  const amount = offer?.trialPeriodDays
    ? YOO_TRIAL_CHARGE_KOPECKS
    : discountedMinor(plan.priceRub, coupon?.basisPoints ?? 0, "YOO");
  const subscriptionId = crypto.randomUUID();
  const chargeId = crypto.randomUUID();
  const payment = await payments.yoo.createPayment({
    amount,
    description: plan.titleRu,
    metadata: { kind: "subscription", chargeId, subscriptionId, userId: buyer.id },
    savePaymentMethod: true,
    idempotenceKey: chargeId,
  });
  if (!payment.confirmationToken) throw new BillingError("PROVIDER_ERROR", "YooKassa answered without a token");
  await db.transaction(async (tx) => {
    await createYooMembership(tx, {
      id: subscriptionId,
      userId: buyer.id,
      planId: plan.id,
      priceWithoutDiscount: plan.priceRub,
      couponId: coupon?.id ?? null,
      customDiscountId: offer?.id ?? null,
      paymentSource: input.paymentSource,
    });
    await tx.insert(subscriptionCharges).values({
      id: chargeId,
      subscriptionId,
      kind: "INITIAL",
      providerPaymentId: payment.id,
      amount,
      currency: "RUB",
    });
  });
  return { confirmationToken: payment.confirmationToken, paymentId: payment.id, paid: false, amount };
}
