// Money rules from the spec, in one place: ruble prices from dollar prices, discounts.

/** Ruble price for a dollar price: USD × rate, rounded to the nearest 100. */
export function rubPriceFromUsd(usd: number, usdToRub: number): number {
  return Math.round((usd * usdToRub) / 100) * 100;
}

/** A discount shown as a percent, rounded to 2 decimals (0.215 → 21.5). */
export function discountPercent(fraction: number): number {
  return Math.round(fraction * 100 * 100) / 100;
}
