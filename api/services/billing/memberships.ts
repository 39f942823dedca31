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
import type { Payments, StripeGateway, StripeSubscription } from "../../integrations/payments.ts";
import { BillingError } from "./errors.ts";
import { mailingAfter, type MailLater } from "./recording.ts";
import {
  byStripeId,
  cancelMemberships,
  createStripeMembership,
  isFreeMembership,
  recordMemberChange,
  recordStripeState,
  type Subscription,
} from "./subscriptions.ts";

export { byStripeId, FREE_MEMBERSHIP_PREFIX, isFreeMembership, type Subscription } from "./subscriptions.ts";

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
 * Who a Stripe subscription not recorded yet belongs to: the user and plan its metadata names, when both are ours;
 * null for a subscription recorded already, or not ours.
 */
export async function stripeMembershipOwner(
  db: DbOrTx,
  sub: StripeSubscription,
): Promise<{ hint: StripeMembershipHint; plan: typeof plans.$inferSelect } | null> {
  const [known] = await db.select({ id: subscriptions.id }).from(subscriptions)
    .where(byStripeId(sub.id));
  const hint = known ? null : hintFromMetadata(sub.metadata);
  if (!hint) return null;
  const [plan] = await db.select().from(plans).where(eq(plans.id, hint.planId));
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, hint.userId));
  return plan && user ? { hint, plan } : null;
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
    .where(byStripeId(sub.id))
    .for("update");
  if (existing) {
    const updated = await recordStripeState(tx, existing.id, fields);
    await syncFellow(tx, existing.userId);
    return {
      subscription: updated,
      created: false,
      becameCancelled: existing.status !== "PAUSED" && updated.status === "PAUSED",
    };
  }
  const owner = await stripeMembershipOwner(tx, sub);
  if (!owner) return null;
  const { hint, plan } = owner;
  // A second live membership would break the one-live index: a member who somehow paid twice keeps the first, and the
  // second is recorded as CANCELLED for the team to refund (never two memberships, never a lost payment record).
  const live = await tx.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.userId, hint.userId),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
  )).for("update");
  const isLive = (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
  const created = await createStripeMembership(tx, {
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
  });
  if (!created) {
    // A concurrent event created it first: answer the row it made.
    const [row] = await tx.select().from(subscriptions)
      .where(byStripeId(sub.id));
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

/**
 * A member's change to their membership, for either provider: `check` refuses a membership it is not for; Stripe,
 * when it holds the membership, is told `stripe`; `fields` are what the row then records (`told`: Stripe made the
 * change and its answer was recorded first; otherwise the club holds the membership alone — YooKassa, a free period —
 * and these fields are the change).
 */
type MemberChange = {
  check(sub: Subscription): void;
  stripe(sub: Subscription): Parameters<StripeGateway["updateSubscription"]>[1];
  fields(sub: Subscription, told: boolean): Partial<typeof subscriptions.$inferInsert>;
};

/**
 * Stripe is told first, outside any transaction, and its answer is recorded in one short transaction after it: no
 * row stays locked while Stripe is asked. A failure before Stripe answers changes nothing; one after it (before the
 * commit) leaves Stripe ahead, and the member's retry tells Stripe again (the same change, or the same request by its
 * key) and records it, or Stripe's own event records it first. Under the lock, the club's own membership is checked
 * again; Stripe's answer is recorded as it is (its event may have recorded it already: then no second mail).
 */
async function changeMembership(
  db: DbOrTx,
  payments: Payments,
  userId: string,
  now: Date,
  mailLater: MailLater,
  change: MemberChange,
): Promise<Subscription> {
  const [sub] = await db.select().from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
  ));
  if (!sub) throw new BillingError("NO_SUBSCRIPTION", "No live membership");
  change.check(sub);
  const told = sub.provider === "STRIPE" && !isFreeMembership(sub)
    ? await stripeOf(payments).updateSubscription(sub.providerSubscriptionId!, change.stripe(sub))
    : null;
  return await mailingAfter(mailLater, (queue) =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(subscriptions).where(eq(subscriptions.id, sub.id)).for("update");
      if (!told) change.check(before);
      else await applyStripeSubscription(tx, told, now);
      const row = await recordMemberChange(tx, sub.id, change.fields(before, Boolean(told)), now);
      await syncFellow(tx, userId);
      // Said once, when the membership turns to ending at its period's end (here, or by Stripe's event).
      if (before.status !== "PAUSED" && row.status === "PAUSED") {
        queue(userId, "cancelled", { until: row.cancelAt ?? row.currentPeriodEnd, planId: row.planId });
      }
      return row;
    }));
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
  const reason = [input.reason, input.comment?.trim()].filter(Boolean).join(": ").slice(0, 1000) || null;
  return await changeMembership(db, payments, userId, now, mailLater, {
    check(sub) {
      if (!isRenewing(sub.status)) {
        throw new BillingError("WRONG_STATE", `A ${sub.status} membership cannot be cancelled`);
      }
    },
    stripe: () => ({ cancelAtPeriodEnd: true }),
    fields: (sub, told) =>
      told ? { cancelReason: reason } : { status: "PAUSED", cancelAt: sub.currentPeriodEnd, cancelReason: reason },
  });
}

/** Takes a cancellation back before the period ends (PAUSED → ACTIVE or TRIALING). */
export async function renewMembership(
  db: DbOrTx,
  payments: Payments,
  userId: string,
  now: Date,
): Promise<Subscription> {
  return await changeMembership(db, payments, userId, now, () => {}, {
    check(sub) {
      // A SUSPENDED YooKassa membership is renewed by paying (initSubscriptionToken), not by this mutation.
      if (sub.status !== "PAUSED") {
        throw new BillingError("WRONG_STATE", `A ${sub.status} membership cannot be renewed here`);
      }
    },
    stripe: () => ({ cancelAtPeriodEnd: false }),
    fields: (sub, told) =>
      told ? {} : { status: sub.trialEnd && sub.trialEnd > now ? "TRIALING" : "ACTIVE", cancelAt: null },
  });
}

/**
 * The one retention offer, shown before cancelling: 50 % off the next charge, once per membership. Stripe gets a
 * once-only coupon on the subscription (keyed by the membership, so a retry after a failure is the same request at
 * Stripe); a YooKassa renewal reads the pending percent and clears it when it charges.
 */
export async function acceptRetentionOffer(
  db: DbOrTx,
  payments: Payments,
  userId: string,
  now: Date,
): Promise<Subscription> {
  return await changeMembership(db, payments, userId, now, () => {}, {
    check(sub) {
      if (sub.retentionOfferUsedAt) throw new BillingError("OFFER_USED", "The retention offer was already taken");
      if ((sub.status !== "ACTIVE" && sub.status !== "TRIALING") || isFreeMembership(sub)) {
        // A free period has no next charge to take 50 % off.
        throw new BillingError("WRONG_STATE", `The offer is not for a ${sub.status} membership`);
      }
    },
    stripe: (sub) => ({ percentOffOnce: RETENTION_OFFER_PERCENT, idempotencyKey: `retention-offer:${sub.id}` }),
    fields(sub, told) {
      // Taken once, however many tabs asked at once (Stripe made one change for them all: the key is the same).
      if (sub.retentionOfferUsedAt) throw new BillingError("OFFER_USED", "The retention offer was already taken");
      return { retentionOfferUsedAt: now, pendingDiscountPercent: told ? null : RETENTION_OFFER_PERCENT };
    },
  });
}

/** Whether the membership can still take the retention offer. */
export function retentionOfferAvailable(sub: Subscription): boolean {
  return !sub.retentionOfferUsedAt && (sub.status === "ACTIVE" || sub.status === "TRIALING") &&
    !isFreeMembership(sub);
}

/**
 * Ends every live membership of a user now (the account is deleted, or the team ends it by hand): Stripe's
 * subscription is cancelled now (one Stripe no longer has is simply ended here), a YooKassa one is never charged
 * again. Access goes with it; `alsoInTransaction` writes what must change with it (the team's audit entry).
 */
export async function cancelBillingOf(
  db: DbOrTx,
  payments: Payments,
  userId: string,
  now: Date,
  cancelReason = "ACCOUNT_DELETED",
  alsoInTransaction?: (tx: DbOrTx, ended: Subscription[]) => Promise<void>,
): Promise<number> {
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
    await cancelMemberships(tx, live.map((s) => s.id), cancelReason, now);
    await syncFellow(tx, userId);
    await alsoInTransaction?.(tx, live);
  });
  return live.length;
}
