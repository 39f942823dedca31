// The calendar on phones (spec 01): the compact month view in a drawer from the bottom.
import { useI18n } from "../../lib/i18n.tsx";
import { Drawer } from "../../ui/drawer.tsx";
import { MonthCalendar } from "./month-calendar.tsx";
import type { CalendarEvent } from "./queries.ts";

export default function CalendarDrawer(
  { events, now, onOpen, onClose }: {
    events: CalendarEvent[];
    now: Date;
    onOpen: (event: CalendarEvent) => void;
    onClose: () => void;
  },
) {
  const { t } = useI18n();
  return (
    <Drawer
      open
      placement="bottom"
      onOpenChange={(open) => !open && onClose()}
      title={t("events.calendar")}
      closeLabel={t("events.close")}
    >
      <MonthCalendar events={events} now={now} onOpen={onOpen} compact />
    </Drawer>
  );
}
