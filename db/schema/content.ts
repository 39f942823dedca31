// Public content: jobs (with categories), articles, learning paths, favourite jobs and view counts. Each searchable
// table has a generated tsvector (Russian and English configurations) with a GIN index; articles also have a trigram
// index on the title, and jobs a dictionary of their title words with a trigram index (misspellings, pg_trgm).
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { contentStatus, language, timestamps } from "./common.ts";
import { countries } from "./geo.ts";
import { users } from "./accounts.ts";

/** The spec's spelling, UNANYMOUS included. */
export const readAccess = pgEnum("read_access", ["UNANYMOUS", "AUTHORIZED", "FELLOW"]);

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const jobCategories = pgTable("job_categories", {
  id: serial("id").primaryKey(),
  /** Russian name. */
  name: text("name").notNull(),
  engTrans: text("eng_trans").notNull(),
  slug: text("slug").notNull().unique(),
});

export const jobs = pgTable("jobs", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  company: text("company"),
  companyLogo: text("company_logo"),
  city: text("city"),
  state: text("state"),
  countryId: integer("country_id").references(() => countries.id),
  seniorityName: text("seniority_name"),
  seniorityTranslation: text("seniority_translation"),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  regions: text("regions").array().notNull().default(sql`'{}'::text[]`),
  /** Whole currency units per year. */
  salaryMin: integer("salary_min"),
  salaryMax: integer("salary_max"),
  salaryCurrency: text("salary_currency"),
  openUntil: timestamp("open_until", { withTimezone: true }),
  postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
  isUN: boolean("is_un").notNull().default(false),
  readAccess: readAccess("read_access").notNull().default("UNANYMOUS"),
  isRelocationPackage: boolean("is_relocation_package").notNull().default(false),
  isVisaNeeded: boolean("is_visa_needed").notNull().default(false),
  applicationLink: text("application_link"),
  hasReferral: boolean("has_referral").notNull().default(false),
  status: contentStatus("status").notNull().default("PUBLISHED"),
  views: integer("views").notNull().default(0),
  search: tsvector("search").generatedAlwaysAs(sql`
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('russian', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(company, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C') ||
    setweight(to_tsvector('russian', coalesce(description, '')), 'C')`),
  ...timestamps,
}, (t) => [
  index("jobs_search_idx").using("gin", t.search),
  index("jobs_listing_idx").on(t.status, t.postedAt.desc(), t.id.desc()),
  index("jobs_tags_idx").using("gin", t.tags),
  index("jobs_regions_idx").using("gin", t.regions),
  index("jobs_country_idx").on(t.countryId),
]);

/**
 * The distinct words of job titles (lower case, as the 'simple' text search configuration splits them), kept by
 * triggers on jobs (migration 0010): a misspelt search word is corrected to its closest title words by trigram
 * distance (docs/decisions.md §30). Words of deleted or retitled jobs stay; they only ever widen a correction.
 */
export const jobTitleWords = pgTable(
  "job_title_words",
  { word: text("word").primaryKey() },
  (t) => [index("job_title_words_trgm_idx").using("gist", sql`${t.word} gist_trgm_ops`)],
);

export const jobJobCategories = pgTable(
  "job_job_categories",
  {
    jobId: integer("job_id").notNull().references(() => jobs.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => jobCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.categoryId] }), index("job_job_categories_category_idx").on(t.categoryId)],
);

export const articles = pgTable("articles", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  picture: text("picture"),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  authorFirstName: text("author_first_name"),
  authorLastName: text("author_last_name"),
  authorAvatar: text("author_avatar"),
  articleText: text("article_text").notNull().default(""),
  buttonLink: text("button_link"),
  buttonTitle: text("button_title"),
  video: text("video"),
  /** Structured page content (blocks); rendered after articleText. */
  content: jsonb("content"),
  readAccess: readAccess("read_access").notNull().default("UNANYMOUS"),
  hideHalf: boolean("hide_half").notNull().default(false),
  isFeatured: boolean("is_featured").notNull().default(false),
  featureOrder: integer("feature_order"),
  language: language("language").notNull(),
  ghostPostSlug: text("ghost_post_slug"),
  status: contentStatus("status").notNull().default("PUBLISHED"),
  views: integer("views").notNull().default(0),
  publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  search: tsvector("search").generatedAlwaysAs(sql`
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('russian', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('russian', coalesce(description, '')), 'B')`),
  ...timestamps,
}, (t) => [
  index("articles_search_idx").using("gin", t.search),
  index("articles_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
  index("articles_listing_idx").on(t.language, t.status, t.publishedAt.desc()),
]);

export const learningPaths = pgTable("learning_paths", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  heroVideoUrl: text("hero_video_url"),
  heroPic: text("hero_pic"),
  description: text("description").notNull().default(""),
  language: language("language").notNull(),
  announcementOnly: boolean("announcement_only").notNull().default(false),
  /** [{ picture, big_text, text }] */
  bulletPoints: jsonb("bullet_points").notNull().default(sql`'[]'::jsonb`),
  /** Steps before this index are open to everyone. */
  countAvailableArticles: integer("count_available_articles").notNull().default(1),
  status: contentStatus("status").notNull().default("PUBLISHED"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
});

export const learningPathSteps = pgTable("learning_path_steps", {
  id: serial("id").primaryKey(),
  learningPathId: integer("learning_path_id").notNull().references(() => learningPaths.id, { onDelete: "cascade" }),
  order: integer("order").notNull(),
  text: text("text").notNull(),
  articleId: integer("article_id").notNull().references(() => articles.id),
  hasVideo: boolean("has_video").notNull().default(false),
  icon: text("icon"),
}, (t) => [index("learning_path_steps_path_idx").on(t.learningPathId, t.order)]);

/** A user's favourite jobs (saved jobs). */
export const favouriteJobs = pgTable("favourite_jobs", {
  userId: uuid("user_id").notNull().references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
  jobId: integer("job_id").notNull().references(() => jobs.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.jobId] })]);
