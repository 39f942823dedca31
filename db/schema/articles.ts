// Articles, with a generated tsvector (Russian and English configurations, GIN index) and a trigram index on the title.
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { contentStatus, language, readAccess, timestamps, tsvector } from "./common.ts";

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
  /** Shared by an article and its translation in the other language (the language switch goes from one to the other). */
  translationKey: text("translation_key"),
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
  index("articles_translation_idx").on(t.translationKey),
]);

/** Who viewed an article on which day (recordArticleView): one view per viewer per article per UTC day. */
export const articleViews = pgTable("article_views", {
  articleId: integer("article_id").notNull().references(() => articles.id, { onDelete: "cascade" }),
  viewerKey: text("viewer_key").notNull(),
  day: date("day").notNull(),
}, (t) => [
  primaryKey({ columns: [t.articleId, t.viewerKey, t.day] }),
  index("article_views_day_idx").on(t.day),
]);
