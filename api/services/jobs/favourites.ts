// Jobs: a user's saved jobs (favourites), listed with their categories and country, and flipped one click at a time.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { favouriteJobs, jobs } from "../../../db/schema/index.ts";
import { JOB_WITH_RELATED, relatedOf } from "./jobs.ts";

/** A user's saved jobs, most recently saved first, with their categories and country (one statement). */
export async function listFavouriteJobs(db: DbOrTx, userId: string) {
  const rows = await db.select(JOB_WITH_RELATED).from(favouriteJobs).innerJoin(jobs, eq(jobs.id, favouriteJobs.jobId))
    .where(and(eq(favouriteJobs.userId, userId), eq(jobs.status, "PUBLISHED")))
    .orderBy(desc(favouriteJobs.createdAt)).limit(200);
  return { jobs: rows.map((r) => r.job), related: relatedOf(rows) };
}

/** Flips a favourite in one statement each way, so repeated or concurrent clicks cannot double it. */
export async function toggleFavouriteJob(db: DbOrTx, userId: string, jobId: number): Promise<boolean> {
  return await db.transaction(async (tx) => {
    const removed = await tx.delete(favouriteJobs)
      .where(and(eq(favouriteJobs.userId, userId), eq(favouriteJobs.jobId, jobId))).returning({
        jobId: favouriteJobs.jobId,
      });
    if (removed.length) return false;
    await tx.insert(favouriteJobs).values({ userId, jobId }).onConflictDoNothing();
    return true;
  });
}

export async function favouriteJobIds(db: DbOrTx, userId: string, jobIds: number[]): Promise<Set<number>> {
  if (!jobIds.length) return new Set();
  const rows = await db.select({ jobId: favouriteJobs.jobId }).from(favouriteJobs)
    .where(and(eq(favouriteJobs.userId, userId), inArray(favouriteJobs.jobId, jobIds)));
  return new Set(rows.map((r) => r.jobId));
}
