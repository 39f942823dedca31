// Sellers: a user's connected Stripe account (Stripe Connect, Express). connectStripe makes the account once (our
// own idempotency key and the table's primary key keep a repeated or concurrent click to one account) and answers
// Stripe's hosted onboarding; the status check reads the account from Stripe and keeps its flags; the login link and
// the account session open the seller's dashboard and the embedded payments and payouts components.
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { sellerAccounts, users } from "../../db/schema/index.ts";
import type { StripeConnectedAccount, StripeGateway } from "../integrations/payments.ts";
import { NO_STRIPE_ACCOUNT, SELLER_SOURCES, type SellerSource } from "../../src/domain/sellers.ts";
import { type Locale, localePath } from "../../src/domain/locale.ts";

export type SellerAccount = typeof sellerAccounts.$inferSelect;

export async function sellerAccountOf(db: DbOrTx, userId: string): Promise<SellerAccount | null> {
  const [row] = await db.select().from(sellerAccounts).where(eq(sellerAccounts.userId, userId));
  return row ?? null;
}

const isConnected = (a: StripeConnectedAccount) => a.detailsSubmitted && a.chargesEnabled;

/** Copies Stripe's flags onto the row (the status check and the account.updated event). */
export async function recordAccountState(db: DbOrTx, account: StripeConnectedAccount) {
  await db.update(sellerAccounts).set({
    connected: isConnected(account),
    payoutsEnabled: account.payoutsEnabled,
    updatedAt: sql`now()`,
  }).where(eq(sellerAccounts.stripeAccountId, account.id));
}

/**
 * The onboarding link for the user's account, made first if there is none. Stripe returns the user to the page they
 * came from with stripeConnected=true, or to the same page without it when the link has expired.
 */
export async function onboardingLink(
  db: DbOrTx,
  stripe: StripeGateway,
  input: { userId: string; source: SellerSource; locale: Locale; origin: string },
): Promise<string> {
  let account = await sellerAccountOf(db, input.userId);
  if (!account) {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
    // The same key for the same user: two concurrent clicks get one Stripe account, and the row's primary key keeps
    // one row; the loser of the insert reads the winner's.
    const created = await stripe.createConnectedAccount({
      email: user.email,
      userId: input.userId,
      idempotencyKey: `seller-account:${input.userId}`,
    });
    await db.insert(sellerAccounts).values({ userId: input.userId, stripeAccountId: created.id }).onConflictDoNothing();
    account = (await sellerAccountOf(db, input.userId))!;
  }
  const page = `${input.origin}${localePath(input.locale, `${SELLER_SOURCES[input.source]}/`)}`;
  const { url } = await stripe.createAccountLink({
    accountId: account.stripeAccountId,
    returnUrl: `${page}?stripeConnected=true`,
    refreshUrl: page,
  });
  return url;
}

/**
 * The status check (spec 03): "empty" without an account; otherwise Stripe's word, kept on the row. When Stripe
 * cannot be reached the last kept state answers, so a page never loses a connected seller to a network blip.
 */
export async function connectionStatus(
  db: DbOrTx,
  stripe: StripeGateway | undefined,
  userId: string,
): Promise<{ stripeAccountId: string; status: "true" | "false"; stale: boolean }> {
  const account = await sellerAccountOf(db, userId);
  if (!account) return { stripeAccountId: NO_STRIPE_ACCOUNT, status: "false", stale: false };
  if (account.connected || !stripe) {
    // Once connected, an account stays connected here until Stripe says otherwise (account.updated).
    return { stripeAccountId: account.stripeAccountId, status: account.connected ? "true" : "false", stale: !stripe };
  }
  try {
    const live = await stripe.retrieveConnectedAccount(account.stripeAccountId);
    await recordAccountState(db, live);
    return { stripeAccountId: account.stripeAccountId, status: isConnected(live) ? "true" : "false", stale: false };
  } catch (error) {
    console.error("sellers: the account status could not be read:", error instanceof Error ? error.message : error);
    return { stripeAccountId: account.stripeAccountId, status: "false", stale: true };
  }
}

/** Whether the user may sell: an account whose onboarding Stripe has accepted. */
export async function isConnectedSeller(db: DbOrTx, stripe: StripeGateway | undefined, userId: string) {
  return (await connectionStatus(db, stripe, userId)).status === "true";
}
