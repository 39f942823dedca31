// Jobs: categories, the jobs themselves with a generated tsvector (Russian and English configurations, GIN index),
// a dictionary of title words with a trigram index (misspellings, pg_trgm), and the jobs users saved.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { contentStatus, readAccess, timestamps, tsvector } from "./common.ts";
import { countries } from "./geo.ts";
import { users } from "./auth.ts";

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
  /** Who wrote it in /admin (a recruiter's jobs wait in MODERATION for a moderator); null for seeded jobs. */
  createdById: uuid("created_by_id").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
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
 * distance (decision 030). Words of deleted or retitled jobs stay; they only ever widen a correction.
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

/** A user's favourite jobs (saved jobs). */
export const favouriteJobs = pgTable("favourite_jobs", {
  userId: uuid("user_id").notNull().references((): AnyPgColumn => users.id, { onDelete: "cascade" }),
  jobId: integer("job_id").notNull().references(() => jobs.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
}, (t) => [primaryKey({ columns: [t.userId, t.jobId] })]);

/**
 * Who viewed a job on which day (recordJobView): one row per viewer (user id, else a salted hash of the address)
 * per job per UTC day, so `jobs.views` (the "popular" sort) grows by at most one per viewer and day.
 */
export const jobViews = pgTable("job_views", {
  jobId: integer("job_id").notNull().references(() => jobs.id, { onDelete: "cascade" }),
  viewerKey: text("viewer_key").notNull(),
  day: date("day").notNull(),
}, (t) => [primaryKey({ columns: [t.jobId, t.viewerKey, t.day] }), index("job_views_day_idx").on(t.day)]);
