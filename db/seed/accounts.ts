// Demo accounts for the embedded default only (never on a server database): a registered member and a fellow, so a
// visitor can see the content gates from both sides without paying, and a moderator, so moderation can be tried
// without editing the database. The password is public on purpose; a production start refuses a database holding any.
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../client.ts";
import { customDiscounts, userCustomDiscounts, users } from "../schema/index.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";

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
] as const;

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
}

/** The demo accounts this database holds (a production start refuses to run with any). */
export async function demoAccountsPresent(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users)
    .where(inArray(users.email, DEMO_ACCOUNTS.map((a) => a.email)));
  return rows.map((r) => r.email);
}
