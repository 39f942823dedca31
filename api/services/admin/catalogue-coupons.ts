// The back office's coupons and first-timer offers: lists and writes, each in one transaction with its audit entry
// (entities "coupon" and "offer"). A coupon someone used is deactivated, never deleted, and its code and discount no
// longer change (orders and memberships name it; Stripe's coupon carries its percent). One offer is active at a time:
// turning one on turns the others off in the same transaction.
import { and, asc, count, desc, eq, ilike, ne, type SQL } from "drizzle-orm";
import { type Db, type DbOrTx, escapeLike } from "../../../db/client.ts";
import { coupons, customDiscounts, orders, products, subscriptions, users } from "../../../db/schema/index.ts";
import {
  ADMIN_CATALOGUE_PAGE_SIZE,
  type AdminCouponsFilter,
  type AdminCouponValues,
  type AdminOfferValues,
} from "../../../src/domain/admin-catalogue.ts";
import { openUntilInstant } from "../../../src/domain/admin-jobs.ts";
import { type AdminActor, recordAudit } from "./audit.ts";
import { CatalogueRefusal, type CatalogueWrite } from "./catalogue.ts";

export type CouponRow = typeof coupons.$inferSelect;
export type AdminCoupon = CouponRow & {
  productTitle: string | null;
  productLanguage: string | null;
  promoterEmail: string | null;
};
export type OfferRow = typeof customDiscounts.$inferSelect;

/** A coupon is used once a payment counted it: from then on it is deactivated rather than deleted. */
export const isCouponUsed = (coupon: { countTimes: number; countUsers: number }) =>
  coupon.countTimes > 0 || coupon.countUsers > 0;

function couponAudit(row: CouponRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, id: _id, ...fields } = row;
  return fields;
}

function offerAudit(row: OfferRow): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, id: _id, ...fields } = row;
  return fields;
}

const SELECTION = {
  coupon: coupons,
  productTitle: products.title,
  productLanguage: products.language,
  promoterEmail: users.email,
};

function couponOrder(sort: AdminCouponsFilter["sort"]): SQL[] {
  switch (sort) {
    case "code":
      return [asc(coupons.code)];
    case "mostUsed":
      return [desc(coupons.countTimes), asc(coupons.code)];
    default:
      return [desc(coupons.createdAt), desc(coupons.id)];
  }
}

const flatten = (
  row: { coupon: CouponRow; productTitle: string | null; productLanguage: string | null; promoterEmail: string | null },
): AdminCoupon => ({
  ...row.coupon,
  productTitle: row.productTitle,
  productLanguage: row.productLanguage,
  promoterEmail: row.promoterEmail,
});

/** A page of the coupons list (25), with the filter's total. */
export async function listAdminCoupons(db: DbOrTx, filter: AdminCouponsFilter, page: number) {
  const where: SQL[] = [];
  if (filter.search) where.push(ilike(coupons.code, `%${escapeLike(filter.search.toUpperCase())}%`));
  if (filter.kind) where.push(eq(coupons.kind, filter.kind));
  if (filter.active !== null) where.push(eq(coupons.active, filter.active));
  const condition = where.length ? and(...where) : undefined;
  const [items, [{ total }]] = await Promise.all([
    db.select(SELECTION).from(coupons).leftJoin(products, eq(products.id, coupons.productId))
      .leftJoin(users, eq(users.id, coupons.promoterId)).where(condition).orderBy(...couponOrder(filter.sort))
      .limit(ADMIN_CATALOGUE_PAGE_SIZE).offset((page - 1) * ADMIN_CATALOGUE_PAGE_SIZE),
    db.select({ total: count() }).from(coupons).where(condition),
  ]);
  return { items: items.map(flatten), total: Number(total) };
}

export async function findAdminCoupon(db: DbOrTx, id: number): Promise<AdminCoupon | null> {
  const [row] = await db.select(SELECTION).from(coupons).leftJoin(products, eq(products.id, coupons.productId))
    .leftJoin(users, eq(users.id, coupons.promoterId)).where(eq(coupons.id, id));
  return row ? flatten(row) : null;
}

/** The stored columns of the editor's values: the last day as the instant it ends (the end of that Moscow day). */
async function couponColumns(tx: DbOrTx, values: AdminCouponValues) {
  if (values.productId !== null) {
    const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, values.productId));
    if (!product) throw new CatalogueRefusal("product");
  }
  const { expiresOn, ...rest } = values;
  return { ...rest, expiresAt: expiresOn ? openUntilInstant(expiresOn) : null };
}

/**
 * Creates a coupon (id null) or changes one. Codes are unique (upper-cased). A used coupon keeps its code and
 * discount; a changed discount drops the Stripe coupon id, so a new Stripe coupon with the new percent is made.
 */
export async function saveAdminCoupon(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminCouponValues,
  now: Date,
): Promise<CatalogueWrite> {
  return await db.transaction(async (tx) => {
    const columns = await couponColumns(tx, values);
    const [taken] = await tx.select({ id: coupons.id }).from(coupons).where(and(
      eq(coupons.code, values.code),
      id === null ? undefined : ne(coupons.id, id),
    ));
    if (taken) throw new CatalogueRefusal("codeTaken");
    if (id === null) {
      const [created] = await tx.insert(coupons).values({ ...columns, createdAt: now, updatedAt: now }).returning();
      await recordAudit(tx, actor, {
        operation: "adminSaveCoupon",
        entity: "coupon",
        entityId: created.id,
        before: null,
        after: couponAudit(created),
      }, now);
      return { id: created.id, touchesPublic: false };
    }
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!before) throw new CatalogueRefusal("notFound");
    const discountChanged = before.discountBasisPoints !== values.discountBasisPoints;
    if (isCouponUsed(before) && (before.code !== values.code || discountChanged || before.kind !== values.kind)) {
      throw new CatalogueRefusal("couponLocked");
    }
    const [updated] = await tx.update(coupons).set({
      ...columns,
      stripeCouponId: discountChanged ? null : before.stripeCouponId,
      updatedAt: now,
    }).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, actor, {
      operation: "adminSaveCoupon",
      entity: "coupon",
      entityId: id,
      before: couponAudit(before),
      after: couponAudit(updated),
    }, now);
    return { id, touchesPublic: false };
  });
}

/** Deletes a coupon nobody used; a used one is refused (deactivate it instead: orders and memberships name it). */
export async function deleteAdminCoupon(db: Db, actor: AdminActor, id: number, now: Date): Promise<CatalogueWrite> {
  return await db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for("update");
    if (!before) throw new CatalogueRefusal("notFound");
    const [{ n: orderCount }] = await tx.select({ n: count() }).from(orders).where(eq(orders.couponId, id));
    const [{ n: memberCount }] = await tx.select({ n: count() }).from(subscriptions)
      .where(eq(subscriptions.couponId, id));
    if (isCouponUsed(before) || Number(orderCount) > 0 || Number(memberCount) > 0) {
      throw new CatalogueRefusal("couponUsed");
    }
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, actor, {
      operation: "adminDeleteCoupon",
      entity: "coupon",
      entityId: id,
      before: couponAudit(before),
      after: null,
    }, now);
    return { id, touchesPublic: false };
  });
}

// ---------------------------------------------------------------------------------------------------------------
// First-timer offers

/** Every offer, the active one first, with how many people it was granted to. */
export async function listAdminOffers(db: DbOrTx) {
  return await db.select().from(customDiscounts).orderBy(desc(customDiscounts.active), asc(customDiscounts.id));
}

/** Creates an offer (id null) or changes one; turning it on turns every other one off (one active at a time). */
export async function saveAdminOffer(
  db: Db,
  actor: AdminActor,
  id: number | null,
  values: AdminOfferValues,
  now: Date,
): Promise<CatalogueWrite> {
  return await db.transaction(async (tx) => {
    // Locks the lot: two offers switched on at once cannot both stay on.
    const all = await tx.select().from(customDiscounts).orderBy(asc(customDiscounts.id)).for("update");
    const before = id === null ? null : all.find((row) => row.id === id);
    if (id !== null && !before) throw new CatalogueRefusal("notFound");
    const saved = id === null
      ? (await tx.insert(customDiscounts).values({ ...values, createdAt: now, updatedAt: now }).returning())[0]
      : (await tx.update(customDiscounts).set({ ...values, updatedAt: now }).where(eq(customDiscounts.id, id))
        .returning())[0];
    if (saved.active) {
      for (const other of all.filter((row) => row.active && row.id !== saved.id)) {
        const [off] = await tx.update(customDiscounts).set({ active: false, updatedAt: now })
          .where(eq(customDiscounts.id, other.id)).returning();
        await recordAudit(tx, actor, {
          operation: "adminSaveOffer",
          entity: "offer",
          entityId: other.id,
          before: offerAudit(other),
          after: offerAudit(off),
          reason: `offer ${saved.id} turned on`,
        }, now);
      }
    }
    await recordAudit(tx, actor, {
      operation: "adminSaveOffer",
      entity: "offer",
      entityId: saved.id,
      before: before ? offerAudit(before) : null,
      after: offerAudit(saved),
    }, now);
    return { id: saved.id, touchesPublic: false };
  });
}
