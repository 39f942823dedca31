// Billing, the catalogue side: the club's plans, the first-timer offer, products and coupon checks (spec 03's
// getSubscriptionPlans, userGetCustomDiscount, getProductById, isCouponValid). Checkout, providers and memberships
// build on these.
import * as v from "valibot";
import { eq } from "drizzle-orm";
import { IdSchema, LanguageSchema } from "../../src/domain/site.ts";
import {
  CancelSchema,
  CouponCheckSchema,
  CouponCodeSchema,
  isFreeService,
  membershipDiscount,
  PaymentSourceSchema,
  ProductCheckoutSchema,
  showsInstallment,
} from "../../src/domain/billing.ts";
import { isLocale } from "../../src/domain/locale.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";
import { coupons, customDiscounts, learningPaths, subscriptionCharges } from "../../db/schema/index.ts";
import {
  checkCoupon,
  customDiscountFor,
  findProduct,
  findProductBySlug,
  listPlans,
  listProducts,
  nestedProducts,
  planById,
  type Product,
  productForOrder,
} from "../services/billing/catalogue.ts";
import {
  startStripeProductCheckout,
  startYooProductPayment,
  startYooSubscriptionPayment,
} from "../services/billing/checkout.ts";
import {
  acceptRetentionOffer,
  cancelMembership,
  currentSubscription,
  renewMembership,
  RETENTION_OFFER_PERCENT,
  retentionOfferAvailable,
  type Subscription,
} from "../services/billing/memberships.ts";
import {
  filesOf,
  listPaidOrders,
  orderForProduct,
  purchasedProductIds,
  yooPaymentOwner,
} from "../services/billing/orders.ts";
import { applyYooPayment, type MailLater } from "../services/billing/events.ts";
import { mailMember } from "../services/billing/notifications.ts";
import { BillingError, USER_NOT_FOUND_MESSAGE } from "../services/billing/errors.ts";
import { LIMITS } from "../services/rate-limit.ts";
import { limited } from "./auth.ts";
import { appError, parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";
import type { GraphQLContext } from "./context.ts";
import type { SubscriptionModel } from "./models.ts";

export const typeDefs = /* GraphQL */ `
  enum BillingCycle {
    MONTHLY
    ANNUALLY
  }

  enum Currency {
    RUB
    USD
  }

  "The card issuer's choice: Yoo for a card issued in Russia, Stripe for any other country."
  enum PaymentProvider {
    Stripe
    Yoo
  }

  enum ProductKind {
    Coaching
    MockInterview
    DownloadableMedia
    Marathon
    LearningPathAccess
    ExternalAccess
    ConsultationWithCoach
  }

  enum ProductCategory {
    CAREER
    EDUCATION
    MOCK_INTERVIEW
    SELF_DEVELOPMENT
    UN
  }

  type Money {
    "In the currency's main unit (dollars, rubles), to two decimals."
    value: Float!
    currency: Currency!
  }

  type Plan {
    id: ID!
    billingCycle: BillingCycle!
    title: String!
    description: String!
    features: [String!]!
    "In the language's currency: rubles for ru, dollars for en."
    price: Money!
    priceInUsd: Float!
    priceInRub: Float!
    language: Language!
  }

  type CustomDiscount {
    id: ID!
    name: String!
    "Days of the trial, if any."
    trialPeriod: Int
    "Percent off the charges after the trial (20 = 20 %), if any."
    discountAfterTrial: Int
    group_description: String!
    group_description_en: String!
  }

  type CouponCheckResult {
    couponCode: String!
    "A fraction: 0.15 is 15 %."
    discountPercentage: Float!
    stripeCouponId: String
  }

  type Product {
    id: ID!
    slug: String!
    title: String!
    kind: ProductKind!
    category: ProductCategory
    "Benefit items separated by ' | '."
    description: String!
    priceInUsd: Float!
    priceInRub: Float!
    "Free to book (the free career consultation): never sold through checkout."
    isFree: Boolean!
    "The card offers payment in installments (services from $300)."
    showInstallment: Boolean!
    picture: Picture
    linkToProductInfo: String
    language: Language!
    "The products this one bundles."
    products: [Product!]!
    "Access, for a buyer with a paid order only (null for everyone else)."
    externalAccessLinkProps: ExternalAccessLinkProps
    accessToMarathonProps: AccessToMarathonProps
    accessToLearningPathProps: AccessToLearningPathProps
    downloadableMediaProps: DownloadableMediaProps
    consultationWithCoachProps: ConsultationWithCoachProps
  }

  "Which checkout paths work on this server (a provider without keys says it is not configured)."
  type PaymentProviders {
    stripe: Boolean!
    yoo: Boolean!
    "The YooKassa checkout widget script the page loads."
    yooWidgetUrl: String!
  }

  "Stripe's recurring price for a club plan."
  type StripePlan {
    id: ID!
    price: Float!
    currency: Currency!
    priceId: String!
  }

  type ExternalAccessLinkProps {
    url: String!
  }

  type AccessToMarathonProps {
    marathonTitle: String!
    linkForBooking: String!
  }

  type AccessLearningPath {
    title: String!
    slug: String!
  }

  type AccessToLearningPathProps {
    learningPath: AccessLearningPath
  }

  type ProductFile {
    id: ID!
    fileName: String!
    "A short-lived signed download link (10 minutes)."
    url: String!
  }

  type DownloadableMediaProps {
    files(limit: Int = 20): [ProductFile!]!
  }

  type Coach {
    firstName: String!
    lastName: String!
  }

  type ConsultationWithCoachProps {
    coach: Coach!
    linkForBooking: String!
  }

  "The money of an order or a subscription, in the currency's main unit."
  type OrderMoney {
    value: Float!
    currency: Currency!
  }

  enum OrderStatus {
    PENDING
    PAID
    FAILED
    CANCELLED
    REFUNDED
  }

  type Order {
    id: ID!
    created_at: String!
    status: OrderStatus!
    paymentProvider: PaymentProvider!
    quantity: Int!
    originalPrice: OrderMoney!
    discount: OrderMoney!
    totalPrice: OrderMoney!
    product: Product!
  }

  input OrdersFilter {
    status: OrderStatus
  }

  enum SubscriptionStatus {
    INCOMPLETE
    TRIALING
    ACTIVE
    PAST_DUE
    PAUSED
    SUSPENDED
    CANCELLED
  }

  type StripeSubscriptionDiscount {
    "Cents."
    amount_off: Int
    percent_off: Float
    "True while it still lowers a coming charge; false once spent on a charge already made."
    valid: Boolean!
    kind: MembershipDiscountKind!
    "The coupon's code, for a coupon's discount."
    couponCode: String
    "How many charges it covers."
    numberOfCharges: Int!
  }

  "Where a membership's discount comes from: a coupon at joining, the offer to stay, the first-timer offer after a trial."
  enum MembershipDiscountKind {
    COUPON
    RETENTION_OFFER
    FIRST_TIMER_OFFER
  }

  "A membership paid through Stripe (the card-provider kind)."
  type StripeSubscription {
    id: ID!
    planTitle: String!
    billingCycle: BillingCycle!
    status: SubscriptionStatus!
    currency: Currency!
    priceWithoutDiscount: Float!
    start_date: String
    current_period_start: String
    current_period_end: String
    stripeCustomerId: String
    cancel_at: String
    trial_end: String
    discount: StripeSubscriptionDiscount
    "True when the last charge failed and the member should update the card."
    showSubscriptionPaymentPrompt: Boolean!
    "The one retention offer (50 % off the next charge) may still be taken."
    retentionOfferAvailable: Boolean!
  }

  type YooRefund {
    yooId: String!
    yooStatus: String!
    amount: Float!
    capturedAt: String
  }

  type YooTransaction {
    yooId: String!
    yooStatus: String!
    price: Float!
    refunds: [YooRefund!]!
    capturedAt: String
  }

  type YooSubscriptionDiscount {
    percentage: Int!
    numberOfCharges: Int!
    kind: MembershipDiscountKind!
    couponCode: String
  }

  "A membership paid through YooKassa, renewed by the club from the saved card."
  type YooSubscription {
    id: ID!
    status: SubscriptionStatus!
    lastTimeAmount: Float
    startTime: String
    lastTimeCharge: String
    nextTimeCharge: String
    "When access ends for a cancelled membership (its paid period's end), as on the Stripe kind."
    cancel_at: String
    plan: Plan!
    transactions: [YooTransaction!]!
    discount: YooSubscriptionDiscount
    retentionOfferAvailable: Boolean!
  }

  union MySubscription = StripeSubscription | YooSubscription

  "A confirmation token for the YooKassa widget."
  type PaymentToken {
    "Empty when paid is true."
    confirmationToken: String!
    paymentId: String!
    "Nothing was left to pay (a whole-price coupon): the order is complete without the widget; go to the return page."
    paid: Boolean!
  }

  type CheckoutRedirect {
    url: String!
  }

  "Why a member leaves: one of the picker's reasons."
  enum CancelReason {
    TOO_EXPENSIVE
    FOUND_A_JOB
    NOT_USING
    MISSING_FEATURES
    TECHNICAL_PROBLEMS
    OTHER
  }

  extend type Query {
    "The published club plans, texts in the language asked for."
    getSubscriptionPlans(language: Language!): [Plan!]!
    "The first-timer offer (trial, discount after it) for the signed-in user; null for visitors and former members."
    userGetCustomDiscount: CustomDiscount
    "A coupon's discount if it fits this purchase; null means COUPON_INVALID."
    isCouponValid(
      couponCode: String!
      paymentProvider: PaymentProvider!
      isSubscription: Boolean!
      productId: ID
    ): CouponCheckResult
    getProductById(id: ID!): Product
    "A published product by its slug, in the language asked for."
    getProductBySlug(slug: String!, language: Language!): Product
    "The published services and products of a language (the services pages), optionally of one category."
    getProducts(language: Language!, category: ProductCategory): [Product!]!
    "Stripe's price for a club plan; null when Stripe is not configured or the plan has no Stripe price."
    getStripeSubscriptionPlan(unihowPlanId: ID!): StripePlan
    getPaymentProviders: PaymentProviders!
    "The signed-in user's membership, of either provider; null when there is none."
    getMySubscription: MySubscription
    "The signed-in user's paid orders, newest first (limit at most 100)."
    getOrders(filter: OrdersFilter, paginationOptions: PaginationOptions): [Order!]!
    "The viewer's paid order of this product (either language's row), else their latest order of it in any state."
    getMyOrderForProduct(productId: ID!): Order
  }

  extend type Mutation {
    "The same check as the query, as checkout sends it."
    isCouponValid(
      couponCode: String!
      paymentProvider: PaymentProvider!
      isSubscription: Boolean!
      productId: ID
    ): CouponCheckResult
    "A Stripe Checkout Session for one product; redirectUrl is the locale's order-completed path."
    createStripeProductSession(quantity: Int!, productId: ID!, redirectUrl: String!, couponCode: String): CheckoutRedirect!
    "A YooKassa payment for a club plan (the card is saved for renewals); the token renders the widget."
    initSubscriptionToken(planId: ID!, payment_source: String, couponCode: String): PaymentToken!
    "A YooKassa payment for one product."
    initYooOrderToken(quantity: Int!, productId: ID!, couponCode: String): PaymentToken!
    "Re-reads a YooKassa payment of the signed-in user and applies it if it succeeded (the widget's return page)."
    confirmYooPayment(paymentId: String!): Boolean!
    "Stops renewal at the end of the paid period (the member keeps access until then)."
    cancelMySubscription(reason: CancelReason, comment: String): MySubscription
    "Takes back a cancellation before the period ends."
    renewMySubscription: MySubscription
    "Stays, with 50 % off the next charge; offered once per membership, before cancelling."
    acceptRetentionOffer: MySubscription
  }
`;

const value = (minor: number) => Math.round(minor) / 100;
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/**
 * The membership's discount (src/domain/billing.ts decides which): the offer to stay waiting for the next charge (a
 * YooKassa membership owes its percent; Stripe holds the once-coupon it was given), the first-timer offer, the coupon.
 */
async function discountOf(db: GraphQLContext["db"], sub: SubscriptionModel) {
  const retentionPercent = sub.provider === "YOO"
    ? sub.pendingDiscountPercent
    : sub.retentionOfferUsedAt && sub.status !== "CANCELLED"
    ? RETENTION_OFFER_PERCENT
    : null;
  const [offer] = sub.customDiscountId
    ? await db.select().from(customDiscounts).where(eq(customDiscounts.id, sub.customDiscountId))
    : [];
  const [coupon] = sub.couponId
    ? await db.select({ code: coupons.code, discountBasisPoints: coupons.discountBasisPoints }).from(coupons)
      .where(eq(coupons.id, sub.couponId))
    : [];
  return membershipDiscount({
    numberOfCharges: sub.numberOfCharges,
    retentionPercent,
    offer: offer ?? null,
    coupon: coupon ?? null,
  });
}

/** A service's refusal as the GraphQL error the pages translate. */
function billingFailure(error: unknown): never {
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

async function guarded<T>(work: () => Promise<T>): Promise<T> {
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
function buyerId(context: GraphQLContext): string {
  if (!context.viewer.userId) billingFailure(new BillingError("USER_NOT_FOUND"));
  return context.viewer.userId!;
}

async function checkoutLimited(context: GraphQLContext, userId: string) {
  await limited(context, [[`checkout:user:${userId}`, LIMITS.checkoutPerUser]]);
}

/** The viewer's access to these products (a paid order of the same slug), one query for the lot. */
async function productModels(context: GraphQLContext, rows: Product[]) {
  const bought = context.viewer.userId
    ? await purchasedProductIds(context.db, context.viewer.userId, rows.map((r) => r.id))
    : new Set<number>();
  return rows.map((row) => ({ row, access: bought.has(row.id) }));
}

function mailLaterFor(context: GraphQLContext): MailLater {
  return (userId, kind, details) =>
    context.background(mailMember(context.db, context.mailer, context.origin, userId, kind, details));
}

function subscriptionModel(sub: Subscription | null): SubscriptionModel | null {
  return sub && { ...sub, __typename: sub.provider === "STRIPE" ? "StripeSubscription" : "YooSubscription" };
}

async function couponResult(
  context: GraphQLContext,
  args: { couponCode: string; paymentProvider: "Stripe" | "Yoo"; isSubscription: boolean; productId?: string | null },
) {
  const input = parseInput(CouponCheckSchema, {
    couponCode: args.couponCode,
    productId: args.productId ?? undefined,
  });
  await limited(context, [[`coupon:ip:${context.session?.ip ?? "ssr"}`, LIMITS.couponCheckPerIp]]);
  const check = await checkCoupon(context.db, {
    code: input.couponCode,
    provider: args.paymentProvider === "Stripe" ? "STRIPE" : "YOO",
    isSubscription: args.isSubscription,
    productId: input.productId ? Number(input.productId) : null,
  }, context.now());
  if (!check.valid) return null;
  return {
    couponCode: check.code,
    discountPercentage: check.discountBasisPoints / 10_000,
    stripeCouponId: check.stripeCouponId,
  };
}

/** A same-site path for the order-completed return (the page sends `{locale}/order-completed?prId={id}`). */
function returnPath(redirectUrl: string, fallback: string): string {
  const path = redirectUrl.startsWith("/") ? redirectUrl : `/${redirectUrl}`;
  return /^\/(ru|en)\/[a-z0-9/_-]*(\?[\w=&%.-]*)?$/i.test(path) && !path.startsWith("//") ? path : fallback;
}

export const resolvers: Resolvers = {
  Query: {
    getSubscriptionPlans: async (_root, args, { db }) => {
      const language = parseInput(v.object({ language: LanguageSchema }), args).language;
      const ru = language === "ru";
      return (await listPlans(db)).map((plan) => ({
        id: String(plan.id),
        billingCycle: plan.billingCycle,
        title: ru ? plan.titleRu : plan.titleEn,
        description: ru ? plan.descriptionRu : plan.descriptionEn,
        features: ru ? plan.featuresRu : plan.featuresEn,
        price: ru ? { value: value(plan.priceRub), currency: "RUB" } : { value: value(plan.priceUsd), currency: "USD" },
        priceInUsd: value(plan.priceUsd),
        priceInRub: value(plan.priceRub),
        language,
      }));
    },
    userGetCustomDiscount: async (_root, _args, { db, viewer }) => {
      if (!viewer.userId) return null;
      const offer = await customDiscountFor(db, viewer.userId);
      return offer && {
        id: String(offer.id),
        name: offer.name,
        trialPeriod: offer.trialPeriodDays,
        discountAfterTrial: offer.discountAfterTrial,
        group_description: offer.groupDescription,
        group_description_en: offer.groupDescriptionEn,
      };
    },
    isCouponValid: (_root, args, context) => couponResult(context, args),
    getProductById: async (_root, args, context) => {
      const id = Number(parseInput(v.object({ id: IdSchema }), args).id);
      const product = await findProduct(context.db, id);
      return product && (await productModels(context, [product]))[0];
    },
    getProductBySlug: async (_root, args, context) => {
      const input = parseInput(
        v.object({
          slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,100}$/, "errors.NOT_FOUND")),
          language: LanguageSchema,
        }),
        args,
      );
      const product = await findProductBySlug(context.db, input.slug, input.language);
      return product && (await productModels(context, [product]))[0];
    },
    getProducts: async (_root, args, context) => {
      const input = parseInput(
        v.object({
          language: LanguageSchema,
          category: v.nullish(v.picklist(["CAREER", "EDUCATION", "MOCK_INTERVIEW", "SELF_DEVELOPMENT", "UN"] as const)),
        }),
        args,
      );
      return await productModels(context, await listProducts(context.db, input.language, input.category ?? null));
    },
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
    getPaymentProviders: (_root, _args, { billing }) => ({
      stripe: Boolean(billing.payments.stripe),
      yoo: Boolean(billing.payments.yoo),
      yooWidgetUrl: billing.payments.yooWidgetUrl,
    }),
    getMySubscription: async (_root, _args, context) => {
      if (!context.viewer.userId) return null;
      return subscriptionModel(await currentSubscription(context.db, context.viewer.userId));
    },
    getOrders: async (_root, args, context) => {
      if (!context.viewer.userId) return [];
      const input = parseInput(
        v.object({
          paginationOptions: v.nullish(v.object({
            limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
            skip: v.nullish(v.number()),
          })),
        }),
        { paginationOptions: args.paginationOptions },
      );
      return await listPaidOrders(context.db, context.viewer.userId, input.paginationOptions?.limit ?? 100);
    },
    getMyOrderForProduct: async (_root, args, context) => {
      if (!context.viewer.userId) return null;
      const id = Number(parseInput(v.object({ productId: IdSchema }), args).productId);
      return await orderForProduct(context.db, context.viewer.userId, id);
    },
  },
  Mutation: {
    isCouponValid: (_root, args, context) => couponResult(context, args),
    createStripeProductSession: async (_root, args, context) => {
      const userId = buyerId(context);
      const input = parseInput(ProductCheckoutSchema, {
        quantity: args.quantity,
        productId: args.productId,
        couponCode: args.couponCode || null,
      });
      await checkoutLimited(context, userId);
      const locale = isLocale(context.locale) ? context.locale : "ru";
      const productId = Number(input.productId);
      const back = returnPath(args.redirectUrl, `/${locale}/order-completed?prId=${productId}`);
      const origin = context.origin;
      const product = await findProduct(context.db, productId);
      return await guarded(async () => {
        const { url } = await startStripeProductCheckout(
          context.db,
          context.billing.payments,
          {
            userId,
            productId,
            quantity: input.quantity,
            couponCode: input.couponCode ?? null,
            successUrl: `${origin}${back}`,
            cancelUrl: `${origin}/${locale}/buy-service/${product?.slug ?? ""}/?status=canceled`,
          },
          context.now(),
          mailLaterFor(context),
        );
        return { url };
      });
    },
    initYooOrderToken: async (_root, args, context) => {
      const userId = buyerId(context);
      const input = parseInput(ProductCheckoutSchema, {
        quantity: args.quantity,
        productId: args.productId,
        couponCode: args.couponCode || null,
      });
      await checkoutLimited(context, userId);
      return await guarded(() =>
        startYooProductPayment(
          context.db,
          context.billing.payments,
          {
            userId,
            productId: Number(input.productId),
            quantity: input.quantity,
            couponCode: input.couponCode ?? null,
          },
          context.now(),
          mailLaterFor(context),
        )
      );
    },
    initSubscriptionToken: async (_root, args, context) => {
      const userId = buyerId(context);
      const input = parseInput(
        v.object({ planId: IdSchema, paymentSource: PaymentSourceSchema, couponCode: v.nullish(CouponCodeSchema) }),
        { planId: args.planId, paymentSource: args.payment_source ?? undefined, couponCode: args.couponCode || null },
      );
      await checkoutLimited(context, userId);
      return await guarded(() =>
        startYooSubscriptionPayment(
          context.db,
          context.billing.payments,
          {
            userId,
            planId: Number(input.planId),
            paymentSource: input.paymentSource,
            couponCode: input.couponCode ?? null,
          },
          context.now(),
          mailLaterFor(context),
        )
      );
    },
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
      await applyYooPayment(context.db, payment, mailLaterFor(context), context.now());
      return payment.status === "succeeded";
    },
    cancelMySubscription: async (_root, args, context) => {
      const userId = buyerId(context);
      const input = parseInput(CancelSchema, { reason: args.reason, comment: args.comment });
      const sub = await guarded(() =>
        cancelMembership(
          context.db,
          context.billing.payments,
          userId,
          {
            reason: input.reason ?? null,
            comment: input.comment ?? null,
          },
          context.now(),
          mailLaterFor(context),
        )
      );
      return subscriptionModel(sub);
    },
    renewMySubscription: async (_root, _args, context) => {
      const userId = buyerId(context);
      return subscriptionModel(
        await guarded(() => renewMembership(context.db, context.billing.payments, userId, context.now())),
      );
    },
    acceptRetentionOffer: async (_root, _args, context) => {
      const userId = buyerId(context);
      return subscriptionModel(
        await guarded(() => acceptRetentionOffer(context.db, context.billing.payments, userId, context.now())),
      );
    },
  },
  Product: {
    id: ({ row }) => String(row.id),
    slug: ({ row }) => row.slug,
    title: ({ row }) => row.title,
    kind: ({ row }) => row.kind,
    category: ({ row }) => row.category,
    description: ({ row }) => row.description,
    priceInUsd: ({ row }) => value(row.priceUsd),
    priceInRub: ({ row }) => value(row.priceRubResolved),
    isFree: ({ row }) => isFreeService(row.priceUsd),
    showInstallment: ({ row }) => showsInstallment(value(row.priceUsd)),
    // A product without its own picture shows the generated cover of its slug (never a card without a picture).
    picture: ({ row }) => ({ url: row.picture ?? pictureUrl("cover", row.slug) }),
    linkToProductInfo: ({ row }) => row.linkToProductInfo,
    language: ({ row }) => row.language,
    products: async ({ row }, _args, context) => await productModels(context, await nestedProducts(context.db, row.id)),
    externalAccessLinkProps: ({ row, access }) =>
      access && row.externalAccessUrl ? { url: row.externalAccessUrl } : null,
    accessToMarathonProps: ({ row, access }) =>
      access && row.marathonBookingLink
        ? { marathonTitle: row.marathonTitle ?? row.title, linkForBooking: row.marathonBookingLink }
        : null,
    accessToLearningPathProps: async ({ row, access }, _args, { db }) => {
      if (!access || row.kind !== "LearningPathAccess") return null;
      const [path] = row.learningPathId
        ? await db.select({ title: learningPaths.title, slug: learningPaths.slug }).from(learningPaths)
          .where(eq(learningPaths.id, row.learningPathId))
        : [];
      return { learningPath: path ?? null };
    },
    downloadableMediaProps: (model) => (model.access && model.row.kind === "DownloadableMedia" ? model : null),
    consultationWithCoachProps: ({ row, access }) =>
      access && row.coachBookingLink
        ? {
          coach: { firstName: row.coachFirstName ?? "", lastName: row.coachLastName ?? "" },
          linkForBooking: row.coachBookingLink,
        }
        : null,
  },
  DownloadableMediaProps: {
    files: async ({ row }, args, context) => {
      const limit = parseInput(
        v.object({ limit: v.nullish(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 20) }),
        args,
      ).limit;
      const files = await filesOf(context.db, row.id, limit);
      return await Promise.all(files.map(async (f) => ({
        id: String(f.id),
        fileName: f.fileName,
        url: await context.billing.files.sign(f.id, context.now()),
      })));
    },
  },
  Order: {
    id: (order) => order.id,
    created_at: (order) => order.createdAt.toISOString(),
    status: (order) => order.status,
    paymentProvider: (order) => (order.provider === "STRIPE" ? "Stripe" : "Yoo"),
    quantity: (order) => order.quantity,
    originalPrice: (order) => ({ value: value(order.originalPrice), currency: order.currency }),
    discount: (order) => ({ value: value(order.discount), currency: order.currency }),
    totalPrice: (order) => ({ value: value(order.totalPrice), currency: order.currency }),
    product: async (order, _args, { db, locale }) => {
      const product = await productForOrder(db, order.productId, locale === "en" ? "en" : "ru");
      // A paid order gives its buyer the product's access.
      return { row: product!, access: order.status === "PAID" };
    },
  },
  StripeSubscription: {
    id: (sub) => sub.id,
    planTitle: async (sub, _args, { db, locale }) => {
      const plan = await planById(db, sub.planId);
      return plan ? (locale === "en" ? plan.titleEn : plan.titleRu) : "";
    },
    billingCycle: async (sub, _args, { db }) => (await planById(db, sub.planId))?.billingCycle ?? "MONTHLY",
    status: (sub) => sub.status,
    currency: (sub) => sub.currency,
    priceWithoutDiscount: (sub) => value(sub.priceWithoutDiscount),
    start_date: (sub) => iso(sub.startedAt),
    current_period_start: (sub) => iso(sub.currentPeriodStart),
    current_period_end: (sub) => iso(sub.currentPeriodEnd),
    stripeCustomerId: (sub) => sub.stripeCustomerId,
    cancel_at: (sub) => iso(sub.cancelAt),
    trial_end: (sub) => iso(sub.trialEnd),
    discount: async (sub, _args, { db }) => {
      const discount = await discountOf(db, sub);
      return discount && {
        amount_off: null,
        percent_off: discount.percent,
        valid: discount.pending,
        kind: discount.kind,
        couponCode: discount.couponCode,
        numberOfCharges: discount.charges,
      };
    },
    showSubscriptionPaymentPrompt: (sub) => sub.status === "PAST_DUE" || Boolean(sub.paymentFailedAt),
    retentionOfferAvailable: (sub) => retentionOfferAvailable(sub),
  },
  YooSubscription: {
    id: (sub) => sub.id,
    status: (sub) => sub.status,
    lastTimeAmount: (sub) => (sub.lastChargeAmount === null ? null : value(sub.lastChargeAmount)),
    startTime: (sub) => iso(sub.startedAt),
    lastTimeCharge: (sub) => iso(sub.lastChargeAt),
    nextTimeCharge: (sub) => (sub.status === "CANCELLED" || sub.status === "PAUSED" ? null : iso(sub.currentPeriodEnd)),
    cancel_at: (sub) => (sub.status === "PAUSED" ? iso(sub.cancelAt ?? sub.currentPeriodEnd) : iso(sub.cancelAt)),
    plan: async (sub, _args, { db, locale }) => {
      const plan = (await planById(db, sub.planId))!;
      const ru = locale !== "en";
      return {
        id: String(plan.id),
        billingCycle: plan.billingCycle,
        title: ru ? plan.titleRu : plan.titleEn,
        description: ru ? plan.descriptionRu : plan.descriptionEn,
        features: ru ? plan.featuresRu : plan.featuresEn,
        price: { value: value(sub.priceWithoutDiscount), currency: "RUB" },
        priceInUsd: value(plan.priceUsd),
        priceInRub: value(plan.priceRub),
        language: ru ? "ru" : "en",
      };
    },
    transactions: async (sub, _args, { db }) => {
      const rows = await db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, sub.id))
        .orderBy(subscriptionCharges.createdAt);
      return rows.filter((c) => c.providerPaymentId).map((c) => ({
        yooId: c.providerPaymentId!,
        yooStatus: c.status === "SUCCEEDED" ? "succeeded" : c.status === "FAILED" ? "canceled" : "pending",
        price: value(c.amount),
        refunds: [],
        capturedAt: iso(c.capturedAt),
      }));
    },
    discount: async (sub, _args, { db }) => {
      const discount = await discountOf(db, sub);
      return discount && {
        percentage: Math.round(discount.percent),
        numberOfCharges: discount.charges,
        kind: discount.kind,
        couponCode: discount.couponCode,
      };
    },
    retentionOfferAvailable: (sub) => retentionOfferAvailable(sub),
  },
};
