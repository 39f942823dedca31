// The sellers feature's writes, one hook each. None invalidates a query: the connection status is read again when
// the user comes back from Stripe's tab (useSellerStatus), and the links and sessions are used once.
import { useGqlMutation } from "../../lib/use-gql-mutation.ts";
import {
  ConnectStripeDocument,
  CreateAccountSessionDocument,
  CreateStripeLoginLinkDocument,
} from "./operations.generated.ts";

/** The onboarding link of the seller's Stripe account (made on the first call). */
export function useConnectStripe() {
  return useGqlMutation(ConnectStripeDocument);
}

/** A one-time login link to the seller's Stripe dashboard. */
export function useCreateStripeLoginLink() {
  return useGqlMutation(CreateStripeLoginLinkDocument);
}

/** A fresh account session for Stripe's embedded components. */
export function useCreateAccountSession() {
  return useGqlMutation(CreateAccountSessionDocument);
}
