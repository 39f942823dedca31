// Auth: users (identity and credentials; the profile's columns live on the same row, written only by the profile
// services), sessions (only the SHA-256 of each token is stored) and single-use email tokens (verification, reset).
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { language, timestamps } from "./common.ts";
import { countries } from "./geo.ts";

export const role = pgEnum("role", [
  "ADMIN",
  "COACH",
  "CUSTOMER",
  "GLOBAL_ADMIN",
  "MODERATOR",
  "PROMOTER",
  "RECRUITER",
]);

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored lower-cased and trimmed; unique. */
  email: text("email").notNull(),
  emailVerified: boolean("email_verified").notNull().default(false),
  /** A new address waiting for its confirmation link (updateUserEmail); the email changes when it is confirmed. */
  pendingEmail: text("pending_email"),
  /** "pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>"; null for accounts that only sign in with Google. */
  passwordHash: text("password_hash"),
  googleId: text("google_id"),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  role: role("role").notNull().default("CUSTOMER"),
  isFellow: boolean("is_fellow").notNull().default(false),
  language: language("language").notNull().default("ru"),
  avatarUrl: text("avatar_url"),
  /** The first matching path segment at sign-up: jobs, articles, tools, courses, else other. */
  registrationSource: text("registration_source").notNull().default("other"),
  /**
   * When the user accepted the terms of service and the privacy policy, and which version (LEGAL_VERSION, a date):
   * set by the sign-up form's consent or by a first Google sign-in under the same notice; null for accounts made before
   * the consent was asked (decision 200).
   */
  termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
  termsVersion: text("terms_version"),
  // General information (/profile).
  summary: text("summary"),
  birthDate: date("birth_date"),
  gender: text("gender"),
  countryId: integer("country_id").references(() => countries.id, { onDelete: "set null" }),
  nationality: text("nationality"),
  /** Language names; the first is the mailing language. */
  languages: text("languages").array().notNull().default(sql`'{}'::text[]`),
  linkedId: text("linked_id"),
  phone: text("phone"),
  skype: text("skype"),
  zoom: text("zoom"),
  notificationTypes: text("notification_types").array().notNull().default(sql`'{EMAIL}'::text[]`),
  requestForPartnershipSent: boolean("request_for_partnership_sent").notNull().default(false),
  // Job preferences (/preferences).
  isSubscribedOnJobsMailing: boolean("is_subscribed_on_jobs_mailing").notNull().default(false),
  preferredJobCategoryIds: integer("preferred_job_category_ids").array().notNull().default(sql`'{}'::integer[]`),
  preferredRegions: text("preferred_regions").array().notNull().default(sql`'{}'::text[]`),
  /** Set by the team (/admin): a blocked user cannot sign in, and their expert profile and promoter codes go dark. */
  blockedAt: timestamp("blocked_at", { withTimezone: true }),
  ...timestamps,
}, (t) => [
  uniqueIndex("users_email_idx").on(t.email),
  uniqueIndex("users_google_id_idx").on(t.googleId),
]);

export const sessions = pgTable("sessions", {
  /** Hex SHA-256 of the session token; the token itself is only ever in the visitor's cookie. */
  id: text("id").primaryKey(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When the password (or Google) was last proven in this session: /admin writes need it within 30 minutes. */
  authenticatedAt: timestamp("authenticated_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("sessions_user_idx").on(t.userId)]);

export const authTokenKind = pgEnum("auth_token_kind", ["VERIFY_EMAIL", "RESET_PASSWORD", "CHANGE_EMAIL"]);

export const authTokens = pgTable("auth_tokens", {
  /** Hex SHA-256 of the token sent by mail. */
  id: text("id").primaryKey(),
  kind: authTokenKind("kind").notNull(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  /** The address the link was mailed to; a CHANGE_EMAIL token confirms exactly this address. */
  email: text("email"),
  /** Where to continue after verification (a path on this site). */
  redirectPath: text("redirect_path"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index("auth_tokens_user_idx").on(t.userId)]);
