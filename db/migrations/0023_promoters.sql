CREATE TYPE "public"."bank_currency" AS ENUM('RUB', 'USD', 'EUR');--> statement-breakpoint
CREATE TYPE "public"."commission_entry" AS ENUM('EARNED', 'CLAWBACK');--> statement-breakpoint
CREATE TYPE "public"."commission_kind" AS ENUM('PRODUCT', 'SUBSCRIPTION');--> statement-breakpoint
CREATE TYPE "public"."commission_status" AS ENUM('PENDING', 'PAYABLE', 'PAID', 'REVERSED', 'SELF_REFERRAL');--> statement-breakpoint
CREATE TYPE "public"."payout_status" AS ENUM('PENDING', 'PAID', 'FAILED');--> statement-breakpoint
CREATE TYPE "public"."promoter_application_status" AS ENUM('PENDING', 'APPROVED', 'DECLINED');--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promoter_id" uuid NOT NULL,
	"coupon_id" integer,
	"customer_id" uuid,
	"kind" "commission_kind" NOT NULL,
	"entry" "commission_entry" DEFAULT 'EARNED' NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"source_payment_id" text NOT NULL,
	"order_id" uuid,
	"subscription_id" uuid,
	"base_amount" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "commission_status" NOT NULL,
	"payable_at" timestamp with time zone NOT NULL,
	"payout_id" uuid,
	"reversed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"date" date PRIMARY KEY NOT NULL,
	"rub_to_eur" double precision NOT NULL,
	"rub_to_usd" double precision NOT NULL,
	"usd_to_eur" double precision NOT NULL,
	"usd_to_rub" double precision NOT NULL,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"product_commission_bp" integer NOT NULL,
	"subscription_commission_bp" integer NOT NULL,
	"coupon_product_discount_bp" integer NOT NULL,
	"coupon_subscription_discount_bp" integer NOT NULL,
	"is_subscribed_on_payments_info" boolean DEFAULT true NOT NULL,
	"is_deactivated" boolean DEFAULT false NOT NULL,
	"partnership_started" timestamp with time zone DEFAULT now() NOT NULL,
	"partnership_cancelled" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partnership_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"role" text,
	"company" text,
	"profession" text,
	"website" text,
	"social_networks" text,
	"more_details" text,
	"partnership_goal" text,
	"language" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promoter_id" uuid NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"currency" "currency" NOT NULL,
	"product_commission" integer NOT NULL,
	"subscription_commission" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"status" "payout_status" DEFAULT 'PENDING' NOT NULL,
	"fail_reason" text,
	"paid_out_at" timestamp with time zone,
	"bank_account_sealed" text,
	"bank_currency" "bank_currency",
	"statement_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promoter_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" "promoter_application_status" DEFAULT 'PENDING' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promoter_bank_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"currency" "bank_currency" NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_promoter_id_users_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_settings" ADD CONSTRAINT "partner_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partnership_requests" ADD CONSTRAINT "partnership_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_promoter_id_users_id_fk" FOREIGN KEY ("promoter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_applications" ADD CONSTRAINT "promoter_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_applications" ADD CONSTRAINT "promoter_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promoter_bank_accounts" ADD CONSTRAINT "promoter_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commissions_source_idx" ON "commissions" USING btree ("provider","source_payment_id","entry");--> statement-breakpoint
CREATE INDEX "commissions_promoter_idx" ON "commissions" USING btree ("promoter_id","status","currency");--> statement-breakpoint
CREATE INDEX "commissions_payout_idx" ON "commissions" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_settings_username_idx" ON "partner_settings" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "partnership_requests_created_idx" ON "partnership_requests" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_promoter_period_currency_idx" ON "payouts" USING btree ("promoter_id","period_from","currency");--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status","period_from");--> statement-breakpoint
CREATE UNIQUE INDEX "promoter_applications_one_pending_idx" ON "promoter_applications" USING btree ("user_id") WHERE "promoter_applications"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "promoter_applications_status_idx" ON "promoter_applications" USING btree ("status","created_at");