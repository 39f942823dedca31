ALTER TABLE "articles" ADD COLUMN "translation_key" text;--> statement-breakpoint
ALTER TABLE "learning_paths" ADD COLUMN "translation_key" text;--> statement-breakpoint
CREATE INDEX "articles_translation_idx" ON "articles" USING btree ("translation_key");--> statement-breakpoint
CREATE INDEX "learning_paths_translation_idx" ON "learning_paths" USING btree ("translation_key");