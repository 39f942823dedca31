// The audit log of /admin: every team write records who, when, what, and the changed fields before and after, in the
// same transaction as the write (a write that rolls back leaves no entry; an entry never describes a write that did
// not happen).
import { and, count, desc, eq, gte, ilike, lt, type SQL } from "drizzle-orm";
import { type DbOrTx, escapeLike } from "../../../db/client.ts";
import { adminAuditLog } from "../../../db/schema/index.ts";

/** Who acted: the signed-in team member. */
export type AdminActor = { id: string; email: string };

export type AuditEntry = {
  operation: string;
  entity: string;
  entityId: string | number;
  /** The entity's fields before the write (null when it was created) and after it (null when it was deleted). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason?: string | null;
};

/** Values as the log keeps them: dates as ISO text, everything else as JSON gives it. */
function auditValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  return value;
}

/** The fields whose values differ between before and after (every given field for a creation or a deletion). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const b = auditValue(before?.[key]);
    const a = auditValue(after?.[key]);
    if (JSON.stringify(b) !== JSON.stringify(a)) changes[key] = { before: b, after: a };
  }
  return changes;
}

/** Writes one entry; call it inside the write's transaction. */
export async function recordAudit(
  tx: DbOrTx,
  // A request written earlier may name someone whose account has since been deleted: the e-mail still says who.
  actor: { id: string | null; email: string },
  entry: AuditEntry,
  now: Date,
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    operation: entry.operation,
    entity: entry.entity,
    entityId: String(entry.entityId),
    changes: changedFields(entry.before, entry.after),
    reason: entry.reason ?? null,
    createdAt: now,
  });
}

export type AuditFilter = {
  actor?: string | null;
  entity?: string | null;
  entityId?: string | null;
  operation?: string | null;
  from?: Date | null;
  /** Exclusive. */
  to?: Date | null;
};

export const AUDIT_PAGE_SIZE = 50;

/** A page of the log, newest first, with the filter's total. */
export async function listAuditLog(db: DbOrTx, filter: AuditFilter, page: number) {
  const conditions: SQL[] = [];
  if (filter.actor) conditions.push(ilike(adminAuditLog.actorEmail, `%${escapeLike(filter.actor)}%`));
  if (filter.entity) conditions.push(eq(adminAuditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(adminAuditLog.entityId, filter.entityId));
  if (filter.operation) conditions.push(eq(adminAuditLog.operation, filter.operation));
  if (filter.from) conditions.push(gte(adminAuditLog.createdAt, filter.from));
  if (filter.to) conditions.push(lt(adminAuditLog.createdAt, filter.to));
  const where = conditions.length ? and(...conditions) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select().from(adminAuditLog).where(where)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(AUDIT_PAGE_SIZE).offset((page - 1) * AUDIT_PAGE_SIZE),
    db.select({ total: count() }).from(adminAuditLog).where(where),
  ]);
  return { items, total: Number(total) };
}
