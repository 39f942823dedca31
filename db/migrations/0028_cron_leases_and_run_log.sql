CREATE TYPE "public"."cron_run_outcome" AS ENUM('ok', 'failed', 'skipped-held');--> statement-breakpoint
CREATE TABLE "cron_leases" (
	"job" text PRIMARY KEY NOT NULL,
	"holder" uuid NOT NULL,
	"acquired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cron_run_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" text NOT NULL,
	"period_key" text NOT NULL,
	"holder" uuid,
	"is_catch_up" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"outcome" "cron_run_outcome",
	"counts" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "cron_run_log_job_started_idx" ON "cron_run_log" USING btree ("job","started_at");