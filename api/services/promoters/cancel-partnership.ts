// cancelMyPartnership: the partnership ends now — the settings are marked cancelled (kept, with the username, so an
// approval later brings them back), the role goes back to CUSTOMER, every code of theirs stops working at checkout,
// and every session of the account ends. The commission ledger is not touched: earned lines are still paid out.
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons, partnerSettings, users } from "../../../db/schema/index.ts";
import { invalidateUserSessions } from "../auth/sessions.ts";

/** The account to mail, or null when the partnership was not live (a replay). */
export async function cancelMyPartnership(db: DbOrTx, userId: string, now: Date) {
  return await db.transaction(async (tx) => {
    const [cancelled] = await tx.update(partnerSettings).set({ partnershipCancelled: now, updatedAt: now })
      .where(and(eq(partnerSettings.userId, userId), isNull(partnerSettings.partnershipCancelled)))
      .returning({ userId: partnerSettings.userId });
    if (!cancelled) return null;
    // The profile offers "apply for partnership" again.
    const [user] = await tx.update(users).set({ role: "CUSTOMER", requestForPartnershipSent: false, updatedAt: now })
      .where(and(eq(users.id, userId), eq(users.role, "PROMOTER")))
      .returning({ email: users.email, firstName: users.firstName, language: users.language });
    await tx.update(coupons).set({ active: false, updatedAt: now }).where(eq(coupons.promoterId, userId));
    await invalidateUserSessions(tx, userId);
    return user ?? null;
  });
}
