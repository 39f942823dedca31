// getPromoterApplications: the moderators' queue (waiting ones oldest first) or the decided ones (newest first).
import { asc, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { promoterApplications, users } from "../../../db/schema/index.ts";

export type ApplicationStatus = "PENDING" | "APPROVED" | "DECLINED";

const LIMIT = 200;

export async function listPromoterApplications(db: DbOrTx, status: ApplicationStatus) {
  const rows = await db.select({ application: promoterApplications, user: users }).from(promoterApplications)
    .innerJoin(users, eq(users.id, promoterApplications.userId))
    .where(eq(promoterApplications.status, status))
    .orderBy(status === "PENDING" ? asc(promoterApplications.createdAt) : desc(promoterApplications.decidedAt))
    .limit(LIMIT);
  return rows.map(({ application, user }) => ({
    id: application.id,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    reason: application.reason,
    user: { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName },
  }));
}
