// deletePromoterCoupon: only the promoter's own, never a default code. A code that any order, membership or
// commission names is deactivated (its history keeps it and nobody can take the code); an unused one is deleted.
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, coupons, orders, subscriptions } from "../../../db/schema/index.ts";
import { isDefaultCoupon } from "./list-coupons.ts";
import type { PartnerSettingsRow } from "./partner-settings.ts";

export type DeleteCouponResult = "deleted" | "deactivated" | "notFound" | "default";

export async function deletePromoterCoupon(
  db: DbOrTx,
  settings: PartnerSettingsRow,
  couponId: number,
  now: Date,
): Promise<DeleteCouponResult> {
  return await db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons)
      .where(and(eq(coupons.id, couponId), eq(coupons.promoterId, settings.userId), eq(coupons.active, true)))
      .for("update");
    if (!coupon) return "notFound";
    if (isDefaultCoupon(settings, coupon)) return "default";
    const used = (table: typeof orders | typeof subscriptions | typeof commissions) =>
      tx.select({ one: sql<number>`1` }).from(table).where(eq(table.couponId, coupon.id)).limit(1);
    const referenced = (await used(orders)).length + (await used(subscriptions)).length +
        (await used(commissions)).length > 0;
    if (referenced) {
      await tx.update(coupons).set({ active: false, updatedAt: now }).where(eq(coupons.id, coupon.id));
      return "deactivated";
    }
    await tx.delete(coupons).where(eq(coupons.id, coupon.id));
    return "deleted";
  });
}
