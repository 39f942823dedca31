// Shared looks: buttons, the square icon button and the 1300 px page width.
import { css } from "styled-system/css";

export const primaryButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  h: "44px",
  px: "5",
  borderRadius: "full",
  bg: "accent",
  color: "white",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  cursor: "pointer",
  _hover: { bg: "accentDark" },
  // A button that cannot be pressed now (sending, an ended event) looks it.
  _disabled: { opacity: 0.6, cursor: "not-allowed", _hover: { bg: "accent" } },
});

export const ghostButton = css({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  h: "44px",
  px: { base: "3", xl: "4" },
  borderRadius: "full",
  color: "brand",
  fontWeight: "semibold",
  whiteSpace: "nowrap",
  cursor: "pointer",
  _hover: { bg: "surface" },
});

export const pageWidth = css({ maxW: "page", mx: "auto", px: { base: "4", sm: "6" }, w: "full" });

/** A 44 px square button holding an icon (menu, close). */
export const iconButton = css({
  w: "44px",
  h: "44px",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  cursor: "pointer",
  borderRadius: "md",
  _hover: { bg: "surface" },
});

/** The h1 of a content page (a job, an article). */
export const contentTitle = css({
  fontSize: { base: "2xl", md: "4xl" },
  fontWeight: "extrabold",
  color: "brand",
  lineHeight: "1.15",
});
