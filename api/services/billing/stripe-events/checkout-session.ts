// checkout.session.completed, .expired, .async_payment_succeeded and .async_payment_failed: a checkout session ended,
// or its delayed payment (a bank debit, a voucher: whatever the Dashboard turns on) settled.
import type Stripe from "stripe";
import { markOrderFailed, markOrderPaid } from "../orders.ts";
import { ignored, type Recording } from "../recording.ts";
import type { StripeContext } from "./context.ts";
import { readStripeSubscription } from "./read-subscription.ts";

/**
 * The session as Stripe holds it decides: paid fulfils the order; expired, or a delayed payment Stripe says failed
 * (the session stays complete and unpaid then), fails it; complete and unpaid otherwise is a payment still
 * processing, and the order waits for async_payment_succeeded or _failed. A membership's session records its
 * subscription.
 */
export async function checkoutSessionEnded(
  { data, type }:
    | Stripe.CheckoutSessionCompletedEvent
    | Stripe.CheckoutSessionExpiredEvent
    | Stripe.CheckoutSessionAsyncPaymentSucceededEvent
    | Stripe.CheckoutSessionAsyncPaymentFailedEvent,
  context: StripeContext,
): Promise<Recording> {
  if (!data.object.id) return ignored;
  const { now, commissions } = context;
  const session = await context.stripe.retrieveCheckoutSession(data.object.id);
  if (session.mode === "payment") {
    const delayedFailed = type === "checkout.session.async_payment_failed" && session.paymentStatus === "unpaid";
    if (session.status === "expired" || delayedFailed) {
      return async (tx) => {
        await markOrderFailed(tx, "STRIPE", session.id, now);
        return "processed";
      };
    }
    if (session.paymentStatus !== "paid") return ignored;
    return async (tx, mailLater) => {
      const paid = await markOrderPaid(tx, "STRIPE", session.id, now, commissions, mailLater);
      if (paid) mailLater(paid.userId, "purchased", { orderId: paid.id });
      return paid ? "processed" : "ignored";
    };
  }
  if (!session.subscriptionId || session.status !== "complete") return ignored;
  return await readStripeSubscription(context, session.subscriptionId);
}
