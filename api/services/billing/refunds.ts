// Refunds (issue 27), a billing fact: Stripe's charge.refunded and YooKassa's refund.succeeded. As with payments, nothing in the
// event is believed: the charge (Stripe) or the refund and its payment (YooKassa) are re-read from the provider,
// outside any transaction, and what they say is recorded once, in one transaction that claims the refund's state in
// payment_events. Each provider reports the total refunded so far, so the recording converges on it:
// - the whole payment refunded: an order becomes REFUNDED (its access ends: access checks ask for PAID), a membership
//   payment ends the membership now (CANCELLED, cancelReason REFUNDED; a Stripe subscription is cancelled there too);
// - a part refunded: the access stays, only the commission shrinks in proportion;
// - the commission line (promoters/adjust-commission-for-refund.ts): not paid out yet → its amount follows what was
//   kept (REVERSED with amount 0 when nothing was); already in a payout → one CLAWBACK line (negative, PAYABLE) that
//   the next payout deducts;
// - the customer is mailed (billing's "refunded" mail).
// Mapping: a Stripe charge's payment intent → the checkout session that made it (checkout.sessions.list) → our order
// (orders are keyed by session id, nothing new stored); a charge that paid a membership invoice → the invoice (on the
// charge in older API versions, through invoice_payments in current ones) → its subscription. A YooKassa refund's
// payment_id → our order or membership charge.
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { orders, paymentEvents, subscriptionCharges, subscriptions } from "../../../db/schema/index.ts";
import type { Payments, StripeGateway } from "../../integrations/payments.ts";
import {
  claim,
  type EventOutcome,
  ignored,
  isMissing,
  mailingAfter,
  type MailLater,
  type Recording,
} from "./recording.ts";
import { syncFellow } from "./memberships.ts";
import { byStripeId, cancelRefundedMembership } from "./subscriptions.ts";
import { auditRequestedRefund } from "../admin/refund-requests.ts";
import { adjustCommissionForRefund } from "../promoters/adjust-commission-for-refund.ts";

/** What a refund is about, as the provider says it now. */
export type RefundFacts = {
  provider: "STRIPE" | "YOO";
  /** The refund's state, claimed once in payment_events (a replay, or a second event of the same state, is a duplicate). */
  claimKey: string;
  /** The commission ledger's key of the payment: Stripe session (orders) or invoice id; YooKassa payment id. */
  sourcePaymentId: string;
  /** Minor units: the payment, and refunded of it so far (all refunds together). */
  paidAmount: number;
  refundedAmount: number;
  /**
   * What this refund gave back (the mail says it). Stripe reports only the running total: there it is worked out when
   * recorded, from the totals claimed before (refundedBefore).
   */
  refundNow: number;
  orderId?: string;
  subscriptionId?: string;
};

/**
 * A Stripe charge's refunds are claimed by running total (`refund:<charge>:<total>`): the largest total claimed before
 * this one is what earlier refunds gave back (0 for the first).
 */
async function refundedBefore(tx: DbOrTx, claimKey: string, total: number): Promise<number> {
  const prefix = claimKey.slice(0, claimKey.lastIndexOf(":") + 1);
  const rows = await tx.select({ id: paymentEvents.eventId }).from(paymentEvents).where(and(
    eq(paymentEvents.provider, "STRIPE"),
    sql`starts_with(${paymentEvents.eventId}, ${prefix})`,
  ));
  const totals = rows.map((r) => Number(r.id.slice(prefix.length))).filter((n) => Number.isInteger(n) && n < total);
  return Math.max(0, ...totals);
}

/** Records a refund once: the order or membership, the commission, the customer's mail. */
export async function applyRefund(
  tx: DbOrTx,
  facts: RefundFacts,
  mailLater: MailLater,
  now: Date,
): Promise<EventOutcome> {
  if (!(await claim(tx, facts.provider, facts.claimKey, "refund", now))) return "duplicate";
  const whole = facts.refundedAmount >= facts.paidAmount;
  let customer: { userId: string; currency: string } | null = null;
  if (facts.orderId) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, facts.orderId)).for("update");
    if (!order) return "ignored";
    customer = order;
    if (whole && order.status === "PAID") {
      await tx.update(orders).set({ status: "REFUNDED", updatedAt: now }).where(eq(orders.id, order.id));
    }
  } else if (facts.subscriptionId) {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, facts.subscriptionId))
      .for("update");
    if (!sub) return "ignored";
    customer = sub;
    if (whole) {
      await cancelRefundedMembership(tx, sub.id, now);
      await syncFellow(tx, sub.userId);
    }
  } else {
    return "ignored";
  }
  // A refund the team asked for gets its audit entry here, whichever path records it first (decision 174).
  if (whole) await auditRequestedRefund(tx, facts, now);
  await adjustCommissionForRefund(tx, facts, now);
  const refundNow = facts.provider === "STRIPE"
    ? facts.refundedAmount - await refundedBefore(tx, facts.claimKey, facts.refundedAmount)
    : facts.refundNow;
  mailLater(customer.userId, "refunded", {
    amount: { minor: refundNow, currency: customer.currency },
    refundedTotal: { minor: facts.refundedAmount, currency: customer.currency },
    paid: { minor: facts.paidAmount, currency: customer.currency },
    orderId: facts.orderId,
    membership: Boolean(facts.subscriptionId),
    partial: !whole,
  });
  return "processed";
}

/**
 * charge.refunded: the charge is re-read from Stripe and mapped to our order or membership; a membership whose whole
 * payment came back is also cancelled at Stripe (no further invoice). Answers the recording for the claimed event.
 */
export async function readStripeRefund(
  db: DbOrTx,
  stripe: StripeGateway,
  chargeId: string,
  now: Date,
): Promise<Recording> {
  const charge = await stripe.retrieveCharge(chargeId);
  if (charge.amountRefunded <= 0) return ignored;
  const base = {
    provider: "STRIPE" as const,
    claimKey: `refund:${charge.id}:${charge.amountRefunded}`,
    paidAmount: charge.amount,
    refundedAmount: charge.amountRefunded,
    refundNow: charge.amountRefunded,
  };
  let facts: RefundFacts | null = null;
  if (charge.invoiceId) {
    const invoice = await stripe.retrieveInvoice(charge.invoiceId);
    const [sub] = invoice.subscriptionId
      ? await db.select().from(subscriptions).where(byStripeId(invoice.subscriptionId))
      : [];
    if (!sub) return ignored;
    facts = { ...base, sourcePaymentId: invoice.id, subscriptionId: sub.id };
    if (charge.refunded && sub.providerSubscriptionId && sub.status !== "CANCELLED") {
      try {
        await stripe.cancelSubscriptionNow(sub.providerSubscriptionId);
      } catch (error) {
        console.warn("refunds: the refunded Stripe subscription could not be cancelled there:", error);
      }
    }
  } else if (charge.paymentIntentId) {
    const sessionId = await stripe.checkoutSessionOfPaymentIntent(charge.paymentIntentId);
    const [order] = sessionId
      ? await db.select({ id: orders.id }).from(orders).where(
        and(eq(orders.provider, "STRIPE"), eq(orders.providerPaymentId, sessionId)),
      )
      : [];
    if (!order || !sessionId) return ignored;
    facts = { ...base, sourcePaymentId: sessionId, orderId: order.id };
  }
  if (!facts) return ignored;
  const found = facts;
  return (tx, mailLater) => applyRefund(tx, found, mailLater, now);
}

/**
 * refund.succeeded: the refund is re-read from YooKassa by id, then its payment (how much was paid and refunded in
 * all); the payment id names our order or membership charge. Answers the recording (ignored for anything else).
 */
export async function readYooRefund(db: DbOrTx, payments: Payments, refundId: string, now: Date): Promise<Recording> {
  const yoo = payments.yoo;
  if (!yoo) return ignored;
  let refund, payment;
  try {
    refund = await yoo.getRefund(refundId);
    if (refund.status !== "succeeded") return ignored;
    payment = await yoo.getPayment(refund.paymentId);
  } catch (error) {
    // Not YooKassa's (404): ignored. An outage is thrown, so the notification is answered 500 and sent again.
    if (isMissing(error)) return ignored;
    throw error;
  }
  const base = {
    provider: "YOO" as const,
    claimKey: `refund:${refund.id}`,
    sourcePaymentId: payment.id,
    paidAmount: payment.amount,
    refundedAmount: Math.max(payment.refundedAmount, refund.amount),
    refundNow: refund.amount,
  };
  const [order] = await db.select({ id: orders.id }).from(orders)
    .where(and(eq(orders.provider, "YOO"), eq(orders.providerPaymentId, payment.id)));
  const [charge] = order ? [] : await db.select({ subscriptionId: subscriptionCharges.subscriptionId })
    .from(subscriptionCharges).where(eq(subscriptionCharges.providerPaymentId, payment.id));
  if (!order && !charge) return ignored;
  const facts: RefundFacts = order
    ? { ...base, orderId: order.id }
    : { ...base, subscriptionId: charge.subscriptionId };
  return (tx, mailLater) => applyRefund(tx, facts, mailLater, now);
}

/** YooKassa's refund.succeeded notification: read, then recorded once (mail after the commit). */
export async function handleYooRefund(
  db: DbOrTx,
  payments: Payments,
  refundId: string,
  mailLater: MailLater,
  now: Date,
): Promise<EventOutcome> {
  const recording = await readYooRefund(db, payments, refundId, now);
  return await mailingAfter(mailLater, (queue) => db.transaction((tx) => recording(tx, queue)));
}
