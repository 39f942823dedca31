// account.updated (Connect): a seller's account changed (onboarding finished, or Stripe restricted it: charges or
// payouts off), so it is re-read.
import { recordAccountState } from "../../sellers.ts";
import { ignored } from "../recording.ts";
import type { StripeHandler } from "./context.ts";

export const accountUpdated: StripeHandler<"account.updated"> = async (event, { stripe }) => {
  const id = event.account ?? event.data.object.id;
  if (!id || id !== event.data.object.id) return ignored;
  const account = await stripe.retrieveConnectedAccount(id);
  return async (tx) => {
    await recordAccountState(tx, account);
    return "processed";
  };
};
