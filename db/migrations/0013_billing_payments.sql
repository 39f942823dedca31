CREATE TYPE "public"."charge_kind" AS ENUM('INITIAL', 'RENEWAL', 'RESUME');--> statement-breakpoint
CREATE TYPE "public"."charge_status" AS ENUM('PENDING', 'SUCCEEDED', 'FAILED');--> statement-breakpoint
CREATE TABLE "subscription_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" charge_kind NOT NULL,
	"period_start" timestamp with time zone,
	"attempt" integer DEFAULT 1 NOT NULL,
	"status" charge_status DEFAULT 'PENDING' NOT NULL,
	"provider_payment_id" text,
	"amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"captured_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_custom_discounts" (
	"user_id" uuid NOT NULL,
	"custom_discount_id" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_custom_discounts_user_id_custom_discount_id_pk" PRIMARY KEY("user_id","custom_discount_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_source" text;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "last_charge_amount" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "retention_offer_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "pending_discount_percent" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "reminder_sent_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_charges" ADD CONSTRAINT "subscription_charges_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_custom_discounts" ADD CONSTRAINT "user_custom_discounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_custom_discounts" ADD CONSTRAINT "user_custom_discounts_custom_discount_id_custom_discounts_id_fk" FOREIGN KEY ("custom_discount_id") REFERENCES "public"."custom_discounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_charges_subscription_idx" ON "subscription_charges" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_payment_idx" ON "subscription_charges" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_charges_period_idx" ON "subscription_charges" USING btree ("subscription_id","period_start","attempt");