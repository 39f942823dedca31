-- The words of job titles, for correcting misspelt search words (docs/decisions.md §30); the title's trigram index
-- served the old word-similarity fallback and has no reader left.
CREATE TABLE "job_title_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "jobs_title_trgm_idx";--> statement-breakpoint
CREATE INDEX "job_title_words_trgm_idx" ON "job_title_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- Kept by the database itself, whoever writes jobs: inserted rows once per statement (a seed of 1,000 jobs is one
-- insert here), a changed title per row. Words are never removed: a stale word only widens a correction.
CREATE FUNCTION "job_title_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    INSERT INTO "job_title_words" ("word")
      SELECT DISTINCT w FROM unnest(tsvector_to_array(to_tsvector('simple', NEW."title"))) AS w
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "job_title_words" ("word")
      SELECT DISTINCT w FROM "inserted_jobs", unnest(tsvector_to_array(to_tsvector('simple', "inserted_jobs"."title"))) AS w
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "jobs_title_words_insert" AFTER INSERT ON "jobs" REFERENCING NEW TABLE AS "inserted_jobs"
  FOR EACH STATEMENT EXECUTE FUNCTION "job_title_words_add"();--> statement-breakpoint
CREATE TRIGGER "jobs_title_words_update" AFTER UPDATE OF "title" ON "jobs"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title") EXECUTE FUNCTION "job_title_words_add"();--> statement-breakpoint
INSERT INTO "job_title_words" ("word")
  SELECT DISTINCT w FROM "jobs", unnest(tsvector_to_array(to_tsvector('simple', "jobs"."title"))) AS w
  ON CONFLICT DO NOTHING;
