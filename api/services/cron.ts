// Claims a (job, period) pair before a scheduled job acts, so a repeated or concurrent run does nothing.
import { and, eq, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { cronRuns } from "../../db/schema/index.ts";

/** True when this caller won the period; false when another run already has it. */
export async function claimCronRun(db: DbOrTx, job: string, periodKey: string): Promise<boolean> {
  const rows = await db.insert(cronRuns).values({ job, periodKey }).onConflictDoNothing().returning({
    job: cronRuns.job,
  });
  return rows.length === 1;
}

export async function finishCronRun(db: DbOrTx, job: string, periodKey: string): Promise<void> {
  await db.update(cronRuns).set({ finishedAt: sql`now()` }).where(
    and(eq(cronRuns.job, job), eq(cronRuns.periodKey, periodKey)),
  );
}

export async function deleteCronRunsBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(cronRuns).where(lt(cronRuns.startedAt, before)).returning({ job: cronRuns.job });
  return rows.length;
}

export async function releaseCronRun(db: DbOrTx, job: string, periodKey: string): Promise<void> {
  await db.delete(cronRuns).where(and(eq(cronRuns.job, job), eq(cronRuns.periodKey, periodKey)));
}
