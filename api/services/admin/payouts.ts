// Promoter payouts in the back office (/admin/payouts): the list (filtered, paged, with the periods that have payouts
// and the filter's sums per currency), and the team's record of what the bank did with one — paid, or failed with a
// reason — through the promoters' own rule (api/services/promoters/mark-payout.ts), with the audit entry written in
// its transaction. A mark that changes nothing (asked twice, or by two admins at once) writes no entry.
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sum } from "drizzle-orm";
import { type DbOrTx, escapeLike } from "../../../db/client.ts";
import { commissions, partnerSettings, payouts, users } from "../../../db/schema/index.ts";
import {
  ADMIN_PAYOUTS_PAGE_SIZE,
  type PayoutSearchInput,
  periodMonthOf,
  periodStartOf,
} from "../../../src/domain/admin-payouts.ts";
import { markPayout, type MarkPayoutResult, type PayoutChange } from "../promoters/mark-payout.ts";
import { type AdminActor, recordAudit } from "./audit.ts";

/** How many months the period filter offers (newest first): years of monthly payouts. */
const PERIOD_CHOICES = 60;

function conditionsOf(search: PayoutSearchInput): SQL | undefined {
  const conditions: SQL[] = [];
  if (search.q) {
    const like = `%${escapeLike(search.q)}%`;
    conditions.push(or(ilike(users.email, like), ilike(partnerSettings.username, like))!);
  }
  // Held (decision 162) is a pending payout with no account in its currency; "pending" is one the bank can be sent.
  if (search.status === "HELD") conditions.push(eq(payouts.status, "PENDING"), isNull(payouts.bankAccountSealed));
  else if (search.status === "PENDING") {
    conditions.push(eq(payouts.status, "PENDING"), isNotNull(payouts.bankAccountSealed));
  } else if (search.status) conditions.push(eq(payouts.status, search.status));
  if (search.period) conditions.push(eq(payouts.periodFrom, periodStartOf(search.period)));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A page of payouts, newest period first, whose each is (e-mail, username), with the filter's total and sums per
 * currency, and the months (YYYY-MM) that have payouts, for the period filter.
 */
export async function listAdminPayouts(db: DbOrTx, search: PayoutSearchInput, page: number) {
  const where = conditionsOf(search);
  const [items, [{ total }], sums, periods] = await Promise.all([
    db.select({ payout: payouts, email: users.email, username: partnerSettings.username }).from(payouts)
      .innerJoin(users, eq(users.id, payouts.promoterId))
      .leftJoin(partnerSettings, eq(partnerSettings.userId, payouts.promoterId))
      .where(where)
      .orderBy(desc(payouts.periodFrom), desc(payouts.createdAt), desc(payouts.id))
      .limit(ADMIN_PAYOUTS_PAGE_SIZE).offset((page - 1) * ADMIN_PAYOUTS_PAGE_SIZE),
    db.select({ total: count() }).from(payouts)
      .innerJoin(users, eq(users.id, payouts.promoterId))
      .leftJoin(partnerSettings, eq(partnerSettings.userId, payouts.promoterId))
      .where(where),
    db.select({ currency: payouts.currency, amount: sum(payouts.totalAmount) }).from(payouts)
      .innerJoin(users, eq(users.id, payouts.promoterId))
      .leftJoin(partnerSettings, eq(partnerSettings.userId, payouts.promoterId))
      .where(where)
      .groupBy(payouts.currency).orderBy(payouts.currency),
    db.selectDistinct({ periodFrom: payouts.periodFrom }).from(payouts)
      .orderBy(desc(payouts.periodFrom)).limit(PERIOD_CHOICES),
  ]);
  return {
    items,
    total: Number(total),
    // sum() comes back as text from both drivers: the amounts are integers in minor units.
    totals: sums.map((row) => ({ currency: row.currency, amount: Number(row.amount ?? 0) })),
    periods: periods.map((row) => periodMonthOf(String(row.periodFrom))),
  };
}

/** The audit's view of a payout: what a mark changes, never the bank snapshot. */
const audited = (row: PayoutChange["before"], lines: number) => ({
  status: row.status,
  paidOutAt: row.paidOutAt,
  failReason: row.failReason,
  linesInPayout: lines,
});

/** How many ledger lines a payout holds (before a mark, for the audit entry). */
async function linesOf(tx: DbOrTx, payoutId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(commissions).where(eq(commissions.payoutId, payoutId));
  return Number(row.n);
}

/** Marks a payout paid or failed as a team member, with the audit entry in the same transaction. */
export async function markPayoutByTeam(
  db: DbOrTx,
  actor: AdminActor,
  id: string,
  decision: { status: "PAID" } | { status: "FAILED"; reason: string },
  now: Date,
): Promise<MarkPayoutResult> {
  return await markPayout(db, id, decision, now, async (tx, change) => {
    const after = await linesOf(tx, id);
    await recordAudit(tx, actor, {
      operation: decision.status === "PAID" ? "adminMarkPayoutPaid" : "adminMarkPayoutFailed",
      entity: "payout",
      entityId: id,
      before: audited(change.before, after + change.linesReleased),
      after: audited(change.after, after),
      reason: decision.status === "FAILED" ? decision.reason : null,
    }, now);
  });
}

/** One payout as the back office lists it (after a mark). */
export async function adminPayoutRow(db: DbOrTx, id: string) {
  const [row] = await db.select({ payout: payouts, email: users.email, username: partnerSettings.username })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.promoterId))
    .leftJoin(partnerSettings, eq(partnerSettings.userId, payouts.promoterId))
    .where(eq(payouts.id, id));
  return row ?? null;
}
