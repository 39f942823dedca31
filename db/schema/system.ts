// The app's own bookkeeping: scheduled-job runs, rate-limit counters, and the dev mail outbox.
import { integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

export const cronRuns = pgTable("cron_runs", {
  job: text("job").notNull(),
  periodKey: text("period_key").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.job, t.periodKey] })]);

/** Mail sent while no mail provider is configured: the developer reads it at /dev/outbox. */
export const mailOutbox = pgTable("mail_outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

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
