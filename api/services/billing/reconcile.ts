// The hourly reconciliation with YooKassa: what a lost answer or a lost notification left unsettled is read again.
// - Renewal attempts whose answer was lost are asked again under their own key (renewals.ts: one charge per period).
// - Orders and membership charges still PENDING with a payment id are re-read, and what YooKassa says now is recorded
//   as its notification would have recorded it (applyYooPayment: claimed per payment and status).
// - Refunds that succeeded in the last days are listed and recorded as their notification would have been (claimed per
//   refund id), so a refund left pending when it was asked for, or whose notification was lost, is recorded too.
// Every step records only what YooKassa says, through the notifications' own claims, so a repeat (or a race with a
// notification) changes nothing the second time. A failed read is left for the next run.
import { and, eq, gt, inArray, isNotNull, lte } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { orders, paymentEvents, subscriptionCharges } from "../../../db/schema/index.ts";
import type { Payments } from "../../integrations/payments.ts";
import type { RefundHold } from "../promoters/commissions.ts";
import { isMissing, mailingAfter, type MailLater } from "./recording.ts";
import { readYooRefund } from "./refunds.ts";
import { askAgainUnanswered } from "./renewals.ts";
import { applyYooPayment } from "./yoo-notifications.ts";

/** Payments younger than this are left to their notification (the payer may still be in the widget). */
const SETTLE_AFTER_MS = 15 * 60_000;
/** How far back pending payments and refunds are read: past YooKassa's own retries and an outage of days. */
const LOOK_BACK_MS = 7 * 86_400_000;

export async function reconcileYooKassa(
  db: DbOrTx,
  payments: Payments,
  mailLater: MailLater,
  now: Date,
  commissions: RefundHold,
): Promise<Record<string, number>> {
  const yoo = payments.yoo;
  if (!yoo) return {};
  const asked = await askAgainUnanswered(db, payments, mailLater, now, commissions);
  const counts = {
    renewalsAnswered: asked.answered,
    renewalsFailed: asked.failed,
    paymentsSettled: 0,
    refundsRecorded: 0,
    readsFailed: 0,
  };
  const window = (column: typeof orders.createdAt | typeof subscriptionCharges.createdAt) =>
    and(gt(column, new Date(now.getTime() - LOOK_BACK_MS)), lte(column, new Date(now.getTime() - SETTLE_AFTER_MS)));
  const pendingOrders = await db.select({ paymentId: orders.providerPaymentId }).from(orders).where(and(
    eq(orders.provider, "YOO"),
    eq(orders.status, "PENDING"),
    isNotNull(orders.providerPaymentId),
    window(orders.createdAt),
  ));
  const pendingCharges = await db.select({ paymentId: subscriptionCharges.providerPaymentId }).from(
    subscriptionCharges,
  ).where(and(
    eq(subscriptionCharges.status, "PENDING"),
    isNotNull(subscriptionCharges.providerPaymentId),
    window(subscriptionCharges.createdAt),
  ));
  for (const { paymentId } of [...pendingOrders, ...pendingCharges]) {
    let payment;
    try {
      payment = await yoo.getPayment(paymentId!);
    } catch (error) {
      if (!isMissing(error)) counts.readsFailed++;
      continue;
    }
    if ((await applyYooPayment(db, payment, mailLater, now, commissions)) === "processed") counts.paymentsSettled++;
  }
  let succeeded;
  try {
    succeeded = await yoo.listRefunds({ createdSince: new Date(now.getTime() - LOOK_BACK_MS), status: "succeeded" });
  } catch {
    counts.readsFailed++;
    return counts;
  }
  // Refunds recorded already (claimed by their id) are not read again.
  const ids = succeeded.map((r) => `refund:${r.id}`);
  const recorded = ids.length
    ? new Set(
      (await db.select({ id: paymentEvents.eventId }).from(paymentEvents).where(and(
        eq(paymentEvents.provider, "YOO"),
        inArray(paymentEvents.eventId, ids),
      ))).map((r) => r.id),
    )
    : new Set<string>();
  for (const refund of succeeded) {
    if (recorded.has(`refund:${refund.id}`)) continue;
    try {
      const recording = await readYooRefund(db, payments, refund.id, now);
      const outcome = await mailingAfter(mailLater, (queue) => db.transaction((tx) => recording(tx, queue)));
      if (outcome === "processed") counts.refundsRecorded++;
    } catch {
      counts.readsFailed++;
    }
  }
  return counts;
}
