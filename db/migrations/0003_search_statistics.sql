-- Finer statistics on the search vectors: with the default target the planner guesses that a word it does not know
-- matches 1% of rows and scans the whole table to prove a misspelling matches nothing; with 1000 it knows the rare
-- words too and asks the GIN index instead.
ALTER TABLE "jobs" ALTER COLUMN "search" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "articles" ALTER COLUMN "search" SET STATISTICS 1000;
