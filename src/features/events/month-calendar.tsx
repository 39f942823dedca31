// The month view (spec 01): weeks from Monday, days as they fall in Moscow; on the large view each day shows at most
// 4 events and "+N more"; the compact view (the phone's drawer) marks days with events and lists a chosen day's.
import { useState } from "react";
import { css, cx } from "styled-system/css";
import { moscowDay } from "../../domain/dates.ts";
import { addMonths, eventsOfDay, monthGrid, monthOf } from "../../domain/events.ts";
import { formatDayKey, formatMonthTitle, formatTime, weekdayNames } from "../../../i18n/format.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { iconButton } from "../../ui/styles.ts";
import { EventList } from "./event-list.tsx";
import type { CalendarEvent } from "./queries.ts";

export function MonthCalendar(
  { events, now, onOpen, compact = false }: {
    events: CalendarEvent[];
    now: Date;
    onOpen: (event: CalendarEvent) => void;
    compact?: boolean;
  },
) {
  const { t, locale } = useI18n();
  const [month, setMonth] = useState(() => monthOf(now));
  const today = moscowDay(now);
  const [chosen, setChosen] = useState(today);
  const grid = monthGrid(month.year, month.month);
  const title = formatMonthTitle(month.year, month.month, locale);
  const chosenEvents = eventsOfDay(events, chosen, Infinity).shown;
  return (
    <div data-testid={compact ? "month-calendar-compact" : "month-calendar"}>
      <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", mb: "3" })}>
        <button
          type="button"
          className={iconButton}
          aria-label={t("events.previousMonth")}
          onClick={() => setMonth(addMonths(month, -1))}
          data-testid="calendar-prev"
        >
          ‹
        </button>
        <h3
          className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}
          aria-live="polite"
          data-testid="calendar-title"
        >
          {title}
        </h3>
        <button
          type="button"
          className={iconButton}
          aria-label={t("events.nextMonth")}
          onClick={() => setMonth(addMonths(month, 1))}
          data-testid="calendar-next"
        >
          ›
        </button>
      </div>
      <table className={css({ w: "full", tableLayout: "fixed", borderCollapse: "collapse" })}>
        <caption className={css({ srOnly: true })}>{t("events.calendar")}: {title}</caption>
        <thead>
          <tr>
            {weekdayNames(locale).map((name) => (
              <th
                key={name}
                scope="col"
                className={css({ fontSize: "xs", color: "muted", fontWeight: "semibold", pb: "2" })}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.map((week) => (
            <tr key={week[0].key}>
              {week.map((day) => {
                const { shown, more } = eventsOfDay(events, day.key);
                const isToday = day.key === today;
                if (compact) {
                  return (
                    <td key={day.key} className={css({ p: "0.5", textAlign: "center" })}>
                      <button
                        type="button"
                        onClick={() => setChosen(day.key)}
                        aria-pressed={chosen === day.key}
                        aria-label={`${formatDayKey(day.key, locale)}${shown.length ? `: ${shown.length + more}` : ""}`}
                        data-testid="calendar-day"
                        data-day={day.key}
                        className={cx(
                          css({
                            w: "full",
                            aspectRatio: "1",
                            borderRadius: "full",
                            display: "inline-flex",
                            flexDirection: "column",
                            alignItems: "center",
                            justifyContent: "center",
                            cursor: "pointer",
                            color: day.inMonth ? "ink" : "muted",
                            fontWeight: isToday ? "bold" : "normal",
                            "&[aria-pressed=true]": { bg: "brand", color: "white" },
                          }),
                        )}
                      >
                        {day.day}
                        {shown.length > 0 && (
                          <span
                            aria-hidden="true"
                            className={css({ w: "5px", h: "5px", borderRadius: "full", bg: "accent" })}
                          />
                        )}
                      </button>
                    </td>
                  );
                }
                return (
                  <td
                    key={day.key}
                    data-testid="calendar-day"
                    data-day={day.key}
                    className={css({
                      verticalAlign: "top",
                      border: "1px solid token(colors.line)",
                      h: "136px",
                      p: "1",
                      bg: day.inMonth ? "white" : "surface",
                    })}
                  >
                    <span
                      className={css({
                        display: "inline-flex",
                        w: "6",
                        h: "6",
                        alignItems: "center",
                        justifyContent: "center",
                        borderRadius: "full",
                        fontSize: "xs",
                        color: day.inMonth ? "ink" : "muted",
                        bg: isToday ? "accentDark" : undefined,
                        ...(isToday ? { color: "white", fontWeight: "bold" } : {}),
                      })}
                    >
                      {day.day}
                    </span>
                    <ul className={css({ display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: "0.5" })}>
                      {shown.map((event) => (
                        <li key={event.id}>
                          <button
                            type="button"
                            onClick={() => onOpen(event)}
                            data-testid="calendar-event"
                            aria-haspopup="dialog"
                            title={event.title}
                            className={css({
                              display: "block",
                              w: "full",
                              maxW: "full",
                              // 24 px: a target that is easy to hit (WCAG 2.2 target size).
                              minH: "24px",
                              lineHeight: "24px",
                              textAlign: "left",
                              fontSize: "xs",
                              px: "1",
                              borderRadius: "sm",
                              bg: "surface",
                              color: "brand",
                              whiteSpace: "nowrap",
                              overflow: "hidden",
                              textOverflow: "ellipsis",
                              cursor: "pointer",
                              _hover: { bg: "brand", color: "white" },
                            })}
                          >
                            {formatTime(event.start, locale)} <span lang={event.language}>{event.title}</span>
                          </button>
                        </li>
                      ))}
                    </ul>
                    {more > 0 && (
                      <span className={css({ fontSize: "xs", color: "muted" })} data-testid="calendar-more">
                        {t("events.more", { count: more })}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {compact && (
        <div className={css({ mt: "4" })}>
          <h4 className={css({ fontWeight: "semibold", mb: "2" })}>
            {t("events.eventsOn", { date: formatDayKey(chosen, locale) })}
          </h4>
          {chosenEvents.length
            ? <EventList events={chosenEvents} onOpen={onOpen} testId="day-events" now={now} />
            : <p className={css({ color: "muted" })}>{t("events.noEventsThisDay")}</p>}
        </div>
      )}
    </div>
  );
}
