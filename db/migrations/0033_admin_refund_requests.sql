CREATE TABLE "admin_refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"operation" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"reason" text NOT NULL,
	"before" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "admin_refund_requests" ADD CONSTRAINT "admin_refund_requests_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_refund_requests_open_idx" ON "admin_refund_requests" USING btree ("entity","entity_id") WHERE "admin_refund_requests"."recorded_at" is null;