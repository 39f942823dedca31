// The back office's frame (its header and menu): how much waits for the team in the queues the viewer works in.
import { count, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { experts, jobs } from "../../../db/schema/index.ts";

/** Jobs or expert profiles waiting in moderation. */
export async function countWaitingForModeration(db: DbOrTx, kind: "jobs" | "experts"): Promise<number> {
  const [{ n }] = kind === "jobs"
    ? await db.select({ n: count() }).from(jobs).where(eq(jobs.status, "MODERATION"))
    : await db.select({ n: count() }).from(experts).where(eq(experts.status, "MODERATION"));
  return Number(n);
}
