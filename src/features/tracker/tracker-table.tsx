// The grid: cells edit in place (title, company, status, country, appliedAt; 'Not specified' and a cleared date send
// null). Native selects in the cells keep a 100-row page light; on phones each row becomes a card.
import { type KeyboardEvent, useEffect, useState } from "react";
import { css } from "styled-system/css";
import { moscowDay } from "../../domain/dates.ts";
import { TRACKER_STATUS_COLOURS, TRACKER_STATUSES, type TrackerStatus } from "../../domain/tracker.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { formatShortDate } from "../../../i18n/format.ts";
import { LineIcon } from "../../ui/icons.tsx";
import type { SelectItem } from "../../ui/select.tsx";
import type { TrackerItem } from "./queries.ts";
import { useUpdateTrackerItem } from "./mutations.ts";
import { DateField } from "../../ui/date-field.tsx";

/** What every editable cell's control looks like (the grid's class applies it). */
const cellControl = {
  w: "full",
  minW: 0,
  h: "40px",
  px: "2",
  fontSize: "sm",
  borderRadius: "md",
  border: "1px solid transparent",
  bg: "transparent",
  _hover: { borderColor: "line" },
  _focus: { outline: "2px solid token(colors.brandLight)", bg: "white" },
} as const;

/**
 * The columns' shares of a fixed-layout table, so the grid fits beside the profile menu at 1280 px: the title widest
 * (it wraps rather than being cut), the status wide enough for its longest label in either language. Below
 * 880 px the table keeps its width and scrolls inside its own container, never the page.
 */
const COLUMN_WIDTHS = ["19%", "12%", "19%", "16%", "15%", "10%", "9%"];

/**
 * The whole grid's look in one class on the table, its cells and controls styled through it: a 100-row page carries
 * no class on each of its cells (about half of each row's bytes on the server).
 */
const grid = css({
  w: "full",
  minW: { md: "880px" },
  borderCollapse: "collapse",
  display: { base: "block", md: "table" },
  tableLayout: { md: "fixed" },
  "& > tbody": { display: { base: "block", md: "table-row-group" } },
  "& > tbody > tr": {
    display: { base: "block", md: "table-row" },
    p: { base: "3", md: "0" },
    mb: { base: "3", md: "0" },
    borderRadius: { base: "xl", md: "0" },
    borderBottom: "1px solid token(colors.line)",
    border: { base: "1px solid token(colors.line)", md: "none" },
    borderBottomWidth: { md: "1px" },
    borderBottomStyle: { md: "solid" },
    borderBottomColor: { md: "line" },
  },
  "& > tbody > tr > td": {
    display: { base: "grid", md: "table-cell" },
    gridTemplateColumns: "110px 1fr",
    alignItems: "center",
    gap: "2",
    px: { base: "0", md: "1" },
    py: "1",
    verticalAlign: "middle",
    "&::before": {
      content: "attr(data-label)",
      color: "muted",
      fontSize: "sm",
      display: { base: "block", md: "none" },
    },
  },
  "& td > select, & td > input, & td input[type=text]": cellControl,
  // Title and company wrap onto more lines (field-sizing grows the box), so a long title reads whole.
  "& td > textarea": {
    ...cellControl,
    h: "auto",
    minH: "40px",
    py: "2",
    lineHeight: "1.35",
    resize: "none",
    overflow: "hidden",
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
    display: "block",
    fieldSizing: "content",
  },
  "& td > time": { fontSize: "sm", whiteSpace: "nowrap" },
  "& td > span": { display: "flex", gap: "1", flexWrap: "wrap", alignItems: "center" },
  // The row's actions as round icon buttons (named by their labels), so the grid keeps its room for the text.
  "& td > span > button": {
    w: "32px",
    h: "32px",
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    flexShrink: 0,
    borderRadius: "full",
    border: "1px solid token(colors.line)",
    color: "brand",
    cursor: "pointer",
    _hover: { bg: "surface" },
  },
});

function TextCell({ value, label, onCommit }: { value: string; label: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  // One line of text shown on as many lines as it needs: Enter saves (it never adds a line break).
  return (
    <textarea
      aria-label={label}
      value={draft}
      rows={1}
      maxLength={200}
      onChange={(e) => setDraft(e.target.value.replace(/[\r\n]+/g, " "))}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent<HTMLTextAreaElement>) => {
        if (e.key === "Enter") {
          e.preventDefault();
          e.currentTarget.blur();
        }
        if (e.key === "Escape") setDraft(value);
      }}
    />
  );
}

function TrackerRow(
  { item, countries, onDetails, onDelete }: {
    item: TrackerItem;
    countries: SelectItem[];
    onDetails: (item: TrackerItem) => void;
    onDelete: (item: TrackerItem) => void;
  },
) {
  const { t, locale } = useI18n();
  const update = useUpdateTrackerItem();
  const applied = item.appliedAt ? moscowDay(item.appliedAt) : "";
  const country = countries.find((c) => c.value === item.country?.id);
  return (
    <tr data-testid="tracker-row" data-id={item.id}>
      <td data-label={t("tracker.columns.title")}>
        <TextCell
          value={item.title}
          label={t("tracker.cell.title", { title: item.title })}
          onCommit={(title) => update.save(item, { title }, { title: title || item.title })}
        />
      </td>
      <td data-label={t("tracker.columns.company")}>
        <TextCell
          value={item.company}
          label={t("tracker.cell.company", { title: item.title })}
          onCommit={(company) => update.save(item, { company }, { company: company || item.company })}
        />
      </td>
      <td data-label={t("tracker.columns.status")}>
        <select
          aria-label={t("tracker.cell.status", { title: item.title })}
          value={item.status}
          style={{ background: TRACKER_STATUS_COLOURS[item.status] }}
          data-testid="tracker-status-cell"
          onChange={(e) => {
            const status = e.target.value as TrackerStatus;
            update.save(item, { status }, { status });
          }}
        >
          {TRACKER_STATUSES.map((s) => <option key={s} value={s}>{t(`tracker.statuses.${s}`)}</option>)}
        </select>
      </td>
      <td data-label={t("tracker.columns.country")}>
        <select
          aria-label={t("tracker.cell.country", { title: item.title })}
          value={item.country?.id ?? ""}
          onChange={(e) => {
            const id = e.target.value;
            const chosen = countries.find((c) => c.value === id);
            update.save(item, { countryId: id || null }, {
              country: chosen ? { id, rusTrans: chosen.label, engTrans: chosen.label } : null,
            });
          }}
        >
          <option value="">{t("tracker.notSpecified")}</option>
          {!country && item.country && (
            <option value={item.country.id}>
              {locale === "ru" ? item.country.rusTrans : item.country.engTrans}
            </option>
          )}
          {countries.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
      </td>
      <td data-label={t("tracker.columns.appliedAt")}>
        <DateField
          label={t("tracker.cell.appliedAt", { title: item.title })}
          value={applied}
          onChange={(day) => {
            if (day === applied) return;
            update.save(item, { appliedAt: day || null }, {
              appliedAt: day ? new Date(`${day}T00:00:00+03:00`).toISOString() : null,
            });
          }}
        />
      </td>
      <td data-label={t("tracker.columns.createdAt")}>
        <time dateTime={item.createdAt}>
          {formatShortDate(item.createdAt, locale)}
        </time>
      </td>
      <td data-label={t("tracker.columns.actions")}>
        <span>
          {item.nextActionAt && (
            <span className={css({ fontSize: "xs" })} data-testid="tracker-next-action">
              {t("tracker.columns.nextActionAt")}: {formatShortDate(item.nextActionAt, locale)}
            </span>
          )}
          <button
            type="button"
            aria-label={t("tracker.details.button", { title: item.title })}
            title={t("tracker.details.open")}
            onClick={() => onDetails(item)}
          >
            <LineIcon size={16} d="M4 20h4L19 9l-4-4L4 16v4Zm9-13 4 4" />
          </button>
          <button
            type="button"
            aria-label={t("tracker.delete.button", { title: item.title })}
            title={t("tracker.delete.confirm")}
            onClick={() => onDelete(item)}
          >
            <LineIcon size={16} d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13M10 11v5M14 11v5" />
          </button>
        </span>
      </td>
    </tr>
  );
}

export function TrackerTable(
  { items, countries, onDetails, onDelete }: {
    items: TrackerItem[];
    countries: SelectItem[];
    onDetails: (item: TrackerItem) => void;
    onDelete: (item: TrackerItem) => void;
  },
) {
  const { t } = useI18n();
  const th = css({
    textAlign: "left",
    verticalAlign: "bottom",
    px: "1.5",
    py: "2",
    fontSize: "xs",
    color: "muted",
    fontWeight: "semibold",
    // Headers wrap between words, never inside one.
    whiteSpace: "normal",
    overflowWrap: "normal",
  });
  return (
    <div className={css({ overflowX: { md: "auto" } })}>
      <table className={grid}>
        <caption className={css({ srOnly: true })}>{t("tracker.title")}</caption>
        <colgroup>
          {COLUMN_WIDTHS.map((width, i) => <col key={i} style={{ width }} />)}
        </colgroup>
        <thead className={css({ srOnly: { base: true, md: false } })}>
          <tr>
            {(["title", "company", "status", "country", "appliedAt", "createdAt", "actions"] as const).map((c) => (
              <th key={c} scope="col" className={th}>{t(`tracker.columns.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <TrackerRow key={item.id} item={item} countries={countries} onDetails={onDetails} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
