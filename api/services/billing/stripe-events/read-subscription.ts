// A Stripe subscription an event names, re-read and turned into its recording: shared by the subscription, checkout
// and invoice events.
import { eq } from "drizzle-orm";
import { customDiscounts } from "../../../../db/schema/index.ts";
import { applyStripeSubscription, stripeMembershipOwner } from "../memberships.ts";
import { countCouponUse } from "../orders.ts";
import type { Recording } from "../recording.ts";
import type { StripeContext } from "./context.ts";

/**
 * Reads a Stripe subscription an event names and answers its recording: the row follows Stripe, the cancellation
 * mail goes once, a new membership counts its coupon. The first-timer offer's discount after the trial (a once-only
 * percent off Stripe's first paid invoice) is given here, before the recording, to a membership not recorded yet:
 * with a key of its own, so a retry after a failure in the middle is the same request at Stripe, never a second one.
 */
export async function readStripeSubscription(
  { db, stripe, now }: StripeContext,
  id: string,
): Promise<Recording> {
  const sub = await stripe.retrieveSubscription(id);
  const owner = sub.trialEnd ? await stripeMembershipOwner(db, sub) : null;
  if (owner?.hint.customDiscountId) {
    const [offer] = await db.select().from(customDiscounts).where(eq(customDiscounts.id, owner.hint.customDiscountId));
    if (offer?.discountAfterTrial) {
      await stripe.updateSubscription(id, {
        percentOffOnce: offer.discountAfterTrial,
        idempotencyKey: `first-timer-offer:${id}`,
      });
    }
  }
  return async (tx, mailLater) => {
    const applied = await applyStripeSubscription(tx, sub, now);
    if (!applied) return "ignored";
    const s = applied.subscription;
    // Cancelled at Stripe (the portal) or here: said once, when the membership turns to ending at its period's end.
    if (applied.becameCancelled) {
      mailLater(s.userId, "cancelled", { until: s.cancelAt ?? s.currentPeriodEnd, planId: s.planId });
    }
    if (applied.created && s.couponId) await countCouponUse(tx, s.couponId, s.userId, { subscriptionId: s.id });
    return "processed";
  };
}
