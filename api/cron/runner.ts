// How a scheduled job runs (decisions 012, 150 and 154): a run holds the job's lease (one run at a time across
// isolates), claims its period (a period's work is done once), and is logged. Deno.cron never backfills, so an hourly
// catch-up runs any job whose latest scheduled period has no successful run. The jobs themselves are jobs.ts.
import {
  claimCronRun,
  closeAbandonedCronRuns,
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
import { CRON_JOBS, type CronDeps, type CronJob } from "./jobs.ts";
import { elapsedMs, type Logger } from "../../src/platform/log.ts";

export const DEFAULT_LEASE_MS = 5 * 60_000;

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
