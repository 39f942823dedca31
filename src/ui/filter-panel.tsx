// A list page's filters column (jobs, experts, partners): on wide screens the filters beside the list; on phones a
// toggle with the number of active filters that unfolds them above it. And the list's Show more button.
import { type ReactNode, useState } from "react";
import { css } from "styled-system/css";
import { primaryButton } from "./styles.ts";
import { type LinkTarget, LocaleLink } from "./locale-link.tsx";

export function FilterPanel(
  { testIdPrefix, label, active, children }: {
    /** "jobs" gives jobs-filters-toggle, #jobs-filters-mobile and jobs-filters. */
    testIdPrefix: string;
    /** The toggle's text (translated). */
    label: string;
    /** How many filters are on (shown beside the toggle's text when any). */
    active: number;
    children: ReactNode;
  },
) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button
        type="button"
        data-testid={`${testIdPrefix}-filters-toggle`}
        aria-expanded={open}
        aria-controls={`${testIdPrefix}-filters-mobile`}
        onClick={() => setOpen(!open)}
        className={css({
          display: { base: "flex", lg: "none" },
          w: "full",
          cursor: "pointer",
          fontWeight: "semibold",
          py: "3",
          px: "4",
          borderRadius: "lg",
          bg: "surface",
          justifyContent: "space-between",
        })}
      >
        <span>{label}</span>
        {active > 0 && <span>({active})</span>}
      </button>
      {open && (
        <div id={`${testIdPrefix}-filters-mobile`} className={css({ display: { base: "block", lg: "none" } })}>
          {children}
        </div>
      )}
      <aside data-testid={`${testIdPrefix}-filters`} className={css({ display: { base: "none", lg: "block" } })}>
        {children}
      </aside>
    </div>
  );
}

export function ShowMoreButton(
  { testId, busy, label, busyLabel, onClick, next }: {
    testId: string;
    busy: boolean;
    label: string;
    busyLabel: string;
    onClick: () => void;
    /**
     * The next page's own address (?page=N): then it is a real link, which a reader or crawler without JavaScript
     * follows; with JavaScript it adds the page in place instead.
     */
    next?: LinkTarget;
  },
) {
  return (
    <div className={css({ display: "flex", justifyContent: "center", mt: "8" })}>
      {next
        ? (
          <LocaleLink
            {...next}
            data-testid={testId}
            className={primaryButton}
            aria-disabled={busy || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!busy) onClick();
            }}
          >
            {busy ? busyLabel : label}
          </LocaleLink>
        )
        : (
          <button type="button" data-testid={testId} className={primaryButton} disabled={busy} onClick={onClick}>
            {busy ? busyLabel : label}
          </button>
        )}
    </div>
  );
}
