// A refund's part in the commission ledger (issue 27), a promoter fact that billing's refund recording calls
// (api/services/billing/refunds.ts) in its transaction; it never calls back into billing.
import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions } from "../../../db/schema/index.ts";
import { commissionOf } from "../../../src/domain/promoters.ts";

/** A payment's refunds so far, as the provider reports them. */
export type RefundedPayment = {
  provider: "STRIPE" | "YOO";
  /** The commission ledger's key of the payment: Stripe session (orders) or invoice id; YooKassa payment id. */
  sourcePaymentId: string;
  /** Minor units: all refunds of the payment together. */
  refundedAmount: number;
};

/**
 * The commission of a refunded payment follows what the customer kept: its amount is the commission of the rest
 * (0 once all was refunded: REVERSED). Paid out already: the difference becomes a CLAWBACK line for the next payout.
 */
export async function adjustCommissionForRefund(
  tx: DbOrTx,
  facts: RefundedPayment,
  now: Date,
): Promise<void> {
  const [line] = await tx.select().from(commissions).where(and(
    eq(commissions.provider, facts.provider),
    eq(commissions.sourcePaymentId, facts.sourcePaymentId),
    eq(commissions.entry, "EARNED"),
  )).for("update");
  if (!line) return;
  const kept = Math.max(0, line.baseAmount - facts.refundedAmount);
  const target = kept === 0 ? 0 : commissionOf(kept, line.rateBp);
  if (!line.payoutId) {
    if (line.amount === target && (target > 0 || line.status === "REVERSED")) return;
    await tx.update(commissions).set({
      amount: target,
      ...(target === 0 ? { status: "REVERSED" as const, reversedAt: now } : {}),
      updatedAt: now,
    }).where(eq(commissions.id, line.id));
    return;
  }
  // Paid out: what was paid minus what is now due comes back from the next payout.
  const clawback = target - line.amount;
  const [existing] = await tx.select().from(commissions).where(and(
    eq(commissions.provider, facts.provider),
    eq(commissions.sourcePaymentId, facts.sourcePaymentId),
    eq(commissions.entry, "CLAWBACK"),
  )).for("update");
  if (!existing) {
    if (clawback >= 0) return;
    await tx.insert(commissions).values({
      promoterId: line.promoterId,
      couponId: line.couponId,
      customerId: line.customerId,
      kind: line.kind,
      entry: "CLAWBACK",
      provider: line.provider,
      sourcePaymentId: line.sourcePaymentId,
      orderId: line.orderId,
      subscriptionId: line.subscriptionId,
      baseAmount: -Math.min(facts.refundedAmount, line.baseAmount),
      rateBp: line.rateBp,
      amount: clawback,
      currency: line.currency,
      status: "PAYABLE",
      payableAt: now,
      // Never mailed as an earning.
      mailedAt: now,
      createdAt: now,
      updatedAt: now,
    }).onConflictDoNothing();
    return;
  }
  if (existing.amount === clawback) return;
  if (!existing.payoutId) {
    await tx.update(commissions).set({
      amount: clawback,
      baseAmount: -Math.min(facts.refundedAmount, line.baseAmount),
      updatedAt: now,
    }).where(eq(commissions.id, existing.id));
    return;
  }
  // A further refund after the clawback itself was paid out: rare; the team settles it by hand.
  console.warn(
    `commissions: ${facts.provider} payment ${facts.sourcePaymentId} was refunded again after its clawback was paid ` +
      `out (${existing.amount} → ${clawback}); settle the difference by hand`,
  );
}
