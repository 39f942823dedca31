// The daily exchange rates the promoter area shows (getCurrencyExchangeRates): read once a day from
// config.promoters.exchangeRatesUrl (the Central Bank of Russia's XML_daily by default), stored one row per date
// (upserted: a second read the same day corrects it), served from the table. A failed read keeps the rows already
// stored (yesterday's) and logs it; the job never throws. Without a URL (the embedded default) demo rates stand in.
import { desc, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { exchangeRates } from "../../../db/schema/index.ts";
import { moscowDay } from "../../../src/domain/dates.ts";
import { type DailyRates, dailyRates, fetchCbrRates } from "../../integrations/exchange-rates.ts";

export type ExchangeRatesRow = typeof exchangeRates.$inferSelect;

/** Demo rates (rubles per dollar and per euro) for the embedded default, which reads no external source. */
export const DEMO_RATES = { usdToRub: 92.5, eurToRub: 100.2 } as const;

/** One row per date: inserted, or replaced by the newer read of the same date. */
export async function storeRates(db: DbOrTx, rates: DailyRates, source: string, now: Date): Promise<void> {
  const values = {
    date: rates.date,
    usdToRub: rates.usdToRub,
    rubToUsd: rates.rubToUsd,
    rubToEur: rates.rubToEur,
    usdToEur: rates.usdToEur,
    source,
    fetchedAt: now,
  };
  await db.insert(exchangeRates).values(values).onConflictDoUpdate({
    target: exchangeRates.date,
    set: {
      usdToRub: sql`excluded.usd_to_rub`,
      rubToUsd: sql`excluded.rub_to_usd`,
      rubToEur: sql`excluded.rub_to_eur`,
      usdToEur: sql`excluded.usd_to_eur`,
      source: sql`excluded.source`,
      fetchedAt: sql`excluded.fetched_at`,
    },
  });
}

/** Today's (Moscow) demo row, unless a row for today exists already (the embedded default; startup and the job). */
export async function ensureDemoRates(db: DbOrTx, now: Date): Promise<void> {
  const rates = dailyRates({ date: moscowDay(now), ...DEMO_RATES });
  await db.insert(exchangeRates).values({ ...rates, source: "demo", fetchedAt: now }).onConflictDoNothing();
}

/**
 * The daily job: reads the source and stores the day's row. Without a URL, demo rates. A failure (network, HTTP
 * status, unreadable document) is logged and the stored rows stay as they were: the page keeps showing the last ones.
 */
export async function refreshExchangeRates(
  db: DbOrTx,
  url: string | undefined,
  now: Date,
  send?: (input: string, init?: RequestInit) => Promise<Response>,
): Promise<{ stored: number; failed: number }> {
  if (!url) {
    await ensureDemoRates(db, now);
    return { stored: 1, failed: 0 };
  }
  try {
    const rates = await fetchCbrRates(url, send);
    await storeRates(db, rates, new URL(url).host, now);
    return { stored: 1, failed: 0 };
  } catch (error) {
    console.warn(
      `exchange rates: ${url} could not be read, the last stored rates stay:`,
      error instanceof Error ? error.message : error,
    );
    return { stored: 0, failed: 1 };
  }
}

/** The latest stored rates (with their date), or null when none was ever stored. */
export async function latestExchangeRates(db: DbOrTx): Promise<ExchangeRatesRow | null> {
  const [row] = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.date)).limit(1);
  return row ?? null;
}
