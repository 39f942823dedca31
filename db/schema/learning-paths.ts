// Learning paths (shown at /courses/{slug}) and their ordered steps, each step an article.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { contentStatus, language, timestamps } from "./common.ts";
import { articles } from "./articles.ts";

export const learningPaths = pgTable("learning_paths", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  heroVideoUrl: text("hero_video_url"),
  heroPic: text("hero_pic"),
  description: text("description").notNull().default(""),
  language: language("language").notNull(),
  /** Shared by a learning path and its translation in the other language (the language switch goes between them). */
  translationKey: text("translation_key"),
  announcementOnly: boolean("announcement_only").notNull().default(false),
  /** [{ picture, big_text, text }] */
  bulletPoints: jsonb("bullet_points").notNull().default(sql`'[]'::jsonb`),
  /** Steps before this index are open to everyone. */
  countAvailableArticles: integer("count_available_articles").notNull().default(1),
  status: contentStatus("status").notNull().default("PUBLISHED"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...timestamps,
}, (t) => [index("learning_paths_translation_idx").on(t.translationKey)]);

export const learningPathSteps = pgTable("learning_path_steps", {
  id: serial("id").primaryKey(),
  learningPathId: integer("learning_path_id").notNull().references(() => learningPaths.id, { onDelete: "cascade" }),
  order: integer("order").notNull(),
  text: text("text").notNull(),
  articleId: integer("article_id").notNull().references(() => articles.id),
  hasVideo: boolean("has_video").notNull().default(false),
  icon: text("icon"),
}, (t) => [index("learning_path_steps_path_idx").on(t.learningPathId, t.order)]);
