// Enums and column helpers shared by every domain's tables.
import { pgEnum, timestamp } from "drizzle-orm/pg-core";

export const contentStatus = pgEnum("content_status", ["ARCHIVED", "DRAFT", "MODERATION", "PUBLISHED"]);
export const language = pgEnum("language", ["en", "ru"]);

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};
