// A titled group of a back-office form: a card whose legend names its fields, laid out in two columns from md up.
import type { ReactNode } from "react";
import { css, cx } from "styled-system/css";
import { card, cardGrid } from "./styles.ts";

// Floated, the legend sits inside the card rather than on its top edge.
const cardTitle = css({ float: "left", w: "full", fontSize: "lg", fontWeight: "bold", color: "brand", p: 0, mb: "3" });

/** One part of a form: its fields in a card named by the legend. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={card}>
      <legend className={cardTitle}>{title}</legend>
      <div className={cx(cardGrid, css({ clear: "both" }))}>{children}</div>
    </fieldset>
  );
}
