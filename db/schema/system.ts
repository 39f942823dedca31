// Bookkeeping for scheduled jobs: one row per job and period, so a repeated run does nothing.
import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const cronRuns = pgTable("cron_runs", {
  job: text("job").notNull(),
  periodKey: text("period_key").notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.job, t.periodKey] })]);
