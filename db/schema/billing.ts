// Billing: the catalogue (plans, custom discounts, products with their access, coupons) and what money does with it
// (subscriptions, orders, and each provider event processed once). Money is stored in minor units (cents, kopecks) as
// integers, never as floating point; a coupon's discount in basis points (1500 = 15 %).
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { contentStatus, language, timestamps } from "./common.ts";
import { users } from "./auth.ts";
import { learningPaths } from "./learning-paths.ts";
import { SUBSCRIPTION_STATUSES } from "../../src/domain/billing.ts";

export const billingCycle = pgEnum("billing_cycle", ["MONTHLY", "ANNUALLY"]);
export const currency = pgEnum("currency", ["RUB", "USD"]);
export const paymentProvider = pgEnum("payment_provider", ["STRIPE", "YOO"]);
export const couponKind = pgEnum("coupon_kind", ["PRODUCTS", "SUBSCRIPTIONS"]);
export const productKind = pgEnum("product_kind", [
  "Coaching",
  "MockInterview",
  "DownloadableMedia",
  "Marathon",
  "LearningPathAccess",
  "ExternalAccess",
  "ConsultationWithCoach",
]);
export const productCategory = pgEnum("product_category", [
  "CAREER",
  "EDUCATION",
  "MOCK_INTERVIEW",
  "SELF_DEVELOPMENT",
  "UN",
]);
export const subscriptionStatus = pgEnum("subscription_status", SUBSCRIPTION_STATUSES);
export const orderStatus = pgEnum("order_status", ["PENDING", "PAID", "FAILED", "CANCELLED", "REFUNDED"]);

/** A club plan: monthly or annual, its texts in both languages, its price in both currencies. */
export const plans = pgTable("plans", {
  id: serial("id").primaryKey(),
  billingCycle: billingCycle("billing_cycle").notNull(),
  titleRu: text("title_ru").notNull(),
  titleEn: text("title_en").notNull(),
  descriptionRu: text("description_ru").notNull().default(""),
  descriptionEn: text("description_en").notNull().default(""),
  featuresRu: text("features_ru").array().notNull().default(sql`'{}'::text[]`),
  featuresEn: text("features_en").array().notNull().default(sql`'{}'::text[]`),
  /** Cents. */
  priceUsd: integer("price_usd").notNull(),
  /** Kopecks. */
  priceRub: integer("price_rub").notNull(),
  /** Stripe's recurring price for this plan (getStripeSubscriptionPlan), when Stripe is configured. */
  stripePriceId: text("stripe_price_id"),
  status: contentStatus("status").notNull().default("PUBLISHED"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

/**
 * An offer for first-time members (userGetCustomDiscount): a trial period, then a discount in percent for the
 * first charges after it. Only one is active at a time.
 */
export const customDiscounts = pgTable("custom_discounts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  trialPeriodDays: integer("trial_period_days"),
  /** Percent (20 = 20 %), applied to the charges after the trial. */
  discountAfterTrial: integer("discount_after_trial"),
  /** How many charges after the trial get the discount. */
  discountedCharges: integer("discounted_charges").notNull().default(1),
  groupDescription: text("group_description").notNull().default(""),
  groupDescriptionEn: text("group_description_en").notNull().default(""),
  active: boolean("active").notNull().default(false),
  ...timestamps,
});

/** A product or service a user buys once; a product may bundle others (nested products). */
export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull(),
  language: language("language").notNull(),
  title: text("title").notNull(),
  /** Benefit items separated by ' | '. */
  description: text("description").notNull().default(""),
  kind: productKind("kind").notNull(),
  category: productCategory("category"),
  /** Cents. */
  priceUsd: integer("price_usd").notNull(),
  /** Kopecks; null: USD × the products exchange rate, rounded to the nearest 100 rubles. */
  priceRub: integer("price_rub"),
  picture: text("picture"),
  linkToProductInfo: text("link_to_product_info"),
  parentId: integer("parent_id"),
  status: contentStatus("status").notNull().default("PUBLISHED"),
  // Access, by kind.
  externalAccessUrl: text("external_access_url"),
  marathonTitle: text("marathon_title"),
  marathonBookingLink: text("marathon_booking_link"),
  learningPathId: integer("learning_path_id").references(() => learningPaths.id, { onDelete: "set null" }),
  coachFirstName: text("coach_first_name"),
  coachLastName: text("coach_last_name"),
  coachBookingLink: text("coach_booking_link"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
}, (t) => [
  uniqueIndex("products_slug_language_idx").on(t.slug, t.language),
  index("products_parent_idx").on(t.parentId),
]);

/** A downloadable file of a product: the storage key is never shown; buyers get a short-lived signed URL. */
export const productFiles = pgTable("product_files", {
  id: serial("id").primaryKey(),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  fileName: text("file_name").notNull(),
  storageKey: text("storage_key").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
}, (t) => [index("product_files_product_idx").on(t.productId)]);

/** A coupon: for subscriptions or for products (optionally one product); codes are stored upper-cased. */
export const coupons = pgTable("coupons", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  kind: couponKind("kind").notNull(),
  /** Basis points: 1500 = 15 %. */
  discountBasisPoints: integer("discount_basis_points").notNull(),
  productId: integer("product_id").references(() => products.id, { onDelete: "cascade" }),
  /** The promoter who owns the code, if any (commission). */
  promoterId: uuid("promoter_id").references(() => users.id, { onDelete: "set null" }),
  /** Stripe's coupon for this code; without it the code is not valid for Stripe checkout. */
  stripeCouponId: text("stripe_coupon_id"),
  /** How many different users may use it; null: no limit. */
  maxUsers: integer("max_users"),
  countUsers: integer("count_users").notNull().default(0),
  countTimes: integer("count_times").notNull().default(0),
  /** Payments confirmed after the cap was reached (checkout had let them through): honoured and flagged, see orders. */
  countOverCap: integer("count_over_cap").notNull().default(0),
  active: boolean("active").notNull().default(true),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
  ...timestamps,
}, (t) => [uniqueIndex("coupons_code_idx").on(t.code)]);

/** A membership with one provider; a user has at most one that is not CANCELLED or INCOMPLETE. */
export const subscriptions = pgTable("subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  planId: integer("plan_id").notNull().references(() => plans.id),
  provider: paymentProvider("provider").notNull(),
  status: subscriptionStatus("status").notNull().default("INCOMPLETE"),
  currency: currency("currency").notNull(),
  /** Minor units, before any discount. */
  priceWithoutDiscount: integer("price_without_discount").notNull(),
  /** Stripe's subscription id, or our id for a YooKassa subscription we renew ourselves. */
  providerSubscriptionId: text("provider_subscription_id"),
  stripeCustomerId: text("stripe_customer_id"),
  /** YooKassa's saved payment method for renewals. */
  yooPaymentMethodId: text("yoo_payment_method_id"),
  couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
  /** The coupon's user cap was reached when this membership was confirmed: its discount was honoured, not counted. */
  couponOverCap: boolean("coupon_over_cap").notNull().default(false),
  customDiscountId: integer("custom_discount_id").references(() => customDiscounts.id, { onDelete: "set null" }),
  trialEnd: timestamp("trial_end", { withTimezone: true }),
  currentPeriodStart: timestamp("current_period_start", { withTimezone: true }),
  currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
  cancelAt: timestamp("cancel_at", { withTimezone: true }),
  cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  cancelReason: text("cancel_reason"),
  /** Charges made so far (the discount after a trial covers the first few). */
  numberOfCharges: integer("number_of_charges").notNull().default(0),
  /** Where the member came from (jobs, articles, tools, courses, other), from the page's redirectTo. */
  paymentSource: text("payment_source"),
  startedAt: timestamp("started_at", { withTimezone: true }),
  lastChargeAt: timestamp("last_charge_at", { withTimezone: true }),
  /** Minor units of the last successful charge. */
  lastChargeAmount: integer("last_charge_amount"),
  /** The one retention offer: when it was taken, and the percent still owed to the next charge (YooKassa). */
  retentionOfferUsedAt: timestamp("retention_offer_used_at", { withTimezone: true }),
  pendingDiscountPercent: integer("pending_discount_percent"),
  /** The period end a renewal reminder was mailed for (one reminder per period). */
  reminderSentFor: timestamp("reminder_sent_for", { withTimezone: true }),
  /** The last charge failed (Stripe past_due, or a YooKassa renewal attempt): the member is asked to pay. */
  paymentFailedAt: timestamp("payment_failed_at", { withTimezone: true }),
  ...timestamps,
}, (t) => [
  index("subscriptions_user_idx").on(t.userId),
  // At most one live membership per user, whichever provider: a repeated or concurrent checkout cannot make two.
  uniqueIndex("subscriptions_one_live_idx").on(t.userId).where(
    sql`${t.status} in ('TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED', 'SUSPENDED')`,
  ),
  uniqueIndex("subscriptions_provider_id_idx").on(t.provider, t.providerSubscriptionId),
]);

/** A purchase of a product: created PENDING at checkout, PAID once the provider confirms. */
export const orders = pgTable("orders", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => products.id),
  status: orderStatus("status").notNull().default("PENDING"),
  provider: paymentProvider("provider").notNull(),
  /** Stripe's checkout session id or YooKassa's payment id: one order per provider payment. */
  providerPaymentId: text("provider_payment_id"),
  quantity: integer("quantity").notNull().default(1),
  currency: currency("currency").notNull(),
  /** Minor units. */
  originalPrice: integer("original_price").notNull(),
  discount: integer("discount").notNull().default(0),
  totalPrice: integer("total_price").notNull(),
  couponId: integer("coupon_id").references(() => coupons.id, { onDelete: "set null" }),
  /** The coupon's user cap was reached when this order was paid: its discount was honoured, not counted. */
  couponOverCap: boolean("coupon_over_cap").notNull().default(false),
  paidAt: timestamp("paid_at", { withTimezone: true }),
  ...timestamps,
}, (t) => [
  index("orders_user_idx").on(t.userId, t.createdAt.desc()),
  uniqueIndex("orders_provider_payment_idx").on(t.provider, t.providerPaymentId),
]);

/** Each provider event (webhook or notification) is processed once: its id is claimed before it is acted on. */
export const paymentEvents = pgTable("payment_events", {
  provider: paymentProvider("provider").notNull(),
  eventId: text("event_id").notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  processedAt: timestamp("processed_at", { withTimezone: true }),
}, (t) => [primaryKey({ columns: [t.provider, t.eventId] })]);

export const chargeStatus = pgEnum("charge_status", ["PENDING", "SUCCEEDED", "FAILED"]);
export const chargeKind = pgEnum("charge_kind", ["INITIAL", "RENEWAL", "RESUME"]);

/**
 * A YooKassa payment of a membership: the first one (from the widget), each renewal the club charges from the saved
 * card, and a payment that resumes a suspended membership. A renewal is keyed by subscription, period and attempt, so
 * a repeated or concurrent cron run charges a period once.
 */
export const subscriptionCharges = pgTable("subscription_charges", {
  id: uuid("id").primaryKey().defaultRandom(),
  subscriptionId: uuid("subscription_id").notNull().references(() => subscriptions.id, { onDelete: "cascade" }),
  kind: chargeKind("kind").notNull(),
  /** The start of the period this charge pays for (renewals); null for the first and resuming payments. */
  periodStart: timestamp("period_start", { withTimezone: true }),
  attempt: integer("attempt").notNull().default(1),
  status: chargeStatus("status").notNull().default("PENDING"),
  providerPaymentId: text("provider_payment_id"),
  /** Minor units. */
  amount: integer("amount").notNull(),
  currency: currency("currency").notNull(),
  capturedAt: timestamp("captured_at", { withTimezone: true }),
  failureReason: text("failure_reason"),
  ...timestamps,
}, (t) => [
  index("subscription_charges_subscription_idx").on(t.subscriptionId),
  uniqueIndex("subscription_charges_payment_idx").on(t.providerPaymentId),
  uniqueIndex("subscription_charges_period_idx").on(t.subscriptionId, t.periodStart, t.attempt),
]);

/**
 * Who the first-timer offer is for: the club grants it to a user (a campaign, a promoter's invitation, the demo
 * member), and it applies while that user has never had a membership. Without a grant checkout has no trial, so the
 * coupon box stays available.
 */
export const userCustomDiscounts = pgTable("user_custom_discounts", {
  userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  customDiscountId: integer("custom_discount_id").notNull().references(() => customDiscounts.id, {
    onDelete: "cascade",
  }),
  grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.customDiscountId] })]);
