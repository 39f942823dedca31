// The catalogue screens' own parts: the back link, the form's column and action bar, the status badge and plural keys.
// Sections, check rows and buttons are the kit's (section.tsx, styles.ts).
import type { ReactNode } from "react";
import { css } from "styled-system/css";
import { pluralCategory } from "../../../../i18n/format.ts";
import type { Locale } from "../../../domain/locale.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { badge, type BadgeTone, statusTone } from "./badge.ts";

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

/** A status as a text badge (never told by colour alone). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={badge({ tone })}>{children}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  return <Badge tone={statusTone(status)}>{t(`adminCatalogue.statuses.${status}`)}</Badge>;
}

/** A key with plural forms (one, few, many, other) outside the "plural." namespace: the form for this count. */
export function pluralKey(key: string, count: number, locale: Locale): string {
  return `${key}.${pluralCategory(count, locale)}`;
}
