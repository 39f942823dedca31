// The checkout's shared vocabulary: the provider as the API names it, a coupon the server accepted, the first-timer offer.
import type { CheckoutProvider } from "../../../domain/money.ts";

/** The card issuer's choice as the GraphQL enum PaymentProvider names it: Yoo for Russia, Stripe for elsewhere. */
export type Provider = "Stripe" | "Yoo";

/** An isCouponValid answer the page may use: for Stripe it always carries a stripeCouponId. */
export type AppliedCoupon = { couponCode: string; discountPercentage: number; stripeCouponId: string | null };

/** userGetCustomDiscount's trial and discount after it (subscriptions only; null for products). */
export type CheckoutOffer = { trialPeriod?: number | null; discountAfterTrial?: number | null } | null;

/** money.ts names providers by their database codes. */
export const moneyProvider = (provider: Provider): CheckoutProvider => (provider === "Yoo" ? "YOO" : "STRIPE");
