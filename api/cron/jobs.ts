// Scheduled jobs, declared in code, and how they run (decisions 012 and 150): a run holds the job's lease (one run at
// a time across isolates), claims its period (a period's work is done once), and is logged. Deno.cron never backfills,
// so an hourly catch-up runs any job whose latest scheduled period has no successful run. Every job stays idempotent
// as well: a lease can expire under a run that is still alive.
import type { Db } from "../../db/client.ts";
import {
  claimCronRun,
  closeAbandonedCronRuns,
  deleteCronRunsBefore,
  failCronRun,
  finishCronRun,
  finishedCronPeriods,
  periodId,
  recordHeldCronRun,
  releaseCronLease,
  renewCronLease,
  startCronRunRecord,
  takeCronLease,
} from "../services/cron.ts";
import { lastScheduledAt } from "./schedule.ts";
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
import { elapsedMs, type Logger } from "../../src/platform/log.ts";

type CronDeps = {
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

export const DEFAULT_LEASE_MS = 5 * 60_000;

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
    periodKey: (now) => now.toISOString().slice(0, 13),
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

export type CronRunOptions = {
  /** The period to run; by default the job's period at deps.now(). */
  periodKey?: string;
  /** Logged: the run was started by the catch-up. */
  isCatchUp?: boolean;
};

/**
 * Runs a job once for its period under its lease. Returns the job's counts, or null when it did nothing: another run
 * holds the lease (logged as skipped-held) or the period already ran (not logged). A run that throws is logged as
 * failed, gives its period back and rethrows; the lease is released either way.
 */
export async function runCronJob(
  job: CronJob,
  deps: CronDeps,
  options: CronRunOptions = {},
): Promise<Record<string, number> | null> {
  const { db } = deps;
  const periodKey = options.periodKey ?? job.periodKey(deps.now());
  const isCatchUp = options.isCatchUp ?? false;
  const holder = crypto.randomUUID();
  const leaseMs = job.leaseMs ?? DEFAULT_LEASE_MS;
  if (!(await takeCronLease(db, job.name, holder, leaseMs))) {
    await recordHeldCronRun(db, { job: job.name, periodKey, isCatchUp });
    return null;
  }
  const heartbeat = setInterval(() => {
    renewCronLease(db, job.name, holder, leaseMs).then(
      (kept) => kept || console.error(`cron ${job.name}: the lease was taken over while this run went on`),
      (error) => console.error(`cron ${job.name}: could not renew the lease:`, error),
    );
  }, leaseMs / 3);
  try {
    await closeAbandonedCronRuns(db, job.name, holder);
    if (!(await claimCronRun(db, job.name, periodKey))) return null;
    const id = await startCronRunRecord(db, { job: job.name, periodKey, holder, isCatchUp });
    const record = { id, job: job.name, periodKey };
    let result;
    try {
      result = await job.run(deps);
    } catch (error) {
      await failCronRun(db, record, error).catch((logError) =>
        console.error(`cron ${job.name}: could not log the failure:`, logError)
      );
      throw error;
    }
    await finishCronRun(db, record, result);
    return result;
  } finally {
    clearInterval(heartbeat);
    // A lease that cannot be given back expires on its own.
    await releaseCronLease(db, job.name, holder).catch((error) =>
      console.error(`cron ${job.name}: could not release the lease:`, error)
    );
  }
}

/**
 * Runs every job whose latest scheduled tick (at or before deps.now()) belongs to a period no run has finished: a
 * tick Deno.cron missed (a deploy, an outage) or a run that failed or died. One job after another; a failure is
 * logged and the others still run. Returns what ran (null: another run held the lease or had just finished).
 */
export async function catchUpMissedRuns(
  deps: CronDeps,
  jobs: CronJob[] = CRON_JOBS,
  /** isStopping: once true, no further job starts (the process is stopping; the next pass runs the rest). */
  options: { isStopping?: () => boolean } = {},
): Promise<{ job: string; periodKey: string; result: Record<string, number> | null | "failed" }[]> {
  const now = deps.now();
  const due = jobs.flatMap((job) => {
    const at = lastScheduledAt(job.schedule, now);
    return at ? [{ job, periodKey: job.periodKey(at) }] : [];
  });
  const finished = await finishedCronPeriods(deps.db, due.map((d) => ({ job: d.job.name, periodKey: d.periodKey })));
  const ran = [];
  for (const { job, periodKey } of due) {
    if (finished.has(periodId(job.name, periodKey))) continue;
    if (options.isStopping?.()) break;
    try {
      ran.push({ job: job.name, periodKey, result: await runCronJob(job, deps, { periodKey, isCatchUp: true }) });
    } catch (error) {
      console.error(`cron ${job.name} (catch-up of ${periodKey}) failed:`, error);
      ran.push({ job: job.name, periodKey, result: "failed" as const });
    }
  }
  return ran;
}

/** Runs at minute 50 of every hour, clear of the jobs' own minutes. */
export const CATCH_UP_SCHEDULE = "50 * * * *";

/** A run's one log line: `done`, `skipped` (another run held the lease, or the period had run) or `failed`. */
function logCronRun(
  log: Logger,
  job: string,
  started: number,
  result: Record<string, number> | null | "failed",
  extra: Record<string, unknown> = {},
): void {
  if (result === "failed") {
    log({ kind: "cron", level: "error", job, outcome: "failed", durationMs: elapsedMs(started), ...extra });
    return;
  }
  // Counts only: a job's result is numbers by its type, and nothing else reaches the line.
  const counts = result &&
    Object.fromEntries(Object.entries(result).filter(([, value]) => typeof value === "number"));
  log({
    kind: "cron",
    job,
    outcome: result ? "done" : "skipped",
    durationMs: elapsedMs(started),
    ...(counts ? { counts } : {}),
    ...extra,
  });
}

/**
 * Runs a job for its period and writes its one log line: the job, its outcome, how long it took, and its counts. A
 * failure's line names the error's class; its stack goes to the console beside it.
 */
export async function runLoggedCronJob(
  job: CronJob,
  deps: CronDeps,
  log: Logger,
  options: CronRunOptions = {},
): Promise<void> {
  const started = performance.now();
  try {
    logCronRun(log, job.name, started, await runCronJob(job, deps, options));
  } catch (error) {
    logCronRun(log, job.name, started, "failed", { error: error instanceof Error ? error.name : "unknown" });
    console.error(`cron ${job.name} failed:`, error);
  }
}

/** A scheduled handler as Deno.cron calls it: the job's name, its schedule, and what a tick runs. */
export type CronHandler = { name: string; schedule: string; tick: () => Promise<void> };

/**
 * The process's scheduled runs (decision 154): what each Deno.cron tick runs, and the stop. A tick that comes once
 * stop() was called starts nothing (the hourly catch-up runs its period later, in this process's successor); a catch-up
 * pass under way starts no further job. settled() resolves when every run already started has finished, so a stop can
 * wait for a running step to commit before it closes the database.
 */
export function createCronRunner(deps: CronDeps & { log: Logger }, jobs: CronJob[] = CRON_JOBS) {
  const running = new Set<Promise<void>>();
  let isStopping = false;
  /** Starts `work` and tracks it until it ends; after stop(), starts nothing. */
  const track = (name: string, work: () => Promise<void>): Promise<void> => {
    if (isStopping) {
      deps.log({ kind: "cron", job: name, outcome: "skipped", reason: "stopping" });
      return Promise.resolve();
    }
    const run = work().finally(() => running.delete(run));
    running.add(run);
    return run;
  };
  const catchUp = async () => {
    const started = performance.now();
    try {
      for (const r of await catchUpMissedRuns(deps, jobs, { isStopping: () => isStopping })) {
        logCronRun(deps.log, r.job, started, r.result, { catchUp: true });
      }
    } catch (error) {
      logCronRun(deps.log, "catch-up-missed-runs", started, "failed", {
        error: error instanceof Error ? error.name : "unknown",
      });
      console.error("cron catch-up failed:", error);
    }
  };
  const handlers: CronHandler[] = [
    ...jobs.map((job) => ({
      name: job.name,
      schedule: job.schedule,
      tick: () => track(job.name, () => runLoggedCronJob(job, deps, deps.log)),
    })),
    { name: "catch-up-missed-runs", schedule: CATCH_UP_SCHEDULE, tick: () => track("catch-up-missed-runs", catchUp) },
  ];
  return {
    handlers,
    /** From now on a tick starts nothing. */
    stop(): void {
      isStopping = true;
    },
    /** Resolves when no run is going (runs started while waiting are waited for too). */
    async settled(): Promise<void> {
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}

export type CronRunner = ReturnType<typeof createCronRunner>;

/**
 * Registers every job, and the hourly catch-up, with Deno.cron (Deno Deploy picks them up from the code); the runner
 * it returns lets a stop refuse new runs and wait for the running ones.
 */
export function registerCronJobs(deps: CronDeps & { log: Logger }, jobs: CronJob[] = CRON_JOBS): CronRunner {
  const runner = createCronRunner(deps, jobs);
  for (const handler of runner.handlers) Deno.cron(handler.name, handler.schedule, handler.tick);
  return runner;
}
