// getCoupons: the promoter's working codes (deleted and cancelled ones are inactive and not listed); the two defaults
// are made again first if either is missing.
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons } from "../../../db/schema/index.ts";
import { COUPON_KINDS, defaultCouponCode } from "../../../src/domain/promoters.ts";
import { ensureDefaultCoupons } from "./ensure-default-coupons.ts";
import type { PartnerSettingsRow } from "./partner-settings.ts";

export type CouponRow = typeof coupons.$inferSelect;

/** A code as the promoter area shows it. */
export function promoterCouponView(settings: PartnerSettingsRow, coupon: CouponRow) {
  return {
    id: String(coupon.id),
    couponCode: coupon.code,
    kind: coupon.kind,
    countUsers: coupon.countUsers,
    countTimes: coupon.countTimes,
    discountPercentage: coupon.discountBasisPoints / 10000,
    isDefault: isDefaultCoupon(settings, coupon),
  };
}

export function isDefaultCoupon(settings: PartnerSettingsRow, coupon: Pick<CouponRow, "code" | "kind">): boolean {
  return coupon.code === defaultCouponCode(settings.username, coupon.kind);
}

/** The promoter's active codes, oldest first. */
export async function activeCouponsOf(db: DbOrTx, promoterId: string): Promise<CouponRow[]> {
  return await db.select().from(coupons)
    .where(and(eq(coupons.promoterId, promoterId), eq(coupons.active, true)))
    .orderBy(asc(coupons.id));
}

export async function listPromoterCoupons(db: DbOrTx, settings: PartnerSettingsRow, now: Date) {
  let rows = await activeCouponsOf(db, settings.userId);
  const hasDefaults = COUPON_KINDS.every((kind) =>
    rows.some((row) => row.code === defaultCouponCode(settings.username, kind))
  );
  if (!hasDefaults) {
    await db.transaction((tx) => ensureDefaultCoupons(tx, settings, now));
    rows = await activeCouponsOf(db, settings.userId);
  }
  // Defaults first (subscriptions, products), then the promoter's own in the order they were added.
  const rank = (row: CouponRow) => isDefaultCoupon(settings, row) ? (row.kind === "SUBSCRIPTIONS" ? 0 : 1) : 2;
  return rows.sort((a, b) => rank(a) - rank(b) || a.id - b.id).map((row) => promoterCouponView(settings, row));
}
