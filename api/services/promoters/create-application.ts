// The profile's "apply for partnership" as a row in the moderators' queue: one PENDING application per user (a
// partial unique index), so a repeated or concurrent request adds nothing.
import type { DbOrTx } from "../../../db/client.ts";
import { promoterApplications } from "../../../db/schema/index.ts";

/** Puts the user in the queue unless an application of theirs already waits; true when this call added it. */
export async function createPromoterApplication(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const added = await db.insert(promoterApplications).values({ userId, createdAt: now, updatedAt: now })
    .onConflictDoNothing().returning({ id: promoterApplications.id });
  return added.length > 0;
}
