// Enums and column helpers shared by every domain's tables.
import { customType, pgEnum, timestamp } from "drizzle-orm/pg-core";

export const contentStatus = pgEnum("content_status", ["ARCHIVED", "DRAFT", "MODERATION", "PUBLISHED"]);
export const language = pgEnum("language", ["en", "ru"]);

export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** Who may read a job or an article; the spec's spelling, UNANYMOUS included. */
export const readAccess = pgEnum("read_access", ["UNANYMOUS", "AUTHORIZED", "FELLOW"]);

/** A generated full-text search column. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
