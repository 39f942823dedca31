// Promoter rules that the promoter area, the API and the payout job share (spec 03: promoter area, bank account,
// coupons, payouts, the payout date): defaults, the payout date and period, bank data validation (IBAN mod-97,
// SWIFT/BIC format, the required fields per currency), the promo-code alias, commission maths and the displays
// (percent, masked e-mail). Pure functions only.
import * as v from "valibot";
import { moscowDay, moscowDayStart } from "./dates.ts";

export const PAYOUT_STATUSES = ["PENDING", "PAID", "FAILED"] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const BANK_CURRENCIES = ["RUB", "USD", "EUR"] as const;
export type BankCurrency = (typeof BANK_CURRENCIES)[number];
/** Spec 03 §9: the bank data form starts on USD. */
export const DEFAULT_BANK_CURRENCY: BankCurrency = "USD";

export const COUPON_KINDS = ["SUBSCRIPTIONS", "PRODUCTS"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** The two default codes: `<USERNAME>SUB` (subscriptions) and `<USERNAME>PROD` (products); they cannot be deleted. */
export const DEFAULT_CODE_SUFFIX: Record<CouponKind, string> = { SUBSCRIPTIONS: "SUB", PRODUCTS: "PROD" };

export function defaultCouponCode(username: string, kind: CouponKind): string {
  return `${username.toUpperCase()}${DEFAULT_CODE_SUFFIX[kind]}`;
}

/** The spec shows no rates: these are the club's defaults for a new promoter (basis points, 2000 = 20 %). */
export const PROMOTER_DEFAULTS = Object.freeze({
  productCommissionBp: 2000,
  subscriptionCommissionBp: 3000,
  couponProductDiscountBp: 1000,
  couponSubscriptionDiscountBp: 1000,
  /** Codes a promoter may hold at once (the two defaults included); one more is 'Coupon exceeded'. */
  maxCoupons: 10,
});

/**
 * A partnership is live while the promoter's partner settings exist and are neither cancelled (by the promoter, or by
 * the team moving them to another role) nor deactivated (decision 167): only then do their codes work at checkout.
 */
export function isLivePartnership(
  settings: { cancelled: Date | string | null; deactivated: boolean | null } | null | undefined,
): boolean {
  return Boolean(settings) && !settings!.cancelled && !settings!.deactivated;
}

/** Commission in minor units: the amount actually paid × the rate, rounded half up to the minor unit. */
export function commissionOf(baseMinor: number, rateBp: number): number {
  if (!Number.isInteger(baseMinor) || !Number.isInteger(rateBp)) throw new RangeError("integers only");
  return Math.sign(baseMinor) * Math.floor((Math.abs(baseMinor) * rateBp + 5000) / 10000);
}

/** A rate or discount for display: basis points → percent with at most 2 decimals (1250 → 12.5). */
export function percentFromBasisPoints(bp: number): number {
  return Math.round(bp) / 100;
}

/** A fraction (0.125, as the API answers discounts and commissions) → the percent shown (12.5), 2 decimals. */
export function percentFromFraction(fraction: number): number {
  return Math.round(fraction * 10000) / 100;
}

/** A customer's e-mail as a promoter sees it: the first two characters of the local part, then stars. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 0) return `${email.slice(0, 2)}***`;
  return `${email.slice(0, Math.min(2, at))}***${email.slice(at)}`;
}

/**
 * A short reference that tells a promoter's customers apart without saying who they are (decision 170): the same
 * customer always gets the same one in that promoter's lists and statements, two people sharing a masked e-mail get
 * different ones, and another promoter sees other references. FNV-1a over the two ids, 5 characters of base 36.
 */
export function customerReference(promoterId: string, customerId: string): string {
  let hash = 0x811c9dc5;
  for (const ch of `${promoterId}:${customerId}`) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `#${hash.toString(36).toUpperCase().padStart(7, "0").slice(-5)}`;
}

/** A promo-code alias as typed → as stored: spaces removed, upper-cased. */
export function normalizeCouponAlias(alias: string): string {
  return alias.replace(/\s+/g, "").toUpperCase();
}

// ---------------------------------------------------------------------------------------------------------------
// Exchange rates as people read them

/** One rate as shown: 1 `base` = `value` `quote`, to `digits` decimals. */
export type RateQuote = { base: "EUR" | "USD"; quote: "RUB" | "USD"; value: number; digits: number };

/**
 * The stored rates (spec 03: rubToEur, rubToUsd, usdToEur, usdToRub) as a person reads them (decision 168): always one
 * unit of the dearer currency, so the number is at least 1 — 1 EUR = 100.20 ₽, 1 USD = 92.50 ₽, 1 EUR = 1.0811 USD.
 * Two decimals for 10 and above (as banks quote the ruble), four below (as they quote EUR/USD).
 */
export function readableRates(rates: { rubToEur: number; usdToRub: number; usdToEur: number }): RateQuote[] {
  const quotes: Array<Omit<RateQuote, "digits">> = [
    { base: "EUR", quote: "RUB", value: 1 / rates.rubToEur },
    { base: "USD", quote: "RUB", value: rates.usdToRub },
    { base: "EUR", quote: "USD", value: 1 / rates.usdToEur },
  ];
  return quotes.map((q) => ({ ...q, digits: q.value >= 10 ? 2 : 4 }));
}

// ---------------------------------------------------------------------------------------------------------------
// The payout date and period

/** Spec 03 §9: the 15th of the current month, or of next month if today (Moscow) is past the 15th. YYYY-MM-DD. */
export function nextPayoutDate(now: Date): string {
  const [y, m, d] = moscowDay(now).split("-").map(Number);
  const month = d > 15 ? m + 1 : m;
  const date = new Date(Date.UTC(y, month - 1, 15));
  return date.toISOString().slice(0, 10);
}

/**
 * The period a payout run on this day closes: the previous Moscow calendar month once the 15th has come (Moscow time),
 * else the month before it (closed on the last 15th, re-checked by the daily catch-up). Dates inclusive, YYYY-MM-DD;
 * `closesAt` is the instant the period ends (lines earned before it belong to it or roll into it).
 */
export function payoutPeriodFor(now: Date): { periodFrom: string; periodTo: string; closesAt: Date } {
  const [y, m, d] = moscowDay(now).split("-").map(Number);
  const back = d >= 15 ? 1 : 2;
  const from = new Date(Date.UTC(y, m - 1 - back, 1));
  const next = new Date(Date.UTC(y, m - back, 1));
  const to = new Date(next.getTime() - 86_400_000);
  const day = (x: Date) => x.toISOString().slice(0, 10);
  return { periodFrom: day(from), periodTo: day(to), closesAt: moscowDayStart(day(next)) };
}

/**
 * The payout a commission line not yet in a payout will be in (decision 171): the first 15th, from `from` (the spec's
 * next payout date) on, whose run (00:00 Moscow that day) finds the line earned before the period it closes (the
 * previous Moscow month) and out of its refund hold. YYYY-MM-DD.
 */
export function payoutDateOfLine(line: { createdAt: Date; payableAt: Date }, from: string): string {
  const [y, m] = from.split("-").map(Number);
  for (let i = 0; i < 36; i++) {
    const day = new Date(Date.UTC(y, m - 1 + i, 15)).toISOString().slice(0, 10);
    const run = moscowDayStart(day);
    const periodEnd = moscowDayStart(`${day.slice(0, 8)}01`);
    if (line.createdAt < periodEnd && line.payableAt <= run) return day;
  }
  return from;
}

export type ScheduledPayout = { date: string; amountMinor: number; made: boolean; belowMinimum: boolean };

/**
 * One currency's payouts to come, in date order (decision 171): the payout made on the next payout date if the run has
 * made it, then the lines not yet in a payout grouped by payoutDateOfLine. A sum below the minimum (or at or below 0)
 * is carried to the next date, as the payout job rolls such lines over; the last sum is kept even when below it.
 */
export function schedulePayouts(
  made: Array<{ date: string; amountMinor: number }>,
  lines: Array<{ createdAt: Date; payableAt: Date; amount: number }>,
  from: string,
  minimum: number,
): ScheduledPayout[] {
  const byDate = new Map<string, number>();
  for (const line of lines) {
    const date = payoutDateOfLine(line, from);
    byDate.set(date, (byDate.get(date) ?? 0) + line.amount);
  }
  const dates = [...byDate.keys()].sort();
  const out: ScheduledPayout[] = made.map((p) => ({ ...p, made: true, belowMinimum: false }));
  let carried = 0;
  dates.forEach((date, i) => {
    const sum = carried + byDate.get(date)!;
    const below = sum < minimum || sum <= 0;
    if (below && i < dates.length - 1) {
      carried = sum;
      return;
    }
    carried = 0;
    out.push({ date, amountMinor: sum, made: false, belowMinimum: below });
  });
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Bank data

/** IBAN: 2 letters, 2 check digits, up to 30 letters or digits, and the ISO 13616 mod-97 checksum equal to 1. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, "").toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const moved = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= "A" ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = n >= 10 ? (rest * 100 + n) % 97 : (rest * 10 + n) % 97;
  }
  return rest === 1;
}

/** SWIFT/BIC (ISO 9362): 4 letters (bank), 2 letters (country), 2 letters or digits (place), optional 3 (branch). */
export function isValidSwiftBic(value: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(value.replace(/\s+/g, "").toUpperCase());
}

/** A Russian account: the 20-digit account number and the 9-digit BIC (БИК) starting 04. */
export function isValidRubAccount(value: string): boolean {
  return /^\d{20}$/.test(value.replace(/\s+/g, ""));
}
export function isValidRubBic(value: string): boolean {
  return /^04\d{7}$/.test(value.replace(/\s+/g, ""));
}

/** The Bank of Russia's control key: 23 digits weighted 7, 1, 3 (repeated) sum to a multiple of 10. */
function hasRubControlKey(digits: string): boolean {
  if (!/^\d{23}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 23; i++) sum += Number(digits[i]) * [7, 1, 3][i % 3];
  return sum % 10 === 0;
}

/** A settlement account checked against its bank's БИК: the БИК's last three digits, then the account. */
export function rubAccountMatchesBic(account: string, bic: string): boolean {
  return isValidRubBic(bic) && isValidRubAccount(account) && hasRubControlKey(bic.slice(-3) + account);
}

/** The bank's correspondent account (20 digits, 301…) checked against its БИК: "0", the БИК's 5th–6th digits, it. */
export function rubCorrespondentMatchesBic(corr: string, bic: string): boolean {
  return isValidRubBic(bic) && /^301\d{17}$/.test(corr) && hasRubControlKey("0" + bic.slice(4, 6) + corr);
}

/** ИНН: 10 digits (an organisation) or 12 (a person or sole trader), with the tax service's check digits. */
export function isValidInn(value: string): boolean {
  const d = value.replace(/\s+/g, "");
  if (!/^(\d{10}|\d{12})$/.test(d)) return false;
  const check = (weights: number[]) => (weights.reduce((sum, w, i) => sum + w * Number(d[i]), 0) % 11) % 10;
  if (d.length === 10) return check([2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(d[9]);
  return check([7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(d[10]) &&
    check([3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]) === Number(d[11]);
}

/**
 * Payouts are made in the currencies commissions are earned in: rubles (YooKassa) and dollars (Stripe). Each goes
 * only to an account in its own currency (decision 162); a EUR account may be kept but receives no payout.
 */
export const PAYOUT_CURRENCIES = ["RUB", "USD"] as const;
export type PayoutCurrency = (typeof PAYOUT_CURRENCIES)[number];

const required = (max: number) =>
  v.pipe(v.string("errors.required"), v.trim(), v.nonEmpty("errors.required"), v.maxLength(max, "errors.tooLong"));
const compact = (s: string) => s.replace(/\s+/g, "").toUpperCase();
const reference = v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, "errors.tooLong"))));

const BankAddressSchema = v.object({
  city: required(100),
  state: required(100),
  zipCode: required(20),
  countryId: v.pipe(v.number("errors.required"), v.integer("errors.required"), v.minValue(1, "errors.required")),
});

/**
 * updatePromoterBankAccount's input: the account of one currency (a promoter holds one per currency). Spec 03 §5 and
 * decision 162: every currency needs the holder and the bank's name. RUB: the settlement account number (iban), the
 * БИК (swift_bic), the bank's correspondent account and the holder's ИНН, both accounts checked against the БИК by the
 * Bank of Russia's control key, the ИНН by its check digits; no address. USD and EUR: IBAN (mod-97), SWIFT/BIC and
 * the address (countryId, zipCode, state, city).
 */
export const BankAccountSchema = v.variant("currency", [
  v.pipe(
    v.object({
      currency: v.literal("RUB"),
      accountName: required(200),
      bankName: required(200),
      iban: v.pipe(required(40), v.transform(compact), v.check(isValidRubAccount, "promoters.errors.RUB_ACCOUNT")),
      swift_bic: v.pipe(required(20), v.transform(compact), v.check(isValidRubBic, "promoters.errors.RUB_BIC")),
      correspondentAccount: v.pipe(
        required(40),
        v.transform(compact),
        v.check((s) => /^301\d{17}$/.test(s), "promoters.errors.RUB_CORRESPONDENT"),
      ),
      inn: v.pipe(required(20), v.transform(compact), v.check(isValidInn, "promoters.errors.INN")),
      reference,
      address: v.optional(v.nullable(v.any())),
    }),
    v.forward(
      v.partialCheck(
        [["iban"], ["swift_bic"]],
        (input) => rubAccountMatchesBic(input.iban, input.swift_bic),
        "promoters.errors.RUB_ACCOUNT_KEY",
      ),
      ["iban"],
    ),
    v.forward(
      v.partialCheck(
        [["correspondentAccount"], ["swift_bic"]],
        (input) => rubCorrespondentMatchesBic(input.correspondentAccount, input.swift_bic),
        "promoters.errors.RUB_CORRESPONDENT_KEY",
      ),
      ["correspondentAccount"],
    ),
  ),
  ...(["USD", "EUR"] as const).map((currency) =>
    v.object({
      currency: v.literal(currency),
      accountName: required(200),
      bankName: required(200),
      iban: v.pipe(required(42), v.transform(compact), v.check(isValidIban, "promoters.errors.IBAN")),
      swift_bic: v.pipe(required(20), v.transform(compact), v.check(isValidSwiftBic, "promoters.errors.SWIFT_BIC")),
      reference,
      address: BankAddressSchema,
    })
  ),
], "errors.required");
export type BankAccountInput = v.InferOutput<typeof BankAccountSchema>;

/**
 * The fewest characters a promoter's own code may have (decision 165): a shorter code is guessed by trying (36 one- or
 * 1,296 two-letter codes) and mistyped into someone else's discount and commission.
 */
export const MIN_COUPON_ALIAS_LENGTH = 4;

/** addPromoterCoupon's input: the alias (4 to 30 letters, digits, - or _, once spaces are removed) and its kind. */
export const AddPromoterCouponSchema = v.object({
  alias: v.pipe(
    v.string("errors.required"),
    v.transform(normalizeCouponAlias),
    v.nonEmpty("errors.required"),
    v.minLength(MIN_COUPON_ALIAS_LENGTH, "promoters.errors.ALIAS_TOO_SHORT"),
    v.maxLength(30, "errors.tooLong"),
    v.regex(/^[A-Z0-9_-]+$/, "promoters.errors.ALIAS_CHARACTERS"),
  ),
  kind: v.picklist(COUPON_KINDS, "errors.required"),
});

/** A moderator's decision on a promoter application: a reason is required to decline (it is mailed). */
export const DeclinePromoterSchema = v.object({
  id: v.pipe(v.string(), v.uuid("errors.NOT_FOUND")),
  reason: required(1000),
});
