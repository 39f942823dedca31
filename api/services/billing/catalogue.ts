// The billing catalogue as the pages and checkout read it: published plans, the active first-timer offer, products
// with their ruble price, coupon checks, and what a membership's discount is made of. Money stays in minor units
// here; the GraphQL layer turns it into values.
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import {
  coupons,
  customDiscounts,
  partnerSettings,
  plans,
  products,
  subscriptions,
  userCustomDiscounts,
  users,
} from "../../../db/schema/index.ts";
import { rubPriceFromUsd, toMainUnits, toMinorUnits } from "../../../src/domain/money.ts";
import { isSameProduct, LIVE_SUBSCRIPTION_STATUSES } from "../../../src/domain/billing.ts";
import { isLivePartnership } from "../../../src/domain/promoters.ts";
import { getGlobalVars } from "../site.ts";

export type Plan = typeof plans.$inferSelect;
export type Product = typeof products.$inferSelect & { priceRubResolved: number };
export type CustomDiscount = typeof customDiscounts.$inferSelect;

export async function listPlans(db: DbOrTx): Promise<Plan[]> {
  return await db.select().from(plans).where(eq(plans.status, "PUBLISHED"))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

/**
 * The first-timer offer for this user: an active custom discount the club granted them (userCustomDiscounts), only
 * while they have never had a membership that started (a trial is for newcomers, not for a member coming back).
 */
export async function customDiscountFor(db: DbOrTx, userId: string): Promise<CustomDiscount | null> {
  const [granted] = await db.select({ offer: customDiscounts }).from(userCustomDiscounts)
    .innerJoin(customDiscounts, eq(customDiscounts.id, userCustomDiscounts.customDiscountId))
    .where(and(eq(userCustomDiscounts.userId, userId), eq(customDiscounts.active, true)))
    .orderBy(asc(customDiscounts.id)).limit(1);
  const offer = granted?.offer;
  if (!offer) return null;
  const [before] = await db.select({ id: subscriptions.id }).from(subscriptions).where(and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES, "CANCELLED"]),
  )).limit(1);
  return before ? null : offer;
}

/** The first-timer offer and the coupon a membership was given: what its discount is made of. */
export async function discountSourcesOf(db: DbOrTx, sub: { customDiscountId: number | null; couponId: number | null }) {
  const [offer] = sub.customDiscountId
    ? await db.select().from(customDiscounts).where(eq(customDiscounts.id, sub.customDiscountId))
    : [];
  const [coupon] = sub.couponId
    ? await db.select({ code: coupons.code, discountBasisPoints: coupons.discountBasisPoints }).from(coupons)
      .where(eq(coupons.id, sub.couponId))
    : [];
  return { offer: offer ?? null, coupon: coupon ?? null };
}

/** A published product with its ruble price: its own, else USD × the products exchange rate rounded to 100 rubles. */
export async function findProduct(db: DbOrTx, id: number): Promise<Product | null> {
  const [row] = await db.select().from(products).where(and(eq(products.id, id), eq(products.status, "PUBLISHED")));
  return row ? (await withRubPrices(db, [row]))[0] : null;
}

/**
 * Products with their ruble price: their own, else USD × the products exchange rate rounded to 100 rubles. The rate
 * is read once for the lot, and only when some product needs it.
 */
async function withRubPrices(db: DbOrTx, rows: Array<typeof products.$inferSelect>): Promise<Product[]> {
  const rate = rows.some((row) => row.priceRub === null)
    ? (await getGlobalVars(db)).usdToRubExchangeRateForProducts
    : 0;
  return rows.map((row) => ({
    ...row,
    priceRubResolved: row.priceRub ?? toMinorUnits(rubPriceFromUsd(toMainUnits(row.priceUsd), rate)),
  }));
}

export type CouponCheck =
  | { valid: true; id: number; code: string; discountBasisPoints: number; stripeCouponId: string | null }
  | { valid: false };

/**
 * isCouponValid: the code (upper-cased) exists, is active and unexpired, has users left, is of the kind asked for
 * (subscriptions or products; a product coupon bound to one product fits only that one), and for Stripe has Stripe's
 * coupon id. Anything else is COUPON_INVALID: the answer never says which rule failed.
 */
export async function checkCoupon(
  db: DbOrTx,
  input: { code: string; provider: "STRIPE" | "YOO"; isSubscription: boolean; productId: number | null },
  now: Date,
): Promise<CouponCheck> {
  const [row] = await db.select({
    coupon: coupons,
    ownerBlockedAt: users.blockedAt,
    // Flat: a nested object of a left-joined table comes back null when its first field is null.
    settingsOf: partnerSettings.userId,
    cancelled: partnerSettings.partnershipCancelled,
    deactivated: partnerSettings.isDeactivated,
  }).from(coupons)
    .leftJoin(users, eq(users.id, coupons.promoterId))
    .leftJoin(partnerSettings, eq(partnerSettings.userId, coupons.promoterId))
    .where(eq(coupons.code, input.code.trim().toUpperCase()));
  const coupon = row?.coupon;
  if (!coupon || !coupon.active) return { valid: false };
  // A promoter the team blocked (/admin): their codes go dark until they are unblocked.
  if (row.ownerBlockedAt) return { valid: false };
  // A promoter's code works only while the partnership is live: settings neither cancelled nor deactivated (decision
  // 167). Cancelling switches the codes off too; this holds whatever the codes' own flag says.
  const partnership = row.settingsOf ? { cancelled: row.cancelled, deactivated: row.deactivated } : null;
  if (coupon.promoterId && !isLivePartnership(partnership)) return { valid: false };
  if (coupon.expiresAt && coupon.expiresAt <= now) return { valid: false };
  if (coupon.maxUsers !== null && coupon.countUsers >= coupon.maxUsers) return { valid: false };
  if (coupon.kind !== (input.isSubscription ? "SUBSCRIPTIONS" : "PRODUCTS")) return { valid: false };
  if (
    !input.isSubscription && coupon.productId !== null && !(await isProductOf(db, coupon.productId, input.productId))
  ) {
    return { valid: false };
  }
  if (input.provider === "STRIPE" && !coupon.stripeCouponId) return { valid: false };
  return {
    valid: true,
    id: coupon.id,
    code: coupon.code,
    discountBasisPoints: coupon.discountBasisPoints,
    stripeCouponId: coupon.stripeCouponId,
  };
}

/** Whether `askedId` is the product `boundId` names, in either language (isSameProduct). */
async function isProductOf(db: DbOrTx, boundId: number, askedId: number | null): Promise<boolean> {
  if (askedId === null) return false;
  if (boundId === askedId) return true;
  const rows = await db.select({ id: products.id, slug: products.slug }).from(products)
    .where(inArray(products.id, [boundId, askedId]));
  const bound = rows.find((r) => r.id === boundId);
  const asked = rows.find((r) => r.id === askedId);
  return Boolean(bound && asked && isSameProduct(bound, asked));
}

/** A published product by slug in one language (the buy page), with its ruble price. */
export async function findProductBySlug(db: DbOrTx, slug: string, language: "ru" | "en"): Promise<Product | null> {
  const [row] = await db.select().from(products).where(and(
    eq(products.slug, slug),
    eq(products.language, language),
    eq(products.status, "PUBLISHED"),
  ));
  return row ? (await withRubPrices(db, [row]))[0] : null;
}

/**
 * What an order shows of its product, published or not (an order keeps showing what was bought): the same product in
 * the page's language when it exists there (the two share a slug), else the one bought.
 */
export async function productForOrder(db: DbOrTx, id: number, language: "ru" | "en"): Promise<Product | null> {
  return (await productsForOrders(db, [id], language)).get(id) ?? null;
}

/**
 * The products some orders bought, each in the asked language when that version exists (else as bought), keyed by the
 * bought product's id: at most three statements for a whole page of orders (the purchases page's `Order.product`).
 */
export async function productsForOrders(
  db: DbOrTx,
  ids: readonly number[],
  language: "ru" | "en",
): Promise<Map<number, Product>> {
  const found = new Map<number, Product>();
  if (!ids.length) return found;
  const bought = await db.select().from(products).where(inArray(products.id, [...new Set(ids)]));
  const otherSlugs = [...new Set(bought.filter((row) => row.language !== language).map((row) => row.slug))];
  const translations = otherSlugs.length
    ? await db.select().from(products).where(and(inArray(products.slug, otherSlugs), eq(products.language, language)))
    : [];
  const bySlug = new Map(translations.map((row) => [row.slug, row]));
  const shown = bought.map((row) => row.language === language ? row : bySlug.get(row.slug) ?? row);
  const priced = await withRubPrices(db, shown);
  bought.forEach((row, i) => found.set(row.id, priced[i]));
  return found;
}

/** The published products a product bundles. */
export async function nestedProducts(db: DbOrTx, parentId: number): Promise<Product[]> {
  const rows = await db.select().from(products).where(
    and(eq(products.parentId, parentId), eq(products.status, "PUBLISHED")),
  )
    .orderBy(asc(products.sortOrder), asc(products.id));
  return await withRubPrices(db, rows);
}

export async function planById(db: DbOrTx, id: number): Promise<Plan | null> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row ?? null;
}

/** The published services and products of one language (the services pages), optionally of one category. */
export async function listProducts(
  db: DbOrTx,
  language: "ru" | "en",
  category: typeof products.$inferSelect["category"] | null,
): Promise<Product[]> {
  const rows = await db.select().from(products).where(and(
    eq(products.language, language),
    eq(products.status, "PUBLISHED"),
    isNull(products.parentId),
    category ? eq(products.category, category) : undefined,
  )).orderBy(asc(products.sortOrder), asc(products.id));
  return await withRubPrices(db, rows);
}
