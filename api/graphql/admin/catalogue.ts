// The back office's catalogue: each resolver authorizes (admin/guard.ts), parses with the shared schemas
// (src/domain/admin-catalogue.ts) and calls one service function (api/services/admin/catalogue*.ts). A write that
// changes what the public sees (a product or a plan published before or after) makes the CDN drop its copies of the
// pages; a coupon saved while Stripe is configured gets its Stripe coupon after the answer.
import {
  ADMIN_CATALOGUE_PAGE_SIZE,
  AdminCouponInputSchema,
  AdminCouponsFilterSchema,
  AdminOfferInputSchema,
  AdminPlanInputSchema,
  AdminProductInputSchema,
  AdminProductsFilterSchema,
} from "../../../src/domain/admin-catalogue.ts";
import { openUntilDay } from "../../../src/domain/admin-jobs.ts";
import { AdminPageSchema } from "../../../src/domain/admin.ts";
import { servicePath } from "../../../src/domain/billing.ts";
import { IdSchema } from "../../../src/domain/site.ts";
import {
  type AdminProduct,
  archiveAdminProduct,
  CatalogueRefusal,
  type CatalogueWrite,
  deleteAdminProduct,
  findAdminPlan,
  findAdminProduct,
  listAdminPlans,
  listAdminProducts,
  type PlanRow,
  productChoices,
  productsRate,
  saveAdminPlan,
  saveAdminProduct,
} from "../../services/admin/catalogue.ts";
import {
  type AdminCoupon,
  deleteAdminCoupon,
  findAdminCoupon,
  isCouponUsed,
  listAdminCoupons,
  listAdminOffers,
  type OfferRow,
  saveAdminCoupon,
  saveAdminOffer,
} from "../../services/admin/catalogue-coupons.ts";
import { syncStripeCoupon } from "../../services/promoters/sync-stripe-coupons.ts";
import type { GraphQLContext } from "../context.ts";
import { appError, parseInput } from "../errors.ts";
import type { Resolvers } from "../generated/resolvers.ts";
import { authorizeAdmin } from "./guard.ts";

const E = "adminCatalogue.errors";

const REFUSALS = {
  notFound: () => appError("NOT_FOUND", "No such entry", { i18nKey: `${E}.notFound` }),
  slugTaken: () =>
    appError("BAD_USER_INPUT", "The page name is taken in this language", {
      i18nKey: `${E}.slugTaken`,
      fields: { slug: `${E}.slugTaken` },
    }),
  productInUse: () =>
    appError("BAD_USER_INPUT", "Orders or coupons name this product: archive it instead", {
      i18nKey: `${E}.productInUse`,
    }),
  codeTaken: () =>
    appError("BAD_USER_INPUT", "The code is taken", { i18nKey: `${E}.codeTaken`, fields: { code: `${E}.codeTaken` } }),
  couponUsed: () =>
    appError("BAD_USER_INPUT", "The coupon was used: deactivate it instead", { i18nKey: `${E}.couponUsed` }),
  couponLocked: () =>
    appError("BAD_USER_INPUT", "A used coupon keeps its code, kind and discount", { i18nKey: `${E}.couponLocked` }),
  product: () =>
    appError("BAD_USER_INPUT", "Unknown product", { i18nKey: `${E}.product`, fields: { productId: `${E}.product` } }),
} as const;

/** Runs a write; a refusal becomes its translated error (the transaction rolled back: nothing changed). */
async function write(context: GraphQLContext, run: () => Promise<CatalogueWrite>): Promise<CatalogueWrite> {
  let done: CatalogueWrite;
  try {
    done = await run();
  } catch (error) {
    if (error instanceof CatalogueRefusal) throw REFUSALS[error.reason]();
    throw error;
  }
  // The services pages, the subscribe page and the home page read the catalogue: the CDN and the site cache drop them.
  if (done.touchesPublic) context.background(context.edgeCache.purgePages());
  return done;
}

function productAnswer(row: AdminProduct) {
  return {
    id: String(row.id),
    slug: row.slug,
    language: row.language,
    title: row.title,
    description: row.description,
    kind: row.kind,
    category: row.category,
    priceUsd: row.priceUsd,
    priceRub: row.priceRub,
    priceRubResolved: row.priceRubResolved,
    status: row.status,
    sortOrder: row.sortOrder,
    linkToProductInfo: row.linkToProductInfo,
    externalAccessUrl: row.externalAccessUrl,
    marathonTitle: row.marathonTitle,
    marathonBookingLink: row.marathonBookingLink,
    coachFirstName: row.coachFirstName,
    coachLastName: row.coachLastName,
    coachBookingLink: row.coachBookingLink,
    orderCount: row.orderCount,
    couponCount: row.couponCount,
    canDelete: row.orderCount === 0 && row.couponCount === 0,
    publicPath: row.status === "PUBLISHED" && row.parentId === null ? servicePath(row.category, row.slug) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function planAnswer({ plan, members }: { plan: PlanRow; members: number }) {
  return {
    id: String(plan.id),
    billingCycle: plan.billingCycle,
    titleRu: plan.titleRu,
    titleEn: plan.titleEn,
    descriptionRu: plan.descriptionRu,
    descriptionEn: plan.descriptionEn,
    featuresRu: plan.featuresRu,
    featuresEn: plan.featuresEn,
    priceUsd: plan.priceUsd,
    priceRub: plan.priceRub,
    stripePriceId: plan.stripePriceId,
    status: plan.status,
    sortOrder: plan.sortOrder,
    liveMemberships: Number(members),
    updatedAt: plan.updatedAt.toISOString(),
  };
}

function couponAnswer(row: AdminCoupon, now: Date) {
  return {
    id: String(row.id),
    code: row.code,
    kind: row.kind,
    discountBasisPoints: row.discountBasisPoints,
    productId: row.productId === null ? null : String(row.productId),
    productTitle: row.productTitle,
    productLanguage: row.productLanguage as "ru" | "en" | null,
    promoterEmail: row.promoterEmail,
    stripeCouponId: row.stripeCouponId,
    maxUsers: row.maxUsers,
    countUsers: row.countUsers,
    countTimes: row.countTimes,
    expiresOn: row.expiresAt ? openUntilDay(row.expiresAt) : null,
    isExpired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    active: row.active,
    isUsed: isCouponUsed(row),
    createdAt: row.createdAt.toISOString(),
  };
}

function offerAnswer(row: OfferRow) {
  return {
    id: String(row.id),
    name: row.name,
    trialPeriodDays: row.trialPeriodDays,
    discountAfterTrial: row.discountAfterTrial,
    discountedCharges: row.discountedCharges,
    groupDescription: row.groupDescription,
    groupDescriptionEn: row.groupDescriptionEn,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The id of an input: null for a new entry. */
const idOf = (raw: string | null | undefined) => raw === null || raw === undefined ? null : parseInput(IdSchema, raw);

async function productOrRefuse(context: GraphQLContext, id: number) {
  const product = await findAdminProduct(context.db, id);
  if (!product) throw REFUSALS.notFound();
  return productAnswer(product);
}

export const resolvers: Resolvers = {
  Query: {
    adminProducts: async (_root, args, context) => {
      await authorizeAdmin(context, "adminProducts");
      const filter = parseInput(AdminProductsFilterSchema, args.filter ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const { items, total } = await listAdminProducts(context.db, filter, page);
      return { items: items.map(productAnswer), total, pageSize: ADMIN_CATALOGUE_PAGE_SIZE };
    },
    adminProduct: async (_root, args, context) => {
      await authorizeAdmin(context, "adminProduct");
      const product = await findAdminProduct(context.db, parseInput(IdSchema, args.id));
      return product ? productAnswer(product) : null;
    },
    adminCatalogueOptions: async (_root, _args, context) => {
      await authorizeAdmin(context, "adminCatalogueOptions");
      const [rate, choices] = await Promise.all([productsRate(context.db), productChoices(context.db)]);
      return {
        usdToRubRate: rate,
        products: choices.map((c) => ({ ...c, id: String(c.id) })),
      };
    },
    adminPlans: async (_root, _args, context) => {
      await authorizeAdmin(context, "adminPlans");
      return (await listAdminPlans(context.db)).map(planAnswer);
    },
    adminPlan: async (_root, args, context) => {
      await authorizeAdmin(context, "adminPlan");
      const plan = await findAdminPlan(context.db, parseInput(IdSchema, args.id));
      return plan ? planAnswer(plan) : null;
    },
    adminCoupons: async (_root, args, context) => {
      await authorizeAdmin(context, "adminCoupons");
      const filter = parseInput(AdminCouponsFilterSchema, args.filter ?? {});
      const page = parseInput(AdminPageSchema, args.page);
      const now = context.now();
      const { items, total } = await listAdminCoupons(context.db, filter, page);
      return { items: items.map((c) => couponAnswer(c, now)), total, pageSize: ADMIN_CATALOGUE_PAGE_SIZE };
    },
    adminCoupon: async (_root, args, context) => {
      await authorizeAdmin(context, "adminCoupon");
      const coupon = await findAdminCoupon(context.db, parseInput(IdSchema, args.id));
      return coupon ? couponAnswer(coupon, context.now()) : null;
    },
    adminOffers: async (_root, _args, context) => {
      await authorizeAdmin(context, "adminOffers");
      return (await listAdminOffers(context.db)).map(offerAnswer);
    },
  },
  Mutation: {
    adminSaveProduct: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveProduct");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminProductInputSchema, fields);
      const done = await write(context, () => saveAdminProduct(context.db, actor, id, values, context.now()));
      return await productOrRefuse(context, done.id);
    },
    adminArchiveProduct: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminArchiveProduct");
      const id = parseInput(IdSchema, args.id);
      await write(context, () => archiveAdminProduct(context.db, actor, id, context.now()));
      return await productOrRefuse(context, id);
    },
    adminDeleteProduct: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminDeleteProduct");
      const id = parseInput(IdSchema, args.id);
      await write(context, () => deleteAdminProduct(context.db, actor, id, context.now()));
      return { id: String(id) };
    },
    adminSavePlan: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSavePlan");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminPlanInputSchema, fields);
      const done = await write(context, () => saveAdminPlan(context.db, actor, id, values, context.now()));
      const plan = await findAdminPlan(context.db, done.id);
      if (!plan) throw REFUSALS.notFound();
      return planAnswer(plan);
    },
    adminSaveCoupon: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveCoupon");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminCouponInputSchema, fields);
      const done = await write(context, () => saveAdminCoupon(context.db, actor, id, values, context.now()));
      // Stripe checkout takes a code only with its Stripe coupon: made now, when Stripe is configured.
      await syncStripeCoupon(context.db, context.billing.payments.stripe, done.id);
      const coupon = await findAdminCoupon(context.db, done.id);
      if (!coupon) throw REFUSALS.notFound();
      return couponAnswer(coupon, context.now());
    },
    adminDeleteCoupon: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminDeleteCoupon");
      const id = parseInput(IdSchema, args.id);
      await write(context, () => deleteAdminCoupon(context.db, actor, id, context.now()));
      return { id: String(id) };
    },
    adminSaveOffer: async (_root, args, context) => {
      const actor = await authorizeAdmin(context, "adminSaveOffer");
      const { id: rawId, ...fields } = args.input;
      const id = idOf(rawId);
      const values = parseInput(AdminOfferInputSchema, fields);
      const done = await write(context, () => saveAdminOffer(context.db, actor, id, values, context.now()));
      const offer = (await listAdminOffers(context.db)).find((row) => row.id === done.id);
      if (!offer) throw REFUSALS.notFound();
      return offerAnswer(offer);
    },
  },
};
