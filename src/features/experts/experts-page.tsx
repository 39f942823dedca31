// /experts: the experts directory (spec 01) — search (3+ characters, misspellings found), filters and sort as links in
// the URL, 6 a page with Show more adding 6; only public profiles (the server decides).
import { useSuspenseInfiniteQuery, useSuspenseQuery } from "@tanstack/react-query";
import { useRouterState, useSearch } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { DIRECTORY_SEARCH_MIN, DIRECTORY_SORTS } from "../../domain/directories.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { formatLanguageName } from "../../../i18n/format.ts";
import { ContentLanguageMark } from "../../ui/content-language.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useFirstPageOnFilterChange } from "../../lib/first-page-list.ts";
import { usePageLocation } from "../../lib/page-location.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { Breadcrumbs } from "../../ui/breadcrumbs.tsx";
import { FilterPanel, ShowMoreButton } from "../../ui/filter-panel.tsx";
import { ChipLink, FilterGroup, FoldedChips } from "../../ui/filter-chips.tsx";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { SearchBox } from "../../ui/search-box.tsx";
import { pageWidth } from "../../ui/styles.ts";
import { type ExpertCard, type ExpertFilters, expertFiltersQuery, expertsListQuery } from "./queries.ts";
import {
  activeExpertsFilters,
  expertsFilterFromSearch,
  type ExpertsSearch,
  expertsSearchString,
  parseExpertsSearch,
  toggleExpertsFilter,
} from "./search.ts";

export function ExpertsPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = parseExpertsSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  const { data: filters } = useSuspenseQuery(expertFiltersQuery(gql, locale));
  const listQuery = expertsListQuery(gql, locale, expertsFilterFromSearch(search), search.sort ?? "latest");
  const list = useSuspenseInfiniteQuery(listQuery);
  useFirstPageOnFilterChange(listQuery.queryKey);
  const experts = list.data.pages.flatMap((p) => p.experts);
  const { pathname, navigate } = usePageLocation();
  const active = activeExpertsFilters(search);
  return (
    <div className={pageWidth} data-testid="experts-page">
      <Breadcrumbs items={[{ label: t("experts.title") }]} />
      <header className={css({ mb: "6" })}>
        <h1 className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
          {t("experts.title")}
        </h1>
        <p className={css({ mt: "2", color: "muted", maxW: "720px" })}>{t("experts.lead")}</p>
      </header>
      <SearchBox
        id="experts-search"
        testId="experts-search"
        label={t("experts.searchLabel")}
        placeholder={t("experts.searchPlaceholder")}
        tooShortHint={t("search.tooShort", { count: DIRECTORY_SEARCH_MIN })}
        min={DIRECTORY_SEARCH_MIN}
        value={search.q ?? ""}
        loading={loading}
        onApply={(q) => navigate?.(pathname + expertsSearchString({ ...search, q }))}
      />
      <div
        className={css({
          display: "grid",
          gridTemplateColumns: { base: "1fr", lg: "280px 1fr" },
          gap: { base: "4", lg: "8" },
          mt: "6",
          alignItems: "start",
        })}
      >
        <FilterPanel testIdPrefix="experts" label={t("experts.filters")} active={active}>
          <Filters filters={filters} search={search} />
        </FilterPanel>
        <section aria-labelledby="experts-results" aria-busy={loading || list.isFetchingNextPage}>
          <h2 id="experts-results" className={css({ srOnly: true })}>{t("experts.results")}</h2>
          {experts.length === 0
            ? (
              <p
                data-testid="experts-empty"
                role="status"
                className={css({ py: "16", textAlign: "center", fontSize: "lg", color: "muted" })}
              >
                {t("experts.empty")}
              </p>
            )
            : (
              <ul
                data-testid="experts-list"
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" },
                  gap: "4",
                  opacity: loading ? 0.6 : 1,
                })}
              >
                {experts.map((expert) => (
                  <li key={expert.id}>
                    <ExpertCardView expert={expert} />
                  </li>
                ))}
              </ul>
            )}
          {list.hasNextPage && (
            <ShowMoreButton
              testId="experts-show-more"
              busy={list.isFetchingNextPage}
              label={t("experts.showMore")}
              busyLabel={t("experts.loading")}
              onClick={() => list.fetchNextPage()}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function ExpertCardView({ expert }: { expert: ExpertCard }) {
  const { locale } = useI18n();
  return (
    <article
      data-testid="expert-card"
      className={css({
        display: "flex",
        flexDirection: "column",
        gap: "3",
        p: "5",
        h: "full",
        borderRadius: "xl",
        border: "1px solid token(colors.line)",
        bg: "white",
      })}
    >
      <div className={css({ display: "flex", gap: "3", alignItems: "center" })}>
        <img
          src={expert.picture?.url ?? pictureUrl("avatar", expert.name)}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          className={css({ w: "64px", h: "64px", borderRadius: "full", bg: "surface", flexShrink: 0 })}
        />
        <div className={css({ minW: 0 })}>
          <h3 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>
            <LocaleLink
              to="/$locale/experts/$slug"
              params={{ slug: expert.slug }}
              className={css({ _hover: { textDecoration: "underline" } })}
              lang={expert.language}
            >
              {expert.name}
            </LocaleLink>
            <ContentLanguageMark language={expert.language} className={css({ ml: "2" })} />
          </h3>
          <p className={css({ color: "muted", fontSize: "sm" })} lang={expert.language}>{expert.position}</p>
        </div>
      </div>
      {expert.expertActivities.length > 0 && (
        <ul className={css({ display: "flex", flexWrap: "wrap", gap: "1.5" })}>
          {expert.expertActivities.map((a) => (
            <li
              key={a.id}
              className={css({
                fontSize: "xs",
                px: "2",
                py: "0.5",
                borderRadius: "full",
                bg: "surface",
                color: "brand",
              })}
            >
              {a.title}
            </li>
          ))}
        </ul>
      )}
      <p className={css({ fontSize: "sm", color: "muted", mt: "auto" })}>
        {[
          expert.locations.map((l) => l.countryObject.country).join(", "),
          expert.languages.map((l) => formatLanguageName(l, locale)).join(", "),
        ].filter(Boolean).join(" · ")}
      </p>
    </article>
  );
}

function Filters({ filters, search }: { filters: ExpertFilters; search: ExpertsSearch }) {
  const { t, locale } = useI18n();
  const has = (key: keyof ExpertsSearch, value: string) => search[key]?.split(",").includes(value) ?? false;
  const sort = search.sort ?? "latest";
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6", pt: { base: "4", lg: "0" } })}>
      {activeExpertsFilters(search) > 0 && (
        <LocaleLink
          search={expertsSearchString({ q: search.q, sort: search.sort })}
          data-testid="experts-reset"
          className={css({ color: "accentDark", fontWeight: "semibold", fontSize: "sm", textDecoration: "underline" })}
        >
          {t("experts.resetFilters")}
        </LocaleLink>
      )}
      <FilterGroup title={t("experts.sort")}>
        {DIRECTORY_SORTS.map((s) => (
          <ChipLink
            key={s}
            testId={`sort-${s}`}
            to={expertsSearchString({ ...search, sort: s === "latest" ? undefined : s })}
            active={sort === s}
          >
            {t(`experts.sorts.${s}`)}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("experts.activities")}>
        {filters.expertActivities.map((a) => (
          <ChipLink
            key={a.id}
            testId={`filter-activity-${a.id}`}
            to={toggleExpertsFilter(search, "activity", a.id)}
            active={has("activity", a.id)}
          >
            {a.title}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("experts.requests")}>
        {filters.expertRequests.map((r) => (
          <ChipLink
            key={r.id}
            testId={`filter-request-${r.id}`}
            to={toggleExpertsFilter(search, "request", r.id)}
            active={has("request", r.id)}
          >
            {r.title}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("experts.countries")}>
        <FoldedChips
          items={filters.countries}
          isSelected={(c) => has("country", c.id)}
          renderChip={(c) => (
            <ChipLink
              key={c.id}
              testId={`filter-country-${c.id}`}
              to={toggleExpertsFilter(search, "country", c.id)}
              active={has("country", c.id)}
            >
              {c.country}
            </ChipLink>
          )}
        />
      </FilterGroup>
      <FilterGroup title={t("experts.languages")}>
        {filters.languages.map((l) => (
          <ChipLink
            key={l}
            testId={`filter-language-${l}`}
            to={toggleExpertsFilter(search, "language", l)}
            active={has("language", l)}
          >
            {formatLanguageName(l, locale)}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("experts.companies")}>
        {filters.expertCompanies.map((c) => (
          <ChipLink
            key={c.id}
            testId={`filter-company-${c.id}`}
            to={toggleExpertsFilter(search, "company", c.id)}
            active={has("company", c.id)}
          >
            {c.name}
          </ChipLink>
        ))}
      </FilterGroup>
    </div>
  );
}
