// account.application.deauthorized (Connect): the seller disconnected the club's platform. The account can no longer
// be read, so the signed event is the word for it.
import { recordAccountState } from "../../sellers.ts";
import type { StripeHandler } from "./context.ts";

export const accountDeauthorized: StripeHandler<"account.application.deauthorized"> = (event) =>
  Promise.resolve(async (tx) => {
    if (!event.account) return "ignored";
    await recordAccountState(tx, {
      id: event.account,
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
    });
    return "processed";
  });
