// markPayoutPaid / markPayoutFailed: an admin records what the bank did with a PENDING payout. Paid: the payout gets
// paidOutAt and its ledger lines become PAID. Failed: the reason is kept and its lines leave it (PAYABLE, no payout),
// so the next period's payout takes them. Asking again for the state it is in changes nothing; any other change of
// a decided payout is refused.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, payouts } from "../../../db/schema/index.ts";
import type { PayoutRow } from "./list-payouts.ts";

export type MarkPayoutResult = { payout: PayoutRow; changed: boolean } | { error: "notFound" | "decided" };

export async function markPayout(
  db: DbOrTx,
  id: string,
  decision: { status: "PAID" } | { status: "FAILED"; reason: string },
  now: Date,
): Promise<MarkPayoutResult> {
  return await db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for("update");
    if (!payout) return { error: "notFound" as const };
    if (payout.status === decision.status) return { payout, changed: false };
    if (payout.status !== "PENDING") return { error: "decided" as const };
    if (decision.status === "PAID") {
      const [updated] = await tx.update(payouts).set({ status: "PAID", paidOutAt: now, updatedAt: now })
        .where(eq(payouts.id, id)).returning();
      await tx.update(commissions).set({ status: "PAID", updatedAt: now }).where(eq(commissions.payoutId, id));
      return { payout: updated, changed: true };
    }
    const [updated] = await tx.update(payouts).set({ status: "FAILED", failReason: decision.reason, updatedAt: now })
      .where(eq(payouts.id, id)).returning();
    await tx.update(commissions).set({ status: "PAYABLE", payoutId: null, updatedAt: now })
      .where(eq(commissions.payoutId, id));
    return { payout: updated, changed: true };
  });
}
