// getPromoterIncome: the commission summary from the ledger, per currency. REVERSED and SELF_REFERRAL lines never
// count. "This period" is what was earned since the last period a payout closed (payoutPeriodFor(now).closesAt):
// the lines the next payouts will hold, whatever their status now. A line in a payout the bank has not paid yet (the
// payout is PENDING) is still "payable": it is to be paid, and moves to "paid" when an admin marks the payout paid.
// (The payout job sets a line PAID when it puts it in a payout; the payout's own status is what "paid" means here.)
// nextPayouts (decision 171): per currency, what the payout on the spec's next payout date holds (the lines payable by
// its run and earned before the month it closes, or the payout already made that day), and when the rest is paid.
import { and, eq, gte, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { commissions, payouts } from "../../../db/schema/index.ts";
import { moscowDay } from "../../../src/domain/dates.ts";
import { toMainUnits } from "../../../src/domain/money.ts";
import { nextPayoutDate, payoutPeriodFor, schedulePayouts } from "../../../src/domain/promoters.ts";
import type { CommissionTerms } from "./commissions.ts";

type Currency = "RUB" | "USD";
export type Income = { dateFrom: string | null; dateTo: string | null; amount: number; currency: Currency };

const NEVER_PAID = ["REVERSED", "SELF_REFERRAL"] as const;
const CURRENCY_ORDER: Currency[] = ["RUB", "USD"];

type Row = { bucket: string; currency: Currency; amount: number; first: Date | string; last: Date | string };

export async function getPromoterIncome(
  db: DbOrTx,
  promoterId: string,
  now: Date,
  payoutMinimum: CommissionTerms["payoutMinimum"],
) {
  const { closesAt } = payoutPeriodFor(now);
  // A line in a payout is "paid" once the payout is (an admin marked it); in a payout still PENDING at the bank it is
  // "payable". The payout job marks lines PAID as it puts them in a payout, so the payout's status decides.
  const bucket = sql<string>`case
    when ${payouts.status} = 'PAID' then 'paid'
    when ${commissions.payoutId} is not null then 'payable'
    when ${commissions.status} = 'PAID' then 'paid'
    when ${commissions.status} = 'PAYABLE' or ${commissions.payableAt} <= ${now} then 'payable'
    else 'pending' end`;
  const rows: Row[] = await db.select({
    bucket,
    currency: commissions.currency,
    amount: sql<number>`sum(${commissions.amount})::int`,
    first: sql<Date>`min(${commissions.createdAt})`,
    last: sql<Date>`max(${commissions.createdAt})`,
  }).from(commissions)
    .leftJoin(payouts, eq(payouts.id, commissions.payoutId))
    .where(and(eq(commissions.promoterId, promoterId), notInArray(commissions.status, [...NEVER_PAID])))
    // By position: the bucket's expression holds a parameter, which GROUP BY would see as a different expression.
    .groupBy(sql`1`, sql`2`);
  const current: Row[] = (await db.select({
    currency: commissions.currency,
    amount: sql<number>`sum(${commissions.amount})::int`,
    first: sql<Date>`min(${commissions.createdAt})`,
    last: sql<Date>`max(${commissions.createdAt})`,
  }).from(commissions)
    .where(and(
      eq(commissions.promoterId, promoterId),
      notInArray(commissions.status, [...NEVER_PAID]),
      gte(commissions.createdAt, closesAt),
    ))
    .groupBy(commissions.currency)).map((row) => ({ ...row, bucket: "thisPeriod" }));
  const list = (of: Row[], name: string, span: "lines" | "period"): Income[] =>
    CURRENCY_ORDER.flatMap((currency) => {
      const found = of.filter((row) => row.bucket === name && row.currency === currency);
      if (!found.length) return [];
      const amount = found.reduce((sum, row) => sum + Number(row.amount), 0);
      const first = found.map((row) => moscowDay(row.first)).sort()[0];
      const last = found.map((row) => moscowDay(row.last)).sort().at(-1)!;
      return [{
        dateFrom: span === "period" ? moscowDay(closesAt) : first,
        dateTo: span === "period" ? moscowDay(now) : last,
        amount: toMainUnits(amount),
        currency,
      }];
    });
  return {
    nextPayouts: await scheduledPayouts(db, promoterId, now, payoutMinimum),
    thisPeriod: list(current, "thisPeriod", "period"),
    pending: list(rows, "pending", "lines"),
    payable: list(rows, "payable", "lines"),
    paid: list(rows, "paid", "lines"),
    nextPayoutDate: nextPayoutDate(now),
  };
}

/** The 15th of the month after a period's last day: the day its payout run is due. */
const payoutDayAfter = (periodTo: string) => {
  const [y, m] = periodTo.split("-").map(Number);
  return new Date(Date.UTC(y, m, 15)).toISOString().slice(0, 10);
};

/**
 * Per currency, the payouts to come: those made and still waiting for the bank transfer (the run of the 15th made
 * them); then the lines not in a payout yet, each on the 15th that will take it, sums below the minimum carried on
 * (decision 171).
 */
async function scheduledPayouts(
  db: DbOrTx,
  promoterId: string,
  now: Date,
  payoutMinimum: CommissionTerms["payoutMinimum"],
) {
  const from = nextPayoutDate(now);
  // Made and not yet marked paid or failed by the team: the bank transfer is under way.
  const made = await db.select({ currency: payouts.currency, amount: payouts.totalAmount, periodTo: payouts.periodTo })
    .from(payouts)
    .where(and(eq(payouts.promoterId, promoterId), eq(payouts.status, "PENDING")))
    .orderBy(payouts.periodTo);
  const open = await db.select({
    currency: commissions.currency,
    amount: commissions.amount,
    createdAt: commissions.createdAt,
    payableAt: commissions.payableAt,
  }).from(commissions).where(and(
    eq(commissions.promoterId, promoterId),
    isNull(commissions.payoutId),
    inArray(commissions.status, ["PENDING", "PAYABLE"]),
  ));
  return CURRENCY_ORDER.flatMap((currency) => {
    const minimum = payoutMinimum[currency];
    return schedulePayouts(
      made.filter((p) => p.currency === currency).map((p) => ({
        date: payoutDayAfter(String(p.periodTo)),
        amountMinor: p.amount,
      })),
      open.filter((l) => l.currency === currency),
      from,
      minimum,
    ).map((p) => ({
      currency,
      date: p.date,
      amount: toMainUnits(p.amountMinor),
      made: p.made,
      belowMinimum: p.belowMinimum,
      minimum: toMainUnits(minimum),
    }));
  });
}
