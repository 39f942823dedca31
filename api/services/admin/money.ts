// Money in the back office (/admin/money): orders and memberships with their payments, and the team's refund of a
// payment through its provider (Stripe's refund API, YooKassa's refunds). The refund is asked once per payment (the
// provider's idempotency key is the payment's), then recorded exactly as the provider's own refund event would be
// (api/services/billing/refunds.ts): the order becomes REFUNDED or the membership ends, the promoter's commission
// is reversed or clawed back, the customer is mailed — once, whichever of the two arrives first — and the team's
// audit entry is written in the same transaction, from the request written before the provider was asked (so the
// provider's event, when it records the refund first, writes the entry: decision 174).
import { and, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import { type DbOrTx, escapeLike } from "../../../db/client.ts";
import { orders, plans, products, subscriptionCharges, subscriptions, users } from "../../../db/schema/index.ts";
import { type MoneySearchInput, ORDER_STATUSES } from "../../../src/domain/admin.ts";
import { SUBSCRIPTION_STATUSES } from "../../../src/domain/billing.ts";
import type { Payments } from "../../integrations/payments.ts";
import { type EventOutcome, mailingAfter, type MailLater, type Recording } from "../billing/recording.ts";
import { FREE_MEMBERSHIP_PREFIX } from "../billing/subscriptions.ts";
import { readStripeRefund, readYooRefund } from "../billing/refunds.ts";
import type { AdminActor } from "./audit.ts";
import { openRefundRequest, type RefundRequest } from "./refund-requests.ts";

export const MONEY_PAGE_SIZE = 25;

/** Why a refund was refused: each has a translated message (admin.errors.money.<code>). */
export class RefundRefused extends Error {
  override readonly name = "RefundRefused";
  constructor(
    readonly code:
      | "notFound"
      | "notPaid"
      | "nothingPaid"
      | "notConfigured"
      | "stripeMembership"
      | "notStripe"
      | "providerFailed"
      | "providerNotFound",
  ) {
    super(code);
  }
}

export async function listOrders(db: DbOrTx, search: MoneySearchInput, page: number) {
  // A membership's status names no order.
  if (search.status && !(ORDER_STATUSES as readonly string[]).includes(search.status)) return { items: [], total: 0 };
  const conditions: SQL[] = [];
  if (search.q) conditions.push(ilike(users.email, `%${escapeLike(search.q)}%`));
  if (search.status) conditions.push(eq(orders.status, search.status as (typeof ORDER_STATUSES)[number]));
  if (search.provider) conditions.push(eq(orders.provider, search.provider));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select({ order: orders, email: users.email, product: products.title }).from(orders)
      .innerJoin(users, eq(users.id, orders.userId)).innerJoin(products, eq(products.id, orders.productId))
      .where(where).orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(MONEY_PAGE_SIZE).offset((page - 1) * MONEY_PAGE_SIZE),
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  return { items, total: Number(total) };
}

export async function listMemberships(db: DbOrTx, search: MoneySearchInput, page: number) {
  if (search.status && !(SUBSCRIPTION_STATUSES as readonly string[]).includes(search.status)) {
    return { items: [], total: 0 };
  }
  const conditions: SQL[] = [];
  if (search.q) conditions.push(ilike(users.email, `%${escapeLike(search.q)}%`));
  if (search.status) {
    conditions.push(eq(subscriptions.status, search.status as (typeof SUBSCRIPTION_STATUSES)[number]));
  }
  if (search.provider) conditions.push(eq(subscriptions.provider, search.provider));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select({ sub: subscriptions, email: users.email, cycle: plans.billingCycle }).from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId)).innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(where).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(MONEY_PAGE_SIZE).offset((page - 1) * MONEY_PAGE_SIZE),
    db.select({ total: count() }).from(subscriptions).innerJoin(users, eq(users.id, subscriptions.userId)).where(where),
  ]);
  const ids = items.map((i) => i.sub.id);
  const charges = ids.length
    ? await db.select().from(subscriptionCharges).where(inArray(subscriptionCharges.subscriptionId, ids))
      .orderBy(desc(subscriptionCharges.createdAt))
    : [];
  return {
    total: Number(total),
    items: items.map((item) => ({ ...item, charges: charges.filter((c) => c.subscriptionId === item.sub.id) })),
  };
}

/** One membership as its list row (email, cycle, charges), as a refund answers it. */
export async function membershipRowOf(db: DbOrTx, sub: typeof subscriptions.$inferSelect) {
  const [row] = await db.select({ email: users.email, cycle: plans.billingCycle }).from(users)
    .innerJoin(plans, eq(plans.id, sub.planId)).where(eq(users.id, sub.userId));
  const charges = await db.select().from(subscriptionCharges)
    .where(inArray(subscriptionCharges.subscriptionId, [sub.id]));
  return { sub, email: row.email, cycle: row.cycle, charges };
}

/** One order as its list row (buyer's email, product title), as a refund answers it. */
export async function orderRowOf(db: DbOrTx, id: string) {
  const [row] = await db.select({ order: orders, email: users.email, product: products.title }).from(orders)
    .innerJoin(users, eq(users.id, orders.userId)).innerJoin(products, eq(products.id, orders.productId))
    .where(eq(orders.id, id));
  return row;
}

/**
 * Asks the provider; a refusal of ours passes through, a payment the provider does not know (404) is
 * providerNotFound, anything else the provider answers is providerFailed.
 */
async function askProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefundRefused) throw error;
    if ((error as { statusCode?: unknown }).statusCode === 404) throw new RefundRefused("providerNotFound");
    console.error("admin refund:", error instanceof Error ? error.message : error);
    throw new RefundRefused("providerFailed");
  }
}

/**
 * Records what the provider now says in one transaction; mail after the commit. The audit entry is written inside it
 * from the team's request (auditRequestedRefund), or was written already by the provider's event if that came first.
 */
async function recordRefund(db: DbOrTx, recording: Recording, mailLater: MailLater): Promise<EventOutcome> {
  return await mailingAfter(mailLater, (queue) => db.transaction((tx) => recording(tx, queue)));
}

/** Refunds a paid order whole through its provider; its access ends. */
export async function refundOrder(
  db: DbOrTx,
  payments: Payments,
  actor: AdminActor,
  orderId: string,
  reason: string,
  mailLater: MailLater,
  now: Date,
): Promise<typeof orders.$inferSelect> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new RefundRefused("notFound");
  if (order.status !== "PAID") throw new RefundRefused("notPaid");
  if (order.totalPrice <= 0 || !order.providerPaymentId || order.providerPaymentId.startsWith(FREE_MEMBERSHIP_PREFIX)) {
    throw new RefundRefused("nothingPaid");
  }
  const key = `admin-refund:order:${order.id}`;
  const paymentId = order.providerPaymentId;
  const request: RefundRequest = {
    operation: "adminRefundOrder",
    entity: "order",
    entityId: order.id,
    reason,
    before: { status: order.status, amount: order.totalPrice, currency: order.currency, provider: order.provider },
  };
  const recording = await askProvider(async (): Promise<Recording> => {
    if (order.provider === "STRIPE") {
      if (!payments.stripe) throw new RefundRefused("notConfigured");
      const session = await payments.stripe.retrieveCheckoutSession(paymentId);
      if (!session.paymentIntentId) throw new RefundRefused("nothingPaid");
      await openRefundRequest(db, actor, request, now);
      const refund = await payments.stripe.createRefund({
        paymentIntentId: session.paymentIntentId,
        idempotencyKey: key,
        metadata: { orderId: order.id, by: actor.email },
      });
      if (!refund.chargeId) throw new RefundRefused("providerFailed");
      return await readStripeRefund(db, payments.stripe, refund.chargeId, now);
    } else {
      if (!payments.yoo) throw new RefundRefused("notConfigured");
      const payment = await payments.yoo.getPayment(paymentId);
      const left = payment.amount - payment.refundedAmount;
      if (left <= 0) throw new RefundRefused("notPaid");
      await openRefundRequest(db, actor, request, now);
      const refund = await payments.yoo.createRefund({ paymentId: payment.id, amount: left, idempotenceKey: key });
      return await readYooRefund(db, payments, refund.id, now);
    }
  });
  await recordRefund(db, recording, mailLater);
  const [after] = await db.select().from(orders).where(eq(orders.id, order.id));
  return after;
}

/**
 * Refunds one YooKassa membership payment whole; the membership it paid for ends now. A Stripe membership's payments
 * are invoices Stripe keeps: refundStripeMembership refunds its last one.
 */
export async function refundMembershipCharge(
  db: DbOrTx,
  payments: Payments,
  actor: AdminActor,
  chargeId: string,
  reason: string,
  mailLater: MailLater,
  now: Date,
): Promise<typeof subscriptions.$inferSelect> {
  const [row] = await db.select({ charge: subscriptionCharges, sub: subscriptions }).from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
    .where(eq(subscriptionCharges.id, chargeId));
  if (!row) throw new RefundRefused("notFound");
  const { charge, sub } = row;
  if (sub.provider === "STRIPE") throw new RefundRefused("stripeMembership");
  if (charge.status !== "SUCCEEDED") throw new RefundRefused("notPaid");
  if (charge.amount <= 0 || !charge.providerPaymentId || charge.providerPaymentId.startsWith(FREE_MEMBERSHIP_PREFIX)) {
    throw new RefundRefused("nothingPaid");
  }
  const yoo = payments.yoo;
  if (!yoo) throw new RefundRefused("notConfigured");
  const request: RefundRequest = {
    operation: "adminRefundMembershipCharge",
    entity: "membership",
    entityId: sub.id,
    reason,
    before: { status: sub.status, charge: charge.id, amount: charge.amount, currency: charge.currency },
  };
  const recording = await askProvider(async () => {
    const payment = await yoo.getPayment(charge.providerPaymentId!);
    const left = payment.amount - payment.refundedAmount;
    if (left <= 0) throw new RefundRefused("notPaid");
    await openRefundRequest(db, actor, request, now);
    const refund = await yoo.createRefund({
      paymentId: payment.id,
      amount: left,
      idempotenceKey: `admin-refund:charge:${charge.id}`,
    });
    return await readYooRefund(db, payments, refund.id, now);
  });
  await recordRefund(db, recording, mailLater);
  const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
  return after;
}

/**
 * Refunds a Stripe membership's last paid invoice whole, through Stripe's refund API (the invoice is Stripe's: nothing
 * of it is stored here but the membership). The membership ends now and is cancelled at Stripe, as when the refund
 * comes from Stripe's dashboard (readStripeRefund); the key is the invoice's, so a repeat makes one refund.
 */
export async function refundStripeMembership(
  db: DbOrTx,
  payments: Payments,
  actor: AdminActor,
  membershipId: string,
  reason: string,
  mailLater: MailLater,
  now: Date,
): Promise<typeof subscriptions.$inferSelect> {
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, membershipId));
  if (!sub) throw new RefundRefused("notFound");
  if (sub.provider !== "STRIPE") throw new RefundRefused("notStripe");
  if (sub.cancelReason === "REFUNDED") throw new RefundRefused("notPaid");
  if (!sub.providerSubscriptionId || sub.providerSubscriptionId.startsWith(FREE_MEMBERSHIP_PREFIX)) {
    throw new RefundRefused("nothingPaid");
  }
  const stripe = payments.stripe;
  if (!stripe) throw new RefundRefused("notConfigured");
  const stripeId = sub.providerSubscriptionId;
  const invoice = await askProvider(() => stripe.lastPaidInvoice(stripeId));
  // Stripe has no paid invoice: nothing was paid if our record agrees, else Stripe cannot find what was.
  if (!invoice) throw new RefundRefused(sub.numberOfCharges > 0 ? "providerNotFound" : "nothingPaid");
  const request: RefundRequest = {
    operation: "adminRefundStripeMembership",
    entity: "membership",
    entityId: sub.id,
    reason,
    before: { status: sub.status, invoice: invoice.invoiceId, amount: invoice.amountPaid, currency: sub.currency },
  };
  const recording = await askProvider(async () => {
    await openRefundRequest(db, actor, request, now);
    const refund = await stripe.createRefund({
      paymentIntentId: invoice.paymentIntentId,
      idempotencyKey: `admin-refund:invoice:${invoice.invoiceId}`,
      metadata: { membershipId: sub.id, by: actor.email },
    });
    if (!refund.chargeId) throw new RefundRefused("providerFailed");
    return await readStripeRefund(db, stripe, refund.chargeId, now);
  });
  await recordRefund(db, recording, mailLater);
  const [after] = await db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
  return after;
}
