CREATE TYPE "public"."content_status" AS ENUM('ARCHIVED', 'DRAFT', 'MODERATION', 'PUBLISHED');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'ru');--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'SLIDE' NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"extra_text" text,
	"button_title" text,
	"next_link" text,
	"href" text,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"is_registered" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"status" "content_status" DEFAULT 'DRAFT' NOT NULL,
	"language" "language" NOT NULL,
	"image" text,
	"image_mobile" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"rus_trans" text NOT NULL,
	"eng_trans" text NOT NULL,
	"iso_code" text NOT NULL,
	"region" text,
	CONSTRAINT "countries_iso_code_unique" UNIQUE("iso_code")
);
--> statement-breakpoint
CREATE TABLE "creeping_line_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"text_color" text DEFAULT '#ffffff' NOT NULL,
	"background_color" text DEFAULT '#1b1464' NOT NULL,
	"bg_opacity_percentage" integer DEFAULT 100 NOT NULL,
	"link" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"condition_email" text,
	"language" "language" NOT NULL,
	"status" "content_status" DEFAULT 'DRAFT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cron_runs" (
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "cron_runs_job_period_key_pk" PRIMARY KEY("job","period_key")
);
--> statement-breakpoint
CREATE TABLE "global_vars" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"usd_to_rub_exchange_rate_for_products" numeric(12, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "global_vars_single_row" CHECK ("global_vars"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"position" text,
	"title" text,
	"text" text NOT NULL,
	"picture" text,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" "language" NOT NULL,
	"status" "content_status" DEFAULT 'PUBLISHED' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_tags_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE INDEX "banners_language_status_idx" ON "banners" USING btree ("language","status","sort_order");--> statement-breakpoint
CREATE INDEX "countries_eng_idx" ON "countries" USING btree ("eng_trans");--> statement-breakpoint
CREATE INDEX "reviews_language_idx" ON "reviews" USING btree ("language","status");