// The back office's shared looks: form fields, labels, tables and the screen's heading.
import { css } from "styled-system/css";

export const labelClass = css({ display: "flex", flexDirection: "column", gap: "1", fontWeight: "medium" });

export const fieldClass = css({
  h: "44px",
  px: "3",
  border: "1px solid",
  borderColor: "line",
  borderRadius: "md",
  bg: "white",
  fontWeight: "normal",
  w: "full",
  _focusVisible: { outline: "2px solid", outlineColor: "brand", outlineOffset: "1px" },
  "&[aria-invalid=true]": { borderColor: "danger" },
});

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
