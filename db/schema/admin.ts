// The back office (/admin): the audit log of every team write, and the inbox's own state for the messages the
// site's forms store in their domains' tables (support, leads, partnership).
import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/**
 * One row per write made in /admin: who (kept by e-mail too, so a deleted team member's entries still say who),
 * what (the GraphQL operation and the entity it changed), and the changed fields' values before and after.
 */
export const adminAuditLog = pgTable("admin_audit_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
  actorEmail: text("actor_email").notNull(),
  /** The admin operation's name (src/domain/authorization.ts), e.g. adminSaveJob. */
  operation: text("operation").notNull(),
  /** What kind of thing changed (job, article, user, order, inboxItem …) and its id. */
  entity: text("entity").notNull(),
  entityId: text("entity_id").notNull(),
  /** { field: { before, after } } for the fields that changed; secrets are never written here. */
  changes: jsonb("changes").$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  reason: text("reason"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("admin_audit_log_created_idx").on(t.createdAt),
  index("admin_audit_log_entity_idx").on(t.entity, t.entityId),
  index("admin_audit_log_actor_idx").on(t.actorId),
]);

/**
 * The inbox's state of one stored message (kind + its row's id in its own table): new until answered or closed.
 * A message without a row here is new.
 */
export const adminInboxStates = pgTable("admin_inbox_states", {
  /** support | leadContact | leadRequest | partnershipRequest */
  kind: text("kind").notNull(),
  itemId: uuid("item_id").notNull(),
  /** new | answered | closed */
  status: text("status").notNull().default("new"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedById: uuid("updated_by_id").references(() => users.id, { onDelete: "set null" }),
}, (t) => [primaryKey({ columns: [t.kind, t.itemId] })]);

/** A reply mailed from the inbox: its text is kept with who sent it and when. */
export const adminInboxReplies = pgTable("admin_inbox_replies", {
  id: uuid("id").primaryKey().defaultRandom(),
  kind: text("kind").notNull(),
  itemId: uuid("item_id").notNull(),
  authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
  toEmail: text("to_email").notNull(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("admin_inbox_replies_item_idx").on(t.kind, t.itemId)]);

/**
 * A refund the team asked a provider for, written before the provider is asked: whoever then records the refund (the
 * team's own call or the provider's event, whichever comes first) writes its audit entry from this row in the same
 * transaction, so a stop between the provider's answer and the team's transaction loses no entry. One open request
 * per order or membership; `recordedAt` is set when its entry is written.
 */
export const adminRefundRequests = pgTable("admin_refund_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** The admin operation that asked (adminRefundOrder, adminRefundMembershipCharge, adminRefundStripeMembership). */
  operation: text("operation").notNull(),
  /** order | membership, and its id. */
  entity: text("entity").notNull(),
  entityId: text("entity_id").notNull(),
  actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
  actorEmail: text("actor_email").notNull(),
  reason: text("reason").notNull(),
  /** The entity's audited fields when the refund was asked for (the entry's "before"). */
  before: jsonb("before").$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  recordedAt: timestamp("recorded_at", { withTimezone: true }),
}, (t) => [
  uniqueIndex("admin_refund_requests_open_idx").on(t.entity, t.entityId).where(sql`${t.recordedAt} is null`),
]);
