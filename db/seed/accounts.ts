// Demo accounts for the embedded default only (never on a server database): a registered member and a fellow, so a
// visitor can see the content gates from both sides without paying, a moderator, so moderation can be tried without
// editing the database, an admin (payouts are theirs to mark and export; money and members in /admin), a global
// admin (also roles), a recruiter (jobs that wait for a moderator) and a promoter (username DEMOPROMO, with
// its two default codes), so the promoter area can be seen. The password is public on purpose; a production start
// refuses a database holding any.
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../client.ts";
import { customDiscounts, partnerSettings, userCustomDiscounts, users } from "../schema/index.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { ensureDefaultCoupons } from "../../api/services/promoters/ensure-default-coupons.ts";
import { PROMOTER_DEFAULTS } from "../../src/domain/promoters.ts";

export const DEMO_PASSWORD = "fellows-demo";
export const DEMO_ACCOUNTS = [
  { email: "member@demo.fellows.club", firstName: "Maria", lastName: "Member", isFellow: false, role: "CUSTOMER" },
  { email: "fellow@demo.fellows.club", firstName: "Felix", lastName: "Fellow", isFellow: true, role: "CUSTOMER" },
  {
    email: "moderator@demo.fellows.club",
    firstName: "Mona",
    lastName: "Moderator",
    isFellow: false,
    role: "MODERATOR",
  },
  { email: "admin@demo.fellows.club", firstName: "Adam", lastName: "Admin", isFellow: false, role: "ADMIN" },
  {
    email: "global-admin@demo.fellows.club",
    firstName: "Galina",
    lastName: "Global",
    isFellow: false,
    role: "GLOBAL_ADMIN",
  },
  {
    email: "recruiter@demo.fellows.club",
    firstName: "Roman",
    lastName: "Recruiter",
    isFellow: false,
    role: "RECRUITER",
  },
  {
    email: "promoter@demo.fellows.club",
    firstName: "Polina",
    lastName: "Promoter",
    isFellow: false,
    role: "PROMOTER",
  },
] as const;

/** The demo promoter's username: they sign in with it (?auth=promoter-signin) and their codes start with it. */
export const DEMO_PROMOTER_USERNAME = "DEMOPROMO";

export async function seedDemoAccounts(db: DbOrTx): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if ((await db.select({ id: users.id }).from(users).where(eq(users.email, account.email))).length) continue;
    await db.insert(users).values({ ...account, emailVerified: true, passwordHash: await hashPassword(DEMO_PASSWORD) })
      .onConflictDoNothing();
  }
  // The demo member is granted the first-timer offer, so a visitor sees the trial checkout from that account (any new
  // account sees the plain one, with the coupon box).
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS[0].email));
  const [offer] = await db.select({ id: customDiscounts.id }).from(customDiscounts)
    .where(eq(customDiscounts.active, true)).limit(1);
  if (member && offer) {
    await db.insert(userCustomDiscounts).values({ userId: member.id, customDiscountId: offer.id })
      .onConflictDoNothing();
  }
  await seedDemoPromoter(db);
}

/** The demo promoter's partner settings (the club's default rates) and its two default codes. */
async function seedDemoPromoter(db: DbOrTx): Promise<void> {
  const [promoter] = await db.select({ id: users.id }).from(users).where(eq(users.email, "promoter@demo.fellows.club"));
  if (!promoter) return;
  await db.insert(partnerSettings).values({
    userId: promoter.id,
    username: DEMO_PROMOTER_USERNAME,
    productCommissionBp: PROMOTER_DEFAULTS.productCommissionBp,
    subscriptionCommissionBp: PROMOTER_DEFAULTS.subscriptionCommissionBp,
    couponProductDiscountBp: PROMOTER_DEFAULTS.couponProductDiscountBp,
    couponSubscriptionDiscountBp: PROMOTER_DEFAULTS.couponSubscriptionDiscountBp,
  }).onConflictDoNothing();
  const [settings] = await db.select().from(partnerSettings).where(eq(partnerSettings.userId, promoter.id));
  if (settings) await ensureDefaultCoupons(db, settings, new Date());
}

/** The demo accounts this database holds (a production start refuses to run with any). */
export async function demoAccountsPresent(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  return rows.map((r) => r.email);
}
