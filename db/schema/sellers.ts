// Sellers: a user's connected Stripe account (Stripe Connect, Express), through which an expert is paid. One per
// user; the flags are Stripe's, copied at each status check so the pages can answer without another call.
import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const sellerAccounts = pgTable("seller_accounts", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  stripeAccountId: text("stripe_account_id").notNull().unique(),
  /** Stripe's details_submitted and charges_enabled together: onboarding finished, payments can be taken. */
  connected: boolean("connected").notNull().default(false),
  payoutsEnabled: boolean("payouts_enabled").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
