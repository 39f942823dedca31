ALTER TABLE "coupons" ADD COLUMN "count_over_cap" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_over_cap" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "coupon_over_cap" boolean DEFAULT false NOT NULL;