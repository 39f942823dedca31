// A promoter's partner settings: the live ones (not cancelled, not deactivated) decide who may use the promoter area;
// the view the API answers (rates and discounts as fractions, the default subscriptions code).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { partnerSettings, users } from "../../../db/schema/index.ts";
import { defaultCouponCode } from "../../../src/domain/promoters.ts";
import type { promoterBankData } from "./bank-account.ts";

export type PartnerSettingsRow = typeof partnerSettings.$inferSelect;

/** The promoter's settings while the partnership is live (a PROMOTER whose settings are neither cancelled nor off). */
export async function findLivePartnerSettings(db: DbOrTx, userId: string): Promise<PartnerSettingsRow | null> {
  const [row] = await db.select({ settings: partnerSettings }).from(partnerSettings)
    .innerJoin(users, eq(users.id, partnerSettings.userId))
    .where(and(
      eq(partnerSettings.userId, userId),
      isNull(partnerSettings.partnershipCancelled),
      eq(partnerSettings.isDeactivated, false),
      eq(users.role, "PROMOTER"),
    ));
  return row?.settings ?? null;
}

/** The live promoter a username names (case-insensitive), with the account's email: the promoter sign-in's login. */
export async function findLivePromoterByUsername(
  db: DbOrTx,
  username: string,
): Promise<{ userId: string; email: string } | null> {
  const [row] = await db.select({ userId: users.id, email: users.email }).from(partnerSettings)
    .innerJoin(users, eq(users.id, partnerSettings.userId))
    .where(and(
      sql`lower(${partnerSettings.username}) = lower(${username})`,
      isNull(partnerSettings.partnershipCancelled),
      eq(partnerSettings.isDeactivated, false),
      eq(users.role, "PROMOTER"),
    ));
  return row ?? null;
}

const fraction = (bp: number) => bp / 10000;

/** getPartnerSettings' answer; the bank data only as the caller opened it for its owner. */
export function partnerSettingsView(
  settings: PartnerSettingsRow,
  bank: Awaited<ReturnType<typeof promoterBankData>>,
) {
  return {
    partnershipStarted: settings.partnershipStarted.toISOString(),
    partnershipCancelled: settings.partnershipCancelled?.toISOString() ?? null,
    username: settings.username,
    isDeactivated: settings.isDeactivated,
    productCommission: fraction(settings.productCommissionBp),
    subscriptionCommission: fraction(settings.subscriptionCommissionBp),
    couponCode: defaultCouponCode(settings.username, "SUBSCRIPTIONS"),
    couponSubscriptionDiscount: fraction(settings.couponSubscriptionDiscountBp),
    couponProductDiscount: fraction(settings.couponProductDiscountBp),
    isSubscribedOnPaymentsInfo: settings.isSubscribedOnPaymentsInfo,
    bankAccount: bank.latest,
    bankAccounts: bank.accounts,
    missingBankCurrencies: bank.missing,
  };
}

/** toggleSubscriptionOnPaymentsInfo: flips the payments-info mail in one statement (two clicks flip twice). */
export async function toggleSubscriptionOnPaymentsInfo(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<PartnerSettingsRow | null> {
  const [row] = await db.update(partnerSettings).set({
    isSubscribedOnPaymentsInfo: sql`not ${partnerSettings.isSubscribedOnPaymentsInfo}`,
    updatedAt: now,
  }).where(eq(partnerSettings.userId, userId)).returning();
  return row ?? null;
}
