// The catalogue screens' own parts: the status badge and plural keys. The editor's frame, sections, check rows and
// buttons are the kit's (editor-screen.tsx, section.tsx, styles.ts).
import type { ReactNode } from "react";
import { pluralCategory } from "../../../../i18n/format.ts";
import type { Locale } from "../../../domain/locale.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { badge, type BadgeTone, statusTone } from "./badge.ts";

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
