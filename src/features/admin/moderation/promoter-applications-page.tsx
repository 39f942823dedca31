// /admin/promoter-applications: the applications to become a promoter waiting for a moderator (the moderation area).
// Approving makes the promoter's settings and two default codes; declining needs a reason, mailed to the applicant.
// Both are confirmed in the back office's action dialog and pass its gate (a fresh password, the audit log).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { showToast } from "../../../ui/show-toast.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { ActionDialog } from "../kit/action-dialog.tsx";
import { useApprovePromoter, useDeclinePromoter } from "./mutations.ts";
import { applicationsWaitingQuery, type ApplicationWaiting } from "./queries.ts";
import { queueItem, queueList } from "./moderation-styles.ts";
import { screenTitle } from "../kit/styles.ts";

type Deciding = { application: ApplicationWaiting; as: "approve" | "decline" };

const nameOf = (application: ApplicationWaiting) =>
  `${application.user.firstName} ${application.user.lastName}`.trim() || application.user.email;

export function PromoterApplicationsPage() {
  const { t, locale } = useI18n();
  const queue = useSuspenseQuery(applicationsWaitingQuery(useGql())).data;
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = (key: string) => (_: unknown, variables: { id: string }) => {
    const application = queue.find((a) => a.id === variables.id);
    setDeciding(null);
    setError(null);
    showToast("top", { type: "success", title: t(key, { name: application ? nameOf(application) : "" }) });
  };
  const approve = useApprovePromoter({ onSuccess: done("adminModeration.applications.approved"), onError: setError });
  const decline = useDeclinePromoter({ onSuccess: done("adminModeration.applications.declined"), onError: setError });
  const open = (next: Deciding) => {
    setError(null);
    setDeciding(next);
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })} data-testid="admin-applications">
      <h1 className={screenTitle}>{t("adminModeration.applications.heading")}</h1>
      <p className={css({ maxW: "3xl" })}>{t("adminModeration.applications.lead")}</p>
      {!queue.length
        ? <p data-testid="applications-empty" role="status">{t("adminModeration.applications.empty")}</p>
        : (
          <ul className={queueList} data-testid="applications">
            {queue.map((application) => (
              <li key={application.id} className={queueItem} data-testid="application">
                <div>
                  <h2 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>{nameOf(application)}</h2>
                  <p className={css({ color: "muted", overflowWrap: "anywhere" })}>
                    {application.user.email} · {formatDate(application.createdAt, locale)}
                  </p>
                </div>
                <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
                  <button
                    type="button"
                    className={primaryButton}
                    onClick={() => open({ application, as: "approve" })}
                  >
                    {t("adminModeration.applications.approve")}
                  </button>
                  <button
                    type="button"
                    className={ghostButton}
                    onClick={() => open({ application, as: "decline" })}
                  >
                    {t("adminModeration.applications.decline")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      {(["approve", "decline"] as const).map((as) => {
        const application = deciding?.as === as ? deciding.application : null;
        return (
          <ActionDialog
            key={`${as}-${application?.id ?? "none"}`}
            open={application !== null}
            onOpenChange={(next) => !next && setDeciding(null)}
            title={t(`adminModeration.applications.${as}Title`, { name: application ? nameOf(application) : "" })}
            lead={t(`adminModeration.applications.${as}Lead`)}
            withReason={as === "decline"}
            confirmLabel={t(`adminModeration.applications.${as}Confirm`)}
            onConfirm={(reason) => {
              if (!application) return;
              if (as === "approve") approve.mutate({ id: application.id });
              else decline.mutate({ id: application.id, reason });
            }}
            busy={approve.isPending || decline.isPending}
            error={error}
            testId={`application-${as}-dialog`}
          />
        );
      })}
    </div>
  );
}
