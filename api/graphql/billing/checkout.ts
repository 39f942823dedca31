// Checkout: which providers work, Stripe's price for a plan, a Stripe Checkout Session or a YooKassa payment for a
// product or a plan, and the widget's return page confirming a YooKassa payment.
import * as v from "valibot";
import { IdSchema } from "../../../src/domain/site.ts";
import { CouponCodeSchema, PaymentSourceSchema, ProductCheckoutSchema } from "../../../src/domain/billing.ts";
import { isLocale } from "../../../src/domain/locale.ts";
import { safeRedirectPath } from "../../../src/domain/redirect.ts";
import { findProduct, planById } from "../../services/billing/catalogue.ts";
import {
  startStripeSubscription,
  startYooSubscriptionPayment,
  stripeSubscriptionReturns,
  type YooPaymentStart,
} from "../../services/billing/checkout.ts";
import { startStripeProductCheckout, startYooProductPayment } from "../../services/billing/product-checkout.ts";
import { yooPaymentOwner } from "../../services/billing/orders.ts";
import { applyYooPayment } from "../../services/billing/yoo-notifications.ts";
import { BillingError } from "../../services/billing/errors.ts";
import { LIMITS } from "../../services/rate-limit.ts";
import { limited } from "../auth.ts";
import { parseInput } from "../errors.ts";
import { viewerIndependent } from "../viewer-independent.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import type { GraphQLContext } from "../context.ts";
import type { DbOrTx } from "../../../db/client.ts";
import type { Payments } from "../../integrations/payments.ts";
import type { MailLater } from "../../services/billing/recording.ts";
import { billingFailure, buyerId, guarded, mailLaterFor, value } from "./shared.ts";

/** A started YooKassa payment as PaymentToken: the amount YooKassa was asked for, in rubles. */
function paymentToken(start: YooPaymentStart) {
  return { ...start, amount: { value: value(start.amount), currency: "RUB" as const } };
}

async function checkoutLimited(context: GraphQLContext, userId: string) {
  await limited(context, [[`checkout:user:${userId}`, LIMITS.checkoutPerUser]]);
}

/** A same-site path for the order-completed return (the page sends `{locale}/order-completed?prId={id}`). */
function returnPath(redirectUrl: string, fallback: string): string {
  const path = redirectUrl.startsWith("/") ? redirectUrl : `/${redirectUrl}`;
  return /^\/(ru|en)\/[a-z0-9/_-]*(\?[\w=&%.-]*)?$/i.test(path) && !path.startsWith("//") ? path : fallback;
}

/** The signed-in buyer's order of a product, as a checkout sends it, once the checkout rate limit lets it through. */
async function productOrder(
  context: GraphQLContext,
  args: { quantity: number; productId: string; couponCode?: string | null },
) {
  const userId = buyerId(context);
  const input = parseInput(ProductCheckoutSchema, {
    quantity: args.quantity,
    productId: args.productId,
    couponCode: args.couponCode || null,
  });
  await checkoutLimited(context, userId);
  return { userId, productId: Number(input.productId), quantity: input.quantity, couponCode: input.couponCode ?? null };
}

/** The signed-in buyer's order of a membership plan, as a checkout sends it, once the rate limit lets it through. */
async function planOrder(
  context: GraphQLContext,
  args: { planId: string; payment_source?: string | null; couponCode?: string | null },
) {
  const userId = buyerId(context);
  const input = parseInput(
    v.object({ planId: IdSchema, paymentSource: PaymentSourceSchema, couponCode: v.nullish(CouponCodeSchema) }),
    { planId: args.planId, paymentSource: args.payment_source ?? undefined, couponCode: args.couponCode || null },
  );
  await checkoutLimited(context, userId);
  return {
    userId,
    planId: Number(input.planId),
    paymentSource: input.paymentSource,
    couponCode: input.couponCode ?? null,
  };
}

type CheckoutStart<Input, Started> = (
  db: DbOrTx,
  payments: Payments,
  input: Input,
  now: Date,
  mailLater: MailLater,
) => Promise<Started>;

/** Runs a checkout service with the request's database, providers, clock and mail; a refusal as a billing error. */
function startCheckout<Input, Started>(
  context: GraphQLContext,
  start: CheckoutStart<Input, Started>,
  input: Input,
): Promise<Started> {
  return guarded(() => start(context.db, context.billing.payments, input, context.now(), mailLaterFor(context)));
}

export const resolvers: Resolvers = {
  Query: {
    getStripeSubscriptionPlan: async (_root, args, context) => {
      const id = Number(parseInput(v.object({ unihowPlanId: IdSchema }), args).unihowPlanId);
      const stripe = context.billing.payments.stripe;
      const plan = await planById(context.db, id);
      if (!stripe || !plan?.stripePriceId || plan.status !== "PUBLISHED") return null;
      const price = await guarded(() => stripe.retrievePrice(plan.stripePriceId!));
      return {
        id: String(plan.id),
        price: value(price.unitAmount),
        currency: price.currency.toUpperCase() === "RUB" ? "RUB" : "USD",
        priceId: price.id,
      };
    },
    getPaymentProviders: viewerIndependent((_root, _args, { billing }) => ({
      stripe: Boolean(billing.payments.stripe),
      yoo: Boolean(billing.payments.yoo),
      yooWidgetUrl: billing.payments.yooWidgetUrl,
    })),
  },
  Mutation: {
    createStripeProductSession: async (_root, args, context) => {
      const order = await productOrder(context, args);
      const locale = isLocale(context.locale) ? context.locale : "ru";
      const back = returnPath(args.redirectUrl, `/${locale}/order-completed?prId=${order.productId}`);
      const origin = context.origin;
      const product = await findProduct(context.db, order.productId);
      const { url } = await startCheckout(context, startStripeProductCheckout, {
        ...order,
        successUrl: `${origin}${back}`,
        cancelUrl: `${origin}/${locale}/buy-service/${product?.slug ?? ""}/?status=canceled`,
      });
      return { url };
    },
    createStripeSubscriptionSession: async (_root, args, context) => {
      const { couponCode, ...order } = await planOrder(context, args);
      const locale = isLocale(context.locale) ? context.locale : "ru";
      return await startCheckout(context, startStripeSubscription, {
        ...order,
        stripePriceId: null,
        coupon: couponCode ? { code: couponCode } : null,
        ...stripeSubscriptionReturns(context.origin, locale, order.planId, safeRedirectPath(args.redirectUrl ?? null)),
      });
    },
    initYooOrderToken: async (_root, args, context) =>
      paymentToken(await startCheckout(context, startYooProductPayment, await productOrder(context, args))),
    initSubscriptionToken: async (_root, args, context) =>
      paymentToken(await startCheckout(context, startYooSubscriptionPayment, await planOrder(context, args))),
    confirmYooPayment: async (_root, args, context) => {
      const userId = buyerId(context);
      const id =
        parseInput(v.object({ paymentId: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/, "errors.NOT_FOUND")) }), args)
          .paymentId;
      const yoo = context.billing.payments.yoo;
      if (!yoo) billingFailure(new BillingError("NOT_CONFIGURED"));
      // A payment id none of our orders or memberships holds is the client's mistake, answered before YooKassa is
      // asked; anyone else's answers false, as a payment not yet confirmed.
      const owner = await yooPaymentOwner(context.db, id);
      if (!owner) billingFailure(new BillingError("PAYMENT_NOT_FOUND"));
      if (owner!.userId !== userId) return false;
      // Already confirmed (or a free order that never went to YooKassa): nothing to ask.
      if (owner!.paid) return true;
      const payment = await guarded(async () => {
        try {
          return await yoo!.getPayment(id);
        } catch (error) {
          if ((error as { statusCode?: unknown }).statusCode === 404) throw new BillingError("PAYMENT_NOT_FOUND");
          throw error;
        }
      });
      if (payment.metadata.userId !== userId) return false;
      await applyYooPayment(context.db, payment, mailLaterFor(context), context.now(), context.commissions);
      return payment.status === "succeeded";
    },
  },
};
