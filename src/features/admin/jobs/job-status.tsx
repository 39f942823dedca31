// A job's status as badges (the list and the editor): its status, "closed" once its last day has passed, and the UN
// mark. Each is text, so the status is never told by colour alone.
import { useI18n } from "../../../lib/i18n.tsx";
import type { BadgeTone } from "../kit/badge.ts";
import { StatusBadges } from "../kit/content-form.tsx";

export function JobStatusBadges({ status, isExpired, isUN }: { status: string; isExpired: boolean; isUN: boolean }) {
  const { t } = useI18n();
  const notes: { text: string; tone: BadgeTone }[] = [];
  if (isExpired) notes.push({ text: t("adminJobs.closedBadge"), tone: "bad" });
  if (isUN) notes.push({ text: t("adminJobs.unBadge"), tone: "un" });
  return <StatusBadges status={status} label={t(`adminJobs.statuses.${status}`)} notes={notes} testId="job-status" />;
}
