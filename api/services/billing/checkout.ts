// Starting a payment: a Stripe Checkout Session (a plan or a product) or a YooKassa payment for the embedded widget
// (a plan, a product, or resuming a suspended membership). Nothing here grants anything: memberships and orders
// change only when the provider confirms (events.ts), after the payment is re-read from the provider.
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons, orders, subscriptionCharges, subscriptions, users } from "../../../db/schema/index.ts";
import { LIVE_SUBSCRIPTION_STATUSES } from "../../../src/domain/billing.ts";
import { discountedTotal, toMainUnits, toMinorUnits } from "../../../src/domain/money.ts";
import type { Payments } from "../../integrations/payments.ts";
import { checkCoupon, customDiscountFor, findProduct, listPlans } from "./catalogue.ts";
import { countCouponUse } from "./orders.ts";
import { FREE_MEMBERSHIP_PREFIX, syncFellow } from "./memberships.ts";
import { addPeriod } from "./renewals.ts";
import { takesWholePrice } from "../../../src/domain/billing.ts";
import type { MailLater } from "./events.ts";
import { BillingError } from "./errors.ts";

export type Buyer = { id: string; email: string };

/** A membership's first YooKassa payment during a trial: one ruble, so the card is checked and saved. */
export const YOO_TRIAL_CHARGE_KOPECKS = 100;

/** minor units × (1 − basis points), rounded to 1 decimal of the main unit as the provider does (money.ts). */
export function discountedMinor(minor: number, basisPoints: number, provider: "STRIPE" | "YOO"): number {
  if (!basisPoints) return minor;
  return toMinorUnits(discountedTotal(toMainUnits(minor), basisPoints / 10_000, provider));
}

async function buyerOf(db: DbOrTx, userId: string | null): Promise<Buyer> {
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
      await tx.insert(subscriptions).values({
        id: subscriptionId,
        userId: buyer.id,
        planId: plan.id,
        provider: input.provider,
        status: "ACTIVE",
        currency,
        priceWithoutDiscount: input.provider === "STRIPE" ? plan.priceUsd : plan.priceRub,
        providerSubscriptionId: `${FREE_MEMBERSHIP_PREFIX}${subscriptionId}`,
        couponId: input.couponId,
        paymentSource: input.paymentSource,
        startedAt: now,
        currentPeriodStart: now,
        currentPeriodEnd: until,
        lastChargeAt: now,
        lastChargeAmount: 0,
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

/** POST /api/create-stripe-checkout-session: a subscription session for the plan, with the coupon or the trial. */
export async function startStripeSubscription(
  db: DbOrTx,
  payments: Payments,
  input: {
    userId: string | null;
    planId: number;
    stripePriceId: string;
    /** The Stripe coupon id the page got from isCouponValid, or null. */
    stripeCouponId: string | null;
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
  if (!plan.stripePriceId || plan.stripePriceId !== input.stripePriceId) {
    throw new BillingError("PLAN_NOT_FOUND", "The price does not belong to the plan");
  }
  await refuseSecondMembership(db, buyer.id);
  const offer = await customDiscountFor(db, buyer.id);
  let couponId: number | null = null;
  if (input.stripeCouponId) {
    // The code is checked again here: the page's answer is never trusted. A trial's discount does not combine.
    const [coupon] = await db.select({ code: coupons.code }).from(coupons)
      .where(eq(coupons.stripeCouponId, input.stripeCouponId));
    const check = coupon && !offer?.discountAfterTrial
      ? await checkCoupon(db, { code: coupon.code, provider: "STRIPE", isSubscription: true, productId: null }, now)
      : { valid: false as const };
    if (!check.valid) throw new BillingError("COUPON_INVALID");
    couponId = check.id;
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
    couponId: input.stripeCouponId,
    trialPeriodDays: offer?.trialPeriodDays ?? null,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    idempotencyKey: crypto.randomUUID(),
  });
  if (!session.url) throw new BillingError("PROVIDER_ERROR", "Stripe answered a session without a URL");
  return { url: session.url };
}

/** The product, its price in the provider's currency and the coupon's discount, all checked on the server. */
async function pricedProduct(
  db: DbOrTx,
  input: { productId: number; quantity: number; couponCode: string | null; provider: "STRIPE" | "YOO" },
  now: Date,
) {
  const product = await findProduct(db, input.productId);
  // A free service (the free career consultation) is booked on its page, never sold.
  if (!product || product.priceUsd === 0) throw new BillingError("PRODUCT_NOT_FOUND");
  const unit = input.provider === "STRIPE" ? product.priceUsd : product.priceRubResolved;
  const original = unit * input.quantity;
  let coupon: { id: number; basisPoints: number; stripeCouponId: string | null } | null = null;
  if (input.couponCode) {
    const check = await checkCoupon(db, {
      code: input.couponCode,
      provider: input.provider,
      isSubscription: false,
      productId: product.id,
    }, now);
    if (!check.valid) throw new BillingError("COUPON_INVALID");
    coupon = { id: check.id, basisPoints: check.discountBasisPoints, stripeCouponId: check.stripeCouponId };
  }
  const total = discountedMinor(original, coupon?.basisPoints ?? 0, input.provider);
  return {
    product,
    original,
    total,
    discount: original - total,
    coupon,
    currency: input.provider === "STRIPE" ? "USD" as const : "RUB" as const,
  };
}

/** The provider payment id a free order is recorded under (no provider payment exists). */
export const FREE_PAYMENT_PREFIX = "free-";

/**
 * A product whose total is nothing (a whole-price coupon) never goes to a provider: the order is recorded PAID at
 * once, its coupon use counted, in one transaction — the same whichever provider the buyer chose.
 */
async function completeFreeOrder(
  db: DbOrTx,
  buyer: Buyer,
  priced: Awaited<ReturnType<typeof pricedProduct>>,
  input: { quantity: number; provider: "STRIPE" | "YOO" },
  now: Date,
  mailLater: MailLater,
): Promise<{ orderId: string; paymentId: string }> {
  const orderId = crypto.randomUUID();
  const paymentId = `${FREE_PAYMENT_PREFIX}${orderId}`;
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id: orderId,
      userId: buyer.id,
      productId: priced.product.id,
      provider: input.provider,
      providerPaymentId: paymentId,
      status: "PAID",
      paidAt: now,
      quantity: input.quantity,
      currency: priced.currency,
      originalPrice: priced.original,
      discount: priced.discount,
      totalPrice: 0,
      couponId: priced.coupon?.id ?? null,
    });
    if (priced.coupon) await countCouponUse(tx, priced.coupon.id, buyer.id, { orderId });
  });
  mailLater(buyer.id, "purchased", { orderId });
  return { orderId, paymentId };
}

/** createStripeProductSession: a payment session for one product and a PENDING order keyed by the session id. */
export async function startStripeProductCheckout(
  db: DbOrTx,
  payments: Payments,
  input: {
    userId: string | null;
    productId: number;
    quantity: number;
    couponCode: string | null;
    successUrl: string;
    cancelUrl: string;
  },
  now: Date,
  mailLater: MailLater = () => {},
): Promise<{ url: string; orderId: string; paid: boolean }> {
  const buyer = await buyerOf(db, input.userId);
  if (!payments.stripe) throw new BillingError("NOT_CONFIGURED", "Stripe is not configured");
  const priced = await pricedProduct(db, { ...input, provider: "STRIPE" }, now);
  if (priced.total === 0) {
    // Nothing to pay: the buyer goes straight to the order-completed page.
    const free = await completeFreeOrder(
      db,
      buyer,
      priced,
      { quantity: input.quantity, provider: "STRIPE" },
      now,
      mailLater,
    );
    return { url: input.successUrl, orderId: free.orderId, paid: true };
  }
  const orderId = crypto.randomUUID();
  const session = await payments.stripe.createCheckoutSession({
    mode: "payment",
    customerEmail: buyer.email,
    customerId: null,
    clientReferenceId: buyer.id,
    metadata: { userId: buyer.id, productId: String(priced.product.id), orderId },
    amount: { unitAmount: priced.product.priceUsd, currency: "usd", productName: priced.product.title },
    quantity: input.quantity,
    couponId: priced.coupon?.stripeCouponId ?? null,
    trialPeriodDays: null,
    successUrl: input.successUrl,
    cancelUrl: input.cancelUrl,
    idempotencyKey: orderId,
  });
  if (!session.url) throw new BillingError("PROVIDER_ERROR", "Stripe answered a session without a URL");
  await db.insert(orders).values({
    id: orderId,
    userId: buyer.id,
    productId: priced.product.id,
    provider: "STRIPE",
    providerPaymentId: session.id,
    quantity: input.quantity,
    currency: priced.currency,
    originalPrice: priced.original,
    discount: priced.discount,
    totalPrice: priced.total,
    couponId: priced.coupon?.id ?? null,
  });
  return { url: session.url, orderId, paid: false };
}

/** initYooOrderToken: a YooKassa payment for one product (embedded confirmation) and a PENDING order keyed by it. */
export async function startYooProductPayment(
  db: DbOrTx,
  payments: Payments,
  input: { userId: string | null; productId: number; quantity: number; couponCode: string | null },
  now: Date,
  mailLater: MailLater = () => {},
): Promise<{ confirmationToken: string; paymentId: string; paid: boolean }> {
  const buyer = await buyerOf(db, input.userId);
  if (!payments.yoo) throw new BillingError("NOT_CONFIGURED", "YooKassa is not configured");
  const priced = await pricedProduct(db, { ...input, provider: "YOO" }, now);
  if (priced.total === 0) {
    // YooKassa refuses 0.00: the order is complete, and the page goes to its return address without the widget.
    const free = await completeFreeOrder(
      db,
      buyer,
      priced,
      { quantity: input.quantity, provider: "YOO" },
      now,
      mailLater,
    );
    return { confirmationToken: "", paymentId: free.paymentId, paid: true };
  }
  const orderId = crypto.randomUUID();
  const payment = await payments.yoo.createPayment({
    amount: priced.total,
    description: priced.product.title.slice(0, 128),
    metadata: { kind: "order", orderId, userId: buyer.id, productId: String(priced.product.id) },
    savePaymentMethod: false,
    idempotenceKey: orderId,
  });
  if (!payment.confirmationToken) throw new BillingError("PROVIDER_ERROR", "YooKassa answered without a token");
  await db.insert(orders).values({
    id: orderId,
    userId: buyer.id,
    productId: priced.product.id,
    provider: "YOO",
    providerPaymentId: payment.id,
    quantity: input.quantity,
    currency: "RUB",
    originalPrice: priced.original,
    discount: priced.discount,
    totalPrice: priced.total,
    couponId: priced.coupon?.id ?? null,
  });
  return { confirmationToken: payment.confirmationToken, paymentId: payment.id, paid: false };
}

/**
 * initSubscriptionToken: the first YooKassa payment of a membership (the card is saved for renewals): one ruble when
 * the first-timer offer has a trial, else the plan's ruble price less the coupon (Yoo floors). The membership row is
 * INCOMPLETE until the payment is confirmed. A SUSPENDED member pays the plain price to resume theirs.
 */
export async function startYooSubscriptionPayment(
  db: DbOrTx,
  payments: Payments,
  input: { userId: string | null; planId: number; paymentSource: string; couponCode: string | null },
  now: Date,
  mailLater: MailLater = () => {},
): Promise<{ confirmationToken: string; paymentId: string; paid: boolean }> {
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
    return { confirmationToken: payment.confirmationToken, paymentId: payment.id, paid: false };
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
      return { confirmationToken: "", paymentId: free.paymentId, paid: true };
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
    await tx.insert(subscriptions).values({
      id: subscriptionId,
      userId: buyer.id,
      planId: plan.id,
      provider: "YOO",
      status: "INCOMPLETE",
      currency: "RUB",
      priceWithoutDiscount: plan.priceRub,
      providerSubscriptionId: subscriptionId,
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
  return { confirmationToken: payment.confirmationToken, paymentId: payment.id, paid: false };
}
