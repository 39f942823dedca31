// The back office's shared looks: form fields, labels, check rows, buttons, cards, tables and the screen's heading.
import { css, cx } from "styled-system/css";

/** The ring a link or a card shows when focus came from the keyboard. */
export const focusRing = css({ _focusVisible: { outline: "2px solid", outlineColor: "brand" } });
/** The same ring, set 1px off a field's or a button's border. */
export const focusRingOffset = cx(focusRing, css({ _focusVisible: { outlineOffset: "1px" } }));

export const labelClass = css({ display: "flex", flexDirection: "column", gap: "1", fontWeight: "medium" });

/** What every text field looks like whatever its height (one line, several): its box, focus ring and invalid state. */
export const fieldFrame = cx(
  focusRingOffset,
  css({
    border: "1px solid",
    borderColor: "line",
    borderRadius: "md",
    bg: "white",
    fontWeight: "normal",
    w: "full",
    "&[aria-invalid=true]": { borderColor: "danger" },
  }),
);

/** A one-line field (an input, a select). */
export const fieldClass = cx(fieldFrame, css({ h: "44px", px: "3" }));

export const screenTitle = css({ fontSize: { base: "2xl", md: "3xl" }, fontWeight: "extrabold", color: "brand" });

export const tableClass = css({
  w: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th": {
    textAlign: "left",
    fontWeight: "semibold",
    py: "2",
    px: "2",
    borderBottom: "2px solid",
    borderColor: "line",
  },
  "& td": { py: "2", px: "2", borderBottom: "1px solid", borderColor: "line", verticalAlign: "top" },
});

/**
 * A table that scrolls sideways inside its own box on a phone rather than widening the page. Positioned, so the
 * visually hidden labels inside it (absolutely positioned) are clipped by the box too instead of widening the page.
 */
export const tableBox = css({ overflowX: "auto", w: "full", position: "relative" });

/** A labelled checkbox's row, and the box itself. */
export const checkRow = css({ display: "flex", gap: "2", alignItems: "center", fontWeight: "normal", minH: "32px" });
export const checkbox = css({ w: "5", h: "5", flexShrink: 0, accentColor: "var(--colors-brand)" });

/** A group of fields named by its legend, without a box (the check rows of one choice). */
export const groupClass = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  border: "none",
  p: 0,
  m: 0,
  minW: 0,
  "& > legend": { fontWeight: "medium", mb: "1", p: 0 },
});

/** A row's small action button (edit, move, delete), at least 36px square to be hit. */
export const smallButton = cx(
  focusRingOffset,
  css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minH: "36px",
    minW: "36px",
    px: "3",
    borderRadius: "md",
    border: "1px solid",
    borderColor: "line",
    bg: "white",
    fontWeight: "medium",
    fontSize: "sm",
    cursor: "pointer",
    whiteSpace: "nowrap",
    color: "brand",
    _hover: { bg: "surface" },
    _disabled: { opacity: 0.6, cursor: "not-allowed" },
  }),
);

/** A white card (a form, a section); its fields in two columns from md up. */
export const card = css({ bg: "white", borderRadius: "xl", p: { base: "4", md: "6" }, minW: 0, border: "none", m: 0 });
export const cardGrid = css({
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
  gap: "4",
  minW: 0,
});

/**
 * A list's table that on a phone turns each row into a card (its cells one under another, the column headings kept
 * for screen readers only), so nothing scrolls sideways; from md up it is an ordinary table.
 */
export const stackedTable = css({
  "& thead": { srOnly: { base: true, md: false } },
  "& tbody tr": {
    display: { base: "flex", md: "table-row" },
    flexDirection: "column",
    gap: "1",
    py: { base: "3", md: "0" },
    borderBottom: { base: "1px solid", md: "none" },
    borderColor: "line",
  },
  "& tbody td": {
    display: { base: "block", md: "table-cell" },
    minW: { base: "0", md: "auto" },
    px: { base: "0", md: "2" },
    py: { base: "0", md: "2" },
    borderBottom: { base: "none", md: "1px solid" },
    borderColor: "line",
  },
});
