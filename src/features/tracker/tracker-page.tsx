// /profile/job-application-tracker (spec 02 §4): the viewer's applications — up to 500 loaded with the filters
// (search from 3 characters, country, status, created from/to), shown 10/25/50/100 a page in the grid or all on the
// board, created in a dialog, edited in place, deleted after a confirmation, exported as CSV.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ComponentType, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { css } from "styled-system/css";
import {
  effectiveTrackerSearch,
  TRACKER_DEFAULT_PAGE_SIZE,
  TRACKER_PAGE_SIZES,
  TRACKER_SEARCH_MIN,
  TRACKER_STATUSES,
  type TrackerStatus,
} from "../../domain/tracker.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { fieldInput } from "../../ui/form/styles.ts";
import { Select, type SelectItem } from "../../ui/select.tsx";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { Tabs } from "../../ui/tabs.tsx";
import {
  trackerCountryListQuery,
  type TrackerFilter,
  trackerFiltersQuery,
  trackerFirstPageQuery,
  trackerItemsQuery,
} from "./queries.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import type { TrackerItem } from "./queries.ts";
import { TrackerBoard } from "./tracker-board.tsx";
import { CreateTrackerItemDialog, DeleteTrackerItemDialog, TrackerDetailsDialog } from "./tracker-dialogs.tsx";
import { TrackerTable } from "./tracker-table.tsx";
import { DateField } from "../../ui/date-field.tsx";

/** Another feature's panel shown below the grid (the route composes the AI tools panel in). */
export type TrackerPanel = ComponentType<{ open: boolean; onToggle: (open: boolean) => void }>;

/** Waits this long after the last keystroke before searching. */
const SEARCH_PAUSE_MS = 400;

const filterGrid = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", sm: "1fr 1fr", lg: "2fr 1fr 1fr 1fr 1fr" },
  gap: "3",
  alignItems: "start",
  mb: "4",
});
const labelText = css({ display: "flex", flexDirection: "column", gap: "1", fontSize: "sm", fontWeight: "medium" });

export function TrackerPage({ AiToolsPanel }: { AiToolsPanel?: TrackerPanel }) {
  const { t, locale } = useI18n();
  const gql = useGql();
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState<string | undefined>(undefined);
  const [countryId, setCountryId] = useState("");
  const [status, setStatus] = useState("");
  const [createdFrom, setCreatedFrom] = useState("");
  const [createdTo, setCreatedTo] = useState("");
  const [pageSize, setPageSize] = useState<number>(TRACKER_DEFAULT_PAGE_SIZE);
  const [page, setPage] = useState(0);
  const [view, setView] = useState("table");
  const [creating, setCreating] = useState(false);
  const [aiOpen, setAiOpen] = useState(false);
  const aiPanel = useRef<HTMLDivElement>(null);
  // The tracker's AI action opens the panel and scrolls to it (spec 02 §4).
  const openAiTools = () => {
    setAiOpen(true);
    requestAnimationFrame(() => aiPanel.current?.scrollIntoView({ behavior: "smooth", block: "start" }));
  };
  const [deleting, setDeleting] = useState<TrackerItem | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(effectiveTrackerSearch(searchText)), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const filter = useMemo(() => {
    const f: TrackerFilter = {};
    if (search) f.textSearch = search;
    if (countryId) f.countryId = countryId;
    if (status) f.status = status as TrackerStatus;
    if (createdFrom) f.createdFrom = createdFrom;
    if (createdTo) f.createdTo = createdTo;
    return f;
  }, [search, countryId, status, createdFrom, createdTo]);
  useEffect(() => setPage(0), [filter, pageSize]);

  // The server renders the first page; in the browser the whole list (up to 500) takes over once it is here.
  const hydrated = useHydrated();
  const firstPage = useQuery(trackerFirstPageQuery(gql, locale));
  const list = useQuery({
    ...trackerItemsQuery(gql, locale, filter),
    enabled: hydrated,
    placeholderData: keepPreviousData,
  });
  const countryList = useQuery(trackerCountryListQuery(gql, locale));
  const usedCountries = useQuery(trackerFiltersQuery(gql, locale));
  const nameOf = (c: { id: string; rusTrans: string; engTrans: string }) => ({
    value: c.id,
    label: locale === "ru" ? c.rusTrans : c.engTrans,
  });
  const countries: SelectItem[] = useMemo(() => (countryList.data ?? []).map(nameOf), [countryList.data, locale]);
  const filterCountries: SelectItem[] = useMemo(
    () => (usedCountries.data?.countries ?? []).map(nameOf),
    [usedCountries.data, locale],
  );
  const statusItems = TRACKER_STATUSES.map((s) => ({ value: s, label: t(`tracker.statuses.${s}`) }));

  const items = list.data?.trackerItems ?? firstPage.data?.trackerItems ?? [];
  const total = list.data ? items.length : firstPage.data?.meta.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(page, pages - 1);
  const shown = items.slice(current * pageSize, (current + 1) * pageSize);
  const details = items.find((i) => i.id === detailsId) ?? null;
  const filtered = Object.keys(filter).length > 0;

  const table = (
    <div>
      {total === 0
        ? (
          <p data-testid="tracker-empty" className={css({ py: "6", color: "muted" })}>
            {t(filtered ? "tracker.noMatches" : "tracker.empty")}
          </p>
        )
        : (
          <TrackerTable
            items={shown}
            countries={countries}
            onDetails={(item) => setDetailsId(item.id)}
            onDelete={setDeleting}
          />
        )}
      <nav
        aria-label={t("tracker.pager.label")}
        className={css({ display: "flex", gap: "3", alignItems: "end", flexWrap: "wrap", mt: "4" })}
      >
        <div className={css({ w: "160px" })}>
          <Select
            label={t("tracker.pager.pageSize")}
            items={TRACKER_PAGE_SIZES.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(pageSize)}
            onValueChange={(v) => v && setPageSize(Number(v))}
            notSpecifiedLabel={t("tracker.notSpecified")}
          />
        </div>
        <span data-testid="tracker-range" className={css({ h: "44px", display: "inline-flex", alignItems: "center" })}>
          {t("tracker.pager.range", {
            from: total === 0 ? 0 : current * pageSize + 1,
            to: Math.min(total, (current + 1) * pageSize),
            total,
          })}
        </span>
        <button type="button" className={ghostButton} disabled={current === 0} onClick={() => setPage(current - 1)}>
          {t("tracker.pager.previous")}
        </button>
        <button
          type="button"
          className={ghostButton}
          disabled={current >= pages - 1}
          onClick={() => setPage(current + 1)}
        >
          {t("tracker.pager.next")}
        </button>
      </nav>
    </div>
  );

  return (
    <SideMenuLayout title={t("tracker.title")}>
      <div className={css({ display: "flex", flexDirection: "column", gap: "4", minW: 0 })} data-testid="tracker-page">
        <p className={css({ color: "muted" })}>{t("tracker.intro")}</p>
        <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
          <button type="button" className={primaryButton} onClick={() => setCreating(true)}>{t("tracker.add")}</button>
          <a
            className={ghostButton}
            href={`/api/tracker/export.csv?locale=${locale}`}
            download="job-application-tracker.csv"
            data-testid="tracker-export"
          >
            {t("tracker.export")}
          </a>
          {AiToolsPanel && (
            <button type="button" className={ghostButton} onClick={openAiTools} data-testid="tracker-open-ai">
              {t("aiTools.panelTitle")}
            </button>
          )}
        </div>

        <div className={filterGrid} role="search">
          <label className={labelText}>
            {t("tracker.filters.search")}
            <input
              type="search"
              className={fieldInput}
              value={searchText}
              maxLength={200}
              aria-describedby="tracker-search-hint"
              onChange={(e) => setSearchText(e.target.value)}
            />
            <span id="tracker-search-hint" className={css({ color: "muted", fontWeight: "normal" })}>
              {searchText.trim().length > 0 && searchText.trim().length < TRACKER_SEARCH_MIN
                ? t("tracker.filters.searchHint")
                : ""}
            </span>
          </label>
          <Select
            label={t("tracker.filters.country")}
            items={filterCountries}
            value={countryId}
            onValueChange={setCountryId}
            notSpecifiedLabel={t("tracker.filters.any")}
            notSpecifiedSelectable
          />
          <Select
            label={t("tracker.filters.status")}
            items={statusItems}
            value={status}
            onValueChange={setStatus}
            notSpecifiedLabel={t("tracker.filters.any")}
            notSpecifiedSelectable
          />
          <label className={labelText}>
            {t("tracker.filters.createdFrom")}
            <DateField className={fieldInput} value={createdFrom} onChange={setCreatedFrom} />
          </label>
          <label className={labelText}>
            {t("tracker.filters.createdTo")}
            <DateField className={fieldInput} value={createdTo} onChange={setCreatedTo} />
          </label>
        </div>
        {(filtered || searchText) && (
          <div>
            <button
              type="button"
              className={ghostButton}
              onClick={() => {
                setSearchText("");
                setSearch(undefined);
                setCountryId("");
                setStatus("");
                setCreatedFrom("");
                setCreatedTo("");
              }}
            >
              {t("tracker.filters.reset")}
            </button>
          </div>
        )}

        <Tabs
          ariaLabel={t("tracker.views.label")}
          value={view}
          onValueChange={setView}
          lazyMount
          tabs={[
            { value: "table", label: t("tracker.views.table"), content: table },
            {
              value: "board",
              label: t("tracker.views.board"),
              content: <TrackerBoard items={items} onDetails={(item) => setDetailsId(item.id)} />,
            },
          ]}
        />

        {AiToolsPanel && (
          <div ref={aiPanel} id="tracker-ai-panel" className={css({ scrollMarginTop: "24" })}>
            {aiOpen
              ? (
                <Suspense fallback={null}>
                  <AiToolsPanel open={aiOpen} onToggle={setAiOpen} />
                </Suspense>
              )
              : (
                <button
                  type="button"
                  onClick={openAiTools}
                  aria-expanded="false"
                  className={css({
                    w: "full",
                    textAlign: "left",
                    p: "4",
                    fontWeight: "bold",
                    fontSize: "lg",
                    color: "brand",
                    border: "1px solid token(colors.line)",
                    borderRadius: "xl",
                    cursor: "pointer",
                  })}
                >
                  ▸ {t("aiTools.panelTitle")}
                </button>
              )}
          </div>
        )}
      </div>

      <CreateTrackerItemDialog open={creating} onOpenChange={setCreating} countries={countries} />
      <DeleteTrackerItemDialog item={deleting} onClose={() => setDeleting(null)} />
      <TrackerDetailsDialog item={details} onClose={() => setDetailsId(null)} />
    </SideMenuLayout>
  );
}

export default TrackerPage;
