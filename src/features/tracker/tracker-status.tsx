// A status's chip in its own colour (spec 02: each status has one), with its translated name.
import { css } from "styled-system/css";
import { TRACKER_STATUS_COLOURS, type TrackerStatus } from "../../domain/tracker.ts";
import { useI18n } from "../../lib/i18n.tsx";

export function StatusChip({ status }: { status: TrackerStatus }) {
  const { t } = useI18n();
  return (
    <span
      data-status={status}
      style={{ background: TRACKER_STATUS_COLOURS[status] }}
      className={css({
        px: "2.5",
        py: "0.5",
        borderRadius: "full",
        fontSize: "sm",
        fontWeight: "medium",
        color: "ink",
      })}
    >
      {t(`tracker.statuses.${status}`)}
    </span>
  );
}
