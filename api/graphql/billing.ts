// Billing, the catalogue side: the club's plans, the first-timer offer, products and coupon checks (spec 03's
// getSubscriptionPlans, userGetCustomDiscount, getProductById, isCouponValid). Checkout, providers and memberships
// build on these.
import * as v from "valibot";
import { IdSchema, LanguageSchema } from "../../src/domain/site.ts";
import { CouponCheckSchema } from "../../src/domain/billing.ts";
import { checkCoupon, customDiscountFor, findProduct, listPlans } from "../services/billing/catalogue.ts";
import { LIMITS } from "../services/rate-limit.ts";
import { limited } from "./auth.ts";
import { parseInput } from "./errors.ts";
import type { Resolvers } from "./generated/resolvers.ts";
import type { GraphQLContext } from "./context.ts";

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
    picture: Picture
    linkToProductInfo: String
    language: Language!
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
  }

  extend type Mutation {
    "The same check as the query, as checkout sends it."
    isCouponValid(
      couponCode: String!
      paymentProvider: PaymentProvider!
      isSubscription: Boolean!
      productId: ID
    ): CouponCheckResult
  }
`;

const value = (minor: number) => Math.round(minor) / 100;

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
    productId: input.productId ?? null,
  }, context.now());
  if (!check.valid) return null;
  return {
    couponCode: check.code,
    discountPercentage: check.discountBasisPoints / 10_000,
    stripeCouponId: check.stripeCouponId,
  };
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
    getProductById: async (_root, args, { db }) => {
      const id = Number(parseInput(v.object({ id: IdSchema }), args).id);
      const product = await findProduct(db, id);
      return product && {
        id: String(product.id),
        slug: product.slug,
        title: product.title,
        kind: product.kind,
        category: product.category,
        description: product.description,
        priceInUsd: value(product.priceUsd),
        priceInRub: value(product.priceRubResolved),
        picture: product.picture ? { url: product.picture } : null,
        linkToProductInfo: product.linkToProductInfo,
        language: product.language,
      };
    },
  },
  Mutation: {
    isCouponValid: (_root, args, context) => couponResult(context, args),
  },
};
