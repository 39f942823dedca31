// addPromoterCoupon: a code of the promoter's own (the alias, normalised by the shared schema) with the settings'
// discount for its kind. A code anyone holds is 'Coupon exist'; past PROMOTER_DEFAULTS.maxCoupons working codes it
// is 'Coupon exceeded'. Under a per-promoter lock, so two adds at once cannot pass the limit together.
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { coupons } from "../../../db/schema/index.ts";
import { type CouponKind, PROMOTER_DEFAULTS } from "../../../src/domain/promoters.ts";
import { discountFor } from "./ensure-default-coupons.ts";
import { promoterCouponView } from "./list-coupons.ts";
import type { PartnerSettingsRow } from "./partner-settings.ts";

export const COUPON_ERRORS = {
  exists: "Coupon exist",
  exceeded: "Coupon exceeded",
} as const;

export type AddCouponResult =
  | { coupon: ReturnType<typeof promoterCouponView>; error: null }
  | { coupon: null; error: { name: keyof typeof COUPON_ERRORS; message: string } };

const refused = (name: keyof typeof COUPON_ERRORS): AddCouponResult => ({
  coupon: null,
  error: { name, message: COUPON_ERRORS[name] },
});

export async function addPromoterCoupon(
  db: DbOrTx,
  settings: PartnerSettingsRow,
  input: { alias: string; kind: CouponKind },
  now: Date,
): Promise<AddCouponResult> {
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`promoter-coupons:${settings.userId}`}))`);
    const [taken] = await tx.select({ id: coupons.id }).from(coupons)
      .where(sql`upper(${coupons.code}) = ${input.alias}`).limit(1);
    if (taken) return refused("exists");
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(coupons)
      .where(and(eq(coupons.promoterId, settings.userId), eq(coupons.active, true)));
    if (Number(count) >= PROMOTER_DEFAULTS.maxCoupons) return refused("exceeded");
    const [created] = await tx.insert(coupons).values({
      code: input.alias,
      kind: input.kind,
      discountBasisPoints: discountFor(settings, input.kind),
      promoterId: settings.userId,
      createdAt: now,
      updatedAt: now,
    }).onConflictDoNothing().returning();
    // Another promoter took the same code a moment ago.
    if (!created) return refused("exists");
    return { coupon: promoterCouponView(settings, created), error: null };
  });
}
