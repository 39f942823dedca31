// The catalogue (spec 03's getSubscriptionPlans, userGetCustomDiscount, getProductById, isCouponValid): the club's
// plans, the first-timer offer, coupon checks and products with the viewer's access to each.
import * as v from "valibot";
import { IdSchema, LanguageSchema } from "../../../src/domain/site.ts";
import { CouponCheckSchema, isFreeService, showsInstallment } from "../../../src/domain/billing.ts";
import { pictureUrl } from "../../../src/domain/pictures.ts";
import {
  checkCoupon,
  customDiscountFor,
  findProduct,
  findProductBySlug,
  listPlans,
  listProducts,
  nestedProducts,
  type Product,
} from "../../services/billing/catalogue.ts";
import { purchasedProductIds } from "../../services/billing/orders.ts";
import { LIMITS } from "../../services/rate-limit.ts";
import { limited } from "../auth.ts";
import { parseInput } from "../errors.ts";
import { viewerIndependent } from "../viewer-independent.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import type { GraphQLContext } from "../context.ts";
import { value } from "./shared.ts";

/** The viewer's access to these products (a paid order of the same slug), one query for the lot. */
async function productModels(context: GraphQLContext, rows: Product[]) {
  const bought = context.viewer.userId
    ? await purchasedProductIds(context.db, context.viewer.userId, rows.map((r) => r.id))
    : new Set<number>();
  return rows.map((row) => ({ row, access: bought.has(row.id) }));
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

export const resolvers: Resolvers = {
  Query: {
    getSubscriptionPlans: viewerIndependent(async (_root, args, { db }) => {
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
    }),
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
  },
  Mutation: {
    isCouponValid: (_root, args, context) => couponResult(context, args),
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
  },
};
