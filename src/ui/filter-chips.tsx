// Filters as chips (the jobs, experts and partners lists): a group with its legend, and a filter value as a link that
// acts as a toggle button — the URL holds the state, so it works without JavaScript and with the back button.
import type { ReactNode } from "react";
import { css } from "styled-system/css";
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

/** A filter value as a link: the URL holds the state, so it works without JavaScript and with the back button. */
export function ChipLink(
  { to, active, children, testId }: { to: string; active: boolean; children: ReactNode; testId: string },
) {
  return (
    <LocaleLink
      to={to}
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
