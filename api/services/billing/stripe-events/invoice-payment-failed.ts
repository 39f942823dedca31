// invoice.payment_failed: a membership's payment failed; the dunning mail goes with the first failure since the last
// payment.
import { subscriptions } from "../../../../db/schema/index.ts";
import { ignored } from "../recording.ts";
import { byStripeId, markStripePaymentFailed } from "../subscriptions.ts";
import type { StripeHandler } from "./context.ts";
import { readStripeSubscription } from "./read-subscription.ts";

export const invoicePaymentFailed: StripeHandler<"invoice.payment_failed"> = async ({ data }, context) => {
  // As for a paid invoice: Stripe's invoice, not the event's copy, names the subscription.
  if (!data.object.id) return ignored;
  const invoice = await context.stripe.retrieveInvoice(data.object.id);
  if (invoice.status === "paid" || !invoice.subscriptionId) return ignored;
  const subscriptionId = invoice.subscriptionId;
  const recordSubscription = await readStripeSubscription(context, subscriptionId);
  const { now } = context;
  return async (tx, mailLater) => {
    const [before] = await tx.select({ failedAt: subscriptions.paymentFailedAt }).from(subscriptions)
      .where(byStripeId(subscriptionId)).for("update");
    const outcome = await recordSubscription(tx, mailLater);
    if (outcome !== "processed") return outcome;
    const row = await markStripePaymentFailed(tx, subscriptionId, now);
    // Stripe tells of every failed retry: the dunning mail goes with the first failure since the last payment.
    if (!before?.failedAt) mailLater(row.userId, "paymentFailed");
    return "processed";
  };
};
