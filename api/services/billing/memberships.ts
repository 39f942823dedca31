// Memberships: a subscription row per provider membership, the user's isFellow kept in step with it in the same
// transaction, and what a member does with it (cancel with a reason, the one retention offer, renew).
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { plans, subscriptions, users } from "../../../db/schema/index.ts";
import {
  FELLOW_STATUSES,
  isRenewing,
  LIVE_SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from "../../../src/domain/billing.ts";
import type { Payments, StripeSubscription } from "../../integrations/payments.ts";
import { BillingError } from "./errors.ts";
import type { MailLater } from "./events.ts";

export type Subscription = typeof subscriptions.$inferSelect;

/**
 * A membership whose first period a whole-price coupon paid: the club holds it (no provider object, no saved card),
 * its provider id starts with this, and it ends with its period unless the member joins again with a payment.
 */
export const FREE_MEMBERSHIP_PREFIX = "free-";

export function isFreeMembership(sub: { providerSubscriptionId: string | null }): boolean {
  return Boolean(sub.providerSubscriptionId?.startsWith(FREE_MEMBERSHIP_PREFIX));
}

/** The percent the one retention offer takes off the next charge. */
export const RETENTION_OFFER_PERCENT = 50;

/**
 * users.isFellow follows the memberships: true while one of them is in a state that gives access. Only called for a
 * user whose membership just changed (the demo fellow, who has none, keeps the flag the seed gave).
 */
export async function syncFellow(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx.update(users).set({
    isFellow: sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId} and ${
      inArray(subscriptions.status, [...FELLOW_STATUSES])
    })`,
  }).where(eq(users.id, userId)).returning({ isFellow: users.isFellow });
  return row?.isFellow ?? false;
}

/** Stripe's subscription status in ours: a subscription set to end at its period's end is PAUSED (renewable). */
export function statusFromStripe(sub: StripeSubscription): SubscriptionStatus {
  switch (sub.status) {
    case "trialing":
      return sub.cancelAtPeriodEnd ? "PAUSED" : "TRIALING";
    case "active":
      return sub.cancelAtPeriodEnd ? "PAUSED" : "ACTIVE";
    case "past_due":
      return "PAST_DUE";
    case "unpaid":
    case "paused":
      return "SUSPENDED";
    case "canceled":
    case "incomplete_expired":
      return "CANCELLED";
    default:
      return "INCOMPLETE";
  }
}

export type StripeMembershipHint = {
  userId: string;
  planId: number;
  couponId: number | null;
  customDiscountId: number | null;
  paymentSource: string | null;
};

/** The hint Stripe carries for us in the subscription's (or session's) metadata, if it is ours at all. */
export function hintFromMetadata(metadata: Record<string, string>): StripeMembershipHint | null {
  const userId = metadata.userId;
  const planId = Number(metadata.planId);
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId) || !Number.isInteger(planId) || planId <= 0) return null;
  const optional = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : null);
  return {
    userId,
    planId,
    couponId: optional(metadata.couponId),
    customDiscountId: optional(metadata.customDiscountId),
    paymentSource: metadata.paymentSource || null,
  };
}

/**
 * Records Stripe's subscription as Stripe says it is now (the caller re-fetched it): one row per Stripe id, created on
 * the first event that names it, updated by every later one; isFellow follows. Answers null for a subscription that
 * is not ours (no row and no metadata naming one of our users and plans).
 */
export async function applyStripeSubscription(
  tx: DbOrTx,
  sub: StripeSubscription,
  now: Date,
): Promise<{ subscription: Subscription; created: boolean; becameCancelled: boolean } | null> {
  const status = statusFromStripe(sub);
  const fields = {
    status,
    stripeCustomerId: sub.customerId,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    trialEnd: sub.trialEnd,
    cancelAt: sub.cancelAtPeriodEnd ? (sub.cancelAt ?? sub.currentPeriodEnd) : sub.cancelAt,
    cancelledAt: status === "CANCELLED" ? now : null,
    paymentFailedAt: status === "PAST_DUE" ? sql`coalesce(${subscriptions.paymentFailedAt}, ${now})` : null,
    updatedAt: now,
  };
  const [existing] = await tx.select().from(subscriptions)
    .where(and(eq(subscriptions.provider, "STRIPE"), eq(subscriptions.providerSubscriptionId, sub.id)))
    .for("update");
  if (existing) {
    const [updated] = await tx.update(subscriptions).set(fields).where(eq(subscriptions.id, existing.id)).returning();
    await syncFellow(tx, existing.userId);
    return {
      subscription: updated,
      created: false,
      becameCancelled: existing.status !== "PAUSED" && updated.status === "PAUSED",
    };
  }
  const hint = hintFromMetadata(sub.metadata);
  if (!hint) return null;
  const [plan] = await tx.select().from(plans).where(eq(plans.id, hint.planId));
  const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, hint.userId));
  if (!plan || !user) return null;
  // A second live membership would break the one-live index: a member who somehow paid twice keeps the first, and the
  // second is recorded as CANCELLED for the team to refund (never two memberships, never a lost payment record).
  const live = await tx.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.userId, hint.userId),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
  )).for("update");
  const isLive = (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
  const [created] = await tx.insert(subscriptions).values({
    ...fields,
    status: isLive && live.length ? "CANCELLED" : status,
    userId: hint.userId,
    planId: plan.id,
    provider: "STRIPE",
    currency: "USD",
    priceWithoutDiscount: plan.priceUsd,
    providerSubscriptionId: sub.id,
    couponId: hint.couponId,
    customDiscountId: hint.customDiscountId,
    paymentSource: hint.paymentSource,
    startedAt: sub.startDate ?? now,
  }).onConflictDoNothing().returning();
  if (!created) {
    // A concurrent event created it first: answer the row it made.
    const [row] = await tx.select().from(subscriptions)
      .where(and(eq(subscriptions.provider, "STRIPE"), eq(subscriptions.providerSubscriptionId, sub.id)));
    return row ? { subscription: row, created: false, becameCancelled: false } : null;
  }
  await syncFellow(tx, hint.userId);
  return { subscription: created, created: true, becameCancelled: false };
}

/** The membership the profile shows: the live one, else the latest that ever started (a cancelled one). */
export async function currentSubscription(db: DbOrTx, userId: string): Promise<Subscription | null> {
  const [row] = await db.select().from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    ne(subscriptions.status, "INCOMPLETE"),
  )).orderBy(
    sql`case when ${inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])} then 0 else 1 end`,
    desc(subscriptions.createdAt),
  ).limit(1);
  return row ?? null;
}

async function liveSubscriptionForUpdate(tx: DbOrTx, userId: string): Promise<Subscription> {
  const [row] = await tx.select().from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
  )).for("update");
  if (!row) throw new BillingError("NO_SUBSCRIPTION", "No live membership");
  return row;
}

function stripeOf(payments: Payments) {
  if (!payments.stripe) throw new BillingError("NOT_CONFIGURED", "Stripe is not configured");
  return payments.stripe;
}

/**
 * Cancels at the end of the paid period: Stripe is told cancel_at_period_end (its answer is recorded), a YooKassa
 * membership simply stops being renewed. The member keeps access until then (PAUSED), with the reason recorded, and
 * is mailed until when (once: a second cancel is WRONG_STATE, and Stripe's own update event finds it PAUSED already).
 */
export async function cancelMembership(
  db: DbOrTx,
  payments: Payments,
  userId: string,
  input: { reason: string | null; comment: string | null },
  now: Date,
  mailLater: MailLater = () => {},
): Promise<Subscription> {
  const queued: Array<Parameters<MailLater>> = [];
  const row = await cancelMembershipNow(db, payments, userId, input, now, (...args) => void queued.push(args));
  for (const args of queued) mailLater(...args);
  return row;
}

async function cancelMembershipNow(
  db: DbOrTx,
  payments: Payments,
  userId: string,
  input: { reason: string | null; comment: string | null },
  now: Date,
  mailLater: MailLater,
): Promise<Subscription> {
  return await db.transaction(async (tx) => {
    const sub = await liveSubscriptionForUpdate(tx, userId);
    if (!isRenewing(sub.status)) {
      throw new BillingError("WRONG_STATE", `A ${sub.status} membership cannot be cancelled`);
    }
    const reason = [input.reason, input.comment?.trim()].filter(Boolean).join(": ").slice(0, 1000) || null;
    if (sub.provider === "STRIPE" && !isFreeMembership(sub)) {
      const updated = await stripeOf(payments).updateSubscription(sub.providerSubscriptionId!, {
        cancelAtPeriodEnd: true,
      });
      const applied = await applyStripeSubscription(tx, updated, now);
      const [row] = await tx.update(subscriptions).set({ cancelReason: reason, updatedAt: now })
        .where(eq(subscriptions.id, sub.id)).returning();
      if (applied?.becameCancelled) {
        mailLater(userId, "cancelled", { until: row.cancelAt ?? row.currentPeriodEnd, planId: row.planId });
      }
      return row;
    }
    const [row] = await tx.update(subscriptions).set({
      status: "PAUSED",
      cancelAt: sub.currentPeriodEnd,
      cancelReason: reason,
      updatedAt: now,
    }).where(eq(subscriptions.id, sub.id)).returning();
    await syncFellow(tx, userId);
    mailLater(userId, "cancelled", { until: row.cancelAt ?? row.currentPeriodEnd, planId: row.planId });
    return row;
  });
}

/** Takes a cancellation back before the period ends (PAUSED → ACTIVE or TRIALING). */
export async function renewMembership(
  db: DbOrTx,
  payments: Payments,
  userId: string,
  now: Date,
): Promise<Subscription> {
  return await db.transaction(async (tx) => {
    const sub = await liveSubscriptionForUpdate(tx, userId);
    if (sub.status !== "PAUSED") {
      // A SUSPENDED YooKassa membership is renewed by paying (initSubscriptionToken), not by this mutation.
      throw new BillingError("WRONG_STATE", `A ${sub.status} membership cannot be renewed here`);
    }
    if (sub.provider === "STRIPE" && !isFreeMembership(sub)) {
      const updated = await stripeOf(payments).updateSubscription(sub.providerSubscriptionId!, {
        cancelAtPeriodEnd: false,
      });
      const applied = await applyStripeSubscription(tx, updated, now);
      return applied!.subscription;
    }
    const [row] = await tx.update(subscriptions).set({
      status: sub.trialEnd && sub.trialEnd > now ? "TRIALING" : "ACTIVE",
      cancelAt: null,
      updatedAt: now,
    }).where(eq(subscriptions.id, sub.id)).returning();
    await syncFellow(tx, userId);
    return row;
  });
}

/**
 * The one retention offer, shown before cancelling: 50 % off the next charge, once per membership. Stripe gets a
 * once-only coupon on the subscription; a YooKassa renewal reads the pending percent and clears it when it charges.
 */
export async function acceptRetentionOffer(
  db: DbOrTx,
  payments: Payments,
  userId: string,
  now: Date,
): Promise<Subscription> {
  return await db.transaction(async (tx) => {
    const sub = await liveSubscriptionForUpdate(tx, userId);
    if (sub.retentionOfferUsedAt) throw new BillingError("OFFER_USED", "The retention offer was already taken");
    if ((sub.status !== "ACTIVE" && sub.status !== "TRIALING") || isFreeMembership(sub)) {
      // A free period has no next charge to take 50 % off.
      throw new BillingError("WRONG_STATE", `The offer is not for a ${sub.status} membership`);
    }
    if (sub.provider === "STRIPE") {
      const updated = await stripeOf(payments).updateSubscription(sub.providerSubscriptionId!, {
        percentOffOnce: RETENTION_OFFER_PERCENT,
      });
      await applyStripeSubscription(tx, updated, now);
    }
    const [row] = await tx.update(subscriptions).set({
      retentionOfferUsedAt: now,
      pendingDiscountPercent: sub.provider === "YOO" ? RETENTION_OFFER_PERCENT : null,
      updatedAt: now,
    }).where(eq(subscriptions.id, sub.id)).returning();
    return row;
  });
}

/** Whether the membership can still take the retention offer. */
export function retentionOfferAvailable(sub: Subscription): boolean {
  return !sub.retentionOfferUsedAt && (sub.status === "ACTIVE" || sub.status === "TRIALING") &&
    !isFreeMembership(sub);
}

/**
 * Ends every live membership of a user whose account is being deleted: Stripe's subscription is cancelled now (one
 * Stripe no longer has is simply ended here), a YooKassa one is never charged again. Access goes with it.
 */
export async function cancelBillingOf(db: DbOrTx, payments: Payments, userId: string, now: Date): Promise<number> {
  const live = await db.select().from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
  ));
  for (const sub of live) {
    if (sub.provider === "STRIPE" && sub.providerSubscriptionId && !isFreeMembership(sub)) {
      try {
        await stripeOf(payments).cancelSubscriptionNow(sub.providerSubscriptionId);
      } catch (error) {
        if ((error as { statusCode?: unknown }).statusCode !== 404) throw error;
      }
    }
  }
  if (!live.length) return 0;
  await db.transaction(async (tx) => {
    await tx.update(subscriptions).set({
      status: "CANCELLED",
      cancelledAt: now,
      cancelReason: "ACCOUNT_DELETED",
      updatedAt: now,
    }).where(inArray(subscriptions.id, live.map((s) => s.id)));
    await syncFellow(tx, userId);
  });
  return live.length;
}
