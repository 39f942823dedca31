// Calendar days (src/domain/dates.ts): the Moscow day around its midnight (21:00 UTC), its start, the UTC day, and
// that the fixed UTC+3 agrees with the zone database for every date the site shows (Moscow has had no summer time since
// 2014).
import assert from "node:assert/strict";
import {
  daysBetween,
  formatDayInput,
  MOSCOW_TIME_ZONE,
  moscowDay,
  moscowDayStart,
  parseDayInput,
  utcDay,
} from "../../src/domain/dates.ts";

Deno.test("the Moscow day turns at 21:00 UTC", () => {
  assert.equal(moscowDay("2026-03-14T20:59:59.999Z"), "2026-03-14");
  assert.equal(moscowDay("2026-03-14T21:00:00Z"), "2026-03-15");
  assert.equal(moscowDay(new Date("2025-12-31T21:00:00Z")), "2026-01-01", "a new year starts in Moscow first");
  assert.equal(moscowDay("2026-02-28T21:00:00Z"), "2026-03-01");
  assert.equal(moscowDay("2028-02-28T21:00:00Z"), "2028-02-29", "a leap day");
  // The same instant in summer and winter: no daylight saving time.
  assert.equal(moscowDay("2026-07-01T20:59:00Z"), "2026-07-01");
  assert.equal(moscowDay("2026-07-01T21:00:00Z"), "2026-07-02");
  assert.throws(() => moscowDay("nonsense"), RangeError);
});

Deno.test("a Moscow day starts at 21:00 UTC the day before, and the two rules are inverses", () => {
  assert.equal(moscowDayStart("2026-03-15").toISOString(), "2026-03-14T21:00:00.000Z");
  assert.equal(moscowDayStart("2026-01-01").toISOString(), "2025-12-31T21:00:00.000Z");
  for (const day of ["2026-01-01", "2026-02-28", "2028-02-29", "2026-07-01", "2026-12-31"]) {
    assert.equal(moscowDay(moscowDayStart(day)), day);
    assert.equal(moscowDay(new Date(moscowDayStart(day).getTime() - 1)) < day, true, `${day}: a millisecond before`);
  }
});

Deno.test("the fixed UTC+3 gives the zone database's Moscow day from 2015 to 2035", () => {
  const zone = new Intl.DateTimeFormat("en-CA", {
    timeZone: MOSCOW_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  // Every 7 hours lands on every hour of the day over the years, midnight included.
  for (let t = Date.UTC(2015, 0, 1); t < Date.UTC(2035, 0, 1); t += 7 * 3_600_000) {
    assert.equal(moscowDay(new Date(t)), zone.format(t), new Date(t).toISOString());
  }
});

Deno.test("the UTC day turns at 00:00 UTC, whatever the Moscow day", () => {
  assert.equal(utcDay(new Date("2026-03-14T23:59:59.999Z")), "2026-03-14");
  assert.equal(utcDay(new Date("2026-03-15T00:00:00Z")), "2026-03-15");
  assert.equal(utcDay(new Date("2026-03-14T21:30:00Z")), "2026-03-14", "already the 15th in Moscow");
  assert.throws(() => utcDay(new Date(Number.NaN)), RangeError);
});

Deno.test("days between two days count whole calendar days", () => {
  assert.equal(daysBetween("2026-11-23", "2026-11-28"), 5);
  assert.equal(daysBetween("2026-11-28", "2026-11-23"), -5);
  assert.equal(daysBetween("2026-02-28", "2026-03-01"), 1);
  assert.equal(daysBetween("2025-12-31", "2026-01-01"), 1);
  assert.equal(daysBetween("2026-01-01", "2026-01-01"), 0);
});

Deno.test("a date field reads and shows a day in the UI's language, whatever the browser's locale", () => {
  assert.equal(formatDayInput("2026-03-05", "ru"), "05.03.2026");
  assert.equal(formatDayInput("2026-03-05", "en"), "05/03/2026");
  assert.equal(formatDayInput("", "ru"), "");
  for (const typed of ["05.03.2026", "5.3.2026", "05/03/2026", "5-3-2026", "05 03 2026", "2026-03-05", " 5.03.2026 "]) {
    assert.equal(parseDayInput(typed), "2026-03-05", typed);
  }
  assert.equal(parseDayInput(""), "");
  assert.equal(parseDayInput("  "), "");
  // Not a day (yet): half typed, not a calendar day, or month first.
  for (const typed of ["05.03.202", "31.02.2026", "05.13.2026", "03/31/2026", "abc", "2026-02-30", "01.01.0001"]) {
    assert.equal(parseDayInput(typed), null, typed);
  }
});
