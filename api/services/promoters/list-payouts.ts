// getPayouts: payouts with their invoices (the source payments of their ledger lines, by provider) and the bank
// account as it was snapshotted, opened for the caller the resolver allowed (the owner or an admin).
import { and, desc, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, partnerSettings, payouts, users } from "../../../db/schema/index.ts";
import { toMainUnits } from "../../../src/domain/money.ts";
import type { PayoutStatus } from "../../../src/domain/promoters.ts";
import type { BankAccountView, BankDataCipher } from "./bank-account.ts";

export type PayoutFilter = {
  promoterId?: string | null;
  periodFrom?: string | null;
  periodTo?: string | null;
  status?: PayoutStatus | null;
};

export type PayoutRow = typeof payouts.$inferSelect;

const LIMIT = 500;

/** The rows of a filter, newest period first, with the promoter's username and e-mail. */
export async function selectPayouts(db: DbOrTx, filter: PayoutFilter) {
  const where: SQL[] = [];
  if (filter.promoterId) where.push(eq(payouts.promoterId, filter.promoterId));
  if (filter.periodFrom) where.push(gte(payouts.periodFrom, filter.periodFrom));
  if (filter.periodTo) where.push(lte(payouts.periodTo, filter.periodTo));
  if (filter.status) where.push(eq(payouts.status, filter.status));
  return await db.select({ payout: payouts, username: partnerSettings.username, email: users.email }).from(payouts)
    .innerJoin(users, eq(users.id, payouts.promoterId))
    .leftJoin(partnerSettings, eq(partnerSettings.userId, payouts.promoterId))
    .where(and(...where))
    .orderBy(desc(payouts.periodFrom), desc(payouts.createdAt))
    .limit(LIMIT);
}

/** The snapshot, opened; null when none was taken or it does not open (logged without its content). */
export async function openPayoutBankAccount(
  cipher: BankDataCipher,
  payout: PayoutRow,
): Promise<BankAccountView | null> {
  if (!payout.bankAccountSealed || !payout.bankCurrency) return null;
  try {
    const data = await cipher.open(payout.bankAccountSealed, payout.promoterId);
    return { ...data, currency: payout.bankCurrency, updatedAt: payout.createdAt.toISOString() };
  } catch (error) {
    console.error(`payouts: the bank snapshot of payout ${payout.id} does not open:`, (error as Error).message);
    return null;
  }
}

/**
 * Held: made, but there is no account in its currency to pay it to (decision 162). The team cannot mark it paid and the
 * CSV leaves it out until the promoter adds the account.
 */
export const isHeldPayout = (payout: Pick<PayoutRow, "status" | "bankAccountSealed">) =>
  payout.status === "PENDING" && !payout.bankAccountSealed;

export function payoutView(
  payout: PayoutRow,
  extra: {
    username: string | null;
    invoices: { STRIPE: string[]; YOO: string[] };
    bankAccount: BankAccountView | null;
  },
) {
  return {
    id: payout.id,
    promoterId: payout.promoterId,
    promoterUsername: extra.username,
    failReason: payout.failReason,
    createdAt: payout.createdAt.toISOString(),
    paidOutAt: payout.paidOutAt?.toISOString() ?? null,
    periodFrom: String(payout.periodFrom),
    periodTo: String(payout.periodTo),
    productCommission: toMainUnits(payout.productCommission),
    subscriptionCommission: toMainUnits(payout.subscriptionCommission),
    totalAmount: toMainUnits(payout.totalAmount),
    currency: payout.currency,
    status: payout.status,
    isHeld: isHeldPayout(payout),
    stripeInvoices: extra.invoices.STRIPE,
    yooInvoices: extra.invoices.YOO,
    bankAccount: extra.bankAccount,
  };
}

/** The source payments of each payout's lines, by provider. */
export async function invoicesOf(db: DbOrTx, payoutIds: string[]) {
  const byPayout = new Map<string, { STRIPE: string[]; YOO: string[] }>();
  for (const id of payoutIds) byPayout.set(id, { STRIPE: [], YOO: [] });
  if (!payoutIds.length) return byPayout;
  const lines = await db.selectDistinct({
    payoutId: commissions.payoutId,
    provider: commissions.provider,
    sourcePaymentId: commissions.sourcePaymentId,
  }).from(commissions).where(inArray(commissions.payoutId, payoutIds))
    .orderBy(commissions.sourcePaymentId);
  for (const line of lines) byPayout.get(line.payoutId!)?.[line.provider].push(line.sourcePaymentId);
  return byPayout;
}

/**
 * The payouts a filter names, as the API answers them. `showUsername` for admins; the bank snapshot is opened for
 * every row (the resolver only lets the owner or an admin ask).
 */
export async function listPayouts(
  db: DbOrTx,
  cipher: BankDataCipher,
  filter: PayoutFilter,
  options: { showUsername: boolean },
) {
  const rows = await selectPayouts(db, filter);
  const invoices = await invoicesOf(db, rows.map((row) => row.payout.id));
  return await Promise.all(rows.map(async (row) =>
    payoutView(row.payout, {
      username: options.showUsername ? row.username : null,
      invoices: invoices.get(row.payout.id)!,
      bankAccount: await openPayoutBankAccount(cipher, row.payout),
    })
  ));
}
