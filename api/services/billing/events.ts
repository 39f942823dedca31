// What the providers tell us: Stripe's webhook events and YooKassa's notifications. Nothing in an event body is
// believed: the session, subscription or payment is re-read from the provider first, outside any transaction, and
// what it says is then recorded in one short transaction that claims the event by its id (a replay, or a concurrent
// copy, finds the claim and does nothing; a failure rolls the claim back so the provider's retry runs it). Objects
// that are not ours are ignored.
import type Stripe from "stripe";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { customDiscounts, paymentEvents, plans, subscriptionCharges, subscriptions } from "../../../db/schema/index.ts";
import { LIVE_SUBSCRIPTION_STATUSES } from "../../../src/domain/billing.ts";
import type { Payments, StripeGateway, YooPayment } from "../../integrations/payments.ts";
import { applyStripeSubscription, byStripeId, stripeMembershipOwner, syncFellow } from "./memberships.ts";
import { countCouponUse, markOrderFailed, markOrderPaid } from "./orders.ts";
import type { BillingMailDetails, BillingMailKind } from "./notifications.ts";
import { addPeriod, applyRenewalFailure, applyRenewalSuccess } from "./renewals.ts";
import { recordAccountState } from "../sellers.ts";
import { recordCommission } from "../promoters/commissions.ts";
import { handleYooRefund, readStripeRefund } from "../promoters/refunds.ts";

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

/** What an event changes here, run in the transaction that claims it (after the provider was read). */
type Recording = (tx: DbOrTx, mailLater: MailLater) => Promise<EventOutcome>;
type StripeContext = { db: DbOrTx; stripe: StripeGateway; now: Date };
/** One handler per Stripe event type (cal.com's shape): it reads Stripe and answers what to record. */
type StripeHandlers = {
  [K in Stripe.Event["type"]]?: (
    event: Extract<Stripe.Event, { type: K }>,
    context: StripeContext,
  ) => Promise<Recording>;
};

const ignored: Recording = () => Promise.resolve("ignored");

/** The provider answered 404 for an object an event named: not ours (or gone), so the event is ignored. */
export function isMissing(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 404;
}

/**
 * Reads a Stripe subscription an event names and answers its recording: the row follows Stripe, the cancellation
 * mail goes once, a new membership counts its coupon. The first-timer offer's discount after the trial (a once-only
 * percent off Stripe's first paid invoice) is given here, before the recording, to a membership not recorded yet:
 * with a key of its own, so a retry after a failure in the middle is the same request at Stripe, never a second one.
 */
async function readStripeSubscription(
  { db, stripe, now }: StripeContext,
  id: string,
): Promise<Recording> {
  const sub = await stripe.retrieveSubscription(id);
  const owner = sub.trialEnd ? await stripeMembershipOwner(db, sub) : null;
  if (owner?.hint.customDiscountId) {
    const [offer] = await db.select().from(customDiscounts).where(eq(customDiscounts.id, owner.hint.customDiscountId));
    if (offer?.discountAfterTrial) {
      await stripe.updateSubscription(id, {
        percentOffOnce: offer.discountAfterTrial,
        idempotencyKey: `first-timer-offer:${id}`,
      });
    }
  }
  return async (tx, mailLater) => {
    const applied = await applyStripeSubscription(tx, sub, now);
    if (!applied) return "ignored";
    const s = applied.subscription;
    // Cancelled at Stripe (the portal) or here: said once, when the membership turns to ending at its period's end.
    if (applied.becameCancelled) {
      mailLater(s.userId, "cancelled", { until: s.cancelAt ?? s.currentPeriodEnd, planId: s.planId });
    }
    if (applied.created && s.couponId) await countCouponUse(tx, s.couponId, s.userId, { subscriptionId: s.id });
    return "processed";
  };
}

const subscriptionChanged = (
  { data }:
    | Stripe.CustomerSubscriptionCreatedEvent
    | Stripe.CustomerSubscriptionUpdatedEvent
    | Stripe.CustomerSubscriptionDeletedEvent,
  context: StripeContext,
) => data.object.id ? readStripeSubscription(context, data.object.id) : Promise.resolve(ignored);

/**
 * A checkout session ended, or its delayed payment (a bank debit, a voucher: whatever the Dashboard turns on) settled.
 * The session as Stripe holds it decides: paid fulfils the order; expired, or a delayed payment Stripe says failed
 * (the session stays complete and unpaid then), fails it; complete and unpaid otherwise is a payment still
 * processing, and the order waits for async_payment_succeeded or _failed.
 */
async function checkoutSessionEnded(
  { data, type }:
    | Stripe.CheckoutSessionCompletedEvent
    | Stripe.CheckoutSessionExpiredEvent
    | Stripe.CheckoutSessionAsyncPaymentSucceededEvent
    | Stripe.CheckoutSessionAsyncPaymentFailedEvent,
  context: StripeContext,
): Promise<Recording> {
  if (!data.object.id) return ignored;
  const { now } = context;
  const session = await context.stripe.retrieveCheckoutSession(data.object.id);
  if (session.mode === "payment") {
    const delayedFailed = type === "checkout.session.async_payment_failed" && session.paymentStatus === "unpaid";
    if (session.status === "expired" || delayedFailed) {
      return async (tx) => {
        await markOrderFailed(tx, "STRIPE", session.id, now);
        return "processed";
      };
    }
    if (session.paymentStatus !== "paid") return ignored;
    return async (tx, mailLater) => {
      const paid = await markOrderPaid(tx, "STRIPE", session.id, now, mailLater);
      if (paid) mailLater(paid.userId, "purchased", { orderId: paid.id });
      return paid ? "processed" : "ignored";
    };
  }
  if (!session.subscriptionId || session.status !== "complete") return ignored;
  return await readStripeSubscription(context, session.subscriptionId);
}

const stripeHandlers: StripeHandlers = {
  "checkout.session.completed": checkoutSessionEnded,
  "checkout.session.expired": checkoutSessionEnded,
  "checkout.session.async_payment_succeeded": checkoutSessionEnded,
  "checkout.session.async_payment_failed": checkoutSessionEnded,
  "customer.subscription.created": subscriptionChanged,
  "customer.subscription.updated": subscriptionChanged,
  "customer.subscription.deleted": subscriptionChanged,
  "customer.subscription.trial_will_end": ({ data }) =>
    Promise.resolve(async (tx, mailLater) => {
      const [row] = data.object.id ? await tx.select().from(subscriptions).where(byStripeId(data.object.id)) : [];
      if (!row) return "ignored";
      mailLater(row.userId, "trialEnds");
      return "processed";
    }),
  "invoice.paid": async ({ data }, context) => {
    // The invoice as Stripe holds it, never the event's copy: its status, its amount and its subscription.
    if (!data.object.id) return ignored;
    const invoice = await context.stripe.retrieveInvoice(data.object.id);
    if (invoice.status !== "paid" || !invoice.subscriptionId) return ignored;
    const subscriptionId = invoice.subscriptionId;
    const recordSubscription = await readStripeSubscription(context, subscriptionId);
    const { now } = context;
    return async (tx, mailLater) => {
      const outcome = await recordSubscription(tx, mailLater);
      if (outcome !== "processed") return outcome;
      // One charge per invoice, whichever event (and however many) tells of it.
      if (!(await claim(tx, "STRIPE", `invoice.paid:${invoice.id}`, "invoice.paid", now))) return "duplicate";
      const [row] = await tx.select().from(subscriptions).where(byStripeId(subscriptionId)).for("update");
      // A trial's 0 invoice is not a charge.
      if (invoice.amountPaid > 0) {
        await tx.update(subscriptions).set({
          numberOfCharges: row.numberOfCharges + 1,
          lastChargeAt: now,
          lastChargeAmount: invoice.amountPaid,
          paymentFailedAt: null,
          updatedAt: now,
        }).where(eq(subscriptions.id, row.id));
        // The first payment and every renewal of a membership that started with a promoter's code earn a commission.
        await recordCommission(tx, {
          provider: "STRIPE",
          sourcePaymentId: invoice.id,
          kind: "SUBSCRIPTION",
          couponId: row.couponId,
          customerId: row.userId,
          baseAmount: invoice.amountPaid,
          currency: row.currency,
          subscriptionId: row.id,
          paidAt: now,
        }, mailLater);
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
    };
  },
  // A refund (whole or part) of a product's payment or a membership invoice (services/promoters/refunds.ts).
  "charge.refunded": async ({ data }, { db, stripe, now }) =>
    data.object.id ? await readStripeRefund(db, stripe, data.object.id, now) : ignored,
  "invoice.payment_failed": async ({ data }, context) => {
    // As for a paid invoice: Stripe's invoice, not the event's copy, names the subscription.
    if (!data.object.id) return ignored;
    const invoice = await context.stripe.retrieveInvoice(data.object.id);
    if (invoice.status === "paid" || !invoice.subscriptionId) return ignored;
    const subscriptionId = invoice.subscriptionId;
    const recordSubscription = await readStripeSubscription(context, subscriptionId);
    const { now } = context;
    return async (tx, mailLater) => {
      const [before] = await tx.select({ failedAt: subscriptions.paymentFailedAt }).from(subscriptions)
        .where(byStripeId(subscriptionId)).for("update");
      const outcome = await recordSubscription(tx, mailLater);
      if (outcome !== "processed") return outcome;
      const [row] = await tx.update(subscriptions).set({
        paymentFailedAt: sql`coalesce(${subscriptions.paymentFailedAt}, ${now})`,
        updatedAt: now,
      }).where(byStripeId(subscriptionId)).returning();
      // Stripe tells of every failed retry: the dunning mail goes with the first failure since the last payment.
      if (!before?.failedAt) mailLater(row.userId, "paymentFailed");
      return "processed";
    };
  },
};

/**
 * Connected accounts' events, which Stripe sends only to the Connect endpoint (its own secret); each names the account
 * (`event.account`), and only the account it names is touched.
 */
const connectHandlers: StripeHandlers = {
  // A seller's account changed (onboarding finished, or Stripe restricted it: charges or payouts off): re-read it.
  "account.updated": async (event, { stripe }) => {
    const id = event.account ?? event.data.object.id;
    if (!id || id !== event.data.object.id) return ignored;
    const account = await stripe.retrieveConnectedAccount(id);
    return async (tx) => {
      await recordAccountState(tx, account);
      return "processed";
    };
  },
  // The seller disconnected the club's platform: it can no longer be read, so the signed event is the word for it.
  "account.application.deauthorized": (event) =>
    Promise.resolve(async (tx) => {
      if (!event.account) return "ignored";
      await recordAccountState(tx, {
        id: event.account,
        detailsSubmitted: false,
        chargesEnabled: false,
        payoutsEnabled: false,
      });
      return "processed";
    }),
};

/**
 * A verified Stripe event from one of the two endpoints: the account's own (its payments and memberships) or the
 * Connect endpoint (connected accounts' events, each naming its account). An event type the endpoint does not
 * handle, or a Connect event without an account, is ignored.
 */
export async function handleStripeEvent(
  db: DbOrTx,
  payments: Payments,
  event: Stripe.Event,
  mailLater: MailLater,
  now: Date,
  endpoint: "account" | "connect" = "account",
): Promise<EventOutcome> {
  const stripe = payments.stripe;
  const handlers = endpoint === "connect" ? connectHandlers : stripeHandlers;
  const handler = handlers[event.type] as
    | ((event: Stripe.Event, context: StripeContext) => Promise<Recording>)
    | undefined;
  if (!stripe || !handler) return "ignored";
  if (endpoint === "connect" && !event.account) return "ignored";
  // A replay of an event already recorded does not reach Stripe (the claim below still decides).
  const [seen] = await db.select({ id: paymentEvents.eventId }).from(paymentEvents)
    .where(and(eq(paymentEvents.provider, "STRIPE"), eq(paymentEvents.eventId, event.id)));
  if (seen) return "duplicate";
  let record: Recording;
  try {
    record = await handler(event, { db, stripe, now });
  } catch (error) {
    if (!isMissing(error)) throw error;
    record = ignored;
  }
  return await mailingAfter(mailLater, (queue) =>
    db.transaction(async (tx): Promise<EventOutcome> => {
      if (!(await claim(tx, "STRIPE", event.id, event.type, now))) return "duplicate";
      return await record(tx, queue);
    }));
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
      const paid = await markOrderPaid(tx, "YOO", payment.id, now, mailLater);
      if (paid) mailLater(paid.userId, "purchased", { orderId: paid.id });
      return paid ? "processed" : "ignored";
    }
    const charge = await chargeOfPayment(tx, payment, now);
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
      await recordYooCommission(tx, sub, payment, mailLater, now);
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
    await recordYooCommission(tx, sub, payment, mailLater, now);
    mailLater(sub.userId, "joined", {
      amount: { minor: payment.amount, currency: "RUB" },
      until: trialEnd ?? addPeriod(now, plan.billingCycle),
      trial: Boolean(trialEnd),
      planId: sub.planId,
    });
    return "processed";
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The membership charge a payment pays, locked: the one that recorded the payment's id, or else the one the payment's
 * metadata names (a renewal whose answer was lost knows no payment id; its notification still finds it), which then
 * records the id. A charge that recorded another payment is not this payment's.
 */
async function chargeOfPayment(tx: DbOrTx, payment: YooPayment, now: Date) {
  const [recorded] = await tx.select().from(subscriptionCharges)
    .where(eq(subscriptionCharges.providerPaymentId, payment.id)).for("update");
  if (recorded) return recorded;
  const chargeId = payment.metadata.chargeId;
  if (!chargeId || !UUID.test(chargeId)) return undefined;
  const [named] = await tx.select().from(subscriptionCharges).where(and(
    eq(subscriptionCharges.id, chargeId),
    sql`${subscriptionCharges.providerPaymentId} is null`,
  )).for("update");
  if (!named || named.subscriptionId !== payment.metadata.subscriptionId) return undefined;
  await tx.update(subscriptionCharges).set({ providerPaymentId: payment.id, updatedAt: now })
    .where(eq(subscriptionCharges.id, named.id));
  return { ...named, providerPaymentId: payment.id };
}

/** A membership's YooKassa payment (first or resuming) that used a promoter's code earns its commission. */
async function recordYooCommission(
  tx: DbOrTx,
  sub: typeof subscriptions.$inferSelect,
  payment: YooPayment,
  mailLater: MailLater,
  now: Date,
): Promise<void> {
  await recordCommission(tx, {
    provider: "YOO",
    sourcePaymentId: payment.id,
    kind: "SUBSCRIPTION",
    couponId: sub.couponId,
    customerId: sub.userId,
    baseAmount: payment.amount,
    currency: "RUB",
    subscriptionId: sub.id,
    paidAt: now,
  }, mailLater);
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
  // A refund: its id is re-read as a refund (services/promoters/refunds.ts); anything else names a payment.
  if ((body as { event?: unknown }).event === "refund.succeeded") {
    return await mailingAfter(mailLater, (queue) => handleYooRefund(db, payments, id, queue, now));
  }
  let payment: YooPayment;
  try {
    payment = await payments.yoo.getPayment(id);
  } catch (error) {
    // A payment YooKassa does not have is not ours. Any other failure (an outage) is thrown, so the notification is
    // answered 500 and YooKassa sends it again; an "ignored" would be the last word on it.
    if (isMissing(error)) return "ignored";
    throw error;
  }
  return await applyYooPayment(db, payment, mailLater, now);
}
