// The board: one column per status in the spec's order, each in its colour. A card moves with the mouse (HTML5 drag
// and drop onto a column) or the keyboard (its 'Move to' select, or Alt + ←/→ on the card's button); every move is one
// updateTrackerItem(status) and is announced in a live region.
import { type DragEvent, type KeyboardEvent, useState } from "react";
import { css } from "styled-system/css";
import { TRACKER_STATUS_COLOURS, TRACKER_STATUSES, type TrackerStatus } from "../../domain/tracker.ts";
import { useI18n } from "../../lib/i18n.tsx";
import type { TrackerItem } from "./queries.ts";
import { useUpdateTrackerItem } from "./mutations.ts";

const DRAG_TYPE = "application/x-tracker-item";

export function TrackerBoard({ items, onDetails }: { items: TrackerItem[]; onDetails: (item: TrackerItem) => void }) {
  const { t } = useI18n();
  const update = useUpdateTrackerItem();
  const [announcement, setAnnouncement] = useState("");
  const [over, setOver] = useState<TrackerStatus | null>(null);
  const move = (item: TrackerItem, status: TrackerStatus) => {
    if (status === item.status) return;
    update.save(item, { status }, { status });
    setAnnouncement(t("tracker.board.moved", { title: item.title, status: t(`tracker.statuses.${status}`) }));
  };
  const drop = (status: TrackerStatus) => (event: DragEvent) => {
    event.preventDefault();
    setOver(null);
    const id = event.dataTransfer.getData(DRAG_TYPE) || event.dataTransfer.getData("text/plain");
    const item = items.find((i) => i.id === id);
    if (item) move(item, status);
  };
  const stepKeys = (item: TrackerItem) => (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== "ArrowRight" && event.key !== "ArrowLeft")) return;
    event.preventDefault();
    const index = TRACKER_STATUSES.indexOf(item.status) + (event.key === "ArrowRight" ? 1 : -1);
    if (index < 0 || index >= TRACKER_STATUSES.length) return;
    move(item, TRACKER_STATUSES[index]);
    // The card re-renders in its new column: keep the keyboard on it.
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-card-button="${item.id}"]`)?.focus());
  };
  return (
    <div>
      <p id="tracker-board-hint" className={css({ color: "muted", fontSize: "sm", mb: "3" })}>
        {t("tracker.board.keyboardHint")}
      </p>
      <p aria-live="polite" role="status" className={css({ srOnly: true })} data-testid="tracker-board-live">
        {announcement}
      </p>
      <div
        className={css({
          display: "grid",
          gridAutoFlow: "column",
          gridAutoColumns: { base: "78%", sm: "240px" },
          gap: "3",
          overflowX: "auto",
          pb: "3",
          scrollSnapType: { base: "x mandatory", sm: "none" },
        })}
        data-testid="tracker-board"
      >
        {TRACKER_STATUSES.map((status) => {
          const column = items.filter((i) => i.status === status);
          return (
            <section
              key={status}
              aria-labelledby={`tracker-column-${status}`}
              data-testid={`tracker-column-${status}`}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
                if (over !== status) setOver(status);
              }}
              onDragLeave={() => setOver((s) => s === status ? null : s)}
              onDrop={drop(status)}
              className={css({
                bg: "surface",
                borderRadius: "xl",
                p: "2",
                minH: "200px",
                scrollSnapAlign: "start",
                outline: "2px dashed transparent",
                "&[data-over=true]": { outlineColor: "brandLight" },
              })}
              data-over={over === status}
            >
              <h2
                id={`tracker-column-${status}`}
                style={{ background: TRACKER_STATUS_COLOURS[status] }}
                className={css({ px: "3", py: "2", borderRadius: "lg", fontWeight: "bold", fontSize: "sm", mb: "2" })}
              >
                {t(`tracker.statuses.${status}`)}{" "}
                <span className={css({ fontWeight: "normal" })}>({column.length})</span>
              </h2>
              <ul className={css({ display: "flex", flexDirection: "column", gap: "2" })}>
                {column.length === 0 && (
                  <li className={css({ color: "muted", fontSize: "sm", px: "2" })}>{t("tracker.board.empty")}</li>
                )}
                {column.map((item) => (
                  <li
                    key={item.id}
                    draggable
                    data-testid="tracker-card"
                    data-id={item.id}
                    onDragStart={(e) => {
                      e.dataTransfer.setData(DRAG_TYPE, item.id);
                      e.dataTransfer.setData("text/plain", item.id);
                      e.dataTransfer.effectAllowed = "move";
                    }}
                    className={css({
                      bg: "white",
                      borderRadius: "lg",
                      p: "3",
                      border: "1px solid token(colors.line)",
                      cursor: "grab",
                      display: "flex",
                      flexDirection: "column",
                      gap: "2",
                    })}
                  >
                    <button
                      type="button"
                      data-card-button={item.id}
                      aria-describedby="tracker-board-hint"
                      onKeyDown={stepKeys(item)}
                      onClick={() => onDetails(item)}
                      className={css({ textAlign: "left", cursor: "pointer", _hover: { color: "brand" } })}
                    >
                      <span className={css({ display: "block", fontWeight: "semibold" })}>{item.title}</span>
                      <span className={css({ display: "block", color: "muted", fontSize: "sm" })}>{item.company}</span>
                    </button>
                    <select
                      aria-label={t("tracker.board.moveTo", { title: item.title })}
                      value={item.status}
                      onChange={(e) => move(item, e.target.value as TrackerStatus)}
                      className={css({
                        h: "36px",
                        px: "2",
                        borderRadius: "md",
                        border: "1px solid token(colors.line)",
                        fontSize: "sm",
                      })}
                    >
                      {TRACKER_STATUSES.map((s) => <option key={s} value={s}>{t(`tracker.statuses.${s}`)}</option>)}
                    </select>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
