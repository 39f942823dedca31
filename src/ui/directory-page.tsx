// A directory page (experts, partners; spec 01): the title and lead, the search (3+ characters), the filters and
// sort as links in the URL, the growing list with Show more, and the empty answer. Each directory hands in its
// name (test ids and i18n keys: "experts" gives experts-search and experts.title), its filter groups and its card.
import type { ReactNode } from "react";
import { useRouterState } from "@tanstack/react-router";
import { css } from "styled-system/css";
import { DIRECTORY_SEARCH_MIN, DIRECTORY_SORTS } from "../domain/directories.ts";
import type { DirectorySearch, DirectorySearchModule } from "../lib/directory-search.ts";
import { useI18n } from "../lib/i18n.tsx";
import { usePageLocation } from "../lib/page-location.tsx";
import { Breadcrumbs } from "./breadcrumbs.tsx";
import { ChipLink, FilterGroup, FoldedChips } from "./filter-chips.tsx";
import { FilterPanel, ShowMoreButton } from "./filter-panel.tsx";
import { LocaleLink } from "./locale-link.tsx";
import { SearchBox } from "./search-box.tsx";
import { pageWidth } from "./styles.ts";

/** One filter list: its URL key (test ids filter-<key>-<value>), its title and its values; countries fold. */
export type DirectoryFilterGroup<K extends string> = {
  key: K;
  title: string;
  items: Array<{ value: string; label: string }>;
  folded?: boolean;
};

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
          <Filters name={name} search={search} searchModule={searchModule} groups={groups} />
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

function Filters<K extends string>(
  { name, search, searchModule, groups }: {
    name: string;
    search: DirectorySearch<K>;
    searchModule: DirectorySearchModule<K>;
    groups: DirectoryFilterGroup<K>[];
  },
) {
  const { t } = useI18n();
  const sort = search.sort ?? "latest";
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "6", pt: { base: "4", lg: "0" } })}>
      {searchModule.active(search) > 0 && (
        <LocaleLink
          to={searchModule.reset(search)}
          data-testid={`${name}-reset`}
          className={css({ color: "accentDark", fontWeight: "semibold", fontSize: "sm", textDecoration: "underline" })}
        >
          {t(`${name}.resetFilters`)}
        </LocaleLink>
      )}
      <FilterGroup title={t(`${name}.sort`)}>
        {DIRECTORY_SORTS.map((s) => (
          <ChipLink key={s} testId={`sort-${s}`} to={searchModule.sorted(search, s)} active={sort === s}>
            {t(`${name}.sorts.${s}`)}
          </ChipLink>
        ))}
      </FilterGroup>
      {groups.map(({ key, title, items, folded }) => {
        const chip = (item: { value: string; label: string }) => (
          <ChipLink
            key={item.value}
            testId={`filter-${key}-${item.value}`}
            to={searchModule.toggle(search, key, item.value)}
            active={searchModule.has(search, key, item.value)}
          >
            {item.label}
          </ChipLink>
        );
        return (
          <FilterGroup key={key} title={title}>
            {folded
              ? (
                <FoldedChips
                  items={items}
                  isSelected={(item) => searchModule.has(search, key, item.value)}
                  renderChip={chip}
                />
              )
              : items.map(chip)}
          </FilterGroup>
        );
      })}
    </div>
  );
}

/** A directory's card: the picture, the name as the link (handed in), the subtitle, the tags and a line of facts. */
export function DirectoryCard(
  { testId, picture, link, language, subtitle, tags, facts }: {
    testId: string;
    picture: ReactNode;
    link: ReactNode;
    language: string;
    subtitle: string;
    tags: Array<{ id: string; label: string }>;
    facts: string;
  },
) {
  return (
    <article
      data-testid={testId}
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
        {picture}
        <div className={css({ minW: 0 })}>
          <h3 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>{link}</h3>
          <p className={css({ color: "muted", fontSize: "sm" })} lang={language}>{subtitle}</p>
        </div>
      </div>
      {tags.length > 0 && (
        <ul className={css({ display: "flex", flexWrap: "wrap", gap: "1.5" })}>
          {tags.map((tag) => (
            <li
              key={tag.id}
              className={css({
                fontSize: "xs",
                px: "2",
                py: "0.5",
                borderRadius: "full",
                bg: "surface",
                color: "brand",
              })}
            >
              {tag.label}
            </li>
          ))}
        </ul>
      )}
      <p className={css({ fontSize: "sm", color: "muted", mt: "auto" })}>{facts}</p>
    </article>
  );
}

/** The card's name link and its language mark sit in the card's heading. */
export const directoryCardLink = css({ _hover: { textDecoration: "underline" } });
