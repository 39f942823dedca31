// The one formatter module: dates in Europe/Moscow, money as the spec shows it, plural forms for both languages.
import { daysBetween, MOSCOW_TIME_ZONE, moscowDay } from "../src/domain/dates.ts";
import type { Locale } from "../src/domain/locale.ts";
import { rubPriceFromUsd, toMinorUnits } from "../src/domain/money.ts";

// Building an Intl formatter costs far more than using one (a page of services or jobs formats dozens of prices and
// dates per render), so each is built once per locale and options, and kept.
const formatters = new Map<string, unknown>();
function kept<T>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (formatter === undefined) formatters.set(key, formatter = make());
  return formatter;
}

/** A Moscow-time date formatter, kept under `key` (one per locale and options). */
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions, key: string) {
  return kept(
    `date:${locale}:${key}`,
    () => new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { timeZone: MOSCOW_TIME_ZONE, ...options }),
  );
}

/** "5 марта 2026 г." / "5 March 2026", as the date falls in Moscow. */
export function formatDate(value: Date | string, locale: Locale): string {
  return dateFormat(
    locale,
    { day: "numeric", month: "long", year: "numeric" },
    "date",
  ).format(new Date(value));
}

/** "05.03.2026, 14:30" / "05/03/2026, 14:30" in Moscow time. */
export function formatDateTime(value: Date | string, locale: Locale): string {
  return dateFormat(locale, {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  }, "datetime")
    .format(new Date(value));
}

/** "05.03.2026 14:30:07" in Moscow time, in both languages: the purchases list's format (spec 03, dd.MM.yyyy HH:mm:ss). */
export function formatPurchaseDate(value: Date | string): string {
  const parts = Object.fromEntries(
    dateFormat("ru", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }, "purchase").formatToParts(new Date(value)).map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** "12 300" / "12,300.5": a number with the locale's digit groups, at most `maximumFractionDigits` decimals. */
export function formatNumber(n: number, locale: Locale, maximumFractionDigits = 2): string {
  return kept(
    `number:${locale}:${maximumFractionDigits}`,
    () => new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", { maximumFractionDigits }),
  ).format(n);
}

/** A rate quote, "1 EUR = 100.20 ₽" / "1 EUR = 100,20 ₽": exactly `digits` decimals, the quote's sign after it. */
export function formatRateQuote(
  quote: { base: string; quote: string; value: number; digits: number },
  locale: Locale,
): string {
  const number = kept(
    `rate:${locale}:${quote.digits}`,
    () =>
      new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", {
        minimumFractionDigits: quote.digits,
        maximumFractionDigits: quote.digits,
      }),
  ).format(quote.value);
  const sign = quote.quote === "RUB" ? "₽" : quote.quote === "USD" ? "$" : quote.quote;
  return `1 ${quote.base} = ${number}\u00a0${sign}`;
}

/**
 * A price given in US dollars, as the spec shows it: Russian "12 300 руб / $120" (ruble price = USD × rate rounded to
 * the nearest 100), English "$120" only.
 */
export function formatUsdPrice(
  usd: number,
  locale: Locale,
  usdToRub: number,
): string {
  return formatRubUsdPrice(rubPriceFromUsd(usd, usdToRub), usd, locale);
}

/** A price the catalogue gives in both currencies (main units): Russian "1 900 руб / $20", English "$20" only. */
export function formatRubUsdPrice(rub: number, usd: number, locale: Locale): string {
  const dollars = formatPrice(usd, "USD", locale);
  return locale === "en" ? dollars : `${formatPrice(rub, "RUB", "ru")} / ${dollars}`;
}

/** An amount in main units (12.5, as the API answers prices), in the one notation of `formatMoney`. */
export function formatPrice(value: number, currency: string, locale: Locale): string {
  return formatMoney(toMinorUnits(value), currency, locale);
}

/**
 * Integer minor units plus currency, in the site's one notation (spec 03: Russian shows 'rub / $'): rubles are
 * "1 500 руб" on Russian pages and "₽1,500" on English ones, dollars "$15" in both; whole amounts have no decimals,
 * others two. Every amount on the site goes through here.
 */
export function formatMoney(
  minorUnits: number,
  currency: string,
  locale: Locale,
): string {
  const fraction = minorUnits % 100 === 0 ? 0 : 2;
  if (currency !== "RUB" && currency !== "USD") {
    return kept(
      `money:${locale}:${currency}:${fraction}`,
      () =>
        new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", {
          style: "currency",
          currency,
          minimumFractionDigits: fraction,
        }),
    ).format(minorUnits / 100);
  }
  const sign = minorUnits < 0 ? "−" : "";
  const figure = kept(
    `amount:${locale}:${fraction}`,
    () =>
      new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", {
        minimumFractionDigits: fraction,
        maximumFractionDigits: fraction,
      }),
  ).format(Math.abs(minorUnits) / 100);
  if (currency === "USD") return `${sign}$${figure}`;
  return locale === "ru" ? `${sign}${figure}\u00a0руб` : `${sign}₽${figure}`;
}

const plurals = {
  ru: new Intl.PluralRules("ru"),
  en: new Intl.PluralRules("en"),
};

/** The CLDR plural category of a number: ru one/few/many/other, en one/other. */
export function pluralCategory(
  count: number,
  locale: Locale,
): Intl.LDMLPluralRule {
  return plurals[locale].select(count);
}

/**
 * Whole calendar days (in Moscow) from `now` to `value`, as words: "today", "tomorrow", "in 5 days" /
 * "сегодня", "завтра", "через 5 дней". Negative for the past.
 */
export function formatRelativeDay(value: Date | string, locale: Locale, now: Date = new Date()): string {
  const days = daysBetween(moscowDay(now), moscowDay(value));
  return kept(`relative:${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" })).format(days, "day");
}

/** A salary range: "$4,000 – $6,000" / "4 000 – 6 000 $"; one end alone reads "from …" / "up to …". */
export function formatSalaryRange(
  salary: { min: number | null; max: number | null; currency: string | null },
  locale: Locale,
  words: { from: string; upTo: string },
): string {
  // An unknown currency code cannot be formatted as currency: kept as null, the amount then reads "4 000 XYZ".
  const currency = kept(`salary:${locale}:${salary.currency ?? "USD"}`, () => {
    try {
      return new Intl.NumberFormat(locale === "ru" ? "ru-RU" : "en-US", {
        style: "currency",
        currency: salary.currency ?? "USD",
        maximumFractionDigits: 0,
      });
    } catch {
      return null;
    }
  });
  const fmt = (n: number) => currency?.format(n) ?? `${formatNumber(n, locale)} ${salary.currency ?? ""}`.trim();
  if (salary.min !== null && salary.max !== null) return `${fmt(salary.min)} – ${fmt(salary.max)}`;
  if (salary.min !== null) return `${words.from} ${fmt(salary.min)}`;
  if (salary.max !== null) return `${words.upTo} ${fmt(salary.max)}`;
  return "";
}

/** "26.11.26" / "26/11/26": a short date in Moscow. */
export function formatShortDate(value: Date | string, locale: Locale): string {
  return dateFormat(locale, { day: "2-digit", month: "2-digit", year: "2-digit" }, "short").format(new Date(value));
}

/** "Wed, 2 December" / "ср, 2 декабря": an event's day in Moscow. */
export function formatEventDay(value: Date | string, locale: Locale): string {
  return dateFormat(locale, { weekday: "short", day: "numeric", month: "long" }, "eventDay").format(new Date(value));
}

/** "19:00": a time of day in Moscow, 24-hour in both languages. */
export function formatTime(value: Date | string, locale: Locale): string {
  return dateFormat(locale, { hour: "2-digit", minute: "2-digit", hour12: false }, "time").format(new Date(value));
}

/** "November 2026" / "Ноябрь 2026": a month's title in the calendar. */
export function formatMonthTitle(year: number, month: number, locale: Locale): string {
  const text = kept(
    `monthTitle:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { timeZone: "UTC", month: "long", year: "numeric" }),
  ).format(new Date(Date.UTC(year, month, 15)));
  return (text.charAt(0).toUpperCase() + text.slice(1)).replace(/\s*г\.$/, "");
}

/** Monday to Sunday, short: the calendar's column heads. */
export function weekdayNames(locale: Locale): readonly string[] {
  return kept(`weekdays:${locale}`, () => {
    const f = new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { timeZone: "UTC", weekday: "short" });
    // 2024-01-01 was a Monday.
    return Array.from({ length: 7 }, (_, i) => f.format(new Date(Date.UTC(2024, 0, 1 + i))));
  });
}

/** "2 December 2026" for a calendar day given as YYYY-MM-DD. */
export function formatDayKey(key: string, locale: Locale): string {
  const [y, m, d] = key.split("-").map(Number);
  return kept(
    `dayKey:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { timeZone: "UTC", day: "numeric", month: "long" }),
  ).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A language code's name in the page's language ("de" → "German" / "немецкий"). */
export function formatLanguageName(code: string, locale: Locale): string {
  try {
    return kept(`languages:${locale}`, () => new Intl.DisplayNames([locale], { type: "language" })).of(code) ?? code;
  } catch {
    return code;
  }
}
