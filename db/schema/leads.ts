// Leads: contacts captured by the lead-magnet pop-up (AddContactToGroups) and requests from the send-request dialog
// (SendMessage) and from the contact form of an expert's or a partner's page (SendContactInfo). Each row is kept whether or not its mail went out; `mailed_at` says when it did.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

export const leadContacts = pgTable("lead_contacts", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  name: text("name"),
  groups: text("groups").array().notNull(),
  language: text("language").notNull(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp("mailed_at", { withTimezone: true }),
}, (t) => [index("lead_contacts_email_idx").on(t.email)]);

export const leadRequests = pgTable("lead_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull().default(""),
  /** The contact form of an expert's or a partner's page asks for it (optional). */
  telegram: text("telegram"),
  language: text("language").notNull(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp("mailed_at", { withTimezone: true }),
}, (t) => [index("lead_requests_email_idx").on(t.email)]);
