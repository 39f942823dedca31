// /jobs: search (3+ characters, applied 600 ms after typing stops), filters as links in the URL, the growing list
// ('Show more' adds 9; it is also a link to the next ?page=, so the list is crawlable without JavaScript, and a list
// opened at a later page links back to the first), the promo after the third job and the subscription banner for
// non-fellows.
import { Fragment } from "react";
import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useRouterState, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { JOBS_COUNT_CAP, JOBS_SEARCH_MIN } from "../../domain/jobs.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { useFirstPageOnFilterChange } from "../../lib/first-page-list.ts";
import { usePageLocation } from "../../lib/page-location.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { SearchBox } from "../../ui/search-box.tsx";
import { ChipLink, FilterGroup, FoldedChips } from "../../ui/filter-chips.tsx";
import { FilterPanel, ShowMoreButton } from "../../ui/filter-panel.tsx";
import { JobCard } from "./job-card.tsx";
import { type JobFilters, jobFiltersQuery, jobsListQuery } from "./queries.ts";
import {
  activeFilterCount,
  filterFromSearch,
  type JobsSearch,
  jobsSearchString,
  pageOf,
  parseJobsSearch,
  toggleInSearch,
} from "./search.ts";
import { SubscribeBanner, SubscribePromo } from "./subscribe-promo.tsx";

export function JobsPage() {
  const { t, viewerTier } = useI18n();
  const gql = useGql();
  const search = parseJobsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  const { data: filters } = useSuspenseQuery(jobFiltersQuery(gql));
  const startPage = pageOf(search);
  const listQuery = jobsListQuery(gql, filterFromSearch(search), viewerTier, startPage);
  const list = useSuspenseInfiniteQuery(listQuery);
  useFirstPageOnFilterChange(listQuery.queryKey);
  // The anonymous preview's jobs may come again on a later page: each job is listed once.
  const jobs = list.data.pages.flatMap((p) => p.jobsByAccess).filter((job, i, all) =>
    all.findIndex((other) => other.id === job.id) === i
  );
  const total = list.data.pages[0]?.meta.totalItems ?? 0;
  const isFellow = viewerTier === "fellow";
  const active = activeFilterCount(search);

  return (
    <div className={pageWidth} data-testid="jobs-page">
      <Breadcrumbs items={[{ label: t("nav.jobs") }]} />
      <header className={css({ mb: "6" })}>
        <h1 className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
          {t("jobs.title")}
        </h1>
        <p className={css({ mt: "2", color: "muted", maxW: "720px" })}>{t("jobs.lead")}</p>
      </header>
      <JobsSearchBox search={search} loading={loading} />
      {/* The filters are dozens of chips: keyboard users may step over them to the results. */}
      <a
        href="#jobs-results"
        data-testid="jobs-skip-filters"
        className={css({
          position: "absolute",
          left: "-9999px",
          _focus: { position: "static", display: "inline-block", mt: "3", color: "accentDark", fontWeight: "semibold" },
        })}
      >
        {t("jobs.skipFilters")}
      </a>
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "280px 1fr" },
          gap: { base: "4", lg: "8" },
          mt: "6",
          alignItems: "start",
        })}
      >
        <FilterPanel testIdPrefix="jobs" label={t("jobs.filters")} active={active}>
          <Filters filters={filters} search={search} />
        </FilterPanel>
        <section aria-labelledby="jobs-results" aria-busy={loading || list.isFetchingNextPage}>
          {/* The results' heading (the cards' h3 follow it, not the page's h1). */}
          <h2
            id="jobs-results"
            tabIndex={-1}
            className={css({ color: "muted", mb: "4", fontWeight: "normal", fontSize: "md" })}
            data-testid="jobs-total"
            aria-live="polite"
          >
            {total >= JOBS_COUNT_CAP
              ? t("jobs.totalCapped", { count: JOBS_COUNT_CAP })
              : t("plural.jobs", { count: total })}
          </h2>
          {jobs.length === 0
            ? (
              <p
                data-testid="jobs-empty"
                className={css({ py: "16", textAlign: "center", fontSize: "lg", color: "muted" })}
              >
                {t("jobs.noJobs")}
              </p>
            )
            : (
              <ul
                data-testid="jobs-list"
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" },
                  gap: "4",
                  opacity: loading ? 0.6 : 1,
                  transition: "opacity 150ms",
                })}
              >
                {jobs.map((job, index) => (
                  <Fragment key={job.id}>
                    <li>
                      <JobCard job={job} />
                    </li>
                    {index === 2 && !isFellow && (
                      <li className={css({ gridColumn: "1 / -1" })}>
                        <SubscribePromo />
                      </li>
                    )}
                  </Fragment>
                ))}
              </ul>
            )}
          {list.hasNextPage && (
            <ShowMoreButton
              testId="jobs-show-more"
              busy={list.isFetchingNextPage}
              label={t("jobs.showMore")}
              busyLabel={t("jobs.loading")}
              onClick={() => list.fetchNextPage()}
              next={{ to: "/$locale/jobs", search: jobsSearchString(search, startPage + list.data.pages.length) }}
            />
          )}
          {startPage > 1 && (
            <p className={css({ mt: "6", textAlign: "center" })}>
              <LocaleLink
                to="/$locale/jobs"
                search={jobsSearchString(search)}
                data-testid="jobs-first-page"
                className={css({ color: "accentDark", fontWeight: "semibold", textDecoration: "underline" })}
              >
                {t("jobs.firstPage")}
              </LocaleLink>
            </p>
          )}
          {!isFellow && <SubscribeBanner jobsCount={1000} />}
        </section>
      </div>
    </div>
  );
}

function JobsSearchBox({ search, loading }: { search: JobsSearch; loading: boolean }) {
  const { t } = useI18n();
  const { pathname, navigate } = usePageLocation();
  return (
    <SearchBox
      id="jobs-search"
      testId="jobs-search"
      label={t("jobs.searchLabel")}
      placeholder={t("jobs.searchPlaceholder")}
      tooShortHint={t("search.tooShort", { count: JOBS_SEARCH_MIN })}
      min={JOBS_SEARCH_MIN}
      value={search.q ?? ""}
      loading={loading}
      onApply={(q) => navigate?.(pathname + jobsSearchString({ ...search, q }))}
    />
  );
}

function Filters({ filters, search }: { filters: JobFilters; search: JobsSearch }) {
  const { t, locale } = useI18n();
  const has = (key: keyof JobsSearch, value: string) => search[key]?.split(",").includes(value) ?? false;
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6", pt: { base: "4", lg: "0" } })}>
      {activeFilterCount(search) > 0 && (
        <LocaleLink
          search={jobsSearchString({ q: search.q })}
          data-testid="jobs-reset"
          className={css({ color: "accentDark", fontWeight: "semibold", fontSize: "sm", textDecoration: "underline" })}
        >
          {t("jobs.resetFilters")}
        </LocaleLink>
      )}
      <FilterGroup title={t("jobs.organisation")}>
        <ChipLink testId="filter-un-all" to={jobsSearchString({ ...search, un: undefined })} active={!search.un}>
          {t("jobs.unAll")}
        </ChipLink>
        <ChipLink testId="filter-un-1" to={jobsSearchString({ ...search, un: "1" })} active={search.un === "1"}>
          {t("jobs.unOnly")}
        </ChipLink>
        <ChipLink testId="filter-un-0" to={jobsSearchString({ ...search, un: "0" })} active={search.un === "0"}>
          {t("jobs.nonUn")}
        </ChipLink>
      </FilterGroup>
      <FilterGroup title={t("jobs.categories")}>
        {filters.jobCategories.map((c) => (
          <ChipLink
            key={c.id}
            testId={`filter-category-${c.id}`}
            to={toggleInSearch(search, "category", c.id)}
            active={has("category", c.id)}
          >
            {locale === "ru" ? c.name : c.engTrans}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("jobs.regions")}>
        {filters.regions.map((r) => (
          <ChipLink
            key={r}
            testId={`filter-region-${r}`}
            to={toggleInSearch(search, "region", r)}
            active={has("region", r)}
          >
            {t(`jobs.regionNames.${r}`)}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("jobs.countries")}>
        <FoldedChips
          items={filters.countries}
          isSelected={(c) => has("country", c.id)}
          renderChip={(c) => (
            <ChipLink
              key={c.id}
              testId={`filter-country-${c.id}`}
              to={toggleInSearch(search, "country", c.id)}
              active={has("country", c.id)}
            >
              {locale === "ru" ? c.rusTrans : c.engTrans}
            </ChipLink>
          )}
        />
      </FilterGroup>
      <FilterGroup title={t("jobs.tags")}>
        {filters.tags.map((tag) => (
          <ChipLink
            key={tag}
            testId={`filter-tag-${tag}`}
            to={toggleInSearch(search, "tag", tag)}
            active={has("tag", tag)}
          >
            {t(`jobs.tagNames.${tag}`)}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("jobs.access")}>
        {(["UNANYMOUS", "AUTHORIZED", "FELLOW"] as const).map((level) => (
          <ChipLink
            key={level}
            testId={`filter-access-${level}`}
            to={toggleInSearch(search, "access", level)}
            active={has("access", level)}
          >
            {t(`jobs.accessLevels.${level}`)}
          </ChipLink>
        ))}
      </FilterGroup>
    </div>
  );
}
