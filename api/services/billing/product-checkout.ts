// Starting a payment for a product (a service or a file): a Stripe Checkout Session or a YooKassa payment for the
// embedded widget, and a PENDING order keyed by it; a whole-price coupon completes the order here, with no provider.
// Nothing here grants a paid order: orders change only when the provider confirms (handle-stripe-event.ts, yoo-notifications.ts).
import type { DbOrTx } from "../../../db/client.ts";
import { orders } from "../../../db/schema/index.ts";
import type { Payments } from "../../integrations/payments.ts";
import { checkCoupon, findProduct } from "./catalogue.ts";
import { countCouponUse } from "./orders.ts";
import type { MailLater } from "./recording.ts";
import { BillingError } from "./errors.ts";
import { type Buyer, buyerOf, discountedMinor, type YooPaymentStart } from "./checkout.ts";

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
): Promise<YooPaymentStart> {
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
    return { confirmationToken: "", paymentId: free.paymentId, paid: true, amount: 0 };
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
  return { confirmationToken: payment.confirmationToken, paymentId: payment.id, paid: false, amount: priced.total };
}

/**
 * initSubscriptionToken: the first YooKassa payment of a membership (the card is saved for renewals): one ruble when
 * the first-timer offer has a trial, else the plan's ruble price less the coupon (Yoo floors). The membership row is
 * INCOMPLETE until the payment is confirmed. A SUSPENDED member pays the plain price to resume theirs.
 */
