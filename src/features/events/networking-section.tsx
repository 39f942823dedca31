// The home page's networking block (spec 01): the upcoming-events card (up to 10 future events by start) and the
// events calendar — the month view on large screens (shown or hidden by a toggle), a drawer on phones. The events
// come with the page; the dialog and the drawer load when first opened.
import { lazy, Suspense, useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css, cx } from "styled-system/css";
import { upcomingEvents } from "../../domain/events.ts";
import { pageLanguageFirst } from "../../domain/content-language.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { usePageNow } from "../../lib/page-clock.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ghostButton } from "../../ui/styles.ts";
import { EventList } from "./event-list.tsx";
import { MonthCalendar } from "./month-calendar.tsx";
import { type CalendarEvent, eventsQuery } from "./queries.ts";

const EventDialog = lazy(() => import("./event-dialog.tsx"));
const CalendarDrawer = lazy(() => import("./calendar-drawer.tsx"));

export function NetworkingSection() {
  const { t, locale, viewerTier } = useI18n();
  const gql = useGql();
  const { data: events } = useSuspenseQuery(eventsQuery(gql, locale, viewerTier));
  const now = usePageNow();
  const [open, setOpen] = useState<CalendarEvent | null>(null);
  const [calendarShown, setCalendarShown] = useState(true);
  const [drawer, setDrawer] = useState(false);
  // The next ten events, those in the page's language first (the others are marked with theirs).
  const upcoming = pageLanguageFirst(upcomingEvents(events, now), locale);
  // Set once this block is interactive (its code loads as the reader comes near it).
  const ready = useHydrated();
  return (
    <div
      data-testid="events"
      data-ready={ready || undefined}
      className={css({
        display: "grid",
        gridTemplateColumns: { base: "1fr", lg: calendarShown ? "minmax(300px, 1fr) 2fr" : "1fr" },
        gap: "6",
        alignItems: "start",
      })}
    >
      <section
        aria-labelledby="upcoming-events"
        className={css({ p: { base: "4", md: "5" }, borderRadius: "xl", bg: "surface" })}
        data-testid="upcoming-events"
      >
        <div
          className={css({
            display: "flex",
            flexWrap: "wrap",
            justifyContent: "space-between",
            alignItems: "center",
            gap: "2",
            mb: "3",
          })}
        >
          <h3 id="upcoming-events" className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>
            {t("events.upcoming")}
          </h3>
          {/* Large screens toggle the month view beside the card; phones open it in a drawer. */}
          <button
            type="button"
            className={cx(ghostButton, css({ display: { base: "none", lg: "inline-flex" } }))}
            aria-expanded={calendarShown}
            aria-controls="events-month"
            onClick={() => setCalendarShown(!calendarShown)}
            data-testid="calendar-toggle"
          >
            {t(calendarShown ? "events.hideCalendar" : "events.showCalendar")}
          </button>
          <button
            type="button"
            className={cx(ghostButton, css({ display: { base: "inline-flex", lg: "none" } }))}
            aria-haspopup="dialog"
            onClick={() => setDrawer(true)}
            data-testid="calendar-drawer-open"
          >
            {t("events.openCalendar")}
          </button>
        </div>
        {upcoming.length
          ? <EventList events={upcoming} onOpen={setOpen} testId="upcoming-list" now={now} />
          : <p className={css({ color: "muted" })}>{t("events.noUpcoming")}</p>}
      </section>
      {calendarShown && (
        <div id="events-month" className={css({ display: { base: "none", lg: "block" } })}>
          <MonthCalendar events={events} now={now} onOpen={setOpen} />
        </div>
      )}
      {drawer && (
        <Suspense fallback={null}>
          <CalendarDrawer
            events={events}
            now={now}
            onOpen={(event) => {
              setDrawer(false);
              setOpen(event);
            }}
            onClose={() => setDrawer(false)}
          />
        </Suspense>
      )}
      {open && (
        <Suspense fallback={null}>
          <EventDialog event={open} now={now} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
