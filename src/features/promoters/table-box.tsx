// The box around a wide table: on phones the table scrolls sideways inside it (never the page), and the box can take
// the keyboard focus so that scrolling works without a pointer.
import type { ReactNode } from "react";
import { tableBox } from "./styles.ts";

export function TableBox({ label, children }: { label: string; children: ReactNode }) {
  return <div className={tableBox} tabIndex={0} role="region" aria-label={label}>{children}</div>;
}
