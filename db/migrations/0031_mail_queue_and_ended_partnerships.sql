CREATE TABLE "mail_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_queue_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE INDEX "mail_queue_due_idx" ON "mail_queue" USING btree ("next_attempt_at") WHERE "mail_queue"."sent_at" is null;--> statement-breakpoint
-- Hand-written (decision 167): promoters the team moved to another role before a role change ended the partnership.
UPDATE "coupons" SET "active" = false, "updated_at" = now() WHERE "promoter_id" IN (
  SELECT ps."user_id" FROM "partner_settings" ps JOIN "users" u ON u."id" = ps."user_id"
  WHERE ps."partnership_cancelled" IS NULL AND u."role" <> 'PROMOTER'
);
--> statement-breakpoint
UPDATE "partner_settings" SET "partnership_cancelled" = now(), "updated_at" = now()
WHERE "partnership_cancelled" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "role" <> 'PROMOTER');
