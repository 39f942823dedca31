// The team's work on people's accounts (/admin/members): find a person, read their timeline, change a role, grant or
// end a membership by hand, sign them out everywhere, block (no sign-in; their expert profile and promoter codes go
// dark) and delete. Every write runs in one transaction with its audit entry.
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, escapeLike } from "../../../db/client.ts";
import {
  adminAuditLog,
  authTokens,
  orders,
  plans,
  products,
  sessions,
  subscriptionCharges,
  subscriptions,
  supportMessages,
  users,
} from "../../../db/schema/index.ts";
import { LIVE_SUBSCRIPTION_STATUSES } from "../../../src/domain/billing.ts";
import { isTeamRole, type Role } from "../../../src/domain/authorization.ts";
import type { MemberSearchInput } from "../../../src/domain/admin.ts";
import type { Payments } from "../../integrations/payments.ts";
import type { FileStorage } from "../../integrations/file-storage.ts";
import { cancelBillingOf, syncFellow } from "../billing/memberships.ts";
import { createFreeMembership } from "../billing/subscriptions.ts";
import { eraseAccount } from "../profile.ts";
import { endPartnership } from "../promoters/cancel-partnership.ts";
import { type AdminActor, recordAudit } from "./audit.ts";

export const MEMBERS_PAGE_SIZE = 25;
const DAY_MS = 86_400_000;

export type MemberRow = typeof users.$inferSelect;

/** Why a team write on a person was refused: each has a translated message (admin.errors.<code>). */
export class MemberActionRefused extends Error {
  override readonly name = "MemberActionRefused";
  constructor(
    readonly code: "notFound" | "self" | "teamMember" | "alreadyMember" | "notMember" | "deleted" | "noPlan",
  ) {
    super(code);
  }
}

/** The part of a person the audit log keeps (never a password hash or a token). */
const auditFields = (user: MemberRow) => ({
  email: user.email,
  role: user.role,
  isFellow: user.isFellow,
  blockedAt: user.blockedAt,
});

/** A deleted account keeps its row (orders refer to it) under an address of this form. */
export const isDeletedAccount = (user: { email: string }) => user.email.endsWith("@deleted.fellows.invalid");

export async function searchMembers(db: DbOrTx, search: MemberSearchInput, page: number) {
  const conditions: SQL[] = [];
  if (search.q) {
    const pattern = `%${escapeLike(search.q)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  if (search.show === "fellows") conditions.push(eq(users.isFellow, true));
  if (search.show === "team") conditions.push(inArray(users.role, ["RECRUITER", "MODERATOR", "ADMIN", "GLOBAL_ADMIN"]));
  if (search.show === "blocked") conditions.push(isNotNull(users.blockedAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const order = search.sort === "oldest"
    ? [asc(users.createdAt), asc(users.id)]
    : search.sort === "email"
    ? [asc(users.email)]
    : [desc(users.createdAt), desc(users.id)];
  const [items, [{ total }]] = await Promise.all([
    db.select().from(users).where(where).orderBy(...order).limit(MEMBERS_PAGE_SIZE)
      .offset((page - 1) * MEMBERS_PAGE_SIZE),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items, total: Number(total) };
}

export async function findMember(db: DbOrTx, id: string): Promise<MemberRow | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/** The person's live membership (with its plan), if any. */
export async function liveMembershipOf(db: DbOrTx, userId: string) {
  const [row] = await db.select({ sub: subscriptions, plan: plans }).from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES])))
    .orderBy(desc(subscriptions.createdAt)).limit(1);
  return row ?? null;
}

/** How many signed-in sessions the person has now. */
export async function liveSessionCount(db: DbOrTx, userId: string, now: Date): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions)
    .where(sql`${sessions.userId} = ${userId} and ${sessions.expiresAt} > ${now}`);
  return Number(n);
}

export type TimelineEvent = {
  at: Date;
  /** signUp | verified | signIn | order | orderRefunded | membership | membershipEnded | charge | support | team */
  kind: string;
  /** What happened, as data for the screen (an order's product and sum, a team member's operation …). */
  detail: Record<string, unknown>;
};

/**
 * A person's history, newest first: sign-up, e-mail confirmation, sign-ins (the sessions still alive: a session ends
 * at sign-out), orders and refunds, memberships and their charges, support messages, and what the team did.
 */
export async function memberTimeline(db: DbOrTx, userId: string, limit = 200): Promise<TimelineEvent[]> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return [];
  const [verified, signIns, orderRows, subs, charges, support, team] = await Promise.all([
    db.select({ at: authTokens.usedAt }).from(authTokens)
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, "VERIFY_EMAIL"), isNotNull(authTokens.usedAt))),
    db.select({ at: sessions.createdAt }).from(sessions).where(eq(sessions.userId, userId))
      .orderBy(desc(sessions.createdAt)).limit(50),
    db.select({ order: orders, title: products.title }).from(orders)
      .innerJoin(products, eq(products.id, orders.productId))
      .where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(100),
    db.select({ sub: subscriptions, cycle: plans.billingCycle }).from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId)).where(eq(subscriptions.userId, userId)),
    db.select({ charge: subscriptionCharges }).from(subscriptionCharges)
      .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCharges.subscriptionId))
      .where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptionCharges.createdAt)).limit(100),
    db.select({ at: supportMessages.createdAt, title: supportMessages.title }).from(supportMessages)
      .where(eq(supportMessages.userId, userId)).orderBy(desc(supportMessages.createdAt)).limit(50),
    db.select().from(adminAuditLog)
      .where(and(eq(adminAuditLog.entity, "user"), eq(adminAuditLog.entityId, userId)))
      .orderBy(desc(adminAuditLog.createdAt)).limit(100),
  ]);
  const events: TimelineEvent[] = [{ at: user.createdAt, kind: "signUp", detail: { source: user.registrationSource } }];
  for (const v of verified) if (v.at) events.push({ at: v.at, kind: "verified", detail: {} });
  for (const s of signIns) events.push({ at: s.at, kind: "signIn", detail: {} });
  for (const { order, title } of orderRows) {
    events.push({
      at: order.paidAt ?? order.createdAt,
      kind: "order",
      detail: {
        id: order.id,
        product: title,
        status: order.status,
        amount: order.totalPrice,
        currency: order.currency,
      },
    });
    if (order.status === "REFUNDED") {
      events.push({ at: order.updatedAt, kind: "orderRefunded", detail: { id: order.id, product: title } });
    }
  }
  for (const { sub, cycle } of subs) {
    const granted = sub.paymentSource === GRANT_SOURCE;
    events.push({
      at: sub.startedAt ?? sub.createdAt,
      kind: "membership",
      detail: {
        id: sub.id,
        provider: granted ? "TEAM" : sub.provider,
        cycle,
        status: sub.status,
        until: sub.currentPeriodEnd,
      },
    });
    if (sub.cancelledAt) {
      events.push({ at: sub.cancelledAt, kind: "membershipEnded", detail: { id: sub.id, reason: sub.cancelReason } });
    }
  }
  for (const { charge } of charges) {
    events.push({
      at: charge.capturedAt ?? charge.createdAt,
      kind: "charge",
      detail: { status: charge.status, amount: charge.amount, currency: charge.currency, kind: charge.kind },
    });
  }
  for (const s of support) events.push({ at: s.at, kind: "support", detail: { title: s.title } });
  for (const entry of team) {
    events.push({
      at: entry.createdAt,
      kind: "team",
      detail: { operation: entry.operation, actor: entry.actorEmail, reason: entry.reason },
    });
  }
  return events.sort((a, b) => b.at.getTime() - a.at.getTime()).slice(0, limit);
}

/** A membership the team granted: club-held like a whole-price coupon's (no card, ends with its period). */
export const GRANT_SOURCE = "team-grant";

/** The person, locked for the write; refused when there is none or the account was deleted. */
async function lockMember(tx: DbOrTx, userId: string): Promise<MemberRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for("update");
  if (!user) throw new MemberActionRefused("notFound");
  if (isDeletedAccount(user)) throw new MemberActionRefused("deleted");
  return user;
}

/**
 * The person an account action (role, sign-out, block, delete) is for: never the actor themself, and a team member's
 * account only by a global admin, so an admin cannot lock out a colleague or the people above them.
 */
async function targetOf(tx: DbOrTx, actor: AdminActor & { role: Role }, userId: string): Promise<MemberRow> {
  const user = await lockMember(tx, userId);
  if (user.id === actor.id) throw new MemberActionRefused("self");
  if (isTeamRole(user.role) && actor.role !== "GLOBAL_ADMIN") throw new MemberActionRefused("teamMember");
  return user;
}

export async function setMemberRole(
  db: DbOrTx,
  actor: AdminActor & { role: Role },
  userId: string,
  role: Role,
  now: Date,
): Promise<MemberRow & { partnershipEnded: boolean }> {
  return await db.transaction(async (tx) => {
    const user = await targetOf(tx, actor, userId);
    // A promoter moved to another role ends the partnership as cancelling it does (decision 167): codes stop, nothing
    // more is earned, earned lines are still paid out. "Apply for partnership" is offered again, as after cancelling.
    const partnershipEnded = user.role === "PROMOTER" && role !== "PROMOTER" && await endPartnership(tx, userId, now);
    const [after] = await tx.update(users).set({
      role,
      ...(partnershipEnded ? { requestForPartnershipSent: false } : {}),
      updatedAt: now,
    }).where(eq(users.id, userId)).returning();
    // A role is read from the session's user row on every request: it changes at the next request, no sign-out needed.
    await recordAudit(tx, actor, {
      operation: "adminSetMemberRole",
      entity: "user",
      entityId: userId,
      before: auditFields(user),
      after: partnershipEnded ? { ...auditFields(after), partnershipEnded: true } : auditFields(after),
    }, now);
    return Object.assign(after, { partnershipEnded });
  });
}

/**
 * A membership by hand, for `days`, held by the club: no provider, no card; it ends with its period (the daily run,
 * as a whole-price coupon's does), or earlier when the team ends it. Refused when the person already has one.
 */
export async function grantMembership(
  db: DbOrTx,
  actor: AdminActor & { role: Role },
  userId: string,
  input: { days: number; reason: string },
  now: Date,
): Promise<MemberRow> {
  try {
    return await db.transaction(async (tx) => {
      // A membership may be granted to a team member too; only the actor's own account is refused.
      const user = await lockMember(tx, userId);
      if (user.id === actor.id) throw new MemberActionRefused("self");
      if ((await liveMembershipOf(tx, userId)) !== null) throw new MemberActionRefused("alreadyMember");
      const cycle = input.days >= 365 ? "ANNUALLY" : "MONTHLY";
      const [plan] = await tx.select().from(plans).where(eq(plans.billingCycle, cycle))
        .orderBy(asc(plans.sortOrder), asc(plans.id)).limit(1);
      if (!plan) throw new MemberActionRefused("noPlan");
      const id = crypto.randomUUID();
      await createFreeMembership(tx, {
        id,
        userId,
        planId: plan.id,
        provider: user.language === "en" ? "STRIPE" : "YOO",
        currency: user.language === "en" ? "USD" : "RUB",
        priceWithoutDiscount: 0,
        paymentSource: GRANT_SOURCE,
        startedAt: now,
        currentPeriodStart: now,
        currentPeriodEnd: new Date(now.getTime() + input.days * DAY_MS),
        lastChargeAt: now,
      });
      await syncFellow(tx, userId);
      const [after] = await tx.select().from(users).where(eq(users.id, userId));
      await recordAudit(tx, actor, {
        operation: "adminGrantMembership",
        entity: "user",
        entityId: userId,
        before: { ...auditFields(user), membershipDays: null },
        after: { ...auditFields(after), membershipDays: input.days },
        reason: input.reason,
      }, now);
      return after;
    });
  } catch (error) {
    // Two grants at once: the one-live index lets one through.
    if (/subscriptions_one_live_idx/.test(String((error as { cause?: unknown }).cause ?? error))) {
      throw new MemberActionRefused("alreadyMember");
    }
    throw error;
  }
}

/** Ends the person's membership now, whoever holds it (Stripe is told; YooKassa and the club's own stop renewing). */
export async function endMembership(
  db: DbOrTx,
  payments: Payments,
  actor: AdminActor & { role: Role },
  userId: string,
  reason: string,
  now: Date,
): Promise<MemberRow> {
  const user = await findMember(db, userId);
  if (!user) throw new MemberActionRefused("notFound");
  if (user.id === actor.id) throw new MemberActionRefused("self");
  const ended = await cancelBillingOf(db, payments, userId, now, "ENDED_BY_TEAM", async (tx, subs) => {
    const [after] = await tx.select().from(users).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      operation: "adminEndMembership",
      entity: "user",
      entityId: userId,
      before: { ...auditFields(user), memberships: subs.map((s) => `${s.provider}:${s.status}`) },
      after: { ...auditFields(after), memberships: subs.map((s) => `${s.provider}:CANCELLED`) },
      reason,
    }, now);
  });
  if (ended === 0) throw new MemberActionRefused("notMember");
  return (await findMember(db, userId))!;
}

/** Every session of the person ends now (a lost laptop, a shared password). */
export async function signOutMember(
  db: DbOrTx,
  actor: AdminActor & { role: Role },
  userId: string,
  now: Date,
): Promise<number> {
  return await db.transaction(async (tx) => {
    const user = await targetOf(tx, actor, userId);
    const gone = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await recordAudit(tx, actor, {
      operation: "adminSignOutMember",
      entity: "user",
      entityId: userId,
      before: { email: user.email, sessions: gone.length },
      after: { email: user.email, sessions: 0 },
    }, now);
    return gone.length;
  });
}

/**
 * Blocks (or unblocks) the person: a blocked account cannot sign in, its sessions end now, its expert profile leaves
 * the public lists and pages, and its promoter codes stop working (each decided where it is read, from blocked_at,
 * so unblocking brings everything back as it was).
 */
export async function setMemberBlocked(
  db: DbOrTx,
  actor: AdminActor & { role: Role },
  userId: string,
  blocked: boolean,
  reason: string,
  now: Date,
): Promise<MemberRow> {
  return await db.transaction(async (tx) => {
    const user = await targetOf(tx, actor, userId);
    const [after] = await tx.update(users).set({ blockedAt: blocked ? (user.blockedAt ?? now) : null, updatedAt: now })
      .where(eq(users.id, userId)).returning();
    if (blocked) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await recordAudit(tx, actor, {
      operation: blocked ? "adminBlockMember" : "adminUnblockMember",
      entity: "user",
      entityId: userId,
      before: auditFields(user),
      after: auditFields(after),
      reason,
    }, now);
    return after;
  });
}

/** Deletes the account as its owner's own deletion does (eraseAccount), with the team's audit entry. */
export async function deleteMember(
  db: DbOrTx,
  deps: { payments: Payments; storage: FileStorage },
  actor: AdminActor & { role: Role },
  userId: string,
  reason: string,
  now: Date,
): Promise<void> {
  const user = await db.transaction((tx) => targetOf(tx, actor, userId));
  await eraseAccount(db, deps, user, now, async (tx) => {
    await recordAudit(tx, actor, {
      operation: "adminDeleteMember",
      entity: "user",
      entityId: userId,
      before: auditFields(user),
      after: { email: `deleted-${userId}@deleted.fellows.invalid`, role: user.role, isFellow: false, blockedAt: null },
      reason,
    }, now);
  });
}
