// What billing's resolvers share: the signed-in buyer, a service's refusal as the GraphQL error the pages translate,
// mail sent after the answer, and money and dates as the contract writes them.
import type { MailLater } from "../../services/billing/recording.ts";
import { mailMember } from "../../services/billing/notifications.ts";
import { BillingError, USER_NOT_FOUND_MESSAGE } from "../../services/billing/errors.ts";
import { appError } from "../errors.ts";
import { toMainUnits } from "../../../src/domain/money.ts";
import type { GraphQLContext } from "../context.ts";

/** Minor units (cents, kopecks) as the contract's value in the main unit. */
export const value = (minor: number) => toMainUnits(Math.round(minor));
export const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** A service's refusal as the GraphQL error the pages translate. */
export function billingFailure(error: unknown): never {
  if (!(error instanceof BillingError)) throw error;
  switch (error.code) {
    case "USER_NOT_FOUND":
      throw appError("UNAUTHENTICATED", USER_NOT_FOUND_MESSAGE, { i18nKey: "billing.errors.USER_NOT_FOUND" });
    case "NOT_CONFIGURED":
      throw appError("NOT_CONFIGURED", error.message, { i18nKey: "billing.errors.NOT_CONFIGURED" });
    case "COUPON_INVALID":
      throw appError("BAD_USER_INPUT", "COUPON_INVALID", {
        i18nKey: "billing.errors.COUPON_INVALID",
        fields: { couponCode: "billing.errors.COUPON_INVALID" },
      });
    case "PAYMENT_NOT_FOUND":
      throw appError("BAD_USER_INPUT", error.message, { i18nKey: "billing.errors.PAYMENT_NOT_FOUND" });
    case "PLAN_NOT_FOUND":
    case "PRODUCT_NOT_FOUND":
    case "NO_SUBSCRIPTION":
      throw appError("NOT_FOUND", error.message, { i18nKey: `billing.errors.${error.code}` });
    case "ALREADY_MEMBER":
    case "WRONG_STATE":
    case "OFFER_USED":
    case "FORBIDDEN":
      throw appError("FORBIDDEN", error.message, { i18nKey: `billing.errors.${error.code}` });
    case "PROVIDER_ERROR":
      throw appError("INTERNAL_SERVER_ERROR", "The payment provider failed", {
        i18nKey: "billing.errors.PROVIDER_ERROR",
      });
  }
}

export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof BillingError) billingFailure(error);
    // A provider that cannot be reached or answers an error: translated, never a stack trace.
    if (error instanceof Error && !(error as { extensions?: unknown }).extensions) {
      console.error("billing: provider call failed:", error);
      throw appError("INTERNAL_SERVER_ERROR", "The payment provider failed", {
        i18nKey: "billing.errors.PROVIDER_ERROR",
      });
    }
    throw error;
  }
}

/** The signed-in user, or the spec's 'USER NOT FOUND'. */
export function buyerId(context: GraphQLContext): string {
  if (!context.viewer.userId) billingFailure(new BillingError("USER_NOT_FOUND"));
  return context.viewer.userId!;
}

export function mailLaterFor(context: GraphQLContext): MailLater {
  return (userId, kind, details) =>
    context.background(mailMember(context.db, context.mailer, context.origin, userId, kind, details));
}
