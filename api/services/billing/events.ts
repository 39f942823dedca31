// What the providers tell us: Stripe's webhook events and YooKassa's notifications. Each is claimed by its id in the
// same transaction that acts on it (a replay, or a concurrent copy, finds the claim and does nothing; a failure rolls
// the claim back so the provider's retry runs it), and nothing in an event body is believed: the session,
// subscription or payment is re-read from the provider first. Objects that are not ours are ignored.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { customDiscounts, paymentEvents, plans, subscriptionCharges, subscriptions } from "../../../db/schema/index.ts";
import { LIVE_SUBSCRIPTION_STATUSES } from "../../../src/domain/billing.ts";
import type { Payments, StripeEvent, YooPayment } from "../../integrations/payments.ts";
import { applyStripeSubscription, syncFellow } from "./memberships.ts";
import { countCouponUse, markOrderFailed, markOrderPaid } from "./orders.ts";
import type { BillingMailDetails, BillingMailKind } from "./notifications.ts";
import { addPeriod, applyRenewalFailure, applyRenewalSuccess } from "./renewals.ts";
import { recordAccountState } from "../sellers.ts";

export type EventOutcome = "processed" | "duplicate" | "ignored";

/** Mail to send after the transaction committed. */
export type MailLater = (userId: string, kind: BillingMailKind, details?: BillingMailDetails) => void;

/**
 * Runs work that asks for mail, and hands the mail on only once the work finished (its transaction committed): a
 * transaction that rolls back (and is retried by the provider) never leaves a mail behind, so each goes once.
 */
export async function mailingAfter<T>(mailLater: MailLater, work: (queue: MailLater) => Promise<T>): Promise<T> {
  const queued: Array<Parameters<MailLater>> = [];
  const result = await work((...args) => void queued.push(args));
  for (const args of queued) mailLater(...args);
  return result;
}

async function claim(tx: DbOrTx, provider: "STRIPE" | "YOO", eventId: string, type: string, now: Date) {
  const [claimed] = await tx.insert(paymentEvents).values({
    provider,
    eventId,
    type,
    receivedAt: now,
    processedAt: now,
  })
    .onConflictDoNothing().returning({ eventId: paymentEvents.eventId });
  return Boolean(claimed);
}

const str = (value: unknown): string | null => (typeof value === "string" && value ? value : null);

const HANDLED_STRIPE_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "customer.subscription.trial_will_end",
  "invoice.paid",
  "invoice.payment_failed",
  "account.updated",
]);

/** Stripe answered 404 for an object an event named: not ours (or gone), so the event is ignored. */
function isMissing(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 404;
}

export async function handleStripeEvent(
  db: DbOrTx,
  payments: Payments,
  event: StripeEvent,
  mailLater: MailLater,
  now: Date,
): Promise<EventOutcome> {
  const stripe = payments.stripe;
  if (!stripe || !HANDLED_STRIPE_EVENTS.has(event.type)) return "ignored";
  return await mailingAfter(mailLater, (queue) =>
    db.transaction(async (tx): Promise<EventOutcome> => {
      if (!(await claim(tx, "STRIPE", event.id, event.type, now))) return "duplicate";
      try {
        return await actOnStripeEvent(tx, payments, event, queue, now);
      } catch (error) {
        if (isMissing(error)) return "ignored";
        throw error;
      }
    }));
}

async function actOnStripeEvent(
  tx: DbOrTx,
  payments: Payments,
  event: StripeEvent,
  mailLater: MailLater,
  now: Date,
): Promise<EventOutcome> {
  const stripe = payments.stripe!;
  {
    const object = event.object;
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.expired": {
        const id = str(object.id);
        if (!id) return "ignored";
        const session = await stripe.retrieveCheckoutSession(id);
        if (session.mode === "payment") {
          if (session.status === "expired") {
            await markOrderFailed(tx, "STRIPE", session.id, now);
            return "processed";
          }
          if (session.paymentStatus !== "paid") return "ignored";
          const paid = await markOrderPaid(tx, "STRIPE", session.id, now);
          if (paid) mailLater(paid.userId, "purchased", { orderId: paid.id });
          return paid ? "processed" : "ignored";
        }
        if (!session.subscriptionId || session.status !== "complete") return "ignored";
        return await applyStripeSubscriptionById(tx, payments, session.subscriptionId, mailLater, now);
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted": {
        const id = str(object.id);
        return id ? await applyStripeSubscriptionById(tx, payments, id, mailLater, now) : "ignored";
      }
      case "customer.subscription.trial_will_end": {
        const id = str(object.id);
        const [row] = id
          ? await tx.select().from(subscriptions).where(and(
            eq(subscriptions.provider, "STRIPE"),
            eq(subscriptions.providerSubscriptionId, id),
          ))
          : [];
        if (!row) return "ignored";
        mailLater(row.userId, "trialEnds");
        return "processed";
      }
      case "account.updated": {
        // A seller's connected account changed (onboarding finished, or Stripe disabled charges): re-read it.
        const id = str(object.id);
        if (!id) return "ignored";
        await recordAccountState(tx, await stripe.retrieveConnectedAccount(id));
        return "processed";
      }
      case "invoice.paid": {
        // The invoice as Stripe holds it, never the event's copy: its status, its amount and its subscription.
        const invoiceId = str(object.id);
        if (!invoiceId) return "ignored";
        const invoice = await stripe.retrieveInvoice(invoiceId);
        if (invoice.status !== "paid" || !invoice.subscriptionId) return "ignored";
        const outcome = await applyStripeSubscriptionById(tx, payments, invoice.subscriptionId, mailLater, now);
        if (outcome !== "processed") return outcome;
        // One charge per invoice, whichever event (and however many) tells of it.
        if (!(await claim(tx, "STRIPE", `invoice.paid:${invoice.id}`, "invoice.paid", now))) return "duplicate";
        const [row] = await tx.select().from(subscriptions).where(and(
          eq(subscriptions.provider, "STRIPE"),
          eq(subscriptions.providerSubscriptionId, invoice.subscriptionId),
        )).for("update");
        // A trial's 0 invoice is not a charge.
        if (invoice.amountPaid > 0) {
          await tx.update(subscriptions).set({
            numberOfCharges: row.numberOfCharges + 1,
            lastChargeAt: now,
            lastChargeAmount: invoice.amountPaid,
            paymentFailedAt: null,
            updatedAt: now,
          }).where(eq(subscriptions.id, row.id));
        }
        // The receipt: the membership's first invoice (a trial's is 0) says welcome, a later paid one renewed.
        const amount = { minor: invoice.amountPaid, currency: row.currency };
        if (invoice.billingReason === "subscription_create") {
          const trial = Boolean(row.trialEnd && row.trialEnd > now);
          mailLater(row.userId, "joined", {
            amount,
            until: trial ? row.trialEnd : row.currentPeriodEnd,
            trial,
            planId: row.planId,
          });
        } else if (invoice.amountPaid > 0) {
          mailLater(row.userId, "renewed", { amount, until: row.currentPeriodEnd, planId: row.planId });
        }
        return "processed";
      }
      case "invoice.payment_failed": {
        // As for a paid invoice: Stripe's invoice, not the event's copy, names the subscription.
        const invoiceId = str(object.id);
        if (!invoiceId) return "ignored";
        const invoice = await stripe.retrieveInvoice(invoiceId);
        if (invoice.status === "paid" || !invoice.subscriptionId) return "ignored";
        const [before] = await tx.select({ failedAt: subscriptions.paymentFailedAt }).from(subscriptions).where(and(
          eq(subscriptions.provider, "STRIPE"),
          eq(subscriptions.providerSubscriptionId, invoice.subscriptionId),
        )).for("update");
        const outcome = await applyStripeSubscriptionById(tx, payments, invoice.subscriptionId, mailLater, now);
        if (outcome !== "processed") return outcome;
        const [row] = await tx.update(subscriptions).set({
          paymentFailedAt: sql`coalesce(${subscriptions.paymentFailedAt}, ${now})`,
          updatedAt: now,
        }).where(and(
          eq(subscriptions.provider, "STRIPE"),
          eq(subscriptions.providerSubscriptionId, invoice.subscriptionId),
        )).returning();
        // Stripe tells of every failed retry: the dunning mail goes with the first failure since the last payment.
        if (!before?.failedAt) mailLater(row.userId, "paymentFailed");
        return "processed";
      }
    }
    return "ignored";
  }
}

async function applyStripeSubscriptionById(
  tx: DbOrTx,
  payments: Payments,
  id: string,
  mailLater: MailLater,
  now: Date,
): Promise<EventOutcome> {
  const stripe = payments.stripe!;
  const sub = await stripe.retrieveSubscription(id);
  const applied = await applyStripeSubscription(tx, sub, now);
  if (!applied) return "ignored";
  // Cancelled at Stripe (the portal) or here: said once, when the membership turns to ending at its period's end.
  if (applied.becameCancelled) {
    const s = applied.subscription;
    mailLater(s.userId, "cancelled", { until: s.cancelAt ?? s.currentPeriodEnd, planId: s.planId });
  }
  if (applied.created) {
    const { subscription } = applied;
    if (subscription.couponId) {
      await countCouponUse(tx, subscription.couponId, subscription.userId, { subscriptionId: subscription.id });
    }
    // The first-timer offer's discount after the trial: a once-only percent off on Stripe's first paid invoice.
    if (subscription.customDiscountId && sub.trialEnd) {
      const [offer] = await tx.select().from(customDiscounts)
        .where(eq(customDiscounts.id, subscription.customDiscountId));
      if (offer?.discountAfterTrial) {
        await stripe.updateSubscription(id, { percentOffOnce: offer.discountAfterTrial });
      }
    }
  }
  return "processed";
}

/**
 * A YooKassa payment as YooKassa says it is now (the caller re-read it by id): an order is paid or failed, a
 * membership's first payment starts it, a resuming payment resumes it, a renewal extends it. Claimed per payment and
 * status, so the notification and the widget's return page (confirmYooPayment) act once between them.
 */
export async function applyYooPayment(
  db: DbOrTx,
  payment: YooPayment,
  mailLater: MailLater,
  now: Date,
): Promise<EventOutcome> {
  if (payment.status !== "succeeded" && payment.status !== "canceled") return "ignored";
  const kind = payment.metadata.kind;
  if (kind !== "order" && kind !== "subscription") return "ignored";
  return await mailingAfter(mailLater, (queue) => applyYooPaymentNow(db, payment, queue, now));
}

async function applyYooPaymentNow(
  db: DbOrTx,
  payment: YooPayment,
  mailLater: MailLater,
  now: Date,
): Promise<EventOutcome> {
  const kind = payment.metadata.kind;
  return await db.transaction(async (tx): Promise<EventOutcome> => {
    if (!(await claim(tx, "YOO", `${payment.id}:${payment.status}`, `payment.${payment.status}`, now))) {
      return "duplicate";
    }
    if (kind === "order") {
      if (payment.status === "canceled") {
        await markOrderFailed(tx, "YOO", payment.id, now);
        return "processed";
      }
      const paid = await markOrderPaid(tx, "YOO", payment.id, now);
      if (paid) mailLater(paid.userId, "purchased", { orderId: paid.id });
      return paid ? "processed" : "ignored";
    }
    const [charge] = await tx.select().from(subscriptionCharges)
      .where(eq(subscriptionCharges.providerPaymentId, payment.id)).for("update");
    if (!charge || charge.status !== "PENDING") return "ignored";
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, charge.subscriptionId))
      .for("update");
    if (!sub) return "ignored";
    if (payment.status === "canceled") {
      await tx.update(subscriptionCharges).set({
        status: "FAILED",
        failureReason: payment.cancellationReason,
        updatedAt: now,
      }).where(eq(subscriptionCharges.id, charge.id));
      if (charge.kind === "RENEWAL") await applyRenewalFailure(tx, sub, charge, mailLater, now);
      return "processed";
    }
    await tx.update(subscriptionCharges).set({
      status: "SUCCEEDED",
      capturedAt: payment.capturedAt ?? now,
      updatedAt: now,
    })
      .where(eq(subscriptionCharges.id, charge.id));
    const method = payment.paymentMethod?.saved ? payment.paymentMethod.id : sub.yooPaymentMethodId;
    if (charge.kind === "RENEWAL") {
      await applyRenewalSuccess(tx, sub, charge, mailLater, now);
      return "processed";
    }
    const [plan] = await tx.select().from(plans).where(eq(plans.id, sub.planId));
    if (charge.kind === "RESUME") {
      if (sub.status !== "SUSPENDED") return "processed";
      const until = addPeriod(now, plan.billingCycle);
      mailLater(sub.userId, "renewed", {
        amount: { minor: payment.amount, currency: "RUB" },
        until,
        planId: sub.planId,
      });
      await tx.update(subscriptions).set({
        status: "ACTIVE",
        currentPeriodStart: now,
        currentPeriodEnd: until,
        yooPaymentMethodId: method,
        numberOfCharges: sub.numberOfCharges + 1,
        lastChargeAt: now,
        lastChargeAmount: payment.amount,
        paymentFailedAt: null,
        updatedAt: now,
      }).where(eq(subscriptions.id, sub.id));
      await syncFellow(tx, sub.userId);
      return "processed";
    }
    // The first payment: the membership starts (a trial when the first-timer offer has one).
    if (sub.status !== "INCOMPLETE") return "processed";
    const [offer] = sub.customDiscountId
      ? await tx.select().from(customDiscounts).where(eq(customDiscounts.id, sub.customDiscountId))
      : [];
    const trialDays = offer?.trialPeriodDays ?? 0;
    const trialEnd = trialDays ? new Date(now.getTime() + trialDays * 86_400_000) : null;
    // The user has another live membership (paid twice in two tabs): this one is recorded as CANCELLED for a refund,
    // never as a second membership. (Two such payments confirmed at the same instant: the one-live index refuses the
    // second transaction, whose claim rolls back; YooKassa's retry then lands here.)
    const [other] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(and(
      eq(subscriptions.userId, sub.userId),
      inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
    ));
    if (other) {
      await tx.update(subscriptions).set({ status: "CANCELLED", cancelledAt: now, cancelReason: "DUPLICATE_PAYMENT" })
        .where(eq(subscriptions.id, sub.id));
      return "processed";
    }
    await tx.update(subscriptions).set({
      status: trialEnd ? "TRIALING" : "ACTIVE",
      startedAt: now,
      trialEnd,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? addPeriod(now, plan.billingCycle),
      yooPaymentMethodId: method,
      numberOfCharges: trialEnd ? 0 : 1,
      lastChargeAt: now,
      lastChargeAmount: payment.amount,
      updatedAt: now,
    }).where(eq(subscriptions.id, sub.id));
    if (sub.couponId) await countCouponUse(tx, sub.couponId, sub.userId, { subscriptionId: sub.id });
    await syncFellow(tx, sub.userId);
    mailLater(sub.userId, "joined", {
      amount: { minor: payment.amount, currency: "RUB" },
      until: trialEnd ?? addPeriod(now, plan.billingCycle),
      trial: Boolean(trialEnd),
      planId: sub.planId,
    });
    return "processed";
  });
}

/** A YooKassa notification: only its payment id is read from the body; the payment is re-read from YooKassa. */
export async function handleYooNotification(
  db: DbOrTx,
  payments: Payments,
  body: unknown,
  mailLater: MailLater,
  now: Date,
): Promise<EventOutcome> {
  if (!payments.yoo) return "ignored";
  const object = (body as { object?: { id?: unknown } } | null)?.object;
  const id = typeof object?.id === "string" && /^[\w-]{1,64}$/.test(object.id) ? object.id : null;
  if (!id) return "ignored";
  let payment: YooPayment;
  try {
    payment = await payments.yoo.getPayment(id);
  } catch {
    return "ignored";
  }
  return await applyYooPayment(db, payment, mailLater, now);
}
