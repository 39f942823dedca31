// The promoter area's sums: an approximate total of amounts in several currencies, converted with the day's rates
// (display only: commissions are kept and paid in the currency they were earned in).
import type { Locale } from "../../domain/locale.ts";

export type Rates = { rubToEur: number; rubToUsd: number; usdToEur: number; usdToRub: number };
type Amount = { amount: number; currency: string };

/** The currency a page's approximate totals are shown in: rubles on Russian pages, dollars on English ones. */
export const totalCurrencyFor = (locale: Locale): "RUB" | "USD" => locale === "ru" ? "RUB" : "USD";

/** One amount in another currency with the rates; null when the rates cannot convert it. */
export function convert(amount: number, from: string, to: "RUB" | "USD", rates: Rates): number | null {
  if (from === to) return amount;
  if (from === "RUB" && to === "USD") return amount * rates.rubToUsd;
  if (from === "USD" && to === "RUB") return amount * rates.usdToRub;
  if (from === "EUR" && to === "USD" && rates.usdToEur > 0) return amount / rates.usdToEur;
  if (from === "EUR" && to === "RUB" && rates.rubToEur > 0) return amount / rates.rubToEur;
  return null;
}

/** The sum of amounts in `to`, rounded to the minor unit; null when one of them cannot be converted. */
export function approximateTotal(amounts: readonly Amount[], to: "RUB" | "USD", rates: Rates): number | null {
  let total = 0;
  for (const { amount, currency } of amounts) {
    const converted = convert(amount, currency, to, rates);
    if (converted === null) return null;
    total += converted;
  }
  return Math.round(total * 100) / 100;
}
