// The public site's field looks: the control, its label frame and its message.
import { css } from "styled-system/css";

export const fieldInput = css({
  h: "44px",
  px: "3",
  borderRadius: "lg",
  border: "1px solid token(colors.line)",
  bg: "white",
  w: "full",
  _focus: { outline: "2px solid token(colors.brandLight)", borderColor: "transparent" },
  "&[aria-invalid=true]": { borderColor: "danger" },
});

/** A field's message under it. */
export const fieldError = css({ color: "danger", fontWeight: "normal" });

/** A label holding its field: the text above, the control below (profile, support). */
export const fieldLabel = css({
  display: "flex",
  flexDirection: "column",
  gap: "1",
  fontSize: "sm",
  fontWeight: "semibold",
});
