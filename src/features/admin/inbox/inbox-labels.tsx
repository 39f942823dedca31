// What the inbox's two screens show alike: a message's kind (and the form within it), its status as a badge, and its
// sender's name.
import { css, cx } from "styled-system/css";
import type { Translate } from "../../../../i18n/translator.ts";
import { useI18n } from "../../../lib/i18n.tsx";

/** The kind, and the form within it where the kind has several: "Запрос · Связаться с экспертом". */
export function kindLabel(t: Translate, item: { kind: string; origin?: string | null }): string {
  const kind = t(`adminInbox.kinds.${item.kind}`);
  return item.origin ? `${kind} · ${t(`adminInbox.origins.${item.origin}`)}` : kind;
}

/** Who sent it: the name given, else the address. */
export const senderName = (item: { name?: string | null; email: string }) => item.name?.trim() || item.email;

const badge = css({
  display: "inline-flex",
  alignItems: "center",
  px: "2",
  py: "0.5",
  borderRadius: "full",
  fontSize: "xs",
  fontWeight: "bold",
  whiteSpace: "nowrap",
  border: "1px solid",
});

const STATUS_LOOK: Record<string, string> = {
  new: css({ bg: "accentSoft", color: "accentDark", borderColor: "accentLine" }),
  answered: css({ bg: "white", color: "success", borderColor: "success" }),
  closed: css({ bg: "surface", color: "muted", borderColor: "line" }),
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  return (
    <span className={cx(badge, STATUS_LOOK[status])} data-status={status}>
      {t(`adminInbox.statuses.${status}`)}
    </span>
  );
}
