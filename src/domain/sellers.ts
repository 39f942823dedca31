// Sellers (spec 02 "Expert onboarding", spec 03 "Seller connection state"): where a connected Stripe account's
// onboarding returns, and which state a page shows from the status check. Pure rules, read by the pages and the API.
import * as v from "valibot";

/** Where connectStripe was asked from, and the page Stripe sends the user back to. */
export const SELLER_SOURCES = { expert: "/profile/expert", seller: "/profile/payments" } as const;
export type SellerSource = keyof typeof SELLER_SOURCES;
export const SellerSourceSchema = v.picklist(Object.keys(SELLER_SOURCES) as SellerSource[], "errors.BAD_USER_INPUT");

/** The status check's account id when the user has none (spec 03: "empty" means none). */
export const NO_STRIPE_ACCOUNT = "empty";

/** The query flag the onboarding returns with. */
export const STRIPE_CONNECTED_FLAG = "stripeConnected";

export type SellerStatus = { stripeAccountId: string; status: string };

/**
 * The expert onboarding's steps (spec 02): connect_stripe without an account, reconnect_stripe while Stripe has not
 * finished it, thank_you right after a finished onboarding returns, create_expert once connected.
 */
export function expertOnboardingState(
  status: SellerStatus | undefined,
  returned: boolean,
): "loading" | "connect_stripe" | "reconnect_stripe" | "thank_you" | "create_expert" {
  if (!status) return "loading";
  if (status.stripeAccountId === NO_STRIPE_ACCOUNT) return "connect_stripe";
  if (status.status !== "true") return "reconnect_stripe";
  return returned ? "thank_you" : "create_expert";
}

/** The seller payments page's state (spec 03): the overview once connected or back from onboarding. */
export function sellerPageState(
  status: SellerStatus | undefined,
  returned: boolean,
): "loading" | "connect_stripe" | "reconnect_stripe" | "overview" {
  if (!status) return "loading";
  if (status.stripeAccountId !== NO_STRIPE_ACCOUNT && (status.status === "true" || returned)) return "overview";
  return status.stripeAccountId === NO_STRIPE_ACCOUNT ? "connect_stripe" : "reconnect_stripe";
}
