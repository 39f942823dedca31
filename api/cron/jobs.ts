// The scheduled jobs, declared in code (decisions 012 and 150): each job's name, its Deno.cron schedule, the period a
// run belongs to and the work it does. How a job runs (its lease, its period's claim, its log line, the hourly catch-up)
// is runner.ts. Every job stays idempotent: a lease can expire under a run that is still alive.
import type { Db } from "../../db/client.ts";
import { deleteCronRunsBefore } from "../services/cron.ts";
import { deleteExpiredSessions } from "../services/auth/sessions.ts";
import { deleteOldHits, LONGEST_WINDOW_SECONDS } from "../services/rate-limit.ts";
import { deleteViewsBefore } from "../services/view-counter.ts";
import { utcDay } from "../../src/domain/dates.ts";
import type { Payments } from "../integrations/payments.ts";
import type { Mailer } from "../integrations/mail.ts";
import { runRenewals } from "../services/billing/renewals.ts";
import { reconcileYooKassa } from "../services/billing/reconcile.ts";
import { type AllowanceLimits, resetEndedPeriods } from "../services/ai-tools/allowance.ts";
import { mailingMembers } from "../services/billing/notifications.ts";
import { remindTrackerNextActions } from "../services/tracker.ts";
import { runPayouts } from "../services/promoters/payouts.ts";
import type { RefundHold } from "../services/promoters/commissions.ts";
import { deliverQueuedMail } from "../services/mail-queue.ts";
import { refreshExchangeRates } from "../services/promoters/exchange-rates.ts";
import type { Config } from "../../src/config.ts";

export type CronDeps = {
  db: Db;
  now: () => Date;
  /** Billing's providers and mail (the renewal job); a job that needs them and finds none does nothing. */
  billing?: { payments: Payments; mailer: Mailer; origin: string; commissions: RefundHold };
  /** The AI allowances (the reset job); without them the job does nothing. */
  aiAllowance?: AllowanceLimits;
  /** config.promoters (payouts: the minimum; exchange rates: the source); without it those jobs do nothing. */
  promoters?: Config["promoters"];
};

export type CronJob = {
  name: string;
  /** Deno.cron schedule, UTC. */
  schedule: string;
  /** The period a run belongs to; a second run in the same period does nothing. */
  periodKey: (now: Date) => string;
  /**
   * Does the work due at `deps.now()`, including any left by missed periods (a catch-up runs only the latest missed
   * period), and returns counts for the log.
   */
  run: (deps: CronDeps) => Promise<Record<string, number>>;
  /** How long the lease lasts without renewal (default 5 minutes); the run renews it every third of that. */
  leaseMs?: number;
};

const day = utcDay;
/** The UTC hour a moment falls in ("2026-12-02T06"): the period of an hourly job. */
const hour = (now: Date) => now.toISOString().slice(0, 13);

export const CRON_JOBS: CronJob[] = [
  {
    // Housekeeping: forget period claims and run log rows older than 400 days (monthly jobs still see last year's).
    name: "prune-cron-runs",
    schedule: "17 3 * * *",
    periodKey: day,
    run: async ({ db, now }) => await deleteCronRunsBefore(db, new Date(now().getTime() - 400 * 86_400_000)),
  },
  {
    // Sessions past their expiry never validate again; only sign-out deleted them until now.
    name: "prune-sessions",
    schedule: "23 3 * * *",
    periodKey: day,
    run: async ({ db, now }) => ({ deleted: await deleteExpiredSessions(db, now()) }),
  },
  {
    // Rate-limit counters of ended windows. The cut-off is the longest window of any limit, so a counter that still
    // limits someone (a 1-hour window started 50 minutes ago) is never deleted.
    name: "prune-rate-limit-hits",
    schedule: "29 3 * * *",
    periodKey: day,
    run: async ({ db, now }) => ({
      deleted: await deleteOldHits(db, new Date(now().getTime() - LONGEST_WINDOW_SECONDS * 1000)),
    }),
  },
  {
    // View rows only deduplicate a viewer's views within a UTC day (recordJobView, recordArticleView); rows of days
    // older than two are never read again. Two days, not one, so a view at 23:59 UTC is not pruned under a late tick.
    name: "prune-view-days",
    schedule: "35 3 * * *",
    periodKey: day,
    run: async ({ db, now }) => {
      const before = utcDay(new Date(now().getTime() - 2 * 86_400_000));
      return {
        jobViews: await deleteViewsBefore(db, "job", before),
        articleViews: await deleteViewsBefore(db, "article", before),
      };
    },
  },
  {
    // YooKassa memberships are renewed by the club: reminders, charges of the saved card, daily retries within the
    // grace period, suspension after it, the end of cancelled memberships. Each charge is keyed by subscription,
    // period and attempt, so a repeated or concurrent run charges a period once (renewals.ts).
    name: "renew-yookassa-memberships",
    schedule: "5 6 * * *",
    periodKey: day,
    run: async ({ db, now, billing }) => {
      if (!billing) return {};
      return await mailingMembers(
        db,
        billing,
        (mailLater) => runRenewals(db, billing.payments, mailLater, now(), billing.commissions),
      );
    },
  },
  {
    // What a lost answer or notification left unsettled with YooKassa is asked again (services/billing/reconcile.ts):
    // hourly, since YooKassa keeps a request's Idempotence-Key for 24 hours only.
    name: "reconcile-yookassa",
    schedule: "25 * * * *",
    periodKey: hour,
    run: async ({ db, now, billing }) => {
      if (!billing) return {};
      return await mailingMembers(
        db,
        billing,
        (mailLater) => reconcileYooKassa(db, billing.payments, mailLater, now(), billing.commissions),
      );
    },
  },
  {
    // AI allowances whose 30-day period has ended start a new one at the allowance of the user's kind. Spending also
    // resets lazily in its own statement; this keeps the counters people see true for those who did not come back.
    // Only ended periods are touched, so a second or concurrent run resets nothing more.
    name: "reset-ai-allowances",
    schedule: "11 0 * * *",
    periodKey: day,
    run: async ({ db, now, aiAllowance }) =>
      aiAllowance ? { reset: await resetEndedPeriods(db, aiAllowance, now()) } : {},
  },
  {
    // Tracker next actions due today (Moscow) or earlier: one mail per user. reminded_for keeps the date reminded,
    // so a second run (or a catch-up after a missed tick) mails nothing twice, and a changed date is reminded again.
    name: "remind-tracker-next-actions",
    schedule: "0 5 * * *",
    periodKey: day,
    run: async ({ db, now, billing }) => {
      if (!billing) return {};
      return await remindTrackerNextActions(db, billing.mailer, billing.origin, now());
    },
  },
  {
    // The promoter payout on the 15th: 21:00 UTC on the 14th is 00:00 in Moscow (UTC+3 all year) on the 15th. The
    // period's payouts are keyed (promoter, period, currency) and statements claimed one by one, so this run, the
    // catch-up below and any concurrent run make one payout and one mail (services/promoters/payouts.ts).
    name: "promoter-payouts",
    schedule: "0 21 14 * *",
    periodKey: day,
    run: async ({ db, now, billing, promoters }) => {
      if (!billing || !promoters) return {};
      return await runPayouts(db, billing.mailer, billing.origin, now(), { promoters });
    },
  },
  {
    // The daily catch-up of the payout: a missed 15th (Deno.cron never backfills), commissions whose hold ended
    // (PENDING → PAYABLE) and statements whose mail failed. Idempotent like the job above.
    name: "promoter-payouts-catch-up",
    schedule: "40 6 * * *",
    periodKey: day,
    run: async ({ db, now, billing, promoters }) => {
      if (!billing || !promoters) return {};
      return await runPayouts(db, billing.mailer, billing.origin, now(), { promoters });
    },
  },
  {
    // The mail queue (decision 169): mail that must not be lost (payout statements) is delivered here with retries,
    // as well as by the job that queued it. Each mail is leased per attempt, so runs may overlap.
    name: "deliver-mail-queue",
    schedule: "13 * * * *",
    periodKey: hour,
    run: async ({ db, now, billing }) => {
      if (!billing) return {};
      return await deliverQueuedMail(db, billing.mailer, now());
    },
  },
  {
    // The day's exchange rates (CBR publishes the next day's in the Moscow afternoon); a failed read keeps the last.
    name: "exchange-rates",
    schedule: "15 13 * * *",
    periodKey: day,
    run: async ({ db, now, promoters }) => {
      if (!promoters) return {};
      return await refreshExchangeRates(db, promoters.exchangeRatesUrl, now());
    },
  },
];
