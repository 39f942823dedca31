// YooKassa memberships are renewed by the club (Stripe renews its own): a daily run charges the saved card of each
// membership whose period ended, mails a reminder three days before, retries a failed charge once a day within the
// grace period, suspends after it, and ends cancelled memberships when their paid period is over. A charge is keyed
// by subscription, period and attempt (a unique index), so two runs, or five at once, charge a period once.
import { and, eq, gt, inArray, isNotNull, lt, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { customDiscounts, plans, subscriptionCharges, subscriptions } from "../../../db/schema/index.ts";
import { priceAfterTrial, toMainUnits, toMinorUnits } from "../../../src/domain/money.ts";
import { isRenewing, offerDiscountApplies, RENEWING_STATUSES } from "../../../src/domain/billing.ts";
import type { Payments } from "../../integrations/payments.ts";
import { syncFellow } from "./memberships.ts";
import { mailingAfter, type MailLater } from "./recording.ts";
import { recordCommission, type RefundHold } from "../promoters/commissions.ts";
import {
  claimRenewalReminders,
  endCancelledMemberships,
  endFreePeriods,
  recordRenewal,
  recordRenewalFailure,
} from "./subscriptions.ts";

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
  commissions: RefundHold,
): Promise<void> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, sub.planId));
  const start = charge.periodStart ?? sub.currentPeriodEnd ?? now;
  const until = addPeriod(start, plan.billingCycle);
  mailLater(sub.userId, "renewed", {
    amount: { minor: charge.amount, currency: charge.currency },
    until,
    planId: plan.id,
  });
  await recordRenewal(tx, sub.id, {
    currentPeriodStart: start,
    currentPeriodEnd: until,
    numberOfCharges: sub.numberOfCharges + 1,
    lastChargeAt: now,
    lastChargeAmount: charge.amount,
    pendingDiscountPercent: null,
    paymentFailedAt: null,
    updatedAt: now,
  });
  await syncFellow(tx, sub.userId);
  // A membership that started with a promoter's code earns a commission on each renewal (in this transaction, once).
  if (charge.providerPaymentId) {
    await recordCommission(
      tx,
      {
        provider: "YOO",
        sourcePaymentId: charge.providerPaymentId,
        kind: "SUBSCRIPTION",
        couponId: sub.couponId,
        customerId: sub.userId,
        baseAmount: charge.amount,
        currency: charge.currency,
        subscriptionId: sub.id,
        paidAt: now,
      },
      commissions,
      mailLater,
    );
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
    await recordRenewalFailure(tx, sub.id, "SUSPENDED", now);
    await syncFellow(tx, sub.userId);
    mailLater(sub.userId, "suspended");
    return;
  }
  await recordRenewalFailure(tx, sub.id, "PAST_DUE", now);
  await syncFellow(tx, sub.userId);
  // The dunning mail goes with the first failure of a period; the retries stay quiet until the suspension notice.
  if (charge.attempt === 1) mailLater(sub.userId, "paymentFailed");
}

/**
 * The Idempotence-Key of a period's attempt: one per period until YooKassa has settled an attempt (answered it, or
 * notified of it, as canceled). An attempt whose answer was lost leaves the key as it was, so the next request for the
 * period is the same payment at YooKassa whenever the first one reached it.
 */
export function renewalKey(subscriptionId: string, periodStart: Date, earlier: Charge[]): string {
  const settled = earlier.filter((c) => c.status === "FAILED" && c.providerPaymentId).length;
  return `renewal:${subscriptionId}:${periodStart.toISOString()}:${settled + 1}`;
}

/** The payment request of a renewal attempt, the same every time it is asked (first, and again after a lost answer). */
function renewalRequest(sub: Subscription, charge: Charge, idempotenceKey: string) {
  return {
    amount: charge.amount,
    description: "Fellows Club membership renewal",
    metadata: { kind: "subscription", chargeId: charge.id, subscriptionId: sub.id, userId: sub.userId },
    savePaymentMethod: false,
    paymentMethodId: sub.yooPaymentMethodId!,
    idempotenceKey,
  };
}

/** One renewal attempt for a due membership; null when another run holds this attempt or it is not time to retry. */
async function renewOne(
  db: DbOrTx,
  payments: Payments,
  subscriptionId: string,
  mailLater: MailLater,
  now: Date,
  commissions: RefundHold,
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
    return charge ? { sub, charge, key: renewalKey(sub.id, periodStart, earlier) } : null;
  });
  if (!claimed) return null;
  const { charge, sub } = claimed;
  let payment;
  try {
    payment = await yoo.createPayment(renewalRequest(sub, charge, claimed.key));
  } catch (error) {
    // No answer (a timeout, a 500): YooKassa may have charged the card. The attempt stays PENDING with no payment:
    // its notification finds it by the charge id in the payment's metadata, and askAgain repeats the request under
    // the same key (the same payment at YooKassa) before anything calls it failed.
    console.error("renewal: YooKassa did not answer the payment request:", error);
    return "pending";
  }
  return await mailingAfter(
    mailLater,
    (queue) => settleRenewal(db, subscriptionId, charge, payment, queue, now, commissions),
  );
}

/** YooKassa keeps an Idempotence-Key for 24 hours: an unanswered attempt is asked again only well within them. */
export const ASK_AGAIN_WITHIN_MS = 20 * 60 * 60_000;
/**
 * An attempt nobody heard of for this long is failed: past the key's 24 hours, and past the 24 hours in which
 * YooKassa repeats a notification that was not accepted.
 */
export const NO_ANSWER_FAILS_AFTER_MS = 2 * DAY_MS;

/**
 * Renewal attempts whose answer was lost: the same request again, under the same key and with the same body, so
 * YooKassa answers the payment it made (or makes it now, when the first request never reached it); what it answers
 * is recorded. One that stays unanswered is left for the next run; one unheard of for two days is failed, so the
 * period's next attempt may run (under the same key: nothing was settled).
 */
export async function askAgainUnanswered(
  db: DbOrTx,
  payments: Payments,
  mailLater: MailLater,
  now: Date,
  commissions: RefundHold,
): Promise<{ answered: number; failed: number }> {
  const counts = { answered: 0, failed: 0 };
  const failed = await db.update(subscriptionCharges).set({
    status: "FAILED",
    failureReason: "no answer",
    updatedAt: now,
  }).where(and(
    eq(subscriptionCharges.status, "PENDING"),
    eq(subscriptionCharges.kind, "RENEWAL"),
    sql`${subscriptionCharges.providerPaymentId} is null`,
    lte(subscriptionCharges.createdAt, new Date(now.getTime() - NO_ANSWER_FAILS_AFTER_MS)),
  )).returning({ id: subscriptionCharges.id });
  counts.failed = failed.length;
  const yoo = payments.yoo;
  if (!yoo) return counts;
  const unanswered = await db.select({ charge: subscriptionCharges, sub: subscriptions }).from(subscriptionCharges)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId)).where(and(
      eq(subscriptionCharges.status, "PENDING"),
      eq(subscriptionCharges.kind, "RENEWAL"),
      sql`${subscriptionCharges.providerPaymentId} is null`,
      gt(subscriptionCharges.createdAt, new Date(now.getTime() - ASK_AGAIN_WITHIN_MS)),
      lte(subscriptionCharges.createdAt, new Date(now.getTime() - 60_000)),
      isNotNull(subscriptions.yooPaymentMethodId),
    ));
  for (const { charge, sub } of unanswered) {
    const earlier = await db.select().from(subscriptionCharges).where(and(
      eq(subscriptionCharges.subscriptionId, sub.id),
      eq(subscriptionCharges.periodStart, charge.periodStart!),
      lt(subscriptionCharges.attempt, charge.attempt),
    ));
    let payment;
    try {
      payment = await yoo.createPayment(renewalRequest(sub, charge, renewalKey(sub.id, charge.periodStart!, earlier)));
    } catch (error) {
      console.error("renewal: YooKassa did not answer the repeated payment request either:", error);
      continue;
    }
    await mailingAfter(mailLater, (queue) => settleRenewal(db, sub.id, charge, payment, queue, now, commissions));
    counts.answered++;
  }
  return counts;
}

/** Records what YooKassa answered for a renewal attempt (the notification may have recorded it first). */
async function settleRenewal(
  db: DbOrTx,
  subscriptionId: string,
  charge: Charge,
  payment: Awaited<ReturnType<NonNullable<Payments["yoo"]>["createPayment"]>>,
  mailLater: MailLater,
  now: Date,
  commissions: RefundHold,
): Promise<"charged" | "failed" | "pending"> {
  return await db.transaction(async (tx) => {
    // The notification may have recorded the payment already (matched by the charge id in its metadata).
    await tx.update(subscriptionCharges).set({ providerPaymentId: payment.id, updatedAt: now })
      .where(and(eq(subscriptionCharges.id, charge.id), sql`${subscriptionCharges.providerPaymentId} is null`));
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
      await applyRenewalSuccess(tx, sub, fresh, mailLater, now, commissions);
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
  commissions: RefundHold,
): Promise<Record<string, number>> {
  const result = { reminded: 0, charged: 0, failed: 0, pending: 0, ended: 0 };
  // A cancelled membership ends when its paid period does.
  const ended = await endCancelledMemberships(db, now);
  // A free period (a whole-price coupon) saved no card: it ends with its period, whichever provider was chosen, and
  // the member is told how to go on.
  const freeEnded = await endFreePeriods(db, now);
  for (const { userId } of [...ended, ...freeEnded]) await syncFellow(db, userId);
  for (const { userId, planId } of freeEnded) mailLater(userId, "freePeriodEnded", { planId });
  result.ended = ended.length + freeEnded.length;
  // Attempts whose answer was lost are asked again (or, unheard of for two days, failed) before any new attempt.
  const asked = await askAgainUnanswered(db, payments, mailLater, now, commissions);
  result.failed += asked.failed;
  if (!payments.yoo) return result;
  // Reminders: one per period, claimed by the conditional update.
  const reminded = await claimRenewalReminders(db, now, new Date(now.getTime() + REMINDER_DAYS * DAY_MS));
  for (const r of reminded) mailLater(r.userId, r.status === "TRIALING" ? "trialEnds" : "renewalReminder");
  result.reminded = reminded.length;
  const due = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.provider, "YOO"),
    inArray(subscriptions.status, [...RENEWING_STATUSES]),
    isNotNull(subscriptions.yooPaymentMethodId),
    lte(subscriptions.currentPeriodEnd, now),
  ));
  for (const { id } of due) {
    const outcome = await renewOne(db, payments, id, mailLater, now, commissions);
    if (outcome) result[outcome]++;
  }
  return result;
}
