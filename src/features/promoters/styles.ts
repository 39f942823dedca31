// The promoter pages' shared looks: a block, its heading, and a table that scrolls inside its box on phones.
import { css } from "styled-system/css";

export const block = css({
  p: { base: "4", md: "6" },
  borderRadius: "xl",
  border: "1px solid token(colors.line)",
  display: "flex",
  flexDirection: "column",
  gap: "4",
  minW: 0,
});

export const blockTitle = css({ fontWeight: "bold", fontSize: "lg", color: "brand" });

/** The box around a wide table: the table scrolls sideways inside it, never the page. */
// Positioned, so a visually hidden header inside (absolutely placed) is clipped with the table, not past the page.
export const tableBox = css({ position: "relative", overflowX: "auto", maxW: "full" });

export const table = css({
  w: "full",
  borderCollapse: "collapse",
  fontSize: "sm",
  "& th": {
    textAlign: "left",
    fontWeight: "semibold",
    color: "muted",
    px: "3",
    py: "2",
    borderBottom: "1px solid token(colors.line)",
    whiteSpace: "nowrap",
  },
  "& td": { px: "3", py: "2", borderBottom: "1px solid token(colors.line)", whiteSpace: "nowrap" },
});

export const dangerLink = css({
  color: "danger",
  fontWeight: "semibold",
  cursor: "pointer",
  _disabled: { opacity: 0.5, cursor: "not-allowed" },
});

export const row = css({ display: "flex", gap: "3", flexWrap: "wrap", alignItems: "center" });
