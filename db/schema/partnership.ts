// Partnership: the requests that the partnership page's four forms send (sendPartnershipRequest) and enquiries
// (SubmitEnquiry). Each row is kept whether or not its mail went out; `mailed_at` says when it did.
import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth.ts";

/** A request from the partnership page's forms (sendPartnershipRequest) or an enquiry (SubmitEnquiry),
 * mailed to the club and confirmed to the sender. */
export const partnershipRequests = pgTable("partnership_requests", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** company | expert | recruiter | media, or enquiry. */
  kind: text("kind").notNull(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  role: text("role"),
  company: text("company"),
  profession: text("profession"),
  website: text("website"),
  socialNetworks: text("social_networks"),
  moreDetails: text("more_details"),
  partnershipGoal: text("partnership_goal"),
  language: text("language").notNull(),
  userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  mailedAt: timestamp("mailed_at", { withTimezone: true }),
}, (t) => [index("partnership_requests_created_idx").on(t.createdAt)]);
