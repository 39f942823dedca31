// The event dialog (spec 01): the event's day, time (Moscow) and description, and its signup button — open only
// before the start and for club members (or for events whose description links to the sessions service); after the
// start it is disabled and reads 'The event has ended'; for non-members 'Event for club members', with a way to join.
// Signing up follows the event's link; an event without one is added to the member's own calendar (an .ics file).
import { css } from "styled-system/css";
import { signupState } from "../../domain/events.ts";
import { formatEventDay, formatTime } from "../../../i18n/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { ContentLanguageMark } from "../../ui/content-language.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import type { CalendarEvent } from "./queries.ts";

/** The event as an iCalendar file, for "add to my calendar". */
export function eventIcs(event: CalendarEvent): string {
  const stamp = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
  const text = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, "\\n");
  const end = event.end ?? new Date(new Date(event.start).getTime() + 3_600_000).toISOString();
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Fellows Club//Events//EN",
    "BEGIN:VEVENT",
    `UID:${event.id}@fellows.club`,
    `DTSTAMP:${stamp(new Date().toISOString())}`,
    `DTSTART:${stamp(event.start)}`,
    `DTEND:${stamp(end)}`,
    `SUMMARY;LANGUAGE=${event.language}:${text(event.title)}`,
    `DESCRIPTION;LANGUAGE=${event.language}:${text(event.description)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
}

/** The description with its links made clickable (the text is the server's, already cut to what the viewer may see). */
function Linked({ text, lang }: { text: string; lang: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"')\]]+)/g);
  return (
    <p
      lang={lang}
      className={css({ whiteSpace: "pre-line", "& a": { color: "accentDark", textDecoration: "underline" } })}
    >
      {parts.map((part, i) =>
        i % 2 === 1 ? <a key={i} href={part} target="_blank" rel="noopener noreferrer">{part}</a> : part
      )}
    </p>
  );
}

export default function EventDialog({ event, now, onClose }: { event: CalendarEvent; now: Date; onClose: () => void }) {
  const { t, locale, viewerTier } = useI18n();
  const state = signupState(event, viewerTier, now);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        <>
          <span lang={event.language}>{event.title}</span>
          <ContentLanguageMark language={event.language} className={css({ ml: "2" })} />
        </>
      }
      closeLabel={t("events.close")}
    >
      <div className={css({ display: "grid", gap: "4" })} data-testid="event-dialog">
        <p className={css({ color: "muted", fontWeight: "semibold" })}>
          {formatEventDay(event.start, locale)}, {formatTime(event.start, locale)}
          {event.end && `–${formatTime(event.end, locale)}`} ({t("events.moscowTime")})
          {event.openToAll && <span className={css({ ml: "2", color: "accentDark" })}>· {t("events.openToAll")}</span>}
        </p>
        {event.extendedProps.description && <Linked text={event.extendedProps.description} lang={event.language} />}
        <div className={css({ display: "flex", flexWrap: "wrap", gap: "3" })}>
          {state === "ended" && (
            <button type="button" className={primaryButton} disabled data-testid="event-signup">
              {t("events.ended")}
            </button>
          )}
          {state === "membersOnly" && (
            <>
              <button type="button" className={primaryButton} disabled data-testid="event-signup">
                {t("events.forMembers")}
              </button>
              <LocaleLink to="/$locale/subscribe" className={ghostButton} data-testid="event-join">
                {t("events.joinClub")}
              </LocaleLink>
            </>
          )}
          {state === "open" && (event.signupUrl
            ? (
              <a
                href={event.signupUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={primaryButton}
                data-testid="event-signup"
              >
                {t("events.signUp")}
              </a>
            )
            : (
              <a
                href={`data:text/calendar;charset=utf-8,${encodeURIComponent(eventIcs(event))}`}
                download={`fellows-club-${event.id}.ics`}
                className={primaryButton}
                data-testid="event-signup"
              >
                {t("events.addToCalendar")}
              </a>
            ))}
        </div>
      </div>
    </Dialog>
  );
}
