// Events: the calendar's events for a viewer. The feed's events within the calendar's window, by start; whether an
// event is open to everyone (its description links to the sessions service); and what the viewer may have of it:
// a members' event's links (the meeting room, the signup form) reach club members only — for everyone else they are
// cut from the text on the server, so they are in no page, no dehydrated cache and no GraphQL answer.
import { EVENTS_WINDOW_DAYS, isSessionsLink, linksIn } from "../../src/domain/events.ts";
import { type ContentLanguage, pageLanguageFirst } from "../../src/domain/content-language.ts";
import type { Locale } from "../../src/domain/locale.ts";
import type { ViewerTier } from "../../src/domain/viewer.ts";
import type { CalendarSource, FeedEvent } from "../integrations/calendar.ts";

export type ViewerEvent = {
  id: string;
  title: string;
  start: string;
  end: string | null;
  description: string;
  openToAll: boolean;
  signupUrl: string | null;
  language: ContentLanguage;
};

const DAY = 86_400_000;
/** A feed is a calendar, not a database: a few hundred events in the window is plenty. */
const MAX_EVENTS = 300;

export function eventForViewer(event: FeedEvent, viewerTier: ViewerTier): ViewerEvent {
  const links = [...(event.url ? [event.url] : []), ...linksIn(event.description)];
  const sessions = links.find(isSessionsLink) ?? null;
  const openToAll = sessions !== null;
  const member = viewerTier === "fellow";
  const description = member || openToAll
    ? event.description
    : event.description.replace(/https?:\/\/[^\s<>"')\]]+/g, "").replace(/[ \t]+\n/g, "\n").replace(/\s{2,}/g, " ")
      .replace(/[:\s]+$/, "").trim();
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    description,
    openToAll,
    signupUrl: member ? (event.url ?? links[0] ?? null) : sessions,
    language: event.language,
  };
}

/** The window's events: those in the page's language first, each part by start. */
export async function listEvents(
  source: CalendarSource,
  viewerTier: ViewerTier,
  now: Date,
  pageLanguage: Locale,
): Promise<ViewerEvent[]> {
  const from = now.getTime() - EVENTS_WINDOW_DAYS.past * DAY;
  const to = now.getTime() + EVENTS_WINDOW_DAYS.future * DAY;
  const inWindow = (await source.events())
    .filter((e) => {
      const t = new Date(e.start).getTime();
      return t >= from && t <= to;
    })
    .sort((a, b) => a.start.localeCompare(b.start))
    .slice(0, MAX_EVENTS);
  return pageLanguageFirst(inWindow, pageLanguage).map((e) => eventForViewer(e, viewerTier));
}
