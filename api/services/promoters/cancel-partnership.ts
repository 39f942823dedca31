// The end of a partnership, however it comes: the promoter cancels it (cancelMyPartnership), or the team changes their
// role away from PROMOTER in the back office (setMemberRole, decision 167). The settings are marked cancelled (kept,
// with the username, so an approval later brings them back), every code of theirs stops working at checkout, and no
// payment after this moment earns a commission. The commission ledger is not touched: earned lines are still paid out.
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons, partnerSettings, users } from "../../../db/schema/index.ts";
import { invalidateUserSessions } from "../auth/sessions.ts";

/**
 * Ends a live partnership inside the caller's transaction: true when it was live (and is now ended), false when there
 * was none or it had ended already. The role is the caller's business.
 */
export async function endPartnership(tx: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [cancelled] = await tx.update(partnerSettings).set({ partnershipCancelled: now, updatedAt: now })
    .where(and(eq(partnerSettings.userId, userId), isNull(partnerSettings.partnershipCancelled)))
    .returning({ userId: partnerSettings.userId });
  if (!cancelled) return false;
  await tx.update(coupons).set({ active: false, updatedAt: now }).where(eq(coupons.promoterId, userId));
  return true;
}

/**
 * cancelMyPartnership: the partnership ends now, the role goes back to CUSTOMER and every session of the account ends.
 * The account to mail, or null when the partnership was not live (a replay).
 */
export async function cancelMyPartnership(db: DbOrTx, userId: string, now: Date) {
  return await db.transaction(async (tx) => {
    if (!await endPartnership(tx, userId, now)) return null;
    // The profile offers "apply for partnership" again.
    const [user] = await tx.update(users).set({ role: "CUSTOMER", requestForPartnershipSent: false, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.role, "PROMOTER")))
      .returning({ email: users.email, firstName: users.firstName, language: users.language });
    await invalidateUserSessions(tx, userId);
    return user ?? null;
  });
}
