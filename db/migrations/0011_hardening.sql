ALTER TYPE "public"."auth_token_kind" ADD VALUE 'CHANGE_EMAIL';--> statement-breakpoint
CREATE TABLE "article_views" (
	"article_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "article_views_article_id_viewer_key_day_pk" PRIMARY KEY("article_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "job_views" (
	"job_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "job_views_job_id_viewer_key_day_pk" PRIMARY KEY("job_id","viewer_key","day")
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "article_views" ADD CONSTRAINT "article_views_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_views_day_idx" ON "article_views" USING btree ("day");--> statement-breakpoint
CREATE INDEX "job_views_day_idx" ON "job_views" USING btree ("day");