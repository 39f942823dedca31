// Money rules from the spec (spec 03, section 9 "Business constants and limits"), in one place: ruble prices from
// dollar prices, discounts and their rounding per provider, trials, percents and the purchase counter on service
// cards. Pure functions only: the server uses them for checkout amounts and the pages for what the user reads, so both
// always show and charge the same numbers.
//
// Arithmetic: prices arrive in the main unit (dollars, rubles) with at most 2 decimals, as the API answers them;
// discounts as fractions (0.15 = 15 %), except discountAfterTrial, which is a percent (20 = 20 %). Every rule below
// converts to integers first (cents, millionths of a fraction) and rounds once, with BigInt, so 10 × (1 − 0.15) is
// exactly 8.5 and never 8.499999999999998.
import type { Locale } from "./locale.ts";

/** The two checkout providers, as the billing tables name them: Stripe (issuer "Other country") and Yoo (Russia). */
export type CheckoutProvider = "STRIPE" | "YOO";

/**
 * Main units (12.5 dollars, as the API answers prices and people type them) → integer minor units (1250 cents, as the
 * tables keep them and formatMoney takes them), rounded to the nearest.
 */
export function toMinorUnits(main: number): number {
  return Math.round(main * 100);
}

/**
 * A price as the team types it in a form ("120", "120.50", "1 200,5") → integer minor units (12050); NaN when the text
 * is no price (negative, more than 2 decimals, letters). An empty text is NaN too: the form decides what empty means.
 */
export function parseMainUnits(text: string): number {
  const normal = text.trim().replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(normal)) return Number.NaN;
  const [whole, fraction = ""] = normal.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Minor units → the text a form field shows (12050 → "120.5", 12000 → "120"). */
export function mainUnitsText(minor: number): string {
  return String(minor / 100);
}

/** Integer minor units (1250) → main units (12.5). */
export function toMainUnits(minor: number): number {
  return minor / 100;
}

/** Ruble price for a dollar price: USD × rate, rounded to the nearest 100. */
export function rubPriceFromUsd(usd: number, usdToRub: number): number {
  return Math.round((usd * usdToRub) / 100) * 100;
}

/** A discount shown as a percent, rounded to 2 decimals (0.215 → 21.5). See also `percentOf`. */
export function discountPercent(fraction: number): number {
  return Math.round(fraction * 100 * 100) / 100;
}

/** Service prices in USD (spec 03 §9), by a stable key; ruble prices follow `rubPriceFromUsd` unless a product sets one. */
export const SERVICE_PRICES_USD = Object.freeze(
  {
    careerChat: 100,
    consultation: 100,
    writtenWork: 100,
    portfolio: 200,
    professionalProfile: 200,
    combinedService: 350,
    personalSupport: 1000,
  } as const,
);

export type ServiceKey = keyof typeof SERVICE_PRICES_USD;

// ---------------------------------------------------------------------------------------------------------------
// Integer helpers

/** Fractions are kept in millionths: 0.155 → 155 000. Finer fractions than 0.000001 are rounded to it. */
const MICRO = 1_000_000n;

/** A price in the main unit → integer cents (kopecks). Throws on negatives, NaN and more than 2 decimals. */
function toCents(price: number): bigint {
  if (!Number.isFinite(price) || price < 0) throw new RangeError(`price must be a finite number ≥ 0, got ${price}`);
  const cents = Math.round(price * 100);
  if (Math.abs(price * 100 - cents) > 1e-6 * Math.max(1, cents) || !Number.isSafeInteger(cents)) {
    throw new RangeError(`price must have at most 2 decimals, got ${price}`);
  }
  return BigInt(cents);
}

/** A fraction from 0 to 1 → millionths. */
function toMicro(fraction: number): bigint {
  if (!Number.isFinite(fraction) || fraction < 0 || fraction > 1) {
    throw new RangeError(`discount fraction must be from 0 to 1, got ${fraction}`);
  }
  return BigInt(Math.round(fraction * 1_000_000));
}

/** n / d for n ≥ 0, d > 0: floor, or half up (x.5 goes up, which is half away from zero for amounts ≥ 0). */
function divide(n: bigint, d: bigint, mode: "floor" | "halfUp"): bigint {
  return mode === "floor" ? n / d : (2n * n + d) / (2n * d);
}

// ---------------------------------------------------------------------------------------------------------------
// Discounts

/**
 * The discounted total shown and charged: price × (1 − discountFraction), rounded to 1 decimal — Stripe rounds
 * (half up: 8.45 → 8.5), Yoo floors (8.49 → 8.4). 9.99 with 0.15 off is 8.4915: Stripe 8.5, Yoo 8.4.
 * Exact: 10 with 0.15 off is 8.5, 10 with 0.07 off is 9.3 on both (the float product 9.299999999999999 would floor
 * to 9.2). Throws a RangeError for a negative price, one with more than 2 decimals, or a fraction outside 0..1.
 */
export function discountedTotal(price: number, discountFraction: number, provider: CheckoutProvider): number {
  // cents × millionths = units of 10⁻⁸; tenths are 10⁷ of them.
  const scaled = toCents(price) * (MICRO - toMicro(discountFraction));
  const tenths = divide(scaled, 10_000_000n, provider === "YOO" ? "floor" : "halfUp");
  return Number(tenths) / 10;
}

/**
 * The discount shown next to the total: price × discountFraction, rounded half up to 2 decimals
 * (9.99 × 0.15 = 1.4985 → 1.5; 0.29 × 0.5 = 0.145 → 0.15). It is rounded on its own, so it need not add up with the
 * 1-decimal `discountedTotal` to the price; the spec rounds the two differently.
 */
export function discountAmount(price: number, discountFraction: number): number {
  const scaled = toCents(price) * toMicro(discountFraction);
  return Number(divide(scaled, MICRO, "halfUp")) / 100;
}

/**
 * A promo-code discount or a commission, stored as a fraction, shown as a percent: fraction × 100 without float noise
 * (0.07 → 7, not 7.000000000000001; 0.155 → 15.5). Keeps up to 4 decimals of the percent (a millionth of the
 * fraction), which is finer than any code or commission; unlike `discountPercent` it does not round to 2 decimals.
 */
export function percentOf(fraction: number): number {
  if (!Number.isFinite(fraction)) throw new RangeError(`fraction must be finite, got ${fraction}`);
  return Math.round(fraction * 1_000_000) / 10_000;
}

// ---------------------------------------------------------------------------------------------------------------
// Trials (the first-timer offer of userGetCustomDiscount: trialPeriod days, then discountAfterTrial percent off)

/** The first-timer offer as the API answers it; both fields may be missing or null. */
export type CustomDiscountLike = {
  trialPeriod?: number | null;
  discountAfterTrial?: number | null;
};

/**
 * The total shown (with an asterisk) when the plan has a trial period: 1 currency unit for Yoo (a ruble, so the card
 * is checked and saved for the renewals) and 0 for Stripe (it starts a trial without a charge).
 */
export function trialTotal(provider: CheckoutProvider): number {
  return provider === "YOO" ? 1 : 0;
}

/**
 * The price after the trial, for the disclaimer: price × (1 − discountAfterTrialPercent / 100), rounded half up to
 * 2 decimals. discountAfterTrial is a percent (20 = 20 %), not a fraction like a coupon: 20 a month with 20 → 16;
 * 19.99 with 15 → 16.99 (16.9915). Throws a RangeError for a percent outside 0..100.
 */
export function priceAfterTrial(price: number, discountAfterTrialPercent: number): number {
  if (!Number.isFinite(discountAfterTrialPercent) || discountAfterTrialPercent < 0 || discountAfterTrialPercent > 100) {
    throw new RangeError(`discountAfterTrial must be a percent from 0 to 100, got ${discountAfterTrialPercent}`);
  }
  // A percent in ten-thousandths is the fraction in millionths (20 % → 200 000 millionths).
  const micro = BigInt(Math.round(discountAfterTrialPercent * 10_000));
  const scaled = toCents(price) * (MICRO - micro);
  return Number(divide(scaled, MICRO, "halfUp")) / 100;
}

/**
 * Whether the coupon box ("do you have a coupon") is shown: hidden when the first-timer offer has a discountAfterTrial,
 * since that discount and a coupon do not combine. A missing, null or 0 discountAfterTrial is no discount: the box is
 * shown (a trial alone does not hide it).
 */
export function couponBoxVisible(customDiscount: CustomDiscountLike | null | undefined): boolean {
  const after = customDiscount?.discountAfterTrial;
  return !(typeof after === "number" && after > 0);
}

// ---------------------------------------------------------------------------------------------------------------
// The purchase counter on service cards

/** Day 0 of the counter: 1 January 2023, 00:00 UTC. */
const COUNTER_START_MS = Date.UTC(2023, 0, 1);
const DAY_MS = 86_400_000;

/**
 * "Bought N times" on a service card: whole days since 1 January 2023 (UTC), divided by 30 and floored to whole
 * months, times purchases per month (default 14), plus a base (default 30). Flooring the months (not the product)
 * keeps the count a whole number that grows by purchasesPerMonth every 30 days, the same on the server and in every
 * browser on a given UTC day. Before the start date the count is the base.
 * Example: 1 July 2025 is day 912 → 30 months → 30 × 14 + 30 = 450.
 */
export function purchaseCounter(now: Date, purchasesPerMonth = 14, base = 30): number {
  const ms = now.getTime();
  if (!Number.isFinite(ms)) throw new RangeError("purchaseCounter needs a valid date");
  if (!Number.isSafeInteger(purchasesPerMonth) || purchasesPerMonth < 0 || !Number.isSafeInteger(base) || base < 0) {
    throw new RangeError("purchasesPerMonth and base must be whole numbers ≥ 0");
  }
  const days = Math.max(0, Math.floor((ms - COUNTER_START_MS) / DAY_MS));
  return Math.floor(days / 30) * purchasesPerMonth + base;
}

/**
 * The word after the counter. The spec: "singular or plural by the last digit (2, 3 or 4 gives the plural)". That is
 * the Russian rule for раз/раза, and it is applied as Russian reads numbers: a last digit of 2, 3 or 4 gives "раза"
 * (2, 3, 4, 22, 103 раза), anything else "раз" (1, 5, 11, 20, 21 раз) — except 12, 13 and 14, which end in 2–4 but are
 * read as one word ("двенадцать раз"), so they take "раз" too (as do 112–114). English plurals do not follow the last
 * digit ("22 times", "5 times"): English says "time" for exactly 1 and "times" otherwise, so the page never shows
 * "35 time".
 */
export function timesWord(count: number, locale: Locale): string {
  const n = Math.abs(Math.trunc(count));
  if (locale === "en") return n === 1 ? "time" : "times";
  const last = n % 10;
  const lastTwo = n % 100;
  return last >= 2 && last <= 4 && !(lastTwo >= 12 && lastTwo <= 14) ? "раза" : "раз";
}
