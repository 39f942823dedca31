// YooKassa's notifications: only a notification's payment (or refund) id is read from its body; the payment is
// re-read from YooKassa, and what it says is recorded in one transaction that claims the payment's state (so the
// notification, the widget's return page and the reconciliation act once between them). An order is paid or
// failed; a membership's first payment starts it, a resuming payment resumes it, a renewal extends it.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { customDiscounts, plans, subscriptionCharges, subscriptions } from "../../../db/schema/index.ts";
import { LIVE_SUBSCRIPTION_STATUSES } from "../../../src/domain/billing.ts";
import type { Payments, YooPayment } from "../../integrations/payments.ts";
import { recordCommission, type RefundHold } from "../promoters/commissions.ts";
import { syncFellow } from "./memberships.ts";
import { countCouponUse, markOrderFailed, markOrderPaid } from "./orders.ts";
import { claim, type EventOutcome, isMissing, mailingAfter, type MailLater } from "./recording.ts";
import { handleYooRefund } from "./refunds.ts";
import { addPeriod, applyRenewalFailure, applyRenewalSuccess } from "./renewals.ts";
import { cancelDuplicatePayment, recordRenewal, startYooMembership } from "./subscriptions.ts";

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
  commissions: RefundHold,
): Promise<EventOutcome> {
  if (payment.status !== "succeeded" && payment.status !== "canceled") return "ignored";
  const kind = payment.metadata.kind;
  if (kind !== "order" && kind !== "subscription") return "ignored";
  return await mailingAfter(mailLater, (queue) => applyYooPaymentNow(db, payment, queue, now, commissions));
}

async function applyYooPaymentNow(
  db: DbOrTx,
  payment: YooPayment,
  mailLater: MailLater,
  now: Date,
  commissions: RefundHold,
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
      const paid = await markOrderPaid(tx, "YOO", payment.id, now, commissions, mailLater);
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
      await applyRenewalSuccess(tx, sub, charge, mailLater, now, commissions);
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
      await recordRenewal(tx, sub.id, {
        currentPeriodStart: now,
        currentPeriodEnd: until,
        yooPaymentMethodId: method,
        numberOfCharges: sub.numberOfCharges + 1,
        lastChargeAt: now,
        lastChargeAmount: payment.amount,
        paymentFailedAt: null,
        updatedAt: now,
      });
      await syncFellow(tx, sub.userId);
      await recordYooCommission(tx, sub, payment, mailLater, now, commissions);
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
      await cancelDuplicatePayment(tx, sub.id, now);
      return "processed";
    }
    await startYooMembership(tx, sub.id, {
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
    });
    if (sub.couponId) await countCouponUse(tx, sub.couponId, sub.userId, { subscriptionId: sub.id });
    await syncFellow(tx, sub.userId);
    await recordYooCommission(tx, sub, payment, mailLater, now, commissions);
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
  commissions: RefundHold,
): Promise<void> {
  await recordCommission(
    tx,
    {
      provider: "YOO",
      sourcePaymentId: payment.id,
      kind: "SUBSCRIPTION",
      couponId: sub.couponId,
      customerId: sub.userId,
      baseAmount: payment.amount,
      currency: "RUB",
      subscriptionId: sub.id,
      paidAt: now,
    },
    commissions,
    mailLater,
  );
}

/** A YooKassa notification: only its payment id is read from the body; the payment is re-read from YooKassa. */
export async function handleYooNotification(
  db: DbOrTx,
  payments: Payments,
  body: unknown,
  mailLater: MailLater,
  now: Date,
  commissions: RefundHold,
): Promise<EventOutcome> {
  if (!payments.yoo) return "ignored";
  const object = (body as { object?: { id?: unknown } } | null)?.object;
  const id = typeof object?.id === "string" && /^[\w-]{1,64}$/.test(object.id) ? object.id : null;
  if (!id) return "ignored";
  // A refund: its id is re-read as a refund (billing/refunds.ts); anything else names a payment.
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
  return await applyYooPayment(db, payment, mailLater, now, commissions);
}
