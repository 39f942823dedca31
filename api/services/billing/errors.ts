// Why a billing request was refused, as services say it; the GraphQL and REST layers turn each into their answer.
export type BillingErrorCode =
  /** Spec 03: paying without a user. */
  | "USER_NOT_FOUND"
  /** The provider asked for has no keys here. */
  | "NOT_CONFIGURED"
  | "COUPON_INVALID"
  | "PLAN_NOT_FOUND"
  | "PRODUCT_NOT_FOUND"
  /** A member with a live membership cannot start a second one. */
  | "ALREADY_MEMBER"
  | "NO_SUBSCRIPTION"
  /** A payment id that is none of ours (a client mistake, never the provider's failure). */
  | "PAYMENT_NOT_FOUND"
  /** The membership is not in a state this action applies to (e.g. renewing an active one). */
  | "WRONG_STATE"
  | "OFFER_USED"
  | "FORBIDDEN"
  /** The provider failed or answered something we cannot use. */
  | "PROVIDER_ERROR";

export class BillingError extends Error {
  constructor(readonly code: BillingErrorCode, message: string = code) {
    super(message);
  }
}

/** The spec's own text for a payment without a user. */
export const USER_NOT_FOUND_MESSAGE = "USER NOT FOUND";
