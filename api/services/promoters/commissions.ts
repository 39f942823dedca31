// The commission ledger (issue 27): one EARNED line per confirmed payment that used a promoter's code, written in the
// same transaction that confirms the payment. The unique key (provider, source payment, entry) makes a replayed or
// concurrent confirmation write nothing more. Lines wait PENDING for the refund hold, turn PAYABLE (promotePayable,
// run by the payout job), then PAID once a payout takes them; refunds reverse them or add a CLAWBACK (adjust-commission-for-refund.ts).
import { and, eq, isNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, coupons, partnerSettings } from "../../../db/schema/index.ts";
import { commissionOf } from "../../../src/domain/promoters.ts";
import type { MailLater } from "../billing/recording.ts";

export type Commission = typeof commissions.$inferSelect;

const DAY_MS = 86_400_000;

/**
 * The ledger's terms from the config, passed down by createApp (decision 204): the refund hold in days
 * (PROMOTER_HOLD_DAYS) and the payout minimum per currency, minor units (PAYOUT_MINIMUM, decision 171).
 */
export type CommissionTerms = { holdDays: number; payoutMinimum: { RUB: number; USD: number } };

/** What recording a commission reads of the terms: the payment paths carry only this. */
export type RefundHold = Pick<CommissionTerms, "holdDays">;

export type CommissionSource = {
  provider: "STRIPE" | "YOO";
  /** Stripe checkout session (orders) or invoice id (memberships); YooKassa payment id. */
  sourcePaymentId: string;
  kind: "PRODUCT" | "SUBSCRIPTION";
  couponId: number | null;
  customerId: string;
  /** What the customer actually paid, minor units. */
  baseAmount: number;
  currency: "RUB" | "USD";
  orderId?: string;
  subscriptionId?: string;
  paidAt: Date;
};

/**
 * Writes the commission line of a confirmed payment, once: nothing when no promoter's code was used, the promoter has
 * no partner settings, nothing was paid (a whole-price coupon), or the payment came after the partnership was
 * cancelled or deactivated (decision: codes are deactivated on cancel, and a membership that started with the code
 * earns nothing for renewals paid after the cancellation; lines earned before it are still paid out). The customer
 * being the promoter is recorded as SELF_REFERRAL (kept for the record, never paid). When the promoter asked for
 * payments info, the mail is queued (sent after commit). Answers the line this call wrote, or null.
 */
export async function recordCommission(
  tx: DbOrTx,
  source: CommissionSource,
  hold: RefundHold,
  mailLater?: MailLater,
): Promise<Commission | null> {
  if (!source.couponId || source.baseAmount <= 0) return null;
  const [coupon] = await tx.select({ promoterId: coupons.promoterId }).from(coupons)
    .where(eq(coupons.id, source.couponId));
  if (!coupon?.promoterId) return null;
  const [settings] = await tx.select().from(partnerSettings).where(eq(partnerSettings.userId, coupon.promoterId));
  if (!settings || settings.isDeactivated) return null;
  if (settings.partnershipCancelled && settings.partnershipCancelled <= source.paidAt) return null;
  const rateBp = source.kind === "PRODUCT" ? settings.productCommissionBp : settings.subscriptionCommissionBp;
  const self = source.customerId === coupon.promoterId;
  const [line] = await tx.insert(commissions).values({
    promoterId: coupon.promoterId,
    couponId: source.couponId,
    customerId: source.customerId,
    kind: source.kind,
    entry: "EARNED",
    provider: source.provider,
    sourcePaymentId: source.sourcePaymentId,
    orderId: source.orderId ?? null,
    subscriptionId: source.subscriptionId ?? null,
    baseAmount: source.baseAmount,
    rateBp,
    amount: commissionOf(source.baseAmount, rateBp),
    currency: source.currency,
    status: self ? "SELF_REFERRAL" : "PENDING",
    payableAt: new Date(source.paidAt.getTime() + hold.holdDays * DAY_MS),
    createdAt: source.paidAt,
    updatedAt: source.paidAt,
  }).onConflictDoNothing().returning();
  if (!line) return null;
  if (!self && settings.isSubscribedOnPaymentsInfo && mailLater) {
    mailLater(line.promoterId, "commissionEarned", { commissionId: line.id });
  }
  return line;
}

/** PENDING lines whose refund hold is over become PAYABLE (the payout job's first step; idempotent). */
export async function promotePayable(db: DbOrTx, now: Date): Promise<number> {
  const moved = await db.update(commissions).set({ status: "PAYABLE", updatedAt: now }).where(and(
    eq(commissions.status, "PENDING"),
    lte(commissions.payableAt, now),
    isNull(commissions.payoutId),
  )).returning({ id: commissions.id });
  return moved.length;
}
