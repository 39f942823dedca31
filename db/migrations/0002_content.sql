CREATE TYPE "public"."read_access" AS ENUM('UNANYMOUS', 'AUTHORIZED', 'FELLOW');--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"picture" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_first_name" text,
	"author_last_name" text,
	"author_avatar" text,
	"article_text" text DEFAULT '' NOT NULL,
	"button_link" text,
	"button_title" text,
	"video" text,
	"content" jsonb,
	"read_access" "read_access" DEFAULT 'UNANYMOUS' NOT NULL,
	"hide_half" boolean DEFAULT false NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"feature_order" integer,
	"language" "language" NOT NULL,
	"ghost_post_slug" text,
	"status" "content_status" DEFAULT 'PUBLISHED' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('russian', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'B') ||
    setweight(to_tsvector('russian', coalesce(description, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "articles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "favourite_jobs" (
	"user_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_jobs_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "job_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"eng_trans" text NOT NULL,
	"slug" text NOT NULL,
	CONSTRAINT "job_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "job_job_categories" (
	"job_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "job_job_categories_job_id_category_id_pk" PRIMARY KEY("job_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"company" text,
	"company_logo" text,
	"city" text,
	"state" text,
	"country_id" integer,
	"seniority_name" text,
	"seniority_translation" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"regions" text[] DEFAULT '{}'::text[] NOT NULL,
	"salary_min" integer,
	"salary_max" integer,
	"salary_currency" text,
	"open_until" timestamp with time zone,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_un" boolean DEFAULT false NOT NULL,
	"read_access" "read_access" DEFAULT 'UNANYMOUS' NOT NULL,
	"is_relocation_package" boolean DEFAULT false NOT NULL,
	"is_visa_needed" boolean DEFAULT false NOT NULL,
	"application_link" text,
	"has_referral" boolean DEFAULT false NOT NULL,
	"status" "content_status" DEFAULT 'PUBLISHED' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('russian', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(company, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C') ||
    setweight(to_tsvector('russian', coalesce(description, '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_path_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"learning_path_id" integer NOT NULL,
	"order" integer NOT NULL,
	"text" text NOT NULL,
	"article_id" integer NOT NULL,
	"has_video" boolean DEFAULT false NOT NULL,
	"icon" text
);
--> statement-breakpoint
CREATE TABLE "learning_paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"hero_video_url" text,
	"hero_pic" text,
	"description" text DEFAULT '' NOT NULL,
	"language" "language" NOT NULL,
	"announcement_only" boolean DEFAULT false NOT NULL,
	"bullet_points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"count_available_articles" integer DEFAULT 1 NOT NULL,
	"status" "content_status" DEFAULT 'PUBLISHED' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_paths_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "favourite_jobs" ADD CONSTRAINT "favourite_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_job_categories" ADD CONSTRAINT "job_job_categories_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_job_categories" ADD CONSTRAINT "job_job_categories_category_id_job_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."job_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_learning_path_id_learning_paths_id_fk" FOREIGN KEY ("learning_path_id") REFERENCES "public"."learning_paths"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_path_steps" ADD CONSTRAINT "learning_path_steps_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_search_idx" ON "articles" USING gin ("search");--> statement-breakpoint
CREATE INDEX "articles_title_trgm_idx" ON "articles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("language","status","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "job_job_categories_category_idx" ON "job_job_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_title_trgm_idx" ON "jobs" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "jobs_listing_idx" ON "jobs" USING btree ("status","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "jobs_tags_idx" ON "jobs" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "jobs_regions_idx" ON "jobs" USING gin ("regions");--> statement-breakpoint
CREATE INDEX "jobs_country_idx" ON "jobs" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "learning_path_steps_path_idx" ON "learning_path_steps" USING btree ("learning_path_id","order");