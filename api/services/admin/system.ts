// The back office's system screen (/admin/system, decision 154): the readiness checks as GET /readyz computes them,
// by name and outcome only, and every scheduled job with its latest runs from the run log (decision 150).
import type { DbOrTx } from "../../../db/client.ts";
import type { Readiness } from "../../rest/health.ts";
import { describeSchedule, lastScheduledAt, type ScheduleInWords } from "../../cron/schedule.ts";
import { type CronRunRecord, listLatestCronRuns } from "../cron.ts";

/** Why a check fails, as the screen names it; never a driver message, a connection string or a value. */
export type CheckProblem = "unreachable" | "timeout" | "behind" | "unreadable" | "notChecked" | "missing";

export type SystemCheck = {
  name: "database" | "migrations" | "config";
  ok: boolean;
  problem: CheckProblem | null;
  /** The migrations check: the newest migration applied, and the one this release ships. */
  appliedMigration: string | null;
  expectedMigration: string | null;
  /** The config check: the names of the variables production lacks. */
  missingVariables: string[];
};

export type CronRunOutcomeName = "DONE" | "SKIPPED" | "FAILED" | "RUNNING";

export type SystemCronRun = {
  id: string;
  periodKey: string;
  isCatchUp: boolean;
  startedAt: Date;
  finishedAt: Date | null;
  durationMs: number | null;
  outcome: CronRunOutcomeName;
  counts: { name: string; value: number }[];
  error: string | null;
};

export type SystemCronJob = {
  name: string;
  schedule: { cron: string } & ScheduleInWords;
  /** The latest tick of the schedule at or before now: the period the catch-up checks. */
  latestTickAt: Date | null;
  /** Newest first; empty for a job that never ran. */
  runs: SystemCronRun[];
};

/** How many runs of each job the screen shows. */
export const SYSTEM_RUNS_PER_JOB = 5;

const PROBLEMS: readonly string[] = ["unreachable", "timeout", "behind", "unreadable"];

/** A /readyz check as the screen shows it: its name, ok or why not, and the migration tags or variable names. */
export function describeCheck(name: SystemCheck["name"], check: Readiness["checks"][typeof name]): SystemCheck {
  const error = typeof check.error === "string" ? check.error : null;
  const missing = Array.isArray(check.missing) ? check.missing.filter((v): v is string => typeof v === "string") : [];
  const problem: CheckProblem | null = check.ok
    ? null
    : error && PROBLEMS.includes(error)
    ? error as CheckProblem
    : error?.startsWith("not checked")
    ? "notChecked"
    : missing.length
    ? "missing"
    : "unreadable";
  return {
    name,
    ok: check.ok,
    problem,
    appliedMigration: name === "migrations" && typeof check.applied === "string" ? check.applied : null,
    expectedMigration: name === "migrations" && typeof check.expected === "string" ? check.expected : null,
    missingVariables: missing,
  };
}

function runOf(run: CronRunRecord): SystemCronRun {
  const outcome: CronRunOutcomeName = run.outcome === "ok"
    ? "DONE"
    : run.outcome === "failed"
    ? "FAILED"
    : run.outcome === "skipped-held"
    ? "SKIPPED"
    : "RUNNING";
  return {
    id: run.id,
    periodKey: run.periodKey,
    isCatchUp: run.isCatchUp,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    durationMs: run.finishedAt ? Math.max(0, run.finishedAt.getTime() - run.startedAt.getTime()) : null,
    outcome,
    counts: Object.entries(run.counts ?? {}).filter(([, value]) => typeof value === "number")
      .map(([name, value]) => ({ name, value })),
    error: run.error,
  };
}

/** Reads the checks and the runs: the jobs in their declared order, each with its latest runs, newest first. */
export async function readSystemStatus(
  db: DbOrTx,
  deps: { readiness: () => Promise<Readiness>; jobs: readonly { name: string; schedule: string }[]; now: Date },
): Promise<{ isReady: boolean; checks: SystemCheck[]; jobs: SystemCronJob[] }> {
  const [readiness, latest] = await Promise.all([deps.readiness(), listLatestCronRuns(db, SYSTEM_RUNS_PER_JOB)]);
  const runsByJob = new Map(latest.map(({ job, runs }) => [job, runs]));
  return {
    isReady: readiness.failing.length === 0,
    checks: (["database", "migrations", "config"] as const).map((name) => describeCheck(name, readiness.checks[name])),
    jobs: deps.jobs.map((job) => ({
      name: job.name,
      schedule: { cron: job.schedule, ...describeSchedule(job.schedule) },
      latestTickAt: lastScheduledAt(job.schedule, deps.now),
      runs: (runsByJob.get(job.name) ?? []).map(runOf),
    })),
  };
}
