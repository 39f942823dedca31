// customer.subscription.trial_will_end: the member is told the trial ends soon (the row, not the event, names them).
import type { StripeHandler } from "./context.ts";
import { byStripeId } from "../subscriptions.ts";
import { subscriptions } from "../../../../db/schema/index.ts";

export const trialWillEnd: StripeHandler<"customer.subscription.trial_will_end"> = ({ data }) =>
  Promise.resolve(async (tx, mailLater) => {
    const [row] = data.object.id ? await tx.select().from(subscriptions).where(byStripeId(data.object.id)) : [];
    if (!row) return "ignored";
    mailLater(row.userId, "trialEnds");
    return "processed";
  });
