// The rich-text editor's looks: the frame, the toolbar and its buttons, the editable text, the panels under the toolbar.
import { css, cx } from "styled-system/css";

/** The ring on the editor's buttons when focus came from the keyboard. */
const focusRing = css({ _focusVisible: { outline: "2px solid token(colors.brandLight)", outlineOffset: "1px" } });

export const frame = css({
  border: "1px solid token(colors.line)",
  borderRadius: "lg",
  bg: "white",
  w: "full",
  minW: 0,
  "&[data-invalid=true]": { borderColor: "danger", boxShadow: "0 0 0 1px token(colors.danger)" },
  _focusWithin: { borderColor: "brandLight" },
});

export const toolbar = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "1",
  p: "1.5",
  borderBottom: "1px solid token(colors.line)",
  bg: "surface",
  borderTopRadius: "lg",
  position: "sticky",
  top: 0,
  zIndex: 1,
});

export const toolButton = cx(
  focusRing,
  css({
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    minW: "40px",
    h: "40px",
    px: "2",
    borderRadius: "md",
    color: "ink",
    fontWeight: "bold",
    fontSize: "md",
    cursor: "pointer",
    _hover: { bg: "white" },
    "&[aria-pressed=true]": { bg: "brand", color: "white" },
    "&[aria-disabled=true]": { opacity: 0.4, cursor: "not-allowed", _hover: { bg: "transparent" } },
  }),
);

// On a phone the buttons wrap to two rows, where a separator would start a row.
export const separator = css({
  display: { base: "none", sm: "block" },
  w: "1px",
  alignSelf: "stretch",
  bg: "line",
  mx: "1",
});

export const content = css({
  px: { base: "3", md: "5" },
  py: "4",
  minH: { base: "240px", md: "360px" },
  lineHeight: "1.7",
  fontSize: { base: "md", md: "lg" },
  color: "ink",
  overflowWrap: "anywhere",
  "& .ProseMirror": { outline: "none", minH: "inherit" },
  "& p": { mb: "3" },
  "& h2": { fontSize: "2xl", fontWeight: "bold", mt: "6", mb: "3", color: "brand", lineHeight: "1.25" },
  "& h3": { fontSize: "xl", fontWeight: "bold", mt: "5", mb: "2", lineHeight: "1.3" },
  "& h4": { fontSize: "lg", fontWeight: "bold", mt: "4", mb: "2" },
  "& ul": { listStyle: "disc", pl: "6", mb: "3" },
  "& ol": { listStyle: "decimal", pl: "6", mb: "3" },
  "& li > p": { mb: "1" },
  "& a": { color: "brandLight", textDecoration: "underline" },
  "& blockquote": { borderLeft: "4px solid token(colors.accent)", pl: "4", color: "muted", my: "3" },
  "& code": { fontFamily: "mono", bg: "surface", px: "1", borderRadius: "sm", fontSize: "0.9em" },
  "& pre": { bg: "surface", p: "3", borderRadius: "md", overflowX: "auto", mb: "3" },
  "& hr": { my: "6", borderColor: "line" },
  "& img": { maxW: "full", h: "auto", borderRadius: "md", my: "3" },
  "& .ProseMirror-selectednode": { outline: "3px solid token(colors.brandLight)", outlineOffset: "2px" },
});

export const panel = css({
  display: "flex",
  flexDirection: "column",
  gap: "2",
  p: "3",
  borderBottom: "1px solid token(colors.line)",
  bg: "white",
});

export const panelRow = css({ display: "flex", flexWrap: "wrap", gap: "2", alignItems: "center" });

export const textInput = css({
  flex: "1 1 220px",
  minW: 0,
  h: "40px",
  px: "3",
  borderRadius: "md",
  border: "1px solid token(colors.line)",
  bg: "white",
  fontSize: "md",
  _focus: { outline: "2px solid token(colors.brandLight)", borderColor: "transparent" },
  "&[aria-invalid=true]": { borderColor: "danger" },
});

export const panelButton = cx(
  focusRing,
  css({
    h: "40px",
    px: "4",
    borderRadius: "full",
    fontWeight: "semibold",
    whiteSpace: "nowrap",
    cursor: "pointer",
    border: "1px solid token(colors.line)",
    _hover: { bg: "surface" },
  }),
);

export const panelPrimary = css({
  bg: "accent",
  color: "white",
  borderColor: "accent",
  _hover: { bg: "accentDark" },
  _disabled: { opacity: 0.6, cursor: "not-allowed" },
});

export const fieldLabel = css({ fontWeight: "semibold", fontSize: "sm" });
export const hint = css({ fontSize: "sm", color: "muted" });
export const errorText = css({ fontSize: "sm", color: "danger" });
export const visuallyHidden = css({ srOnly: true });

/** The player's frame in the editor: 16:9, the player inert under it (see video-embed.ts). */
export const videoFrame = css({
  position: "relative",
  aspectRatio: "16 / 9",
  my: "4",
  borderRadius: "lg",
  overflow: "hidden",
  bg: "ink",
  "& iframe": { position: "absolute", inset: 0, w: "full", h: "full", border: 0, pointerEvents: "none" },
});
