// A directory's filters column: reset (when any filter is on), the sort, and each list as chips that are links, so
// the URL holds the state; long lists (countries) fold.
import { css } from "styled-system/css";
import { DIRECTORY_SORTS } from "../domain/directories.ts";
import type { DirectorySearch, DirectorySearchModule } from "../lib/directory-search.ts";
import { useI18n } from "../lib/i18n.tsx";
import { ChipLink, FilterGroup, FoldedChips } from "./filter-chips.tsx";
import { LocaleLink } from "./locale-link.tsx";

/** One filter list: its URL key (test ids filter-<key>-<value>), its title and its values; countries fold. */
export type DirectoryFilterGroup<K extends string> = {
  key: K;
  title: string;
  items: Array<{ value: string; label: string }>;
  folded?: boolean;
};

export function DirectoryFilters<K extends string>(
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
          search={searchModule.reset(search)}
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
