// Site-wide content: SEO tags, global variables, banners, the creeping line and reviews.
import { boolean, check, index, integer, numeric, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { contentStatus, language, timestamps } from "./common.ts";

export const seoTags = pgTable("seo_tags", {
  id: serial("id").primaryKey(),
  /** Locale-prefixed path without query or trailing slash, e.g. /ru/jobs. */
  url: text("url").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull(),
  ...timestamps,
});

/** One row (id = 1): values the whole site reads. */
export const globalVars = pgTable("global_vars", {
  id: integer("id").primaryKey().default(1),
  usdToRubExchangeRateForProducts: numeric("usd_to_rub_exchange_rate_for_products", { precision: 12, scale: 4 })
    .notNull(),
  ...timestamps,
}, (t) => [check("global_vars_single_row", sql`${t.id} = 1`)]);

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  kind: text("kind").notNull().default("SLIDE"),
  title: text("title").notNull(),
  text: text("text"),
  extraText: text("extra_text"),
  buttonTitle: text("button_title"),
  nextLink: text("next_link"),
  href: text("href"),
  isFree: boolean("is_free").notNull().default(false),
  isPaid: boolean("is_paid").notNull().default(false),
  isRegistered: boolean("is_registered").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  status: contentStatus("status").notNull().default("DRAFT"),
  language: language("language").notNull(),
  image: text("image"),
  imageMobile: text("image_mobile"),
  ...timestamps,
}, (t) => [index("banners_language_status_idx").on(t.language, t.status, t.sortOrder)]);

export const creepingLineBanners = pgTable("creeping_line_banners", {
  id: serial("id").primaryKey(),
  text: text("text").notNull(),
  textColor: text("text_color").notNull().default("#ffffff"),
  backgroundColor: text("background_color").notNull().default("#1b1464"),
  bgOpacityPercentage: integer("bg_opacity_percentage").notNull().default(100),
  link: text("link"),
  priority: integer("priority").notNull().default(0),
  /** Shown only to the signed-in user with this e-mail when set (and only when the audience includes their tier). */
  conditionEmail: text("condition_email"),
  /** Who sees it, as for banners: visitors (isFree), signed-in non-members (isRegistered), club members (isPaid). */
  isFree: boolean("is_free").notNull().default(false),
  isRegistered: boolean("is_registered").notNull().default(false),
  isPaid: boolean("is_paid").notNull().default(false),
  language: language("language").notNull(),
  status: contentStatus("status").notNull().default("DRAFT"),
  ...timestamps,
});

export const reviews = pgTable("reviews", {
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull().default(""),
  position: text("position"),
  title: text("title"),
  text: text("text").notNull(),
  picture: text("picture"),
  categories: text("categories").array().notNull().default(sql`'{}'::text[]`),
  language: language("language").notNull(),
  status: contentStatus("status").notNull().default("PUBLISHED"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
}, (t) => [index("reviews_language_idx").on(t.language, t.status)]);

/** The home page's questions and answers, per language, in their order; the answer is sanitized rich text (HTML). */
export const faqItems = pgTable("faq_items", {
  id: serial("id").primaryKey(),
  language: language("language").notNull(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  status: contentStatus("status").notNull().default("PUBLISHED"),
  ...timestamps,
}, (t) => [index("faq_items_language_idx").on(t.language, t.status, t.sortOrder)]);
