// A directory page (experts, partners; spec 01): the title and lead, the search (3+ characters), the filters and
// sort as links in the URL, the growing list with Show more, and the empty answer. Each directory hands in its
// name (test ids and i18n keys: "experts" gives experts-search and experts.title), its filter groups and its card
// (directory-card.tsx).
import type { ReactNode } from "react";
import { useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { DIRECTORY_SEARCH_MIN } from "../domain/directories.ts";
import type { DirectorySearch, DirectorySearchModule } from "../lib/directory-search.ts";
import { useI18n } from "../lib/i18n.tsx";
import { usePageLocation } from "../lib/page-location.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { type DirectoryFilterGroup, DirectoryFilters } from "./directory-filters.tsx";
import { FilterPanel, ShowMoreButton } from "./filter-panel.tsx";
import { SearchBox } from "./search-box.tsx";
import { pageWidth } from "./styles.ts";

export function DirectoryPage<K extends string, T extends { id: string }>(
  { name, search, searchModule, groups, list, items, heading, renderCard }: {
    name: string;
    search: DirectorySearch<K>;
    searchModule: DirectorySearchModule<K>;
    groups: DirectoryFilterGroup<K>[];
    list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
    items: T[];
    /** The results' heading, with the id `<name>-results`. */
    heading: ReactNode;
    renderCard: (item: T) => ReactNode;
  },
) {
  const { t } = useI18n();
  const loading = useRouterState({ select: (s) => s.status === "pending" });
  const { pathname, navigate } = usePageLocation();
  return (
    <div className={pageWidth} data-testid={`${name}-page`}>
      <Breadcrumbs items={[{ label: t(`${name}.title`) }]} />
      <header className={css({ mb: "6" })}>
        <h1 className={css({ fontSize: { base: "3xl", md: "4xl" }, fontWeight: "extrabold", color: "brand" })}>
          {t(`${name}.title`)}
        </h1>
        <p className={css({ mt: "2", color: "muted", maxW: "720px" })}>{t(`${name}.lead`)}</p>
      </header>
      <SearchBox
        id={`${name}-search`}
        testId={`${name}-search`}
        label={t(`${name}.searchLabel`)}
        placeholder={t(`${name}.searchPlaceholder`)}
        tooShortHint={t("search.tooShort", { count: DIRECTORY_SEARCH_MIN })}
        min={DIRECTORY_SEARCH_MIN}
        value={search.q ?? ""}
        loading={loading}
        onApply={(q) => navigate?.(pathname + searchModule.toString({ ...search, q }))}
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
        <FilterPanel testIdPrefix={name} label={t(`${name}.filters`)} active={searchModule.active(search)}>
          <DirectoryFilters name={name} search={search} searchModule={searchModule} groups={groups} />
        </FilterPanel>
        <section aria-labelledby={`${name}-results`} aria-busy={loading || list.isFetchingNextPage}>
          {heading}
          {items.length === 0
            ? (
              <p
                data-testid={`${name}-empty`}
                role="status"
                className={css({ py: "16", textAlign: "center", fontSize: "lg", color: "muted" })}
              >
                {t(`${name}.empty`)}
              </p>
            )
            : (
              <ul
                data-testid={`${name}-list`}
                className={css({
                  display: "grid",
                  gridTemplateColumns: { base: "1fr", md: "repeat(2, 1fr)", xl: "repeat(3, 1fr)" },
                  gap: "4",
                  opacity: loading ? 0.6 : 1,
                })}
              >
                {items.map((item) => <li key={item.id}>{renderCard(item)}</li>)}
              </ul>
            )}
          {list.hasNextPage && (
            <ShowMoreButton
              testId={`${name}-show-more`}
              busy={list.isFetchingNextPage}
              label={t(`${name}.showMore`)}
              busyLabel={t(`${name}.loading`)}
              onClick={() => list.fetchNextPage()}
            />
          )}
        </section>
      </div>
    </div>
  );
}
