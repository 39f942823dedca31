// The back office's catalogue, products and plans: filtered lists and the writes, each in one transaction with its
// audit entry (entities "product" and "plan"). A product someone bought is archived, never deleted: the order keeps
// pointing at it and its buyer keeps the access it gives. A plan's new price is what new members pay: a membership
// keeps the price it started with (subscriptions.price_without_discount, which YooKassa renewals charge; Stripe
// renews at the Stripe price the subscription was made with). Coupons and first-timer offers: catalogue-coupons.ts.
import { and, asc, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { type Db, type DbOrTx, escapeLike } from "../../../db/client.ts";
import { coupons, orders, plans, products } from "../../../db/schema/index.ts";
import {
  ADMIN_CATALOGUE_PAGE_SIZE,
  type AdminPlanValues,
  type AdminProductsFilter,
  type AdminProductValues,
} from "../../../src/domain/admin-catalogue.ts";
import { rubPriceFromUsd, toMainUnits, toMinorUnits } from "../../../src/domain/money.ts";
import { getGlobalVars } from "../site.ts";
import { type AdminActor, recordAudit } from "./audit.ts";

export type ProductRow = typeof products.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** A product as the back office shows it: its orders counted, its ruble price as the pages show it. */
export type AdminProduct = ProductRow & { orderCount: number; couponCount: number; priceRubResolved: number };

/** Why a write was refused; the resolver turns it into a translated error. Thrown inside the transaction. */
export class CatalogueRefusal extends Error {
  constructor(
    readonly reason:
      | "notFound"
      | "slugTaken"
      | "productInUse"
      | "codeTaken"
      | "couponUsed"
      | "couponLocked"
      | "product",
  ) {
    super(`catalogue refused: ${reason}`);
  }
}

/** What a write did: the row's id, and whether the public pages showed it before or show it after. */
export type CatalogueWrite = { id: number; touchesPublic: boolean };

/** The ruble price a product's pages show and checkout charges: its own, else USD × rate rounded to 100 rubles. */
export function resolvedRubPrice(row: { priceUsd: number; priceRub: number | null }, rate: number): number {
  return row.priceRub ?? toMinorUnits(rubPriceFromUsd(toMainUnits(row.priceUsd), rate));
}

export async function productsRate(db: DbOrTx): Promise<number> {
  return (await getGlobalVars(db)).usdToRubExchangeRateForProducts;
}

function productAudit(row: ProductRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, id: _id, ...fields } = row;
  return fields;
}

function planAudit(row: PlanRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, id: _id, ...fields } = row;
  return fields;
}

const ORDER_COUNT = sql<number>`(select count(*)::int from ${orders} o where o.product_id = ${
  sql.raw(`"products"."id"`)
})`;
const COUPON_COUNT = sql<number>`(select count(*)::int from ${coupons} c where c.product_id = ${
  sql.raw(`"products"."id"`)
})`;

const SELECTION = { product: products, orderCount: ORDER_COUNT, couponCount: COUPON_COUNT };

const flatten = (row: { product: ProductRow; orderCount: number; couponCount: number }) => ({
  ...row.product,
  orderCount: row.orderCount,
  couponCount: row.couponCount,
});

function productOrder(sort: AdminProductsFilter["sort"]): SQL[] {
  switch (sort) {
    case "title":
      return [sql`lower(${products.title}) asc`, asc(products.id)];
    case "priceAsc":
      return [asc(products.priceUsd), asc(products.id)];
    case "priceDesc":
      return [desc(products.priceUsd), asc(products.id)];
    case "newest":
      return [desc(products.createdAt), desc(products.id)];
    default:
      return [asc(products.sortOrder), asc(products.id)];
  }
}

async function withPrices(db: DbOrTx, rows: Array<ProductRow & { orderCount: number; couponCount: number }>) {
  const rate = await productsRate(db);
  return rows.map((row) => ({
    ...row,
    orderCount: Number(row.orderCount),
    couponCount: Number(row.couponCount),
    priceRubResolved: resolvedRubPrice(row, rate),
  }));
}

/** A page of the products list (25), with the filter's total. */
export async function listAdminProducts(db: DbOrTx, filter: AdminProductsFilter, page: number) {
  const where: SQL[] = [];
  if (filter.search) {
    const pattern = `%${escapeLike(filter.search)}%`;
    where.push(or(ilike(products.title, pattern), ilike(products.slug, pattern))!);
  }
  if (filter.category) where.push(eq(products.category, filter.category));
  if (filter.language) where.push(eq(products.language, filter.language));
  if (filter.status) where.push(eq(products.status, filter.status));
  const condition = where.length ? and(...where) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select(SELECTION).from(products).where(condition).orderBy(...productOrder(filter.sort))
      .limit(ADMIN_CATALOGUE_PAGE_SIZE).offset((page - 1) * ADMIN_CATALOGUE_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(condition),
  ]);
  return { items: await withPrices(db, items.map(flatten)), total: Number(total) };
}

export async function findAdminProduct(db: DbOrTx, id: number): Promise<AdminProduct | null> {
  const [row] = await db.select(SELECTION).from(products).where(eq(products.id, id));
  return row ? (await withPrices(db, [flatten(row)]))[0] : null;
}

/** Every product's id, title, language and page name: the coupon editor's choices. */
export async function productChoices(db: DbOrTx) {
  return await db.select({ id: products.id, title: products.title, language: products.language, slug: products.slug })
    .from(products).orderBy(asc(products.slug), asc(products.language));
}

async function lockProduct(tx: DbOrTx, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for("update");
  if (!row) throw new CatalogueRefusal("notFound");
  return row;
}

/** Creates a product (id null) or replaces an existing one's fields; a page name is unique in its language. */
export async function saveAdminProduct(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminProductValues,
  now: Date,
): Promise<CatalogueWrite> {
  return await db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: products.id }).from(products).where(and(
      eq(products.slug, values.slug),
      eq(products.language, values.language),
      id === null ? undefined : ne(products.id, id),
    ));
    if (taken) throw new CatalogueRefusal("slugTaken");
    if (id === null) {
      const [created] = await tx.insert(products).values({ ...values, createdAt: now, updatedAt: now }).returning();
      await recordAudit(tx, actor, {
        operation: "adminSaveProduct",
        entity: "product",
        entityId: created.id,
        before: null,
        after: productAudit(created),
      }, now);
      return { id: created.id, touchesPublic: created.status === "PUBLISHED" };
    }
    const before = await lockProduct(tx, id);
    const [updated] = await tx.update(products).set({ ...values, updatedAt: now }).where(eq(products.id, id))
      .returning();
    await recordAudit(tx, actor, {
      operation: "adminSaveProduct",
      entity: "product",
      entityId: id,
      before: productAudit(before),
      after: productAudit(updated),
    }, now);
    return { id, touchesPublic: before.status === "PUBLISHED" || updated.status === "PUBLISHED" };
  });
}

/** Archives a product: it leaves the public lists and its page; its buyers keep their access. */
export async function archiveAdminProduct(db: Db, actor: AdminActor, id: number, now: Date): Promise<CatalogueWrite> {
  return await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    if (before.status === "ARCHIVED") return { id, touchesPublic: false };
    const [updated] = await tx.update(products).set({ status: "ARCHIVED", updatedAt: now })
      .where(eq(products.id, id)).returning();
    await recordAudit(tx, actor, {
      operation: "adminArchiveProduct",
      entity: "product",
      entityId: id,
      before: productAudit(before),
      after: productAudit(updated),
    }, now);
    return { id, touchesPublic: before.status === "PUBLISHED" };
  });
}

/**
 * Deletes a product nobody bought and no coupon names (a coupon bound to it would go with it): otherwise refused, to
 * be archived instead. Products it bundled stay, no longer bundled.
 */
export async function deleteAdminProduct(db: Db, actor: AdminActor, id: number, now: Date): Promise<CatalogueWrite> {
  return await db.transaction(async (tx) => {
    const before = await lockProduct(tx, id);
    const [{ n: orderCount }] = await tx.select({ n: count() }).from(orders).where(eq(orders.productId, id));
    const [{ n: couponCount }] = await tx.select({ n: count() }).from(coupons).where(eq(coupons.productId, id));
    if (Number(orderCount) > 0 || Number(couponCount) > 0) throw new CatalogueRefusal("productInUse");
    await tx.update(products).set({ parentId: null }).where(eq(products.parentId, id));
    await tx.delete(products).where(eq(products.id, id));
    await recordAudit(tx, actor, {
      operation: "adminDeleteProduct",
      entity: "product",
      entityId: id,
      before: productAudit(before),
      after: null,
    }, now);
    return { id, touchesPublic: before.status === "PUBLISHED" };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Plans

/** Every plan, published or not, in the pages' order, with how many live memberships each has. */
export async function listAdminPlans(db: DbOrTx) {
  return await db.select({
    plan: plans,
    members: sql<number>`(select count(*)::int from subscriptions s where s.plan_id = ${sql.raw(`"plans"."id"`)}
      and s.status in ('TRIALING', 'ACTIVE', 'PAST_DUE', 'PAUSED', 'SUSPENDED'))`,
  }).from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function findAdminPlan(db: DbOrTx, id: number) {
  return (await listAdminPlans(db)).find((row) => row.plan.id === id) ?? null;
}

/**
 * Creates a plan (id null) or replaces an existing one's fields. A price change is what new members pay from now on;
 * memberships already started keep theirs (see the file's head). Stripe's price id is only what the team enters: a
 * Stripe price cannot change, so a new Stripe price is made in Stripe and its id entered here.
 */
export async function saveAdminPlan(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminPlanValues,
  now: Date,
): Promise<CatalogueWrite> {
  return await db.transaction(async (tx) => {
    if (id === null) {
      const [created] = await tx.insert(plans).values({ ...values, createdAt: now, updatedAt: now }).returning();
      await recordAudit(tx, actor, {
        operation: "adminSavePlan",
        entity: "plan",
        entityId: created.id,
        before: null,
        after: planAudit(created),
      }, now);
      return { id: created.id, touchesPublic: created.status === "PUBLISHED" };
    }
    const [before] = await tx.select().from(plans).where(eq(plans.id, id)).for("update");
    if (!before) throw new CatalogueRefusal("notFound");
    const [updated] = await tx.update(plans).set({ ...values, updatedAt: now }).where(eq(plans.id, id)).returning();
    await recordAudit(tx, actor, {
      operation: "adminSavePlan",
      entity: "plan",
      entityId: id,
      before: planAudit(before),
      after: planAudit(updated),
    }, now);
    return { id, touchesPublic: before.status === "PUBLISHED" || updated.status === "PUBLISHED" };
  });
}
