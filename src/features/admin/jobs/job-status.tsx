// A job's status as badges (the list and the editor): its status, "closed" once its last day has passed, and the UN
// mark. Each is text, so the status is never told by colour alone.
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { badge, statusTone } from "../kit/badge.ts";

export function JobStatusBadges({ status, isExpired, isUN }: { status: string; isExpired: boolean; isUN: boolean }) {
  const { t } = useI18n();
  return (
    <span className={css({ display: "inline-flex", flexWrap: "wrap", gap: "1" })} data-testid="job-status">
      <span className={badge({ tone: statusTone(status) })} data-status={status}>
        {t(`adminJobs.statuses.${status}`)}
      </span>
      {isExpired && <span className={badge({ tone: "bad" })}>{t("adminJobs.closedBadge")}</span>}
      {isUN && <span className={badge({ tone: "un" })}>{t("adminJobs.unBadge")}</span>}
    </span>
  );
}
