// Filters as chips (the jobs, experts and partners lists): a group with its legend, and a filter value as a link that
// acts as a toggle button — the URL holds the state, so it works without JavaScript and with the back button.
import { type ReactNode, useState } from "react";
import { css, cx } from "styled-system/css";
import { visibleChips } from "../domain/filter-chips.ts";
import { useI18n } from "../lib/i18n.tsx";
import { LocaleLink } from "./locale-link.tsx";

export const filterChip = css({
  display: "inline-flex",
  alignItems: "center",
  px: "3",
  py: "1.5",
  borderRadius: "full",
  border: "1px solid token(colors.line)",
  fontSize: "sm",
  bg: "white",
  color: "ink",
  _hover: { borderColor: "brandLight" },
  "&[aria-pressed=true]": { bg: "brand", color: "white", borderColor: "brand" },
});

export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={css({ border: 0, p: 0, m: 0, display: "flex", flexDirection: "column", gap: "2" })}>
      <legend className={css({ fontWeight: "semibold", fontSize: "sm", mb: "2" })}>{title}</legend>
      <div className={css({ display: "flex", flexWrap: "wrap", gap: "2" })}>{children}</div>
    </fieldset>
  );
}

/**
 * A filter value as a link: the URL holds the state, so it works without JavaScript and with the back button.
 * `to` is the page's new query ("?category=it").
 */
export function ChipLink(
  { to, active, children, testId }: { to: string; active: boolean; children: ReactNode; testId: string },
) {
  return (
    <LocaleLink
      search={to}
      role="button"
      aria-pressed={active}
      data-testid={testId}
      className={filterChip}
      rel="nofollow"
      // A button is pressed with Space as well as Enter (a link only follows Enter).
      onKeyDown={(event) => {
        if (event.key === " ") {
          event.preventDefault();
          event.currentTarget.click();
        }
      }}
    >
      {children}
    </LocaleLink>
  );
}

/**
 * A long list of chips folded to its first 5 with a More/Hide toggle (src/domain/filter-chips.ts); the selected chips
 * stay in view.
 */
export function FoldedChips<T>(
  { items, isSelected, renderChip }: {
    items: readonly T[];
    isSelected: (item: T) => boolean;
    renderChip: (item: T) => ReactNode;
  },
) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const { shown, foldable } = visibleChips(items, isSelected, open);
  return (
    <>
      {shown.map(renderChip)}
      {foldable && (
        <button
          type="button"
          data-testid="filter-countries-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className={cx(filterChip, css({ color: "brandLight", fontWeight: "semibold", cursor: "pointer" }))}
        >
          {open ? t("search.hideChips") : t("search.moreChips")}
        </button>
      )}
    </>
  );
}
