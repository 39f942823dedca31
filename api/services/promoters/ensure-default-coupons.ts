// The promoter's two default codes, <USERNAME>SUB and <USERNAME>PROD: created on approval, re-activated when a
// cancelled promoter is approved again, and re-created when a promoter has none (spec: "auto-created").
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons } from "../../../db/schema/index.ts";
import { COUPON_KINDS, type CouponKind, defaultCouponCode } from "../../../src/domain/promoters.ts";
import type { PartnerSettingsRow } from "./partner-settings.ts";

/** The discount a new code of this kind carries: the settings' discount for the kind. */
export function discountFor(settings: PartnerSettingsRow, kind: CouponKind): number {
  return kind === "SUBSCRIPTIONS" ? settings.couponSubscriptionDiscountBp : settings.couponProductDiscountBp;
}

/**
 * Makes both default codes exist, active and the promoter's. A code someone else holds is left alone (it cannot
 * happen for a username chosen by deriveUsername; a seed or an admin could have made one by hand).
 */
export async function ensureDefaultCoupons(db: DbOrTx, settings: PartnerSettingsRow, now: Date): Promise<void> {
  for (const kind of COUPON_KINDS) {
    const code = defaultCouponCode(settings.username, kind);
    await db.insert(coupons).values({
      code,
      kind,
      discountBasisPoints: discountFor(settings, kind),
      promoterId: settings.userId,
    }).onConflictDoNothing();
    await db.update(coupons).set({ active: true, updatedAt: now })
      .where(and(eq(coupons.code, code), eq(coupons.promoterId, settings.userId), sql`not ${coupons.active}`));
  }
}
