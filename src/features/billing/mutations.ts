// The billing feature's writes, one hook each, each owning what it makes stale (bulletproof-react's features/*/api).
import { useMutation } from "@tanstack/react-query";
import type { Locale } from "../../domain/locale.ts";
import { rest } from "../../lib/rest.ts";
import { type CallbacksOf, errorKeyOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import {
  CheckCouponDocument,
  ConfirmYooPaymentDocument,
  CreateStripeProductSessionDocument,
  CreateStripeSubscriptionSessionDocument,
  InitSubscriptionTokenDocument,
  InitYooOrderTokenDocument,
} from "./checkout.generated.ts";
import {
  AcceptRetentionOfferDocument,
  CancelMySubscriptionDocument,
  RenewMySubscriptionDocument,
} from "./membership.generated.ts";

/** What a change of the membership makes stale: the block itself, the header's user, the profile. */
const MEMBERSHIP_KEYS = [["mySubscription"], ["me"], ["billingMe"], ["profile"]];

export function useCancelMySubscription(callbacks: CallbacksOf<typeof CancelMySubscriptionDocument>) {
  return useGqlMutation(CancelMySubscriptionDocument, { ...callbacks, invalidates: MEMBERSHIP_KEYS });
}

export function useRenewMySubscription(callbacks: CallbacksOf<typeof RenewMySubscriptionDocument>) {
  return useGqlMutation(RenewMySubscriptionDocument, { ...callbacks, invalidates: MEMBERSHIP_KEYS });
}

export function useAcceptRetentionOffer(callbacks: CallbacksOf<typeof AcceptRetentionOfferDocument>) {
  return useGqlMutation(AcceptRetentionOfferDocument, { ...callbacks, invalidates: MEMBERSHIP_KEYS });
}

/**
 * A YooKassa payment re-read on the server and applied if it went through: the membership and the orders may have
 * changed. The pages that wait for a payment still read the result themselves (the webhook may come first).
 */
export function useConfirmYooPayment() {
  return useGqlMutation(ConfirmYooPaymentDocument, { invalidates: [...MEMBERSHIP_KEYS, ["orders"]] });
}

/** Asks whether a coupon holds for a provider (nothing is written, so nothing is stale). */
export function useCheckCoupon(callbacks: CallbacksOf<typeof CheckCouponDocument>) {
  return useGqlMutation(CheckCouponDocument, callbacks);
}

/** The checkouts' starts: a widget token or Stripe's page. Nothing is stale until the payment is confirmed. */
export function useInitSubscriptionToken() {
  return useGqlMutation(InitSubscriptionTokenDocument);
}

export function useCreateStripeSubscriptionSession() {
  return useGqlMutation(CreateStripeSubscriptionSessionDocument);
}

export function useInitYooOrderToken() {
  return useGqlMutation(InitYooOrderTokenDocument);
}

export function useCreateStripeProductSession() {
  return useGqlMutation(CreateStripeProductSessionDocument);
}

/**
 * Stripe's customer portal (card, invoices) for the member's own customer (REST): the browser goes there. A refusal
 * reads the route's key; a failure without one reads as the provider's.
 */
export function useCreatePortalSession({ onError }: { onError: (i18nKey: string) => void }) {
  return useMutation({
    mutationFn: (input: { stripeCustomerId: string; locale: Locale }) =>
      rest<{ url: string }>("/api/create-portal-session", { method: "POST", json: input }),
    onSuccess: ({ url }) => globalThis.location.assign(url),
    onError: (error) => {
      const key = errorKeyOf(error);
      onError(key === "errors.INTERNAL_SERVER_ERROR" ? "billing.errors.PROVIDER_ERROR" : key);
    },
  });
}
