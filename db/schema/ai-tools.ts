// AI tools: each user's allowance of AI tool runs for a 30-day period, and the details a user chose to keep for the
// next run of a tool (saveDetails). A user without a row has the whole allowance of their kind.
import { boolean, check, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth.ts";

export const aiAllowances = pgTable("ai_allowances", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  /** Runs left in the period (the spec's chatGptTokensLeft); never below zero. */
  tokensLeft: integer("tokens_left").notNull(),
  /** When the period began (chatGptTokensPeriodStart); it lasts 30 days. */
  periodStart: timestamp("period_start", { withTimezone: true }).notNull().defaultNow(),
  /** Whether the period's allowance is the fellows' one (a member who joins mid-period gets the difference). */
  fellow: boolean("fellow").notNull().default(false),
}, (t) => [check("ai_allowances_tokens_left_check", sql`${t.tokensLeft} >= 0`)]);

/** The form values a user asked to keep (saveDetails), per tool, to prefill that tool's form next time. */
export const aiSavedDetails = pgTable("ai_saved_details", {
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  requestType: text("request_type").notNull(),
  params: jsonb("params").$type<Record<string, string>>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.requestType] })]);
