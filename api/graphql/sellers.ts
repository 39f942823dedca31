// Sellers (spec 02 "Expert onboarding", spec 03 "Seller"): connectStripe, checkStripeConnectionStatus,
// createStripeLoginLink and createAccountSession, for the signed-in user's own connected account only. Each answers
// its error as translated text in the result (the pages alert it), never a stack.
import { requireUser } from "../../src/domain/authorization.ts";
import { SellerSourceSchema } from "../../src/domain/sellers.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import type { GraphQLContext } from "./context.ts";
import { parseInput } from "./errors.ts";
import { connectionStatus, onboardingLink, sellerAccountOf } from "../services/sellers.ts";
import type { Resolvers } from "./generated/resolvers.ts";

export { typeDefs } from "./sellers-type-defs.ts";

const say = (context: GraphQLContext, key: string) =>
  createTranslator(context.locale, dictionaries[context.locale])(`sellers.errors.${key}`);

/** Stripe's own failure, logged; the user reads a translated line. */
function failed(context: GraphQLContext, what: string, error: unknown) {
  console.error(`sellers: ${what} failed:`, error instanceof Error ? error.message : error);
  return say(context, "stripeFailed");
}

export const resolvers: Resolvers = {
  Query: {
    checkStripeConnectionStatus: async (_root, _args, context) => {
      const userId = requireUser(context.viewer);
      const status = await connectionStatus(context.db, context.billing.payments.stripe, userId);
      return {
        stripeAccountId: status.stripeAccountId,
        status: status.status,
        error: status.stale ? say(context, "stripeFailed") : null,
      };
    },
  },
  Mutation: {
    connectStripe: async (_root, args, context) => {
      const userId = requireUser(context.viewer);
      const source = parseInput(SellerSourceSchema, args.source);
      const stripe = context.billing.payments.stripe;
      if (!stripe) return { url: null, error: say(context, "notConfigured") };
      try {
        const url = await onboardingLink(context.db, stripe, {
          userId,
          source,
          locale: context.locale,
          origin: context.origin,
        });
        return { url, error: null };
      } catch (error) {
        return { url: null, error: failed(context, "connectStripe", error) };
      }
    },
    createStripeLoginLink: async (_root, _args, context) => {
      const userId = requireUser(context.viewer);
      const stripe = context.billing.payments.stripe;
      if (!stripe) return { link: null, error: say(context, "notConfigured") };
      const account = await sellerAccountOf(context.db, userId);
      if (!account?.connected) return { link: null, error: say(context, "notConnected") };
      try {
        return { link: (await stripe.createLoginLink(account.stripeAccountId)).url, error: null };
      } catch (error) {
        return { link: null, error: failed(context, "createStripeLoginLink", error) };
      }
    },
    createAccountSession: async (_root, _args, context) => {
      const userId = requireUser(context.viewer);
      const { stripe, stripeConnect } = context.billing.payments;
      const none = { secret: null, publishableKey: null, scriptUrl: null };
      if (!stripe || !stripeConnect) return { ...none, error: say(context, "notConfigured") };
      const account = await sellerAccountOf(context.db, userId);
      if (!account) return { ...none, error: say(context, "notConnected") };
      try {
        const { clientSecret } = await stripe.createAccountSession(account.stripeAccountId);
        return { secret: clientSecret, ...stripeConnect, error: null };
      } catch (error) {
        return { ...none, error: failed(context, "createAccountSession", error) };
      }
    },
  },
};
