// The club's events calendar: an iCalendar (RFC 5545) feed at CALENDAR_FEED_URL, fetched on the server and kept for
// a few minutes (served while it is read again; the last good copy stays when the feed fails), or the demo events of
// the embedded default.
// The parser reads what calendar services publish: folded lines, escaped text, DTSTART/DTEND in UTC, with a TZID, or
// as all-day dates. Recurring rules (RRULE) are not expanded: each VEVENT is one event (decision 056).
// An event's language is its SUMMARY's (else DESCRIPTION's) LANGUAGE parameter (RFC 5545 §3.2.10), "ru" or "en";
// feeds that do not say (Google Calendar never does) are read by their text: a Cyrillic letter makes it Russian.

import { withSpan } from "../../src/platform/trace.ts";
import { MOSCOW_TIME_ZONE, moscowDay, moscowDayStart } from "../../src/domain/dates.ts";
import { type ContentLanguage, languageOfTag, languageOfText } from "../../src/domain/content-language.ts";
import { isCalendarDate } from "../../src/domain/validation.ts";

export type FeedEvent = {
  id: string;
  title: string;
  start: string; // ISO instant
  end: string | null;
  description: string;
  url: string | null;
  /** The language the event is held and written in. */
  language: ContentLanguage;
};

/** Unfolds continuation lines (a line starting with a space or tab continues the previous one). */
function unfold(text: string): string[] {
  return text.replace(/\r\n/g, "\n").replace(/\n[ \t]/g, "").split("\n");
}

function unescapeText(value: string): string {
  return value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === "n" || c === "N" ? "\n" : c));
}

/** The offset of a time zone from UTC, in minutes, at an instant (through Intl; no zone database shipped here). */
function zoneOffsetMinutes(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return Math.round((asUtc - at.getTime()) / 60_000);
}

/** DTSTART/DTEND value with its parameters → an ISO instant, or null when it cannot be read. */
export function parseICalDate(value: string, params: Record<string, string>): string | null {
  const date = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  const dateTime = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})(Z?)$/.exec(value);
  if (date || params.VALUE === "DATE") {
    if (!date || !isCalendarDate(`${date[1]}-${date[2]}-${date[3]}`)) return null;
    // An all-day event: midnight in Moscow, the club's time zone, so it falls on its day in the calendar.
    return moscowDayStart(`${date[1]}-${date[2]}-${date[3]}`).toISOString();
  }
  if (!dateTime) return null;
  const [, y, mo, d, h, mi, s, z] = dateTime;
  if (!isCalendarDate(`${y}-${mo}-${d}`) || +h > 23 || +mi > 59 || +s > 60) return null;
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  if (z) return new Date(wall).toISOString();
  const zone = params.TZID?.replace(/^"|"$/g, "") || MOSCOW_TIME_ZONE;
  try {
    // Two passes: the offset at the wall time read as UTC, then at the instant it gives (right across DST changes).
    let instant = wall - zoneOffsetMinutes(zone, new Date(wall)) * 60_000;
    instant = wall - zoneOffsetMinutes(zone, new Date(instant)) * 60_000;
    return new Date(instant).toISOString();
  } catch {
    return null; // an unknown time zone name
  }
}

/** The VEVENTs of a feed; events without a start or a title are left out, cancelled ones too. */
export function parseICalendar(text: string): FeedEvent[] {
  const events: FeedEvent[] = [];
  let current: Record<string, { value: string; params: Record<string, string> }> | null = null;
  for (const line of unfold(text)) {
    if (line === "BEGIN:VEVENT") {
      current = {};
      continue;
    }
    if (line === "END:VEVENT") {
      if (current) {
        const start = current.DTSTART && parseICalDate(current.DTSTART.value, current.DTSTART.params);
        const title = current.SUMMARY ? unescapeText(current.SUMMARY.value).trim() : "";
        const cancelled = current.STATUS?.value.toUpperCase() === "CANCELLED";
        if (start && title && !cancelled) {
          const description = current.DESCRIPTION ? unescapeText(current.DESCRIPTION.value).trim() : "";
          events.push({
            id: current.UID?.value || `${start}-${title}`,
            title,
            start,
            end: current.DTEND ? parseICalDate(current.DTEND.value, current.DTEND.params) : null,
            description,
            url: current.URL?.value.trim() || null,
            language: languageOfTag(current.SUMMARY?.params.LANGUAGE) ??
              languageOfTag(current.DESCRIPTION?.params.LANGUAGE) ?? languageOfText(`${title} ${description}`),
          });
        }
      }
      current = null;
      continue;
    }
    if (!current) continue;
    const colon = line.indexOf(":");
    if (colon < 0) continue;
    const [name, ...paramParts] = line.slice(0, colon).split(";");
    const params: Record<string, string> = {};
    for (const p of paramParts) {
      const eq = p.indexOf("=");
      if (eq > 0) params[p.slice(0, eq).toUpperCase()] = p.slice(eq + 1);
    }
    current[name.toUpperCase()] ??= { value: line.slice(colon + 1), params };
  }
  return events;
}

export type CalendarSource = { events(): Promise<FeedEvent[]>; kind: "feed" | "demo" };

/** The feed, fetched at most once per `ttlSeconds` (concurrent requests share one fetch); the last good copy stays. */
export function createFeedCalendar(
  options: { url: string; ttlSeconds?: number; fetch?: typeof fetch; now?: () => number; timeoutMs?: number },
): CalendarSource {
  const ttl = (options.ttlSeconds ?? 600) * 1000;
  const get = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  let cached: { events: FeedEvent[]; at: number } | null = null;
  let inflight: Promise<FeedEvent[]> | null = null;
  // Each read of the feed in a span (`calendar fetchFeed`) under the request that started it (decision 155).
  const load = () => withSpan("calendar fetchFeed", { "app.provider": "calendar" }, readFeed, "client");
  const readFeed = async () => {
    try {
      const res = await get(options.url, {
        headers: { accept: "text/calendar" },
        signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
      });
      if (!res.ok) throw new Error(`the calendar feed answered ${res.status}`);
      const events = parseICalendar(await res.text());
      cached = { events, at: now() };
      return events;
    } catch (error) {
      console.error("calendar:", error instanceof Error ? error.message : error);
      // Try again on the next request after a short pause, showing what we had (or nothing) meanwhile.
      cached = { events: cached?.events ?? [], at: now() - ttl + 30_000 };
      return cached.events;
    } finally {
      inflight = null;
    }
  };
  return {
    kind: "feed",
    events() {
      if (cached && now() - cached.at < ttl) return Promise.resolve(cached.events);
      // Expired: the page gets the copy in hand at once and the feed is read again behind it, so a slow calendar
      // service never holds a page; only the very first read (nothing in hand yet) waits, up to the timeout.
      const refresh = inflight ??= load();
      return cached ? Promise.resolve(cached.events) : refresh;
    },
  };
}

/** Demo events for the embedded default: a club month around today, so the calendar always has a past and a future. */
export function createDemoCalendar(now: () => Date = () => new Date()): CalendarSource {
  return {
    kind: "demo",
    events: () => Promise.resolve(demoEvents(now())),
  };
}

const DEMO: Array<{ day: number; hour: number; title: string; description: string }> = [
  {
    day: -12,
    hour: 19,
    title: "Вебинар: как устроен отбор в ООН",
    description: "Разбираем этапы конкурса: анкета, тест, интервью по компетенциям.",
  },
  {
    day: -5,
    hour: 18,
    title: "Networking: members' evening",
    description: "Online meeting of the club's members: introductions and job leads.",
  },
  {
    day: -1,
    hour: 17,
    title: "Q&A: remote work contracts",
    description: "Employer-of-record, contractor or local contract: what to choose.",
  },
  {
    day: 2,
    hour: 19,
    title: "Мастер-класс: резюме для международной организации",
    description: "Как писать достижения с цифрами и ключевые слова вакансии.",
  },
  {
    day: 4,
    hour: 18,
    title: "Mock interview session",
    description: "Book a slot for a competency-based mock interview: https://cal.com/fellows-club/mock-interview",
  },
  {
    day: 7,
    hour: 19,
    title: "Встреча участников клуба",
    description: "Онлайн-встреча: знакомства, вакансии и рекомендации.",
  },
  {
    day: 7,
    hour: 12,
    title: "Office hours: UN applications",
    description: "Open questions about PHP forms and cover letters.",
  },
  { day: 10, hour: 18, title: "Webinar: internships in Geneva", description: "Stipends, deadlines and how to apply." },
  {
    day: 14,
    hour: 19,
    title: "Разбор вакансий недели",
    description: "Вместе смотрим свежие вакансии и обсуждаем, кому что подходит.",
  },
  {
    day: 18,
    hour: 17,
    title: "Career consultation day",
    description: "Short consultations with the club's experts: https://cal.com/fellows-club/consultation",
  },
  {
    day: 21,
    hour: 19,
    title: "Вебинар: программа молодых специалистов ООН",
    description: "Кто может участвовать, как готовиться к экзамену.",
  },
  {
    day: 25,
    hour: 18,
    title: "Networking: relocation stories",
    description: "Members share how they moved for an international job.",
  },
  {
    day: 32,
    hour: 19,
    title: "Мастер-класс: интервью по компетенциям",
    description: "Истории в формате STAR и разбор ответов.",
  },
];

export function demoEvents(now: Date): FeedEvent[] {
  // Days counted from today's midnight in Moscow, so the events keep their hours in the club's time zone.
  const moscowMidnight = moscowDayStart(moscowDay(now)).getTime();
  return DEMO.map((e, i) => {
    const start = new Date(moscowMidnight + e.day * 86_400_000 + e.hour * 3_600_000);
    return {
      id: `demo-${i + 1}`,
      title: e.title,
      start: start.toISOString(),
      end: new Date(start.getTime() + 90 * 60_000).toISOString(),
      description: e.description,
      url: null,
      language: languageOfText(`${e.title} ${e.description}`),
    };
  });
}
