// The payout on the 15th (issue 27): for each promoter and currency, the PAYABLE lines of the closed period (earned
// before it closed, CLAWBACK lines included, none in a payout yet) become ONE payout row whose total is their sum to
// the minor unit, with a copy of the sealed bank account; below the minimum nothing happens and the lines roll over.
// Then each payout's statement is mailed once. Safe to run twice, concurrently, or after a crash between the payout
// row and its mail:
// - the payout is keyed (promoter, period, currency): insert … on conflict do nothing, and only the inserter assigns
//   lines, in its transaction, after locking them (a concurrent run waits, then finds them taken);
// - the statement is queued (mail-queue.ts, decision 169) in one transaction with the conditional UPDATE … WHERE
//   statement_mailed_at IS NULL that marks it queued: only one run queues it, and once queued it is delivered with
//   retries, even when the run that queued or sent it is killed midway.
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, payouts, promoterBankAccounts } from "../../../db/schema/index.ts";
import { payoutPeriodFor } from "../../../src/domain/promoters.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { promotePayable } from "./commissions.ts";
import { statementMail } from "./ledger-mails.ts";
import { deliverQueuedMail, enqueueMail } from "../mail-queue.ts";

export type PayoutConfig = { promoters: { payoutMinimum: { RUB: number; USD: number } } };
export type PayoutRunResult = {
  promoted: number;
  payouts: number;
  rolledOver: number;
  mailed: number;
  mailFailed: number;
};

/** The lines a payout of this period may take: payable, earned before the period closed, in no payout yet. */
const takeable = (closesAt: Date) =>
  and(
    eq(commissions.status, "PAYABLE"),
    isNull(commissions.payoutId),
    lt(commissions.createdAt, closesAt),
  );

/** One promoter and currency: their payout of the period, or nothing (below the minimum, or another run made it). */
async function payOne(
  db: DbOrTx,
  promoterId: string,
  currency: "RUB" | "USD",
  period: ReturnType<typeof payoutPeriodFor>,
  minimum: number,
  now: Date,
): Promise<"paid" | "below" | "taken"> {
  return await db.transaction(async (tx) => {
    // Locked first: a concurrent run waits here, then re-reads them as taken (payout_id set) and finds nothing.
    const lines = await tx.select().from(commissions).where(and(
      eq(commissions.promoterId, promoterId),
      eq(commissions.currency, currency),
      takeable(period.closesAt),
    )).for("update");
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    if (!lines.length) return "taken";
    if (total < minimum || total <= 0) return "below";
    // Only the account in the payout's own currency (decision 162); without one the payout is held: it is made, but
    // goes to no bank until the promoter adds that account (updatePromoterBankAccount then gives it the snapshot).
    const [bank] = await tx.select().from(promoterBankAccounts).where(and(
      eq(promoterBankAccounts.userId, promoterId),
      eq(promoterBankAccounts.currency, currency),
    ));
    const [payout] = await tx.insert(payouts).values({
      promoterId,
      periodFrom: period.periodFrom,
      periodTo: period.periodTo,
      currency,
      productCommission: lines.filter((l) => l.kind === "PRODUCT").reduce((s, l) => s + l.amount, 0),
      subscriptionCommission: lines.filter((l) => l.kind === "SUBSCRIPTION").reduce((s, l) => s + l.amount, 0),
      totalAmount: total,
      bankAccountSealed: bank?.sealed ?? null,
      bankCurrency: bank?.currency ?? null,
      createdAt: now,
      updatedAt: now,
    }).onConflictDoNothing().returning({ id: payouts.id });
    // This period's payout exists already (an earlier run): later lines roll over to the next period.
    if (!payout) return "taken";
    await tx.update(commissions).set({ payoutId: payout.id, status: "PAID", updatedAt: now })
      .where(inArray(commissions.id, lines.map((l) => l.id)));
    return "paid";
  });
}

/** Writes the period's payouts (step 1 of the job). */
export async function writePayouts(db: DbOrTx, now: Date, config: PayoutConfig) {
  const period = payoutPeriodFor(now);
  const promoted = await promotePayable(db, now);
  const groups = await db.selectDistinct({ promoterId: commissions.promoterId, currency: commissions.currency })
    .from(commissions).where(takeable(period.closesAt));
  let made = 0;
  let rolledOver = 0;
  for (const g of groups) {
    const outcome = await payOne(db, g.promoterId, g.currency, period, config.promoters.payoutMinimum[g.currency], now);
    if (outcome === "paid") made++;
    if (outcome === "below") rolledOver++;
  }
  return { period, promoted, payouts: made, rolledOver };
}

/**
 * Queues the statement of every payout that has none queued yet, each once, then delivers the mail queue (step 2 of
 * the job). `statement_mailed_at` is the moment the statement was queued: it is set in the transaction that queues it.
 */
export async function mailStatements(db: DbOrTx, mailer: Mailer, origin: string, now: Date) {
  const waiting = await db.select({ id: payouts.id }).from(payouts).where(isNull(payouts.statementMailedAt));
  for (const { id } of waiting) {
    await db.transaction(async (tx) => {
      const [claimed] = await tx.update(payouts).set({ statementMailedAt: now })
        .where(and(eq(payouts.id, id), isNull(payouts.statementMailedAt))).returning({ id: payouts.id });
      if (!claimed) return;
      const mail = await statementMail(tx, origin, id);
      if (mail) await enqueueMail(tx, `payout-statement:${id}`, mail, now);
    });
  }
  const delivered = await deliverQueuedMail(db, mailer, now);
  return { mailed: delivered.sent, failed: delivered.failed };
}

/** The payout job: the period's payouts, then their statements. */
export async function runPayouts(
  db: DbOrTx,
  mailer: Mailer,
  origin: string,
  now: Date,
  config: PayoutConfig,
): Promise<PayoutRunResult> {
  const written = await writePayouts(db, now, config);
  const mails = await mailStatements(db, mailer, origin, now);
  return {
    promoted: written.promoted,
    payouts: written.payouts,
    rolledOver: written.rolledOver,
    mailed: mails.mailed,
    mailFailed: mails.failed,
  };
}
