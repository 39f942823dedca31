// Tracker: a user's job applications (title, company, status, country, dates, notes), optionally linked to a job of
// the board, with each status change kept as history and an optional next-action date that a daily job reminds of.
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";
import { countries } from "./geo.ts";
import { jobs } from "./jobs.ts";
import { TRACKER_STATUSES } from "../../src/domain/tracker.ts";

/** The spec's statuses, in column order (the one list in src/domain/tracker.ts). */
export const trackerStatus = pgEnum("tracker_status", TRACKER_STATUSES);

export const trackerItems = pgTable("tracker_items", {
  id: serial("id").primaryKey(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  company: text("company").notNull(),
  status: trackerStatus("status").notNull().default("BOOKMARKED"),
  countryId: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
  notes: text("notes").notNull().default(""),
  link: text("link").notNull().default(""),
  description: text("description").notNull().default(""),
  salary: text("salary").notNull().default(""),
  companyLogo: text("company_logo").notNull().default(""),
  /** The job of the board it was saved from, if any. */
  jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
  appliedAt: timestamp("applied_at", { withTimezone: true }),
  /** When the user means to act next (follow up, prepare); a reminder mail goes out on that day. */
  nextActionAt: timestamp("next_action_at", { withTimezone: true }),
  /** The next-action date the reminder was sent for: a changed date is reminded of again, the same one never twice. */
  remindedFor: timestamp("reminded_for", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index("tracker_items_user_created_idx").on(t.userId, t.createdAt),
  index("tracker_items_next_action_idx").on(t.nextActionAt),
]);

/** Each status an item entered, and when (its first status included). */
export const trackerStatusChanges = pgTable("tracker_status_changes", {
  id: serial("id").primaryKey(),
  itemId: integer("item_id").notNull().references(() => trackerItems.id, { onDelete: "cascade" }),
  status: trackerStatus("status").notNull(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("tracker_status_changes_item_idx").on(t.itemId, t.changedAt)]);
