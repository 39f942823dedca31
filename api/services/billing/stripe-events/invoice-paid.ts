// invoice.paid: a membership's invoice was paid (its first, or a renewal): the charge, the commission, the receipt.
import { subscriptions } from "../../../../db/schema/index.ts";
import { recordCommission } from "../../promoters/commissions.ts";
import { claim, ignored } from "../recording.ts";
import { byStripeId, recordStripeCharge } from "../subscriptions.ts";
import type { StripeHandler } from "./context.ts";
import { readStripeSubscription } from "./read-subscription.ts";

export const invoicePaid: StripeHandler<"invoice.paid"> = async ({ data }, context) => {
  // The invoice as Stripe holds it, never the event's copy: its status, its amount and its subscription.
  if (!data.object.id) return ignored;
  const invoice = await context.stripe.retrieveInvoice(data.object.id);
  if (invoice.status !== "paid" || !invoice.subscriptionId) return ignored;
  const subscriptionId = invoice.subscriptionId;
  const recordSubscription = await readStripeSubscription(context, subscriptionId);
  const { now, commissions } = context;
  return async (tx, mailLater) => {
    const outcome = await recordSubscription(tx, mailLater);
    if (outcome !== "processed") return outcome;
    // One charge per invoice, whichever event (and however many) tells of it.
    if (!(await claim(tx, "STRIPE", `invoice.paid:${invoice.id}`, "invoice.paid", now))) return "duplicate";
    const [row] = await tx.select().from(subscriptions).where(byStripeId(subscriptionId)).for("update");
    // A trial's 0 invoice is not a charge.
    if (invoice.amountPaid > 0) {
      await recordStripeCharge(tx, row, invoice.amountPaid, now);
      // The first payment and every renewal of a membership that started with a promoter's code earn a commission.
      await recordCommission(
        tx,
        {
          provider: "STRIPE",
          sourcePaymentId: invoice.id,
          kind: "SUBSCRIPTION",
          couponId: row.couponId,
          customerId: row.userId,
          baseAmount: invoice.amountPaid,
          currency: row.currency,
          subscriptionId: row.id,
          paidAt: now,
        },
        commissions,
        mailLater,
      );
    }
    // The receipt: the membership's first invoice (a trial's is 0) says welcome, a later paid one renewed.
    const amount = { minor: invoice.amountPaid, currency: row.currency };
    if (invoice.billingReason === "subscription_create") {
      const trial = Boolean(row.trialEnd && row.trialEnd > now);
      mailLater(row.userId, "joined", {
        amount,
        until: trial ? row.trialEnd : row.currentPeriodEnd,
        trial,
        planId: row.planId,
      });
    } else if (invoice.amountPaid > 0) {
      mailLater(row.userId, "renewed", { amount, until: row.currentPeriodEnd, planId: row.planId });
    }
    return "processed";
  };
};
