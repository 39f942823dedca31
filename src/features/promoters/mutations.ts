// The promoters feature's writes, one hook each, each owning what it makes stale.
import { type CallbacksOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import {
  AddPromoterCouponDocument,
  CancelMyPartnershipDocument,
  DeletePromoterCouponDocument,
  TogglePaymentsInfoDocument,
  UpdatePromoterBankAccountDocument,
} from "./operations.generated.ts";
import { PROMOTER_KEY } from "./queries.ts";

/** A new code joins the list (a refusal — exists, exceeded — comes back as `error` and changes nothing). */
export function useAddPromoterCoupon(callbacks: CallbacksOf<typeof AddPromoterCouponDocument> = {}) {
  return useGqlMutation(AddPromoterCouponDocument, { ...callbacks, invalidates: [[PROMOTER_KEY, "coupons"]] });
}

export function useDeletePromoterCoupon(callbacks: CallbacksOf<typeof DeletePromoterCouponDocument> = {}) {
  return useGqlMutation(DeletePromoterCouponDocument, { ...callbacks, invalidates: [[PROMOTER_KEY, "coupons"]] });
}

export function useTogglePaymentsInfo(callbacks: CallbacksOf<typeof TogglePaymentsInfoDocument> = {}) {
  return useGqlMutation(TogglePaymentsInfoDocument, { ...callbacks, invalidates: [[PROMOTER_KEY, "settings"]] });
}

export function useUpdateBankAccount(callbacks: CallbacksOf<typeof UpdatePromoterBankAccountDocument> = {}) {
  return useGqlMutation(UpdatePromoterBankAccountDocument, {
    ...callbacks,
    // A new account in a currency releases that currency's held payouts.
    invalidates: [[PROMOTER_KEY, "settings"], ["payouts"]],
  });
}

/** Ends the partnership; the caller signs the promoter out and sends them home. */
export function useCancelPartnership(callbacks: CallbacksOf<typeof CancelMyPartnershipDocument> = {}) {
  return useGqlMutation(CancelMyPartnershipDocument, callbacks);
}
