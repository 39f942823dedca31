// The database side of scheduled jobs (decisions 012 and 150): a lease per job so one run at a time acts, a claim per
// (job, period) so a period's work is done once, and a log of every run for the operator.
import { and, desc, eq, getTableColumns, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { cronLeases, cronRunLog, cronRuns } from "../../db/schema/index.ts";

/** Expires `ms` milliseconds from the database's clock (one clock for every isolate). */
const expiresIn = (ms: number) => sql`now() + ${Math.ceil(ms)}::integer * interval '1 millisecond'`;

/**
 * Takes the job's lease for `holder` in one statement: a new row, or the row of a holder whose lease has expired.
 * False when another holder's lease is still live.
 */
export async function takeCronLease(db: DbOrTx, job: string, holder: string, ms: number): Promise<boolean> {
  const rows = await db.insert(cronLeases).values({ job, holder, expiresAt: expiresIn(ms) }).onConflictDoUpdate({
    target: cronLeases.job,
    set: { holder, acquiredAt: sql`now()`, expiresAt: expiresIn(ms) },
    setWhere: lt(cronLeases.expiresAt, sql`now()`),
  }).returning({ holder: cronLeases.holder });
  return rows.length === 1;
}

/** Pushes the lease's expiry on while the run goes on; false when the lease is no longer this holder's. */
export async function renewCronLease(db: DbOrTx, job: string, holder: string, ms: number): Promise<boolean> {
  const rows = await db.update(cronLeases).set({ expiresAt: expiresIn(ms) })
    .where(and(eq(cronLeases.job, job), eq(cronLeases.holder, holder))).returning({ job: cronLeases.job });
  return rows.length === 1;
}

/** Gives the lease back; only its holder can (a holder whose lease was taken over deletes nothing). */
export async function releaseCronLease(db: DbOrTx, job: string, holder: string): Promise<void> {
  await db.delete(cronLeases).where(and(eq(cronLeases.job, job), eq(cronLeases.holder, holder)));
}

/**
 * Claims (job, period) for a run: true unless a run already finished that period. A claim left unfinished is taken
 * over: only a holder of the job's lease calls this, so an unfinished claim belongs to a run that died.
 */
export async function claimCronRun(db: DbOrTx, job: string, periodKey: string): Promise<boolean> {
  const rows = await db.insert(cronRuns).values({ job, periodKey }).onConflictDoUpdate({
    target: [cronRuns.job, cronRuns.periodKey],
    set: { startedAt: sql`now()` },
    setWhere: isNull(cronRuns.finishedAt),
  }).returning({ job: cronRuns.job });
  return rows.length === 1;
}

/** The (job, period) pairs of `wanted` that a run has finished. */
export async function finishedCronPeriods(
  db: DbOrTx,
  wanted: { job: string; periodKey: string }[],
): Promise<Set<string>> {
  if (!wanted.length) return new Set();
  const rows = await db.select({ job: cronRuns.job, periodKey: cronRuns.periodKey }).from(cronRuns).where(and(
    inArray(cronRuns.job, wanted.map((w) => w.job)),
    inArray(cronRuns.periodKey, wanted.map((w) => w.periodKey)),
    sql`${cronRuns.finishedAt} is not null`,
  ));
  return new Set(rows.map((r) => periodId(r.job, r.periodKey)));
}

export const periodId = (job: string, periodKey: string) => `${job}\u0000${periodKey}`;

/** Opens the run's log row (no outcome yet) and returns its id. */
export async function startCronRunRecord(
  db: DbOrTx,
  run: { job: string; periodKey: string; holder: string; isCatchUp: boolean },
): Promise<string> {
  const [row] = await db.insert(cronRunLog).values(run).returning({ id: cronRunLog.id });
  return row.id;
}

/**
 * Runs of the job left without an outcome by another holder: the caller holds the lease now, so they stopped (the
 * process died or was stopped). They are closed as failed, so the log shows what happened.
 */
export async function closeAbandonedCronRuns(db: DbOrTx, job: string, holder: string): Promise<number> {
  const rows = await db.update(cronRunLog).set({
    outcome: "failed",
    error: "abandoned: the run stopped before it finished and its lease expired",
  }).where(and(
    eq(cronRunLog.job, job),
    isNull(cronRunLog.outcome),
    or(isNull(cronRunLog.holder), ne(cronRunLog.holder, holder)),
  )).returning({ id: cronRunLog.id });
  return rows.length;
}

/** A run that succeeded: its period is done and its log row says ok with the job's counts, both or neither. */
export async function finishCronRun(
  db: DbOrTx,
  run: { id: string; job: string; periodKey: string },
  counts: Record<string, number>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(cronRuns).set({ finishedAt: sql`now()` }).where(
      and(eq(cronRuns.job, run.job), eq(cronRuns.periodKey, run.periodKey)),
    );
    await tx.update(cronRunLog).set({ outcome: "ok", finishedAt: sql`now()`, counts }).where(eq(cronRunLog.id, run.id));
  });
}

/** A run that threw: its period is given back (the next tick or catch-up retries it) and its log row says failed. */
export async function failCronRun(
  db: DbOrTx,
  run: { id: string; job: string; periodKey: string },
  error: unknown,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(cronRuns).where(and(eq(cronRuns.job, run.job), eq(cronRuns.periodKey, run.periodKey)));
    await tx.update(cronRunLog).set({ outcome: "failed", finishedAt: sql`now()`, error: describeCronError(error) })
      .where(eq(cronRunLog.id, run.id));
  });
}

/** A run that found another holder's live lease and did nothing. */
export async function recordHeldCronRun(
  db: DbOrTx,
  run: { job: string; periodKey: string; isCatchUp: boolean },
): Promise<void> {
  await db.insert(cronRunLog).values({ ...run, outcome: "skipped-held", finishedAt: sql`now()` });
}

const ERROR_TEXT_MAX = 500;

/**
 * What the log keeps of an error: class and message, with e-mail addresses and runs of six or more digits (phone,
 * card, account numbers) masked, cut at 500 characters. The log is read by the team; it holds no personal data.
 */
export function describeCronError(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text
    .replace(/[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g, "[e-mail]")
    .replace(/\d{6,}/g, "[number]")
    .slice(0, ERROR_TEXT_MAX);
}

/** Forgets period claims and log rows started before `before`; returns how many of each went. */
export async function deleteCronRunsBefore(db: DbOrTx, before: Date): Promise<{ claims: number; runs: number }> {
  const claims = await db.delete(cronRuns).where(lt(cronRuns.startedAt, before)).returning({ job: cronRuns.job });
  const runs = await db.delete(cronRunLog).where(lt(cronRunLog.startedAt, before)).returning({ id: cronRunLog.id });
  return { claims: claims.length, runs: runs.length };
}

export type CronRunRecord = typeof cronRunLog.$inferSelect;

/**
 * The latest `perJob` runs of every job that has run, newest first, grouped by job (alphabetical): the back office's
 * system screen. A run with no outcome is still going, or its process died (the next run closes it as failed).
 */
export async function listLatestCronRuns(
  db: DbOrTx,
  perJob = 10,
): Promise<{ job: string; runs: CronRunRecord[] }[]> {
  const ranked = db.select({
    ...getTableColumns(cronRunLog),
    rank: sql<number>`row_number() over (partition by ${cronRunLog.job} order by ${cronRunLog.startedAt} desc)`
      .as("rank"),
  }).from(cronRunLog).as("ranked");
  const rows = await db.select().from(ranked).where(lte(ranked.rank, perJob))
    .orderBy(ranked.job, desc(ranked.startedAt));
  const byJob = new Map<string, CronRunRecord[]>();
  for (const { rank: _rank, ...run } of rows) {
    const runs = byJob.get(run.job) ?? [];
    runs.push(run);
    byJob.set(run.job, runs);
  }
  return [...byJob].map(([job, runs]) => ({ job, runs }));
}
