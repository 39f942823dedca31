// /partners: the partner companies directory (spec 01) — search (3+ characters, misspellings found), filters and sort
// as links in the URL (any change starts from the first page), 10 a page with Show more adding 10, the total, and
// 'No partners found for your request'; only published companies (the server decides).
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
import { type PartnerCard, type PartnerFilters, partnerFiltersQuery, partnersListQuery } from "./queries.ts";
import {
  activePartnersFilters,
  parsePartnersSearch,
  partnersFilterFromSearch,
  type PartnersSearch,
  partnersSearchString,
  togglePartnersFilter,
} from "./search.ts";

export function PartnersPage() {
  const { t, locale } = useI18n();
  const gql = useGql();
  const search = parsePartnersSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  const { data: filters } = useSuspenseQuery(partnerFiltersQuery(gql, locale));
  const listQuery = partnersListQuery(gql, locale, partnersFilterFromSearch(search), search.sort ?? "latest");
  const list = useSuspenseInfiniteQuery(listQuery);
  useFirstPageOnFilterChange(listQuery.queryKey);
  const partners = list.data.pages.flatMap((p) => p.partnerCompanies);
  const { pathname, navigate } = usePageLocation();
  const active = activePartnersFilters(search);
  return (
    <div className={pageWidth} data-testid="partners-page">
      <Breadcrumbs items={[{ label: t("partners.title") }]} />
      <header className={css({ mb: "6" })}>
        <h1 className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
          {t("partners.title")}
        </h1>
        <p className={css({ mt: "2", color: "muted", maxW: "720px" })}>{t("partners.lead")}</p>
      </header>
      <SearchBox
        id="partners-search"
        testId="partners-search"
        label={t("partners.searchLabel")}
        placeholder={t("partners.searchPlaceholder")}
        tooShortHint={t("search.tooShort", { count: DIRECTORY_SEARCH_MIN })}
        min={DIRECTORY_SEARCH_MIN}
        value={search.q ?? ""}
        loading={loading}
        onApply={(q) => navigate?.(pathname + partnersSearchString({ ...search, q }))}
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
        <FilterPanel testIdPrefix="partners" label={t("partners.filters")} active={active}>
          <Filters filters={filters} search={search} />
        </FilterPanel>
        <section aria-labelledby="partners-results" aria-busy={loading || list.isFetchingNextPage}>
          <h2
            id="partners-results"
            className={css({ color: "muted", mb: "4", fontWeight: "normal", fontSize: "md" })}
            data-testid="partners-total"
            aria-live="polite"
          >
            {t("plural.partners", { count: list.data.pages[0]?.total ?? 0 })}
          </h2>
          {partners.length === 0
            ? (
              <p
                data-testid="partners-empty"
                role="status"
                className={css({ py: "16", textAlign: "center", fontSize: "lg", color: "muted" })}
              >
                {t("partners.empty")}
              </p>
            )
            : (
              <ul
                data-testid="partners-list"
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" },
                  gap: "4",
                  opacity: loading ? 0.6 : 1,
                })}
              >
                {partners.map((partner) => (
                  <li key={partner.id}>
                    <PartnerCardView partner={partner} />
                  </li>
                ))}
              </ul>
            )}
          {list.hasNextPage && (
            <ShowMoreButton
              testId="partners-show-more"
              busy={list.isFetchingNextPage}
              label={t("partners.showMore")}
              busyLabel={t("partners.loading")}
              onClick={() => list.fetchNextPage()}
            />
          )}
        </section>
      </div>
    </div>
  );
}

function PartnerCardView({ partner }: { partner: PartnerCard }) {
  const { locale } = useI18n();
  return (
    <article
      data-testid="partner-card"
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
          src={partner.picture?.url ?? pictureUrl("logo", partner.title)}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          className={css({ w: "56px", h: "56px", borderRadius: "lg", bg: "surface", flexShrink: 0 })}
        />
        <div className={css({ minW: 0 })}>
          <h3 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>
            <LocaleLink
              to="/$locale/partners/$slug"
              params={{ slug: partner.slug }}
              className={css({ _hover: { textDecoration: "underline" } })}
              lang={partner.language}
            >
              {partner.title}
            </LocaleLink>
            <ContentLanguageMark language={partner.language} className={css({ ml: "2" })} />
          </h3>
          <p className={css({ color: "muted", fontSize: "sm" })} lang={partner.language}>{partner.subtitle}</p>
        </div>
      </div>
      {partner.partnerCompanyCategories.length > 0 && (
        <ul className={css({ display: "flex", flexWrap: "wrap", gap: "1.5" })}>
          {partner.partnerCompanyCategories.map((c) => (
            <li
              key={c.id}
              className={css({
                fontSize: "xs",
                px: "2",
                py: "0.5",
                borderRadius: "full",
                bg: "surface",
                color: "brand",
              })}
            >
              {c.name}
            </li>
          ))}
        </ul>
      )}
      <p className={css({ fontSize: "sm", color: "muted", mt: "auto" })}>
        {[
          partner.locations.map((l) => l.countryObject.country).join(", "),
          partner.languages.map((l) => formatLanguageName(l, locale)).join(", "),
        ].filter(Boolean).join(" · ")}
      </p>
    </article>
  );
}

function Filters({ filters, search }: { filters: PartnerFilters; search: PartnersSearch }) {
  const { t, locale } = useI18n();
  const has = (key: keyof PartnersSearch, value: string) => search[key]?.split(",").includes(value) ?? false;
  const sort = search.sort ?? "latest";
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6", pt: { base: "4", lg: "0" } })}>
      {activePartnersFilters(search) > 0 && (
        <LocaleLink
          search={partnersSearchString({ q: search.q, sort: search.sort })}
          data-testid="partners-reset"
          className={css({ color: "accentDark", fontWeight: "semibold", fontSize: "sm", textDecoration: "underline" })}
        >
          {t("partners.resetFilters")}
        </LocaleLink>
      )}
      <FilterGroup title={t("partners.sort")}>
        {DIRECTORY_SORTS.map((s) => (
          <ChipLink
            key={s}
            testId={`sort-${s}`}
            to={partnersSearchString({ ...search, sort: s === "latest" ? undefined : s })}
            active={sort === s}
          >
            {t(`partners.sorts.${s}`)}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("partners.categories")}>
        {filters.partnerCompanyCategories.map((c) => (
          <ChipLink
            key={c.id}
            testId={`filter-category-${c.slug}`}
            to={togglePartnersFilter(search, "category", c.slug)}
            active={has("category", c.slug)}
          >
            {c.name}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("partners.countries")}>
        <FoldedChips
          items={filters.countries}
          isSelected={(c) => has("country", c.id)}
          renderChip={(c) => (
            <ChipLink
              key={c.id}
              testId={`filter-country-${c.id}`}
              to={togglePartnersFilter(search, "country", c.id)}
              active={has("country", c.id)}
            >
              {c.country}
            </ChipLink>
          )}
        />
      </FilterGroup>
      <FilterGroup title={t("partners.languages")}>
        {filters.languages.map((l) => (
          <ChipLink
            key={l}
            testId={`filter-language-${l}`}
            to={togglePartnersFilter(search, "language", l)}
            active={has("language", l)}
          >
            {formatLanguageName(l, locale)}
          </ChipLink>
        ))}
      </FilterGroup>
      <FilterGroup title={t("partners.tags")}>
        {filters.tags.map((tag) => (
          <ChipLink
            key={tag.id}
            testId={`filter-tag-${tag.id}`}
            to={togglePartnersFilter(search, "tag", tag.id)}
            active={has("tag", tag.id)}
          >
            {tag.title}
          </ChipLink>
        ))}
      </FilterGroup>
    </div>
  );
}
