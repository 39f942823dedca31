// Calendar days, in one place: the Moscow day (spec 03 §1: the site's dates are Moscow dates) for everything a person
// reads or picks as a day (tracker dates, the events calendar, "in 5 days"), and the UTC day for bookkeeping that only
// needs a stable boundary (the view counters, the cron's period keys). Days are "YYYY-MM-DD" strings.

/** Moscow's zone, for Intl formatters that show a date or a time of day. */
export const MOSCOW_TIME_ZONE = "Europe/Moscow";

const DAY_MS = 86_400_000;

/**
 * Moscow has kept UTC+3 all year since 2014 (no summer time): a Moscow day starts at 21:00 UTC the day before. A fixed
 * offset, not the zone database, so `moscowDay` and `moscowDayStart` are exact inverses and the browser's zone data
 * cannot move a day.
 */
const MOSCOW_OFFSET_MS = 3 * 3_600_000;

/** The Moscow day (YYYY-MM-DD) an instant falls in. Throws a RangeError for an invalid date. */
export function moscowDay(value: Date | string): string {
  return utcDay(new Date(new Date(value).getTime() + MOSCOW_OFFSET_MS));
}

/** The instant a Moscow day (YYYY-MM-DD) starts: its midnight, 21:00 UTC the day before. */
export function moscowDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - MOSCOW_OFFSET_MS);
}

/** The UTC day (YYYY-MM-DD) an instant falls in. Throws a RangeError for an invalid date. */
export function utcDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** Whole days from day `from` to day `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
}

/**
 * How a day is typed in the UI's language, whatever the browser's own locale (decision 202): "ДД.ММ.ГГГГ" in Russian,
 * "DD/MM/YYYY" in English (the site's English dates are British: "5 March 2026").
 */
export const DAY_INPUT_SEPARATOR = { ru: ".", en: "/" } as const;

/** A day (YYYY-MM-DD) as the date field shows it: "05.03.2026" / "05/03/2026"; "" for "". */
export function formatDayInput(day: string, locale: "ru" | "en"): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return m ? [m[3], m[2], m[1]].join(DAY_INPUT_SEPARATOR[locale]) : "";
}

/**
 * What a person typed into a date field, as a day (YYYY-MM-DD): day, month, year in that order, separated by a dot, a
 * slash, a dash or a space ("5.3.2026", "05/03/2026"), or the ISO form itself; a real calendar day only. "" for an
 * empty field, null when the text is not a day yet.
 */
export function parseDayInput(text: string): string | null {
  const typed = text.trim();
  if (typed === "") return "";
  let parts: [string, string, string] | null = null;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  if (iso) parts = [iso[1], iso[2], iso[3]];
  const dmy = /^(\d{1,2})[./\- ](\d{1,2})[./\- ](\d{4})$/.exec(typed);
  if (dmy) parts = [dmy[3], dmy[2], dmy[1]];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = year >= 1900 && year <= 2200 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day;
  return real ? `${parts[0]}-${parts[1].padStart(2, "0")}-${parts[2].padStart(2, "0")}` : null;
}
