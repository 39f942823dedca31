// approvePromoter: in one transaction the application is APPROVED, the user becomes a PROMOTER, their partner settings
// are made (or a cancelled partnership is live again) and their two default codes exist and work.
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { partnerSettings, promoterApplications, users } from "../../../db/schema/index.ts";
import { MODERATION_ROLES } from "../../../src/domain/authorization.ts";
import { PROMOTER_DEFAULTS } from "../../../src/domain/promoters.ts";
import { deriveUsername } from "./derive-username.ts";
import { ensureDefaultCoupons } from "./ensure-default-coupons.ts";

export type Decided = {
  /** True when this call decided it (mail then); false when it was already decided the same way (a replay). */
  changed: boolean;
  user: { id: string; email: string; firstName: string; language: "ru" | "en" };
  username?: string;
};

/** What a decision on an application changed, before and after (for the team's audit entry). */
export type ApplicationChange = {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};
/** Run inside the decision's transaction when it changed something (the back office writes its audit entry there). */
export type OnApplicationDecided = (tx: DbOrTx, change: ApplicationChange) => Promise<void>;

/** The decision, or null when no such application waits (unknown, or decided the other way). */
export async function approvePromoter(
  db: DbOrTx,
  applicationId: string,
  moderatorId: string,
  now: Date,
  onDecided?: OnApplicationDecided,
): Promise<Decided | null> {
  return await db.transaction(async (tx) => {
    // One approval at a time: the username is chosen and taken under this lock.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('promoter-approval'))`);
    const [application] = await tx.select().from(promoterApplications)
      .where(eq(promoterApplications.id, applicationId)).for("update");
    if (!application || application.status === "DECLINED") return null;
    const [user] = await tx.select().from(users).where(eq(users.id, application.userId));
    if (!user) return null;
    const [existing] = await tx.select().from(partnerSettings).where(eq(partnerSettings.userId, user.id));
    const mailUser = { id: user.id, email: user.email, firstName: user.firstName, language: user.language };
    if (application.status === "APPROVED") return { changed: false, user: mailUser, username: existing?.username };

    await tx.update(promoterApplications).set({
      status: "APPROVED",
      decidedBy: moderatorId,
      decidedAt: now,
      updatedAt: now,
    }).where(eq(promoterApplications.id, application.id));
    // Staff keep their role (a moderator who promotes too would lose moderation otherwise).
    await tx.update(users).set({ role: "PROMOTER", requestForPartnershipSent: true, updatedAt: now })
      .where(and(eq(users.id, user.id), notInArray(users.role, [...MODERATION_ROLES])));
    let settings;
    if (existing) {
      // Approved again after cancelling: the same username, rates and codes, live again.
      [settings] = await tx.update(partnerSettings).set({
        partnershipCancelled: null,
        isDeactivated: false,
        partnershipStarted: now,
        updatedAt: now,
      }).where(eq(partnerSettings.userId, user.id)).returning();
    } else {
      [settings] = await tx.insert(partnerSettings).values({
        userId: user.id,
        username: await deriveUsername(tx, user),
        productCommissionBp: PROMOTER_DEFAULTS.productCommissionBp,
        subscriptionCommissionBp: PROMOTER_DEFAULTS.subscriptionCommissionBp,
        couponProductDiscountBp: PROMOTER_DEFAULTS.couponProductDiscountBp,
        couponSubscriptionDiscountBp: PROMOTER_DEFAULTS.couponSubscriptionDiscountBp,
        partnershipStarted: now,
        createdAt: now,
        updatedAt: now,
      }).returning();
    }
    await ensureDefaultCoupons(tx, settings, now);
    const [after] = await tx.select({ role: users.role }).from(users).where(eq(users.id, user.id));
    await onDecided?.(tx, {
      before: { status: application.status, role: user.role, username: existing?.username ?? null },
      after: { status: "APPROVED", role: after.role, username: settings.username },
    });
    return { changed: true, user: mailUser, username: settings.username };
  });
}
