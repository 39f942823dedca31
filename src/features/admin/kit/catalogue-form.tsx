// The catalogue editors' shared parts: a card of fields named by its legend, a field's frame (label, control, hint,
// error), a money field that takes main units, a small action button, the status badge, and the form's messages.
import type { ReactNode } from "react";
import { css, cva } from "styled-system/css";
import { pluralCategory } from "../../../../i18n/format.ts";
import type { Locale } from "../../../domain/locale.ts";
import { useI18n } from "../../../lib/i18n.tsx";

export const card = css({ bg: "white", borderRadius: "xl", p: { base: "4", md: "6" }, minW: 0, border: "none", m: 0 });
// Floated, the legend sits inside the card rather than on its top edge.
const cardTitle = css({ float: "left", w: "full", fontSize: "lg", fontWeight: "bold", color: "brand", p: 0, mb: "3" });
const cardGrid = css({
  clear: "both",
  display: "grid",
  gridTemplateColumns: { base: "1fr", md: "repeat(2, minmax(0, 1fr))" },
  gap: "4",
  minW: 0,
});
export const checkRow = css({ display: "flex", gap: "2", alignItems: "center", fontWeight: "normal", minH: "32px" });
export const checkbox = css({ w: "5", h: "5", flexShrink: 0, accentColor: "var(--colors-brand)" });
export const backLink = css({ color: "brand", textDecoration: "underline" });
export const formStack = css({
  display: "flex",
  flexDirection: "column",
  gap: "5",
  border: "none",
  p: 0,
  m: 0,
  minW: 0,
});
export const actionBar = css({
  display: "flex",
  flexWrap: "wrap",
  gap: "3",
  alignItems: "center",
  mt: "5",
  py: "3",
  borderTop: "1px solid",
  borderColor: "line",
});

export const smallButton = css({
  display: "inline-flex",
  alignItems: "center",
  minH: "36px",
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
  _focusVisible: { outline: "2px solid", outlineColor: "brand", outlineOffset: "1px" },
});

/** One part of a form: a group of fields named by its legend. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={card}>
      <legend className={cardTitle}>{title}</legend>
      <div className={cardGrid}>{children}</div>
    </fieldset>
  );
}

const badge = cva({
  base: {
    display: "inline-block",
    px: "2",
    py: "0.5",
    borderRadius: "full",
    fontSize: "xs",
    fontWeight: "semibold",
    whiteSpace: "nowrap",
    border: "1px solid",
  },
  variants: {
    tone: {
      neutral: { bg: "surface", color: "ink", borderColor: "line" },
      good: { bg: "white", color: "success", borderColor: "success" },
      muted: { bg: "surface", color: "muted", borderColor: "line" },
      bad: { bg: "white", color: "danger", borderColor: "danger" },
    },
  },
});

/** A status as a text badge (never told by colour alone). */
export function Badge({ tone, children }: { tone: "neutral" | "good" | "muted" | "bad"; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const tone = status === "PUBLISHED" ? "good" : status === "ARCHIVED" ? "muted" : "neutral";
  return <Badge tone={tone}>{t(`adminCatalogue.statuses.${status}`)}</Badge>;
}

/** The form's outcome: the success message (polite) and the failure (an alert). */
export function FormMessages({ message, failure }: { message: string | null; failure: string | null }) {
  const { t } = useI18n();
  return (
    <>
      <div aria-live="polite" aria-atomic="true">
        {message && (
          <p data-testid="admin-catalogue-message" className={css({ color: "success", fontWeight: "semibold" })}>
            {t(message)}
          </p>
        )}
      </div>
      <div role="alert">
        {failure && (
          <p data-testid="admin-catalogue-error" className={css({ color: "danger", fontWeight: "semibold" })}>
            {t(failure)}
          </p>
        )}
      </div>
    </>
  );
}

/** A key with plural forms (one, few, many, other) outside the "plural." namespace: the form for this count. */
export function pluralKey(key: string, count: number, locale: Locale): string {
  return `${key}.${pluralCategory(count, locale)}`;
}
