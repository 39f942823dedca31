// The events calendar's rules on their own: the iCalendar parser (folded lines, escapes, UTC, TZID, all-day, cancelled
// and broken events), the month grid, at most 4 events a day, the 10 upcoming, the signup states, the sessions-service
// links, and what a non-member receives of a members' event (no links).
import assert from "node:assert/strict";
import { parseICalDate, parseICalendar } from "../../api/integrations/calendar.ts";
import { createFeedCalendar, demoEvents } from "../../api/integrations/calendar.ts";
import { eventForViewer } from "../../api/services/events.ts";
import {
  addMonths,
  eventsOfDay,
  isSessionsLink,
  linksIn,
  monthGrid,
  signupState,
  upcomingEvents,
} from "../../src/domain/events.ts";
import { moscowDay } from "../../src/domain/dates.ts";
import { formatMonthTitle, weekdayNames } from "../../i18n/format.ts";

const FEED = [
  "BEGIN:VCALENDAR",
  "VERSION:2.0",
  "BEGIN:VEVENT",
  "UID:utc-1",
  "SUMMARY:Webinar\\, with a comma",
  "DTSTART:20261201T160000Z",
  "DTEND:20261201T173000Z",
  "DESCRIPTION:Line one\\nJoin: https://zoom.example.org/j/123 and bring",
  "  questions",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:tz-1",
  "SUMMARY:Geneva meeting",
  "DTSTART;TZID=Europe/Zurich:20260701T180000",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:allday-1",
  "SUMMARY:Holiday",
  "DTSTART;VALUE=DATE:20261231",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:cancelled-1",
  "SUMMARY:Cancelled one",
  "STATUS:CANCELLED",
  "DTSTART:20261202T160000Z",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:broken-1",
  "SUMMARY:No start",
  "END:VEVENT",
  "BEGIN:VEVENT",
  "UID:moscow-1",
  "SUMMARY:Moscow by default",
  "DTSTART:20261203T190000",
  "END:VEVENT",
  "END:VCALENDAR",
].join("\r\n");

Deno.test("parseICalendar: unfolds, unescapes, reads UTC, TZID (with DST), all-day and floating times", () => {
  const events = parseICalendar(FEED);
  assert.deepEqual(events.map((e) => e.id), ["utc-1", "tz-1", "allday-1", "moscow-1"]);
  const [utc, tz, allDay, moscow] = events;
  assert.equal(utc.title, "Webinar, with a comma");
  assert.equal(utc.start, "2026-12-01T16:00:00.000Z");
  assert.equal(utc.end, "2026-12-01T17:30:00.000Z");
  assert.equal(utc.description, "Line one\nJoin: https://zoom.example.org/j/123 and bring questions");
  // 18:00 in Zurich in July is summer time (UTC+2).
  assert.equal(tz.start, "2026-07-01T16:00:00.000Z");
  // An all-day event starts at midnight in Moscow, so it stays on its day.
  assert.equal(moscowDay(allDay.start), "2026-12-31");
  // A time without a zone is read in Moscow (UTC+3).
  assert.equal(moscow.start, "2026-12-03T16:00:00.000Z");
  assert.equal(parseICalDate("20261301T000000", {}), null, "month 13 does not parse into a date");
  assert.equal(parseICalDate("20261201T100000", { TZID: "Mars/Olympus" }), null);
});

Deno.test("the feed is fetched once per cache period, shared by concurrent requests, served while re-read, kept when it fails", async () => {
  let fetches = 0;
  let fail = false;
  let clock = 0;
  const source = createFeedCalendar({
    url: "https://calendar.example.org/feed.ics",
    ttlSeconds: 600,
    now: () => clock,
    fetch: () => {
      fetches++;
      return Promise.resolve(fail ? new Response("down", { status: 503 }) : new Response(FEED));
    },
  });
  const [a, b] = await Promise.all([source.events(), source.events()]);
  assert.equal(fetches, 1);
  assert.equal(a.length, 4);
  assert.equal(b, a);
  clock += 599_000;
  await source.events();
  assert.equal(fetches, 1, "within the period: no new fetch");
  clock += 2_000;
  fail = true;
  const errors: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => errors.push(args);
  try {
    const kept = await source.events();
    assert.equal(fetches, 2, "expired: read again…");
    assert.equal(kept.length, 4, "…while the copy in hand is served at once");
    await new Promise((r) => setTimeout(r, 10));
    assert.equal(errors.length, 1, "the failure is logged");
    const after = await source.events();
    assert.equal(after.length, 4, "the last good copy stays");
    assert.equal(fetches, 2, "a failed read is not retried on every request");
  } finally {
    console.error = original;
  }
});

Deno.test("month grid: weeks from Monday covering the month; November 2026 starts on a Sunday", () => {
  const grid = monthGrid(2026, 10);
  assert.equal(grid.length, 6);
  assert.ok(grid.every((w) => w.length === 7));
  assert.equal(grid[0][0].key, "2026-10-26");
  assert.equal(grid[0][6].key, "2026-11-01");
  assert.equal(grid[0][6].inMonth, true);
  assert.equal(grid[5][6].key, "2026-12-06");
  assert.equal(monthGrid(2027, 1).length, 4, "February 2027 fills exactly four weeks");
  assert.deepEqual(addMonths({ year: 2026, month: 11 }, 1), { year: 2027, month: 0 });
  assert.deepEqual(addMonths({ year: 2026, month: 0 }, -1), { year: 2025, month: 11 });
  assert.equal(formatMonthTitle(2026, 10, "ru"), "Ноябрь 2026");
  assert.equal(formatMonthTitle(2026, 10, "en"), "November 2026");
  assert.equal(weekdayNames("en")[0], "Mon");
});

const at = (iso: string, id = iso) => ({ id, title: id, start: iso, end: null });

Deno.test("a day shows at most 4 events by start and counts the rest; days fall in Moscow", () => {
  const events = [
    at("2026-12-01T15:00:00Z", "e5"),
    at("2026-12-01T06:00:00Z", "e1"),
    at("2026-12-01T07:00:00Z", "e2"),
    at("2026-12-01T08:00:00Z", "e3"),
    at("2026-12-01T09:00:00Z", "e4"),
    at("2026-12-01T21:30:00Z", "next-day-in-moscow"),
  ];
  const day = eventsOfDay(events, "2026-12-01");
  assert.deepEqual(day.shown.map((e) => e.id), ["e1", "e2", "e3", "e4"]);
  assert.equal(day.more, 1);
  assert.deepEqual(eventsOfDay(events, "2026-12-02").shown.map((e) => e.id), ["next-day-in-moscow"]);
});

Deno.test("upcoming: only future events, by start, at most 10", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const events = Array.from({ length: 14 }, (_, i) => at(new Date(now.getTime() + (i - 2) * 86_400_000).toISOString()));
  const upcoming = upcomingEvents([...events].reverse(), now);
  assert.equal(upcoming.length, 10);
  assert.ok(upcoming.every((e) => new Date(e.start) > now));
  assert.deepEqual(upcoming, [...upcoming].sort((a, b) => a.start.localeCompare(b.start)));
  assert.equal(upcoming[0].start, events[3].start);
});

Deno.test("signup: ended after the start for everyone; before it, members or open events only", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const past = { start: "2026-11-25T11:59:00Z", openToAll: true };
  const future = { start: "2026-11-26T12:00:00Z", openToAll: false };
  const open = { ...future, openToAll: true };
  for (const tier of ["anonymous", "authorized", "fellow"] as const) {
    assert.equal(signupState(past, tier, now), "ended");
  }
  assert.equal(signupState({ start: now.toISOString(), openToAll: true }, "fellow", now), "ended", "at the start");
  assert.equal(signupState(future, "anonymous", now), "membersOnly");
  assert.equal(signupState(future, "authorized", now), "membersOnly");
  assert.equal(signupState(future, "fellow", now), "open");
  assert.equal(signupState(open, "anonymous", now), "open");
});

Deno.test("sessions links open an event to all; a non-member receives a members' event without its links", () => {
  assert.ok(isSessionsLink("https://cal.com/fellows-club/mock-interview"));
  assert.ok(isSessionsLink("https://www.calendly.com/x"));
  assert.ok(isSessionsLink("/ru/buy-service/mock-interview/"));
  assert.ok(!isSessionsLink("https://zoom.example.org/j/1"));
  assert.ok(!isSessionsLink("https://cal.com.evil.example/"));
  assert.deepEqual(linksIn("See https://a.example/x. And (https://b.example/y)"), [
    "https://a.example/x",
    "https://b.example/y",
  ]);
  const members = {
    id: "m",
    title: "Members' evening",
    start: "2026-12-01T16:00:00Z",
    end: null,
    description: "Room: https://zoom.example.org/j/123 — see you",
    url: "https://zoom.example.org/j/123",
    language: "en" as const,
  };
  const anonymous = eventForViewer(members, "anonymous");
  assert.equal(anonymous.openToAll, false);
  assert.equal(anonymous.signupUrl, null);
  assert.doesNotMatch(JSON.stringify(anonymous), /zoom/);
  assert.equal(anonymous.description, "Room: — see you");
  const fellow = eventForViewer(members, "fellow");
  assert.equal(fellow.signupUrl, "https://zoom.example.org/j/123");
  assert.match(fellow.description, /zoom\.example\.org/);
  const booking = { ...members, url: null, description: "Book: https://cal.com/fellows-club/slot" };
  const open = eventForViewer(booking, "authorized");
  assert.equal(open.openToAll, true);
  assert.equal(open.signupUrl, "https://cal.com/fellows-club/slot");
});

Deno.test("demo events: a past and a future around any day, at the same Moscow hours", () => {
  const now = new Date("2026-11-25T12:00:00Z");
  const events = demoEvents(now);
  assert.ok(events.some((e) => new Date(e.start) < now));
  assert.ok(upcomingEvents(events, now).length === 10);
  assert.ok(events.every((e) => /T(09|14|15|16):00/.test(e.start)), "17–19 h in Moscow");
  assert.ok(events.some((e) => e.description.includes("https://cal.com/")), "one open to everyone");
});

Deno.test("a feed event's language: SUMMARY's LANGUAGE parameter, else DESCRIPTION's, else a Cyrillic letter", () => {
  const feed = (...events: string[][]) =>
    ["BEGIN:VCALENDAR", ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]), "END:VCALENDAR"]
      .join("\r\n");
  const languages = parseICalendar(feed(
    ["UID:a", "DTSTART:20261201T160000Z", "SUMMARY;LANGUAGE=ru-RU:Mock interview"],
    ["UID:b", "DTSTART:20261201T160000Z", "SUMMARY:Вебинар", "DESCRIPTION;LANGUAGE=en:Held in English"],
    ["UID:c", "DTSTART:20261201T160000Z", "SUMMARY:Networking", "DESCRIPTION:Онлайн-встреча"],
    ["UID:d", "DTSTART:20261201T160000Z", "SUMMARY;LANGUAGE=de:Stammtisch", "DESCRIPTION:Members only"],
  )).map((e) => `${e.id}:${e.language}`);
  assert.deepEqual(languages, ["a:ru", "b:en", "c:ru", "d:en"]);
});
