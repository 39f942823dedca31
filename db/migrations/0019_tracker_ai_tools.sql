CREATE TYPE "public"."tracker_status" AS ENUM('BOOKMARKED', 'APPLYING', 'APPLIED', 'INTERVIEWING', 'NEGOTIATING', 'ACCEPTED', 'DECLINED', 'REJECTED', 'ARCHIVED');--> statement-breakpoint
CREATE TABLE "ai_allowances" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tokens_left" integer NOT NULL,
	"period_start" timestamp with time zone DEFAULT now() NOT NULL,
	"fellow" boolean DEFAULT false NOT NULL,
	CONSTRAINT "ai_allowances_tokens_left_check" CHECK ("ai_allowances"."tokens_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ai_saved_details" (
	"user_id" uuid NOT NULL,
	"request_type" text NOT NULL,
	"params" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_saved_details_user_id_request_type_pk" PRIMARY KEY("user_id","request_type")
);
--> statement-breakpoint
CREATE TABLE "tracker_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"status" "tracker_status" DEFAULT 'BOOKMARKED' NOT NULL,
	"country_id" integer,
	"notes" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"salary" text DEFAULT '' NOT NULL,
	"company_logo" text DEFAULT '' NOT NULL,
	"job_id" integer,
	"applied_at" timestamp with time zone,
	"next_action_at" timestamp with time zone,
	"reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracker_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"status" "tracker_status" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ai_allowances" ADD CONSTRAINT "ai_allowances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_saved_details" ADD CONSTRAINT "ai_saved_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_items" ADD CONSTRAINT "tracker_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_items" ADD CONSTRAINT "tracker_items_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_items" ADD CONSTRAINT "tracker_items_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracker_status_changes" ADD CONSTRAINT "tracker_status_changes_item_id_tracker_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."tracker_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracker_items_user_created_idx" ON "tracker_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "tracker_items_next_action_idx" ON "tracker_items" USING btree ("next_action_at");--> statement-breakpoint
CREATE INDEX "tracker_status_changes_item_idx" ON "tracker_status_changes" USING btree ("item_id","changed_at");