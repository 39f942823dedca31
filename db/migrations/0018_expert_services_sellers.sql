CREATE TABLE "expert_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"expert_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"meetings_info" text DEFAULT '' NOT NULL,
	"promo_text" text DEFAULT '' NOT NULL,
	"affiliate_link" text,
	"price_minor" integer,
	"price_currency" text,
	"description" text DEFAULT '' NOT NULL,
	"document_key" text,
	"document_file_name" text
);
--> statement-breakpoint
CREATE TABLE "seller_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stripe_account_id" text NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id")
);
--> statement-breakpoint
ALTER TABLE "expert_services" ADD CONSTRAINT "expert_services_expert_id_experts_id_fk" FOREIGN KEY ("expert_id") REFERENCES "public"."experts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_accounts" ADD CONSTRAINT "seller_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expert_services_expert_idx" ON "expert_services" USING btree ("expert_id","position");