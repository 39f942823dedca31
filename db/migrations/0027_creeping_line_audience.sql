ALTER TABLE "creeping_line_banners" ADD COLUMN "is_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creeping_line_banners" ADD COLUMN "is_registered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creeping_line_banners" ADD COLUMN "is_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every line there was is kept as it behaved (decision 146): shown to visitors and signed-in non-members, and to
-- members unless its link invites to join the club (the subscription page, with or without a locale, relative or
-- absolute: the rule invitesToJoin in src/domain/site.ts applied until now, which the audience replaces).
UPDATE "creeping_line_banners" SET
  "is_free" = true,
  "is_registered" = true,
  "is_paid" = coalesce("link", '') !~ '^\s*(?:(?:https?:)?//[^/?#]*/|(?!https?:)/?)(?:(?:ru|en)/)?subscribe(?:[/?#]|\s*$)';
