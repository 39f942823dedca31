// An admin records what the bank did with a PENDING payout (from the back office, api/services/admin/payouts.ts).
// Paid: the payout gets paidOutAt and its ledger lines become PAID. Failed: the reason is kept and its lines leave it
// (PAYABLE, no payout), so the next period's payout takes them. A held payout (no account in its currency) cannot be
// marked paid. Asking again for the state it is in changes nothing;
// any other change of a decided payout is refused. The payout row is locked for the transaction, so two marks at once
// are one change and one no-op.
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, payouts } from "../../../db/schema/index.ts";
import { isHeldPayout, type PayoutRow } from "./list-payouts.ts";

export type MarkPayoutResult = { payout: PayoutRow; changed: boolean } | { error: "notFound" | "decided" | "held" };

/** What changed, for the caller's record of it (the team's audit entry), written in the same transaction. */
export type PayoutChange = { before: PayoutRow; after: PayoutRow; linesReleased: number };

export async function markPayout(
  db: DbOrTx,
  id: string,
  decision: { status: "PAID" } | { status: "FAILED"; reason: string },
  now: Date,
  onChanged?: (tx: DbOrTx, change: PayoutChange) => Promise<void>,
): Promise<MarkPayoutResult> {
  return await db.transaction(async (tx) => {
    const [payout] = await tx.select().from(payouts).where(eq(payouts.id, id)).for("update");
    if (!payout) return { error: "notFound" as const };
    if (payout.status === decision.status) return { payout, changed: false };
    if (payout.status !== "PENDING") return { error: "decided" as const };
    // Held (no account in its currency): nothing was sent, so it cannot be paid; failing it is allowed.
    if (decision.status === "PAID" && isHeldPayout(payout)) return { error: "held" as const };
    let updated: PayoutRow;
    let linesReleased = 0;
    if (decision.status === "PAID") {
      [updated] = await tx.update(payouts).set({ status: "PAID", paidOutAt: now, updatedAt: now })
        .where(eq(payouts.id, id)).returning();
      await tx.update(commissions).set({ status: "PAID", updatedAt: now }).where(eq(commissions.payoutId, id));
    } else {
      [updated] = await tx.update(payouts).set({ status: "FAILED", failReason: decision.reason, updatedAt: now })
        .where(eq(payouts.id, id)).returning();
      const released = await tx.update(commissions).set({ status: "PAYABLE", payoutId: null, updatedAt: now })
        .where(eq(commissions.payoutId, id)).returning({ id: commissions.id });
      linesReleased = released.length;
    }
    await onChanged?.(tx, { before: payout, after: updated, linesReleased });
    return { payout: updated, changed: true };
  });
}
