// The AI allowance (spec 02 §4): runs per 30-day period, the fellows' allowance or the regular one. Spending is ONE
// SQL statement — an upsert whose update only happens while runs are left (or the period has ended, which resets it
// in the same statement) — so concurrent requests queue on the row and can never spend more than the allowance; the
// counter is also checked ≥ 0 by the table. A failed AI call gives its run back, within the same period only.
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { rowsOf } from "../../../db/client.ts";
import { aiAllowances, users } from "../../../db/schema/index.ts";
import { AI_PERIOD_MS } from "../../../src/domain/ai-tools.ts";

export type AllowanceLimits = { regular: number; fellow: number };

/** A spent run: what is left, and the period it was spent in (to give it back to the same period). */
export type SpentRun = { tokensLeft: number; periodStart: Date };

/** The latest period start that has ended by `now`. */
const endedBy = (now: Date) => new Date(now.getTime() - AI_PERIOD_MS);

/**
 * Spends one run of the user's allowance, or answers null when none is left. One statement: a user's first run
 * creates the row with the allowance of their kind less one; later runs decrement it while it is above zero; a
 * period past its 30 days starts again at the full allowance (the lazy reset); a member who joined mid-period gets
 * the fellows' difference. The row lock of the upsert serialises concurrent runs of one user.
 */
export async function spendRun(
  db: DbOrTx,
  userId: string,
  limits: AllowanceLimits,
  now: Date,
): Promise<SpentRun | null> {
  const ended = endedBy(now);
  const bonus = limits.fellow - limits.regular;
  const rows = rowsOf<{ tokens_left: number; period_start: string | Date }>(
    await db.execute(sql`
      insert into ${aiAllowances} as a (user_id, tokens_left, period_start, fellow)
      select u.id, (case when u.is_fellow then ${limits.fellow}::int else ${limits.regular}::int end) - 1, ${now}::timestamptz, u.is_fellow
      from ${users} u where u.id = ${userId}
      on conflict (user_id) do update set
        tokens_left = case
          when a.period_start <= ${ended}::timestamptz then excluded.tokens_left
          when excluded.fellow and not a.fellow then a.tokens_left + ${bonus}::int - 1
          else a.tokens_left - 1 end,
        period_start = case when a.period_start <= ${ended}::timestamptz
          then excluded.period_start else a.period_start end,
        fellow = case when a.period_start <= ${ended}::timestamptz
          then excluded.fellow else a.fellow or excluded.fellow end
      where a.period_start <= ${ended}::timestamptz
        or a.tokens_left > 0
        or (excluded.fellow and not a.fellow and a.tokens_left + ${bonus}::int > 0)
      returning tokens_left, period_start`),
  );
  const row = rows[0];
  return row ? { tokensLeft: Number(row.tokens_left), periodStart: new Date(row.period_start) } : null;
}

/** Gives a run back to the period it was spent in (never past the fellows' allowance, never to a later period). */
export async function refundRun(db: DbOrTx, userId: string, spent: SpentRun, limits: AllowanceLimits): Promise<void> {
  await db.update(aiAllowances).set({ tokensLeft: sql`least(${aiAllowances.tokensLeft} + 1, ${limits.fellow}::int)` })
    .where(and(eq(aiAllowances.userId, userId), eq(aiAllowances.periodStart, spent.periodStart)));
}

export type AllowanceState = {
  /** Runs left now (the whole allowance when there is no row or its period has ended). */
  tokensLeft: number;
  limit: number;
  /** When the current period began; null before the first run (or after a period ended without a new run). */
  periodStart: Date | null;
};

/** What the user has left, as the next spend would see it (reads only). */
export async function allowanceOf(
  db: DbOrTx,
  userId: string,
  isFellow: boolean,
  limits: AllowanceLimits,
  now: Date,
): Promise<AllowanceState> {
  const limit = isFellow ? limits.fellow : limits.regular;
  const [row] = await db.select().from(aiAllowances).where(eq(aiAllowances.userId, userId));
  if (!row || row.periodStart <= endedBy(now)) {
    return { tokensLeft: limit, limit, periodStart: null };
  }
  const tokensLeft = isFellow && !row.fellow ? row.tokensLeft + limits.fellow - limits.regular : row.tokensLeft;
  return { tokensLeft: Math.max(0, tokensLeft), limit, periodStart: row.periodStart };
}

/**
 * The daily reset (cron): every allowance whose period has ended starts a new one at the allowance of the user's
 * kind. A period that has not ended is never touched, so a second or concurrent run resets nothing more.
 */
export async function resetEndedPeriods(db: DbOrTx, limits: AllowanceLimits, now: Date): Promise<number> {
  const rows = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      update ${aiAllowances} as a set
        tokens_left = case when u.is_fellow then ${limits.fellow}::int else ${limits.regular}::int end,
        period_start = ${now}::timestamptz,
        fellow = u.is_fellow
      from ${users} u
      where u.id = a.user_id and a.period_start <= ${endedBy(now)}::timestamptz
      returning a.user_id`),
  );
  return rows.length;
}
