// YooKassa memberships are renewed by the club (Stripe renews its own): a daily run charges the saved card of each
// membership whose period ended, mails a reminder three days before, retries a failed charge once a day within the
// grace period, suspends after it, and ends cancelled memberships when their paid period is over. A charge is keyed
// by subscription, period and attempt (a unique index), so two runs, or five at once, charge a period once.
import { and, eq, gt, inArray, isNotNull, like, lte, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { customDiscounts, plans, subscriptionCharges, subscriptions } from "../../../db/schema/index.ts";
import { priceAfterTrial, toMainUnits, toMinorUnits } from "../../../src/domain/money.ts";
import { isRenewing, offerDiscountApplies, RENEWING_STATUSES } from "../../../src/domain/billing.ts";
import type { Payments } from "../../integrations/payments.ts";
import { FREE_MEMBERSHIP_PREFIX, syncFellow } from "./memberships.ts";
import { mailingAfter, type MailLater } from "./events.ts";
import { recordCommission } from "../promoters/commissions.ts";

type Subscription = typeof subscriptions.$inferSelect;
type Charge = typeof subscriptionCharges.$inferSelect;

const DAY_MS = 86_400_000;
/** Days a member keeps access after a failed renewal while the charge is retried (once a day). */
export const GRACE_DAYS = 3;
/** Attempts per period: the first on the due day and daily retries within the grace period. */
export const MAX_ATTEMPTS = GRACE_DAYS + 1;
/** The reminder goes this many days before the charge. */
export const REMINDER_DAYS = 3;

/**
 * The end of a billing period that starts at `from`: a month or a year later, on the same day of the month or, when
 * that month is shorter, on its last day (31 January → 28 or 29 February, 29 February → 28 February next year).
 */
export function addPeriod(from: Date, cycle: "MONTHLY" | "ANNUALLY"): Date {
  const months = cycle === "ANNUALLY" ? 12 : 1;
  const target = new Date(from);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return target;
}

/** What the renewal charges: the plan price, less the offer's discount for its first charges and a retention offer. */
export async function renewalAmount(tx: DbOrTx, sub: Subscription): Promise<number> {
  let amount = sub.priceWithoutDiscount;
  if (sub.customDiscountId) {
    const [offer] = await tx.select().from(customDiscounts).where(eq(customDiscounts.id, sub.customDiscountId));
    if (offer?.discountAfterTrial && offerDiscountApplies(sub.numberOfCharges, offer.discountedCharges)) {
      amount = toMinorUnits(priceAfterTrial(toMainUnits(amount), offer.discountAfterTrial));
    }
  }
  if (sub.pendingDiscountPercent) {
    amount = toMinorUnits(priceAfterTrial(toMainUnits(amount), sub.pendingDiscountPercent));
  }
  return amount;
}

/** A renewal charge succeeded: the next period starts, and the member gets the receipt. */
export async function applyRenewalSuccess(
  tx: DbOrTx,
  sub: Subscription,
  charge: Charge,
  mailLater: MailLater,
  now: Date,
): Promise<void> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, sub.planId));
  const start = charge.periodStart ?? sub.currentPeriodEnd ?? now;
  const until = addPeriod(start, plan.billingCycle);
  mailLater(sub.userId, "renewed", {
    amount: { minor: charge.amount, currency: charge.currency },
    until,
    planId: plan.id,
  });
  await tx.update(subscriptions).set({
    status: "ACTIVE",
    currentPeriodStart: start,
    currentPeriodEnd: until,
    numberOfCharges: sub.numberOfCharges + 1,
    lastChargeAt: now,
    lastChargeAmount: charge.amount,
    pendingDiscountPercent: null,
    paymentFailedAt: null,
    updatedAt: now,
  }).where(eq(subscriptions.id, sub.id));
  await syncFellow(tx, sub.userId);
  // A membership that started with a promoter's code earns a commission on each renewal (in this transaction, once).
  if (charge.providerPaymentId) {
    await recordCommission(tx, {
      provider: "YOO",
      sourcePaymentId: charge.providerPaymentId,
      kind: "SUBSCRIPTION",
      couponId: sub.couponId,
      customerId: sub.userId,
      baseAmount: charge.amount,
      currency: charge.currency,
      subscriptionId: sub.id,
      paidAt: now,
    }, mailLater);
  }
}

export async function applyRenewalFailure(
  tx: DbOrTx,
  sub: Subscription,
  charge: Charge,
  mailLater: MailLater,
  now: Date,
): Promise<void> {
  const graceOver = charge.attempt >= MAX_ATTEMPTS ||
    now.getTime() >= (charge.periodStart ?? now).getTime() + GRACE_DAYS * DAY_MS;
  if (graceOver) {
    await tx.update(subscriptions).set({ status: "SUSPENDED", paymentFailedAt: now, updatedAt: now })
      .where(eq(subscriptions.id, sub.id));
    await syncFellow(tx, sub.userId);
    mailLater(sub.userId, "suspended");
    return;
  }
  await tx.update(subscriptions).set({ status: "PAST_DUE", paymentFailedAt: now, updatedAt: now })
    .where(eq(subscriptions.id, sub.id));
  await syncFellow(tx, sub.userId);
  // The dunning mail goes with the first failure of a period; the retries stay quiet until the suspension notice.
  if (charge.attempt === 1) mailLater(sub.userId, "paymentFailed");
}

/** One renewal attempt for a due membership; null when another run holds this attempt or it is not time to retry. */
async function renewOne(
  db: DbOrTx,
  payments: Payments,
  subscriptionId: string,
  mailLater: MailLater,
  now: Date,
): Promise<"charged" | "failed" | "pending" | null> {
  const yoo = payments.yoo!;
  // Claim: the charge row for (subscription, period, attempt) is inserted by one run only.
  const claimed = await db.transaction(async (tx) => {
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    if (!sub || !sub.currentPeriodEnd || sub.currentPeriodEnd > now || !sub.yooPaymentMethodId) return null;
    if (!isRenewing(sub.status)) return null;
    const periodStart = sub.currentPeriodEnd;
    const earlier = await tx.select().from(subscriptionCharges).where(and(
      eq(subscriptionCharges.subscriptionId, sub.id),
      eq(subscriptionCharges.periodStart, periodStart),
    ));
    if (earlier.some((c) => c.status !== "FAILED")) return null; // charged, or a charge still pending
    const last = earlier.reduce<Charge | null>((a, c) => (!a || c.attempt > a.attempt ? c : a), null);
    // Retries run once a day.
    if (last && now.getTime() - last.createdAt.getTime() < DAY_MS - 60 * 60_000) return null;
    const attempt = (last?.attempt ?? 0) + 1;
    const [charge] = await tx.insert(subscriptionCharges).values({
      subscriptionId: sub.id,
      kind: "RENEWAL",
      periodStart,
      attempt,
      amount: await renewalAmount(tx, sub),
      currency: "RUB",
      createdAt: now,
      updatedAt: now,
    }).onConflictDoNothing().returning();
    return charge ? { sub, charge } : null;
  });
  if (!claimed) return null;
  const { charge } = claimed;
  let payment;
  try {
    payment = await yoo.createPayment({
      amount: charge.amount,
      description: "Fellows Club membership renewal",
      metadata: { kind: "subscription", chargeId: charge.id, subscriptionId, userId: claimed.sub.userId },
      savePaymentMethod: false,
      paymentMethodId: claimed.sub.yooPaymentMethodId!,
      // The charge's own id: a retried request for this attempt is the same payment at YooKassa.
      idempotenceKey: charge.id,
    });
  } catch (error) {
    // YooKassa did not answer: the attempt stays PENDING with no payment and is retried by the next run's
    // housekeeping below (failed after a day), never charged twice.
    console.error("renewal: YooKassa payment failed to start:", error);
    return "pending";
  }
  return await mailingAfter(mailLater, (queue) => settleRenewal(db, subscriptionId, charge, payment, queue, now));
}

/** Records what YooKassa answered for a renewal attempt (the notification may have recorded it first). */
async function settleRenewal(
  db: DbOrTx,
  subscriptionId: string,
  charge: Charge,
  payment: Awaited<ReturnType<NonNullable<Payments["yoo"]>["createPayment"]>>,
  mailLater: MailLater,
  now: Date,
): Promise<"charged" | "failed" | "pending"> {
  return await db.transaction(async (tx) => {
    await tx.update(subscriptionCharges).set({ providerPaymentId: payment.id, updatedAt: now })
      .where(eq(subscriptionCharges.id, charge.id));
    if (payment.status === "pending" || payment.status === "waiting_for_capture") return "pending" as const;
    // The notification for this payment may arrive too: the charge's status is the guard (applyYooPayment skips a
    // charge that is no longer PENDING), and the claim below keeps the two from both acting.
    const [fresh] = await tx.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, charge.id))
      .for("update");
    if (fresh.status !== "PENDING") return payment.status === "succeeded" ? "charged" as const : "failed" as const;
    const [sub] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for("update");
    if (payment.status === "succeeded") {
      await tx.update(subscriptionCharges).set({ status: "SUCCEEDED", capturedAt: payment.capturedAt ?? now })
        .where(eq(subscriptionCharges.id, charge.id));
      await applyRenewalSuccess(tx, sub, fresh, mailLater, now);
      return "charged" as const;
    }
    await tx.update(subscriptionCharges).set({ status: "FAILED", failureReason: payment.cancellationReason })
      .where(eq(subscriptionCharges.id, charge.id));
    await applyRenewalFailure(tx, sub, fresh, mailLater, now);
    return "failed" as const;
  });
}

/** The daily run: reminders, renewals, the end of cancelled memberships. Safe to run twice or concurrently. */
export async function runRenewals(
  db: DbOrTx,
  payments: Payments,
  mailLater: MailLater,
  now: Date,
): Promise<Record<string, number>> {
  const result = { reminded: 0, charged: 0, failed: 0, pending: 0, ended: 0 };
  // A cancelled membership ends when its paid period does.
  const ended = await db.update(subscriptions).set({ status: "CANCELLED", cancelledAt: now, updatedAt: now }).where(and(
    or(eq(subscriptions.provider, "YOO"), like(subscriptions.providerSubscriptionId, `${FREE_MEMBERSHIP_PREFIX}%`)),
    eq(subscriptions.status, "PAUSED"),
    lte(subscriptions.currentPeriodEnd, now),
  )).returning({ userId: subscriptions.userId });
  // A free period (a whole-price coupon) saved no card: it ends with its period, whichever provider was chosen, and
  // the member is told how to go on.
  const freeEnded = await db.update(subscriptions).set({
    status: "CANCELLED",
    cancelledAt: now,
    cancelReason: "FREE_PERIOD_ENDED",
    updatedAt: now,
  }).where(and(
    like(subscriptions.providerSubscriptionId, `${FREE_MEMBERSHIP_PREFIX}%`),
    inArray(subscriptions.status, [...RENEWING_STATUSES]),
    lte(subscriptions.currentPeriodEnd, now),
  )).returning({ userId: subscriptions.userId, planId: subscriptions.planId });
  for (const { userId } of [...ended, ...freeEnded]) await syncFellow(db, userId);
  for (const { userId, planId } of freeEnded) mailLater(userId, "freePeriodEnded", { planId });
  result.ended = ended.length + freeEnded.length;
  // A charge that never reached YooKassa (no payment id) a day ago counts as failed, so the next attempt may run.
  await db.update(subscriptionCharges).set({ status: "FAILED", failureReason: "no answer", updatedAt: now }).where(and(
    eq(subscriptionCharges.status, "PENDING"),
    eq(subscriptionCharges.kind, "RENEWAL"),
    sql`${subscriptionCharges.providerPaymentId} is null`,
    lte(subscriptionCharges.createdAt, new Date(now.getTime() - DAY_MS)),
  ));
  if (!payments.yoo) return result;
  // Reminders: one per period, claimed by the conditional update.
  const reminded = await db.update(subscriptions).set({ reminderSentFor: subscriptions.currentPeriodEnd }).where(and(
    eq(subscriptions.provider, "YOO"),
    inArray(subscriptions.status, ["ACTIVE", "TRIALING"]),
    isNotNull(subscriptions.yooPaymentMethodId),
    gt(subscriptions.currentPeriodEnd, now),
    lte(subscriptions.currentPeriodEnd, new Date(now.getTime() + REMINDER_DAYS * DAY_MS)),
    or(
      sql`${subscriptions.reminderSentFor} is null`,
      sql`${subscriptions.reminderSentFor} <> ${subscriptions.currentPeriodEnd}`,
    ),
  )).returning({ userId: subscriptions.userId, status: subscriptions.status });
  for (const r of reminded) mailLater(r.userId, r.status === "TRIALING" ? "trialEnds" : "renewalReminder");
  result.reminded = reminded.length;
  const due = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.provider, "YOO"),
    inArray(subscriptions.status, [...RENEWING_STATUSES]),
    isNotNull(subscriptions.yooPaymentMethodId),
    lte(subscriptions.currentPeriodEnd, now),
  ));
  for (const { id } of due) {
    const outcome = await renewOne(db, payments, id, mailLater, now);
    if (outcome) result[outcome]++;
  }
  return result;
}
