// Promoters: the application to become one, a promoter's partner settings (username, commission rates, the discounts
// of their codes), their bank account (encrypted at rest), the commission ledger (one line per payment that used a
// promoter's code, and one per refund after payout), payouts on the 15th, and the daily exchange rates.
// Money is in minor units; rates and discounts in basis points (2000 = 20 %).
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { timestamps } from "./common.ts";
import { users } from "./auth.ts";
import { coupons, currency, paymentProvider } from "./billing.ts";
import { PAYOUT_STATUSES } from "../../src/domain/promoters.ts";

export const promoterApplicationStatus = pgEnum("promoter_application_status", ["PENDING", "APPROVED", "DECLINED"]);
export const bankCurrency = pgEnum("bank_currency", ["RUB", "USD", "EUR"]);
export const commissionKind = pgEnum("commission_kind", ["PRODUCT", "SUBSCRIPTION"]);
/** EARNED: a payment's commission; CLAWBACK: a refund that came after the earned line was paid out (negative). */
export const commissionEntry = pgEnum("commission_entry", ["EARNED", "CLAWBACK"]);
export const commissionStatus = pgEnum("commission_status", [
  "PENDING",
  "PAYABLE",
  "PAID",
  "REVERSED",
  "SELF_REFERRAL",
]);
export const payoutStatus = pgEnum("payout_status", PAYOUT_STATUSES);

/** A user's application to become a promoter (the profile's "apply for partnership"), decided by a moderator. */
export const promoterApplications = pgTable("promoter_applications", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  status: promoterApplicationStatus("status").notNull().default("PENDING"),
  /** The moderator's reason, mailed to the applicant when declined. */
  reason: text("reason"),
  decidedBy: uuid("decided_by").references(() => users.id, { onDelete: "set null" }),
  decidedAt: timestamp("decided_at", { withTimezone: true }),
  ...timestamps,
}, (t) => [
  // One application waits per user at a time.
  uniqueIndex("promoter_applications_one_pending_idx").on(t.userId).where(sql`${t.status} = 'PENDING'`),
  index("promoter_applications_status_idx").on(t.status, t.createdAt),
]);

/** A promoter's partner settings: created when the application is approved; kept (cancelled) after they leave. */
export const partnerSettings = pgTable("partner_settings", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  /** Upper-case letters and digits; the promoter signs in with it and their default codes start with it. */
  username: text("username").notNull(),
  productCommissionBp: integer("product_commission_bp").notNull(),
  subscriptionCommissionBp: integer("subscription_commission_bp").notNull(),
  couponProductDiscountBp: integer("coupon_product_discount_bp").notNull(),
  couponSubscriptionDiscountBp: integer("coupon_subscription_discount_bp").notNull(),
  /** Mail each commission as it is earned (toggleSubscriptionOnPaymentsInfo). */
  isSubscribedOnPaymentsInfo: boolean("is_subscribed_on_payments_info").notNull().default(true),
  isDeactivated: boolean("is_deactivated").notNull().default(false),
  partnershipStarted: timestamp("partnership_started", { withTimezone: true }).notNull().defaultNow(),
  partnershipCancelled: timestamp("partnership_cancelled", { withTimezone: true }),
  ...timestamps,
}, (t) => [uniqueIndex("partner_settings_username_idx").on(sql`lower(${t.username})`)]);

/**
 * A promoter's bank account, one per currency (decision 162): a payout goes only to the account in its own currency.
 * Everything but the currency is one AES-GCM ciphertext (base64 of iv ‖ ciphertext) of the JSON {accountName, bankName,
 * iban, swift_bic, correspondentAccount, inn, reference, address}, sealed with BANK_DATA_KEY: a database dump shows no
 * bank data.
 */
export const promoterBankAccounts = pgTable("promoter_currency_accounts", {
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  currency: bankCurrency("currency").notNull(),
  sealed: text("sealed").notNull(),
  ...timestamps,
}, (t) => [primaryKey({ columns: [t.userId, t.currency] })]);

/**
 * The single account per promoter of the releases before decision 162, copied into promoter_currency_accounts by the
 * migration that made it. Unread since then (the release before it may still write it while a deploy runs); a later
 * contract step drops it.
 */
export const legacyPromoterBankAccounts = pgTable("promoter_bank_accounts", {
  userId: uuid("user_id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  currency: bankCurrency("currency").notNull(),
  sealed: text("sealed").notNull(),
  ...timestamps,
});

/** A payout: one per promoter, period and currency; its total is the sum of its lines to the minor unit. */
export const payouts = pgTable("payouts", {
  id: uuid("id").primaryKey().defaultRandom(),
  promoterId: uuid("promoter_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  /** The closed period (Moscow calendar dates, inclusive). */
  periodFrom: date("period_from").notNull(),
  periodTo: date("period_to").notNull(),
  currency: currency("currency").notNull(),
  productCommission: integer("product_commission").notNull(),
  subscriptionCommission: integer("subscription_commission").notNull(),
  totalAmount: integer("total_amount").notNull(),
  status: payoutStatus("status").notNull().default("PENDING"),
  failReason: text("fail_reason"),
  paidOutAt: timestamp("paid_out_at", { withTimezone: true }),
  /** The bank account when the payout was made, sealed like promoter_bank_accounts.sealed (null: none was set). */
  bankAccountSealed: text("bank_account_sealed"),
  bankCurrency: bankCurrency("bank_currency"),
  /** When its statement mail was claimed (sent once). */
  statementMailedAt: timestamp("statement_mailed_at", { withTimezone: true }),
  ...timestamps,
}, (t) => [
  uniqueIndex("payouts_promoter_period_currency_idx").on(t.promoterId, t.periodFrom, t.currency),
  index("payouts_status_idx").on(t.status, t.periodFrom),
]);

/**
 * The commission ledger. An EARNED line per payment that used a promoter's code (keyed by provider and payment id:
 * a replayed webhook writes nothing more); PENDING during the refund hold, then PAYABLE, then PAID by a payout. A
 * refund before payout sets it REVERSED (amount 0); a refund after payout adds a CLAWBACK line (negative) deducted
 * from the next payout. A promoter's own purchase with their code is SELF_REFERRAL (never paid).
 */
export const commissions = pgTable("commissions", {
  id: uuid("id").primaryKey().defaultRandom(),
  promoterId: uuid("promoter_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
  customerId: uuid("customer_id").references(() => users.id, { onDelete: "set null" }),
  kind: commissionKind("kind").notNull(),
  entry: commissionEntry("entry").notNull().default("EARNED"),
  /** The payment: Stripe checkout session or invoice id, YooKassa payment id. */
  provider: paymentProvider("provider").notNull(),
  sourcePaymentId: text("source_payment_id").notNull(),
  orderId: uuid("order_id"),
  subscriptionId: uuid("subscription_id"),
  /** What the customer actually paid, minor units. */
  baseAmount: integer("base_amount").notNull(),
  rateBp: integer("rate_bp").notNull(),
  /** Minor units; 0 once REVERSED, negative for a CLAWBACK. */
  amount: integer("amount").notNull(),
  currency: currency("currency").notNull(),
  status: commissionStatus("status").notNull(),
  /** When the refund hold ends (PENDING → PAYABLE). */
  payableAt: timestamp("payable_at", { withTimezone: true }).notNull(),
  payoutId: uuid("payout_id").references(() => payouts.id, { onDelete: "set null" }),
  reversedAt: timestamp("reversed_at", { withTimezone: true }),
  /** The payments-info mail to the promoter went out. */
  mailedAt: timestamp("mailed_at", { withTimezone: true }),
  ...timestamps,
}, (t) => [
  uniqueIndex("commissions_source_idx").on(t.provider, t.sourcePaymentId, t.entry),
  index("commissions_promoter_idx").on(t.promoterId, t.status, t.currency),
  index("commissions_payout_idx").on(t.payoutId),
]);

/** The day's exchange rates (the Central Bank of Russia's by default), one row per date. */
export const exchangeRates = pgTable("exchange_rates", {
  date: date("date").primaryKey(),
  rubToEur: doublePrecision("rub_to_eur").notNull(),
  rubToUsd: doublePrecision("rub_to_usd").notNull(),
  usdToEur: doublePrecision("usd_to_eur").notNull(),
  usdToRub: doublePrecision("usd_to_rub").notNull(),
  source: text("source").notNull(),
  fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
});
