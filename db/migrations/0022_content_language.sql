ALTER TABLE "experts" ADD COLUMN "language" "language" DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_companies" ADD COLUMN "language" "language" DEFAULT 'ru' NOT NULL;--> statement-breakpoint
-- Profiles written before the column existed: Russian when their texts have a Cyrillic letter, else English
-- (the rule of src/domain/content-language.ts languageOfText).
UPDATE "experts" SET "language" = CASE WHEN ("position" || ' ' || "description") ~ '[А-Яа-яЁё]' THEN 'ru'::"language" ELSE 'en'::"language" END;--> statement-breakpoint
UPDATE "partner_companies" SET "language" = CASE WHEN ("subtitle" || ' ' || "description") ~ '[А-Яа-яЁё]' THEN 'ru'::"language" ELSE 'en'::"language" END;
