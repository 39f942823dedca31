// The partnership feature's writes: a partnership page form (nothing a page has cached changes), and the promoter
// application from the affiliates page (it changes where the visitor stands, and the profile's copy).
import { type CallbacksOf, useGqlMutation } from "../../lib/use-gql-mutation.ts";
import { ApplyForPromotionDocument, SendPartnershipRequestDocument } from "./operations.generated.ts";
import { PROMOTER_APPLICATION_KEY } from "./queries.ts";

export function useSendPartnershipRequest(callbacks: CallbacksOf<typeof SendPartnershipRequestDocument>) {
  return useGqlMutation(SendPartnershipRequestDocument, callbacks);
}

/** Applies to become a promoter (the profile's own updateUserInfo, applyForPartnership: true). */
export function useApplyForPromotion(callbacks: CallbacksOf<typeof ApplyForPromotionDocument>) {
  return useGqlMutation(ApplyForPromotionDocument, {
    ...callbacks,
    invalidates: [PROMOTER_APPLICATION_KEY, ["profile"], ["me"]],
  });
}
