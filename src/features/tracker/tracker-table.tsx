// The grid: cells edit in place (title, company, status, country, appliedAt; 'Not specified' and a cleared date send
// null). Native selects in the cells keep a 100-row page light; on phones each row becomes a card.
import { type KeyboardEvent, useEffect, useState } from "react";
import { css } from "styled-system/css";
import { moscowDay, TRACKER_STATUS_COLOURS, TRACKER_STATUSES, type TrackerStatus } from "../../domain/tracker.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { formatShortDate } from "../../../i18n/format.ts";
import type { SelectItem } from "../../ui/select.tsx";
import type { TrackerItem } from "./queries.ts";
import { useUpdateTrackerItem } from "./use-tracker-mutations.ts";

const cellControl = css({
  w: "full",
  minW: 0,
  h: "40px",
  px: "2",
  borderRadius: "md",
  border: "1px solid transparent",
  bg: "transparent",
  _hover: { borderColor: "line" },
  _focus: { outline: "2px solid token(colors.brandLight)", bg: "white" },
});
const td = css({
  display: { base: "grid", md: "table-cell" },
  gridTemplateColumns: "110px 1fr",
  alignItems: "center",
  gap: "2",
  px: { base: "0", md: "1" },
  py: "1",
  verticalAlign: "middle",
  "&::before": { content: "attr(data-label)", color: "muted", fontSize: "sm", display: { base: "block", md: "none" } },
});
/** The columns' shares of a fixed-layout table, so the grid fits beside the profile menu at 1280 px. */
const COLUMN_WIDTHS = ["15%", "13%", "16%", "15%", "17%", "9%", "15%"];

const smallButton = css({
  h: "32px",
  px: "2.5",
  borderRadius: "full",
  border: "1px solid token(colors.line)",
  fontSize: "sm",
  fontWeight: "medium",
  cursor: "pointer",
  whiteSpace: "nowrap",
  _hover: { bg: "surface" },
});

function TextCell({ value, label, onCommit }: { value: string; label: string; onCommit: (value: string) => void }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft.trim() !== value) onCommit(draft.trim());
  };
  return (
    <input
      className={cellControl}
      aria-label={label}
      value={draft}
      maxLength={200}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === "Enter") e.currentTarget.blur();
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
    <tr
      data-testid="tracker-row"
      data-id={item.id}
      className={css({
        display: { base: "block", md: "table-row" },
        borderBottom: "1px solid token(colors.line)",
        p: { base: "3", md: "0" },
        mb: { base: "3", md: "0" },
        borderRadius: { base: "xl", md: "0" },
        border: { base: "1px solid token(colors.line)", md: "none" },
        borderBottomWidth: { md: "1px" },
        borderBottomStyle: { md: "solid" },
        borderBottomColor: { md: "line" },
      })}
    >
      <td className={td} data-label={t("tracker.columns.title")}>
        <TextCell
          value={item.title}
          label={t("tracker.cell.title", { title: item.title })}
          onCommit={(title) => update.save(item, { title }, { title: title || item.title })}
        />
      </td>
      <td className={td} data-label={t("tracker.columns.company")}>
        <TextCell
          value={item.company}
          label={t("tracker.cell.company", { title: item.title })}
          onCommit={(company) => update.save(item, { company }, { company: company || item.company })}
        />
      </td>
      <td className={td} data-label={t("tracker.columns.status")}>
        <select
          className={cellControl}
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
      <td className={td} data-label={t("tracker.columns.country")}>
        <select
          className={cellControl}
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
          {!country && item.country && <option value={item.country.id}>{item.country.engTrans}</option>}
          {countries.map((c) => <option key={c.value} value={c.value}>{c.label}</option>)}
        </select>
      </td>
      <td className={td} data-label={t("tracker.columns.appliedAt")}>
        <input
          type="date"
          className={cellControl}
          aria-label={t("tracker.cell.appliedAt", { title: item.title })}
          value={applied}
          onChange={(e) => {
            const day = e.target.value;
            if (day === applied) return;
            update.save(item, { appliedAt: day || null }, {
              appliedAt: day ? new Date(`${day}T00:00:00+03:00`).toISOString() : null,
            });
          }}
        />
      </td>
      <td className={td} data-label={t("tracker.columns.createdAt")}>
        <time dateTime={item.createdAt} className={css({ fontSize: "sm", whiteSpace: "nowrap" })}>
          {formatShortDate(item.createdAt, locale)}
        </time>
      </td>
      <td className={td} data-label={t("tracker.columns.actions")}>
        <span className={css({ display: "flex", gap: "1", flexWrap: "wrap", alignItems: "center" })}>
          {item.nextActionAt && (
            <span className={css({ fontSize: "xs" })} data-testid="tracker-next-action">
              {t("tracker.columns.nextActionAt")}: {formatShortDate(item.nextActionAt, locale)}
            </span>
          )}
          <button
            type="button"
            className={smallButton}
            aria-label={t("tracker.details.button", { title: item.title })}
            onClick={() => onDetails(item)}
          >
            {t("tracker.details.open")}
          </button>
          <button
            type="button"
            className={smallButton}
            aria-label={t("tracker.delete.button", { title: item.title })}
            onClick={() => onDelete(item)}
          >
            {t("tracker.delete.confirm")}
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
  const th = css({ textAlign: "left", px: "2", py: "2", fontSize: "sm", color: "muted", fontWeight: "semibold" });
  return (
    <div className={css({ overflowX: { md: "auto" } })}>
      <table
        className={css({
          w: "full",
          borderCollapse: "collapse",
          display: { base: "block", md: "table" },
          tableLayout: { md: "fixed" },
        })}
      >
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
        <tbody className={css({ display: { base: "block", md: "table-row-group" } })}>
          {items.map((item) => (
            <TrackerRow key={item.id} item={item} countries={countries} onDetails={onDetails} onDelete={onDelete} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
