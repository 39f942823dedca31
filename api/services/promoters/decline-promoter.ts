// declinePromoter: the application is DECLINED with the moderator's reason, and the user may apply again.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { promoterApplications, users } from "../../../db/schema/index.ts";
import type { Decided, OnApplicationDecided } from "./approve-promoter.ts";

/** The decision, or null when no such application waits (unknown, or already approved). */
export async function declinePromoter(
  db: DbOrTx,
  applicationId: string,
  moderatorId: string,
  reason: string,
  now: Date,
  onDecided?: OnApplicationDecided,
): Promise<Decided | null> {
  return await db.transaction(async (tx) => {
    const [application] = await tx.select().from(promoterApplications)
      .where(eq(promoterApplications.id, applicationId)).for("update");
    if (!application || application.status === "APPROVED") return null;
    const [user] = await tx.select().from(users).where(eq(users.id, application.userId));
    if (!user) return null;
    const mailUser = { id: user.id, email: user.email, firstName: user.firstName, language: user.language };
    if (application.status === "DECLINED") return { changed: false, user: mailUser };
    await tx.update(promoterApplications).set({
      status: "DECLINED",
      reason,
      decidedBy: moderatorId,
      decidedAt: now,
      updatedAt: now,
    }).where(eq(promoterApplications.id, application.id));
    // The profile's "apply" is offered again.
    await tx.update(users).set({ requestForPartnershipSent: false, updatedAt: now }).where(eq(users.id, user.id));
    await onDecided?.(tx, { before: { status: application.status }, after: { status: "DECLINED" } });
    return { changed: true, user: mailUser };
  });
}
