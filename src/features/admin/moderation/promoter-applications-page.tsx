// /admin/promoter-applications: the applications to become a promoter waiting for a moderator (the moderation area).
// Approving makes the promoter's settings and two default codes; declining needs a reason, mailed to the applicant.
// Both are confirmed in the back office's action dialog and pass its gate (a fresh password, the audit log).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { useRowDialogs } from "../kit/row-dialogs.tsx";
import { useApprovePromoter, useDeclinePromoter } from "./mutations.ts";
import { applicationsWaitingQuery, type ApplicationWaiting } from "./queries.ts";
import { queueItem, queueList } from "./moderation-styles.ts";
import { screenTitle } from "../kit/styles.ts";

const nameOf = (application: ApplicationWaiting) =>
  `${application.user.firstName} ${application.user.lastName}`.trim() || application.user.email;

export function PromoterApplicationsPage() {
  const { t, locale } = useI18n();
  const queue = useSuspenseQuery(applicationsWaitingQuery(useGql())).data;
  const text = (as: "approve" | "decline") => (application: ApplicationWaiting | null) => ({
    title: t(`adminModeration.applications.${as}Title`, { name: application ? nameOf(application) : "" }),
    lead: t(`adminModeration.applications.${as}Lead`),
    confirmLabel: t(`adminModeration.applications.${as}Confirm`),
    testId: `application-${as}-dialog`,
  });
  const decide = useRowDialogs<ApplicationWaiting, "approve" | "decline">({
    approve: {
      mutation: useApprovePromoter(),
      dialog: text("approve"),
      done: (application) => t("adminModeration.applications.approved", { name: nameOf(application) }),
    },
    decline: {
      mutation: useDeclinePromoter(),
      withReason: true,
      dialog: text("decline"),
      done: (application) => t("adminModeration.applications.declined", { name: nameOf(application) }),
    },
  });
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
                  <button type="button" className={primaryButton} onClick={() => decide.ask("approve", application)}>
                    {t("adminModeration.applications.approve")}
                  </button>
                  <button type="button" className={ghostButton} onClick={() => decide.ask("decline", application)}>
                    {t("adminModeration.applications.decline")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      {decide.dialogs}
    </div>
  );
}
