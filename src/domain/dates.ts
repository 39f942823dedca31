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
