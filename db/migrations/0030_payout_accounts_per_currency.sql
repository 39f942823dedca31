CREATE TABLE "promoter_currency_accounts" (
	"user_id" uuid NOT NULL,
	"currency" "bank_currency" NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promoter_currency_accounts_user_id_currency_pk" PRIMARY KEY("user_id","currency")
);
--> statement-breakpoint
ALTER TABLE "promoter_currency_accounts" ADD CONSTRAINT "promoter_currency_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written (decision 162): each promoter's one account becomes their account in its currency.
INSERT INTO "promoter_currency_accounts" ("user_id", "currency", "sealed", "created_at", "updated_at")
  SELECT "user_id", "currency", "sealed", "created_at", "updated_at" FROM "promoter_bank_accounts"
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Hand-written: a payout not yet paid whose snapshot is an account in another currency takes the account in its own
-- currency when there is one, else no account (held until the promoter adds one). Decided payouts keep their history.
UPDATE "payouts" SET
    "bank_account_sealed" = "a"."sealed",
    "bank_currency" = "a"."currency"
  FROM "promoter_currency_accounts" "a"
  WHERE "payouts"."status" = 'PENDING'
    AND "payouts"."bank_currency" IS DISTINCT FROM "payouts"."currency"::text::"bank_currency"
    AND "a"."user_id" = "payouts"."promoter_id"
    AND "a"."currency" = "payouts"."currency"::text::"bank_currency";
--> statement-breakpoint
UPDATE "payouts" SET "bank_account_sealed" = NULL, "bank_currency" = NULL
  WHERE "status" = 'PENDING' AND "bank_currency" IS DISTINCT FROM "currency"::text::"bank_currency";
