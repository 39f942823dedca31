// The team's refund requests: written before a provider is asked for a refund, and turned into the audit entry by
// whichever path records that refund first (the team's own call, or the provider's event: api/services/promoters/
// refunds.ts), inside the transaction that records it. So a refund the team asked for always has its entry, even when
// the process stops between the provider's answer and the team's own transaction (decision 174).
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { adminRefundRequests, orders, subscriptions } from "../../../db/schema/index.ts";
import { type AdminActor, recordAudit } from "./audit.ts";

export type RefundRequest = {
  operation: "adminRefundOrder" | "adminRefundMembershipCharge" | "adminRefundStripeMembership";
  entity: "order" | "membership";
  entityId: string;
  reason: string;
  /** The audited fields as they are now; the entry's "after" is these with the status the refund leaves. */
  before: Record<string, unknown> & { status: string };
};

/**
 * Writes the request (committed on its own, before the provider is asked). One stays open per order or membership: a
 * second click while the first is open joins it (the provider's idempotency key makes one refund of both).
 */
export async function openRefundRequest(db: DbOrTx, actor: AdminActor, request: RefundRequest, now: Date) {
  await db.insert(adminRefundRequests).values({
    operation: request.operation,
    entity: request.entity,
    entityId: request.entityId,
    actorId: actor.id,
    actorEmail: actor.email,
    reason: request.reason,
    before: request.before,
    createdAt: now,
  }).onConflictDoNothing();
}

/**
 * Inside the transaction that records a whole refund of an order or a membership: the open request for it, if the team
 * asked for one, becomes its audit entry (the actor and reason of the request, the status before and after) and is
 * closed. Nothing when nobody on the team asked (a refund from the provider's dashboard).
 */
export async function auditRequestedRefund(
  tx: DbOrTx,
  target: { orderId?: string; subscriptionId?: string },
  now: Date,
): Promise<void> {
  const entity = target.orderId ? "order" : "membership";
  const entityId = target.orderId ?? target.subscriptionId;
  if (!entityId) return;
  const [request] = await tx.select().from(adminRefundRequests).where(and(
    eq(adminRefundRequests.entity, entity),
    eq(adminRefundRequests.entityId, entityId),
    isNull(adminRefundRequests.recordedAt),
  )).for("update");
  if (!request) return;
  const [now_] = target.orderId
    ? await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, entityId))
    : await tx.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.id, entityId));
  await recordAudit(tx, { id: request.actorId, email: request.actorEmail }, {
    operation: request.operation,
    entity,
    entityId,
    before: request.before,
    after: { ...request.before, status: now_?.status ?? null },
    reason: request.reason,
  }, now);
  await tx.update(adminRefundRequests).set({ recordedAt: now }).where(eq(adminRefundRequests.id, request.id));
}
