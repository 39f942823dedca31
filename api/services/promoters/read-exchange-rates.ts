// getCurrencyExchangeRates: the latest stored day (the commissions job writes one row a day); null before the first.
import { desc } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { exchangeRates } from "../../../db/schema/index.ts";

export async function readLatestExchangeRates(db: DbOrTx) {
  const [row] = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.date)).limit(1);
  if (!row) return null;
  return {
    date: String(row.date),
    rubToEur: row.rubToEur,
    rubToUsd: row.rubToUsd,
    usdToEur: row.usdToEur,
    usdToRub: row.usdToRub,
  };
}
