// The one writer of the subscriptions table (decision 204): every change of a membership's row is a named operation
// here, so what can happen to a membership is read in one file. The callers decide when (an event, the renewal run,
// a member, the team); isFellow follows through syncFellow (memberships.ts), which the callers run after.
import { and, eq, gt, inArray, isNotNull, like, lte, notInArray, or, sql } from "drizzle-orm";
import type { PgInsertValue, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../../db/client.ts";
import { subscriptions } from "../../../db/schema/index.ts";
import { RENEWING_STATUSES } from "../../../src/domain/billing.ts";

export type Subscription = typeof subscriptions.$inferSelect;
type NewSubscription = PgInsertValue<typeof subscriptions>;
type Fields = PgUpdateSetSource<typeof subscriptions>;

/**
 * A membership whose first period a whole-price coupon paid (or the team granted): the club holds it (no provider
 * object, no saved card), its provider id starts with this, and it ends with its period unless the member joins again.
 */
export const FREE_MEMBERSHIP_PREFIX = "free-";

export function isFreeMembership(sub: { providerSubscriptionId: string | null }): boolean {
  return Boolean(sub.providerSubscriptionId?.startsWith(FREE_MEMBERSHIP_PREFIX));
}

/** The row of a Stripe subscription, by Stripe's id. */
export const byStripeId = (id: string) =>
  and(eq(subscriptions.provider, "STRIPE"), eq(subscriptions.providerSubscriptionId, id));

// Starting a membership.

/** A free period (a whole-price coupon, or the team's grant): ACTIVE at once, nothing charged, held by the club. */
export async function createFreeMembership(
  tx: DbOrTx,
  values: Omit<NewSubscription, "status" | "providerSubscriptionId" | "lastChargeAmount"> & { id: string },
): Promise<void> {
  await tx.insert(subscriptions).values({
    ...values,
    status: "ACTIVE",
    providerSubscriptionId: `${FREE_MEMBERSHIP_PREFIX}${values.id}`,
    lastChargeAmount: 0,
  });
}

/** A YooKassa membership waiting for its first payment (INCOMPLETE until the payment's notification). */
export async function createYooMembership(
  tx: DbOrTx,
  values: Omit<NewSubscription, "status" | "provider" | "currency" | "providerSubscriptionId"> & { id: string },
): Promise<void> {
  await tx.insert(subscriptions).values({
    ...values,
    provider: "YOO",
    status: "INCOMPLETE",
    currency: "RUB",
    providerSubscriptionId: values.id,
  });
}

/** Stripe's first word of a subscription of ours: its row, or nothing when a concurrent event created it first. */
export async function createStripeMembership(tx: DbOrTx, values: NewSubscription): Promise<Subscription | undefined> {
  const [created] = await tx.insert(subscriptions).values({ ...values, provider: "STRIPE" })
    .onConflictDoNothing().returning();
  return created;
}

/** YooKassa's first payment arrived: the membership starts (a trial, or its first paid period). */
export async function startYooMembership(tx: DbOrTx, id: string, fields: Fields): Promise<void> {
  await tx.update(subscriptions).set(fields).where(eq(subscriptions.id, id));
}

/** A second membership paid for while another is live (two tabs): recorded as cancelled, for a refund. */
export async function cancelDuplicatePayment(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ status: "CANCELLED", cancelledAt: now, cancelReason: "DUPLICATE_PAYMENT" })
    .where(eq(subscriptions.id, id));
}

// Changes while it runs.

/** The row follows a Stripe subscription as Stripe says it is now. */
export async function recordStripeState(tx: DbOrTx, id: string, fields: Fields): Promise<Subscription> {
  const [row] = await tx.update(subscriptions).set(fields).where(eq(subscriptions.id, id)).returning();
  return row;
}

/** A member's own change (cancel at the period's end, take it back, the retention offer). */
export async function recordMemberChange(tx: DbOrTx, id: string, fields: Fields, now: Date): Promise<Subscription> {
  const [row] = await tx.update(subscriptions).set({ ...fields, updatedAt: now }).where(eq(subscriptions.id, id))
    .returning();
  return row;
}

/** A paid Stripe invoice: one more charge, and any failed payment is behind it. */
export async function recordStripeCharge(tx: DbOrTx, sub: Subscription, amount: number, now: Date): Promise<void> {
  await tx.update(subscriptions).set({
    numberOfCharges: sub.numberOfCharges + 1,
    lastChargeAt: now,
    lastChargeAmount: amount,
    paymentFailedAt: null,
    updatedAt: now,
  }).where(eq(subscriptions.id, sub.id));
}

/** A failed Stripe invoice: the first failure since the last payment is kept (the dunning mail goes with it). */
export async function markStripePaymentFailed(tx: DbOrTx, stripeId: string, now: Date): Promise<Subscription> {
  const [row] = await tx.update(subscriptions).set({
    paymentFailedAt: sql`coalesce(${subscriptions.paymentFailedAt}, ${now})`,
    updatedAt: now,
  }).where(byStripeId(stripeId)).returning();
  return row;
}

/** A YooKassa renewal (or a resuming payment) was paid: the next period starts. */
export async function recordRenewal(tx: DbOrTx, id: string, fields: Fields): Promise<void> {
  await tx.update(subscriptions).set({ ...fields, status: "ACTIVE" }).where(eq(subscriptions.id, id));
}

/** A YooKassa renewal failed: PAST_DUE while the grace lasts, SUSPENDED after it. */
export async function recordRenewalFailure(
  tx: DbOrTx,
  id: string,
  status: "PAST_DUE" | "SUSPENDED",
  now: Date,
): Promise<void> {
  await tx.update(subscriptions).set({ status, paymentFailedAt: now, updatedAt: now }).where(eq(subscriptions.id, id));
}

/** The renewal reminders due before the period's end, claimed once per period (the conditional update claims them). */
export async function claimRenewalReminders(db: DbOrTx, now: Date, before: Date) {
  return await db.update(subscriptions).set({ reminderSentFor: subscriptions.currentPeriodEnd }).where(and(
    eq(subscriptions.provider, "YOO"),
    inArray(subscriptions.status, ["ACTIVE", "TRIALING"]),
    isNotNull(subscriptions.yooPaymentMethodId),
    gt(subscriptions.currentPeriodEnd, now),
    lte(subscriptions.currentPeriodEnd, before),
    or(
      sql`${subscriptions.reminderSentFor} is null`,
      sql`${subscriptions.reminderSentFor} <> ${subscriptions.currentPeriodEnd}`,
    ),
  )).returning({ userId: subscriptions.userId, status: subscriptions.status });
}

/** A coupon confirmed past its cap: the membership is honoured, not counted. */
export async function markCouponOverCap(tx: DbOrTx, id: string): Promise<void> {
  await tx.update(subscriptions).set({ couponOverCap: true }).where(eq(subscriptions.id, id));
}

/** The demo's renewal button: the period ends now, so the renewal run takes it. */
export async function endPeriodNow(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(subscriptions).set({ currentPeriodEnd: now, updatedAt: now }).where(eq(subscriptions.id, id));
}

// Ending it.

/** Cancelled memberships the club holds (YooKassa, free periods) end when their paid period does. */
export async function endCancelledMemberships(db: DbOrTx, now: Date) {
  return await db.update(subscriptions).set({ status: "CANCELLED", cancelledAt: now, updatedAt: now }).where(and(
    or(eq(subscriptions.provider, "YOO"), like(subscriptions.providerSubscriptionId, `${FREE_MEMBERSHIP_PREFIX}%`)),
    eq(subscriptions.status, "PAUSED"),
    lte(subscriptions.currentPeriodEnd, now),
  )).returning({ userId: subscriptions.userId });
}

/** Free periods whose period is over end (no card was saved to renew them). */
export async function endFreePeriods(db: DbOrTx, now: Date) {
  return await db.update(subscriptions).set({
    status: "CANCELLED",
    cancelledAt: now,
    cancelReason: "FREE_PERIOD_ENDED",
    updatedAt: now,
  }).where(and(
    like(subscriptions.providerSubscriptionId, `${FREE_MEMBERSHIP_PREFIX}%`),
    inArray(subscriptions.status, [...RENEWING_STATUSES]),
    lte(subscriptions.currentPeriodEnd, now),
  )).returning({ userId: subscriptions.userId, planId: subscriptions.planId });
}

/** The whole payment was refunded: the membership ends now (one cancelled or never started stays as it is). */
export async function cancelRefundedMembership(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx.update(subscriptions).set({
    status: "CANCELLED",
    cancelledAt: now,
    cancelReason: "REFUNDED",
    updatedAt: now,
  }).where(and(eq(subscriptions.id, id), notInArray(subscriptions.status, ["CANCELLED", "INCOMPLETE"])));
}

/** Memberships ended now (the account is deleted, or the team ends them), with the reason. */
export async function cancelMemberships(tx: DbOrTx, ids: string[], cancelReason: string, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ status: "CANCELLED", cancelledAt: now, cancelReason, updatedAt: now })
    .where(inArray(subscriptions.id, ids));
}
