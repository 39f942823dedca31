// A list of events as buttons that open the event dialog: the upcoming-events card and a chosen day's events.
import { css, cx } from "styled-system/css";
import { formatEventDay, formatTime } from "../../../i18n/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { ContentLanguageMark } from "../../ui/content-language.tsx";
import type { CalendarEvent } from "./queries.ts";

export const eventButton = css({
  display: "flex",
  gap: "3",
  alignItems: "flex-start",
  w: "full",
  textAlign: "left",
  p: "3",
  borderRadius: "lg",
  cursor: "pointer",
  bg: "white",
  _hover: { boxShadow: "0 4px 16px rgba(27,20,100,0.12)" },
});

export function EventList(
  { events, onOpen, testId, now }: {
    events: CalendarEvent[];
    onOpen: (event: CalendarEvent) => void;
    testId: string;
    now: Date;
  },
) {
  const { t, locale } = useI18n();
  return (
    <ul className={css({ display: "grid", gap: "2" })} data-testid={testId}>
      {events.map((event) => {
        const past = new Date(event.start).getTime() <= now.getTime();
        return (
          <li key={event.id}>
            <button
              type="button"
              className={eventButton}
              onClick={() => onOpen(event)}
              data-testid="event-item"
              aria-haspopup="dialog"
            >
              <span
                className={css({
                  flexShrink: 0,
                  minW: "64px",
                  textAlign: "center",
                  borderRadius: "md",
                  bg: past ? "surface" : "brand",
                  color: past ? "muted" : "white",
                  px: "2",
                  py: "1",
                  fontSize: "sm",
                  fontWeight: "bold",
                })}
              >
                {formatTime(event.start, locale)}
              </span>
              <span className={css({ display: "flex", flexDirection: "column" })}>
                <span className={css({ fontSize: "sm", color: "muted" })}>
                  {formatEventDay(event.start, locale)}
                  {past && <span className={cx(css({ ml: "2", color: "accentDark" }))}>· {t("events.completed")}</span>}
                </span>
                <span className={css({ fontWeight: "semibold", color: "brand" })}>
                  <span lang={event.language}>{event.title}</span>
                  <ContentLanguageMark language={event.language} className={css({ ml: "2" })} />
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
