// The club's events calendar (spec 01): the month view's grid (weeks from Monday, days as they fall in Moscow), at most
// 4 events per day on the large view, the upcoming-events card (up to 10 future events by start), and the event
// dialog's signup rule: open only before the start, and only for club members or for events whose description links
// to the sessions (booking) service.
import { moscowDay, utcDay } from "./dates.ts";
import type { ViewerTier } from "./viewer.ts";

export const MAX_EVENTS_PER_DAY = 4;
export const UPCOMING_EVENTS_LIMIT = 10;

/** How far around today the calendar reaches: two months back (the month view can go back) and a year ahead. */
export const EVENTS_WINDOW_DAYS = { past: 62, future: 366 };

/** Hosts of the sessions (booking) service: an event whose description links there is open to everyone. */
export const SESSIONS_SERVICE_HOSTS = ["cal.com", "calendly.com"];

export type CalendarEventLike = { id: string; title: string; start: string; end?: string | null };

/** Is this address a booking link of the sessions service (or the club's own buy-service page)? */
export function isSessionsLink(url: string): boolean {
  try {
    const u = new URL(url, "https://fellows.club");
    const host = u.hostname.replace(/^www\./, "");
    return SESSIONS_SERVICE_HOSTS.some((h) => host === h || host.endsWith(`.${h}`)) ||
      /^\/(ru|en)\/buy-service\//.test(u.pathname) || u.pathname.startsWith("/buy-service/");
  } catch {
    return false;
  }
}

/** Every http(s) address in a text, in order. */
export function linksIn(text: string): string[] {
  return [...text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0].replace(/[.,;:!?]+$/, ""));
}

export type SignupState = "open" | "ended" | "membersOnly";

/** The dialog's button: 'The event has ended' after the start; for a non-member 'Event for club members'. */
export function signupState(
  event: { start: string; openToAll: boolean },
  viewerTier: ViewerTier,
  now: Date,
): SignupState {
  if (new Date(event.start).getTime() <= now.getTime()) return "ended";
  if (viewerTier === "fellow" || event.openToAll) return "open";
  return "membersOnly";
}

/** The next events from now, by start, at most 10. */
export function upcomingEvents<E extends CalendarEventLike>(
  events: E[],
  now: Date,
  limit = UPCOMING_EVENTS_LIMIT,
): E[] {
  return events.filter((e) => new Date(e.start).getTime() > now.getTime())
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, limit);
}

/** The month an instant falls in (Moscow): { year, month: 0–11 }. */
export function monthOf(value: Date | string): { year: number; month: number } {
  const [year, month] = moscowDay(value).split("-").map(Number);
  return { year, month: month - 1 };
}

export function addMonths(m: { year: number; month: number }, delta: number): { year: number; month: number } {
  const index = m.year * 12 + m.month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

export type GridDay = { key: string; day: number; inMonth: boolean };

/** The month view: whole weeks from Monday to Sunday covering the month (4 to 6 rows of 7 days). */
export function monthGrid(year: number, month: number): GridDay[][] {
  const first = new Date(Date.UTC(year, month, 1));
  const offset = (first.getUTCDay() + 6) % 7; // days before the 1st back to Monday
  const daysInMonth = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const weeks = Math.ceil((offset + daysInMonth) / 7);
  const rows: GridDay[][] = [];
  for (let w = 0; w < weeks; w++) {
    const row: GridDay[] = [];
    for (let d = 0; d < 7; d++) {
      const date = new Date(Date.UTC(year, month, 1 - offset + w * 7 + d));
      row.push({
        key: utcDay(date),
        day: date.getUTCDate(),
        inMonth: date.getUTCMonth() === month,
      });
    }
    rows.push(row);
  }
  return rows;
}

/** A day's events on the large view: the first four by start, and how many more there are. */
export function eventsOfDay<E extends CalendarEventLike>(
  events: readonly E[],
  key: string,
  limit = MAX_EVENTS_PER_DAY,
): { shown: E[]; more: number } {
  const all = (eventsByDay(events).get(key) ?? []) as E[];
  return { shown: all.slice(0, limit), more: Math.max(0, all.length - limit) };
}

// A month view asks for each of its 35–42 days: the events are sorted into their Moscow days once per list.
const byDay = new WeakMap<readonly CalendarEventLike[], Map<string, CalendarEventLike[]>>();
function eventsByDay(events: readonly CalendarEventLike[]) {
  let days = byDay.get(events);
  if (!days) {
    days = new Map();
    for (const event of [...events].sort((a, b) => a.start.localeCompare(b.start))) {
      const key = moscowDay(event.start);
      const day = days.get(key);
      if (day) day.push(event);
      else days.set(key, [event]);
    }
    byDay.set(events, days);
  }
  return days;
}
