// A job's status as badges (the list and the editor): its status, "closed" once its last day has passed, and the UN
// mark. Each is text, so the status is never told by colour alone.
import { css, cva } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";

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
      DRAFT: { bg: "surface", color: "ink", borderColor: "line" },
      MODERATION: { bg: "accentSoft", color: "accentDark", borderColor: "accentLine" },
      PUBLISHED: { bg: "white", color: "success", borderColor: "success" },
      ARCHIVED: { bg: "surface", color: "muted", borderColor: "line" },
      closed: { bg: "white", color: "danger", borderColor: "danger" },
      un: { bg: "unSoft", color: "unInk", borderColor: "unSoft" },
    },
  },
});

export function JobStatusBadges({ status, isExpired, isUN }: { status: string; isExpired: boolean; isUN: boolean }) {
  const { t } = useI18n();
  const tone = (["DRAFT", "MODERATION", "PUBLISHED", "ARCHIVED"] as const).find((s) => s === status) ?? "DRAFT";
  return (
    <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })} data-testid="job-status">
      <span className={badge({ tone })} data-status={status}>{t(`adminJobs.statuses.${status}`)}</span>
      {isExpired && <span className={badge({ tone: "closed" })}>{t("adminJobs.closedBadge")}</span>}
      {isUN && <span className={badge({ tone: "un" })}>{t("adminJobs.unBadge")}</span>}
    </span>
  );
}
