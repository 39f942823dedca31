// The app's own bookkeeping: scheduled jobs (period claims, leases, the run log), rate-limit counters, the dev
// mail outbox and the queue of mail sent with retries.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import { sql } from "drizzle-orm";
/**
 * A scheduled job's periods (decision 012): a row claims (job, period) before the run acts, finished_at says it
 * succeeded. A row left unfinished by a run that died is taken over by the next holder of the job's lease (decision
 * 150).
 */
export const cronRuns = pgTable("cron_runs", {
  job: text("job").notNull(),
  periodKey: text("period_key").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.job, t.periodKey] })]);

/**
 * Who runs a scheduled job right now: one row per job, taken by one atomic statement when free or expired, renewed
 * while the run goes on, deleted at its end. A holder that dies stops renewing, and the lease frees itself when
 * expires_at passes (decision 150).
 */
export const cronLeases = pgTable("cron_leases", {
  job: text("job").primaryKey(),
  /** One id per run (not per isolate), so two runs in one process exclude each other too. */
  holder: uuid("holder").notNull(),
  acquiredAt: timestamp("acquired_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});

export const cronRunOutcome = pgEnum("cron_run_outcome", ["ok", "failed", "skipped-held"]);

/**
 * Every run of a scheduled job, for the operator (the back office's system screen): started, finished, outcome and
 * the job's counts. A run still going (or one whose process died) has no outcome yet. Kept 400 days, like the claims.
 */
export const cronRunLog = pgTable("cron_run_log", {
  id: uuid("id").primaryKey().defaultRandom(),
  job: text("job").notNull(),
  periodKey: text("period_key").notNull(),
  /** The lease holder that ran it; null for a run skipped because another held the lease. */
  holder: uuid("holder"),
  /** Started by the hourly catch-up of a missed period rather than by the job's own tick. */
  isCatchUp: boolean("is_catch_up").notNull().default(false),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
  outcome: cronRunOutcome("outcome"),
  counts: jsonb("counts").$type<Record<string, number>>(),
  /** The error's class and message for a failed run, with e-mail addresses and long numbers masked. */
  error: text("error"),
}, (t) => [index("cron_run_log_job_started_idx").on(t.job, t.startedAt)]);

/** Mail sent while no mail provider is configured: the developer reads it at /dev/outbox. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail that must not be lost (decision 169): written in the transaction of the work it tells of, then delivered by
 * whoever runs the queue, with a lease per attempt and retries with backoff. `key` makes a mail once per cause.
 */
export const mailQueue = pgTable("mail_queue", {
  id: uuid("id").primaryKey().defaultRandom(),
  key: text("key").notNull().unique(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  /** An attempt in progress until then; a sender stopped mid-way leaves it, and the mail is due again after it. */
  leaseUntil: timestamp("lease_until", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  lastError: text("last_error"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("mail_queue_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`)]);

/** Fixed-window counters: one row per (key, window start); works the same on every node. */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull().default(0),
}, (t) => [primaryKey({ columns: [t.key, t.windowStart] })]);

/**
 * The version of the public pages' content: one row, bumped by every change that purges the CDN's copies
 * (api/integrations/edge-cache.ts). Each server isolate reads it at most once a second and, when it moved, drops its
 * in-process copies of the pages and the site cache (src/server/page-memory-cache.ts).
 */
export const pageContentVersion = pgTable("page_content_version", {
  id: integer("id").primaryKey().default(1),
  version: integer("version").notNull().default(0),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
