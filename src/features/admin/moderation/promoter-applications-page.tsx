// /admin/promoter-applications: the applications to become a promoter waiting for a moderator (the moderation area).
// Approving makes the promoter's settings and two default codes; declining needs a reason, mailed to the applicant.
// Both are confirmed in the back office's action dialog and pass its gate (a fresh password, the audit log).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { formatDate } from "../../../../i18n/format.ts";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { useApprovePromoter, useDeclinePromoter } from "./mutations.ts";
import { applicationsWaitingQuery, type ApplicationWaiting } from "./queries.ts";
import { cardTitle, QueueScreen, useQueueDecisions } from "./moderation-page.tsx";

const nameOf = (application: ApplicationWaiting) =>
  `${application.user.firstName} ${application.user.lastName}`.trim() || application.user.email;

export function PromoterApplicationsPage() {
  const { locale } = useI18n();
  const queue = useSuspenseQuery(applicationsWaitingQuery(useGql())).data;
  const decide = useQueueDecisions("adminModeration.applications", nameOf, {
    approve: { mutation: useApprovePromoter(), done: "approved", dialogTestId: "application-approve-dialog" },
    decline: {
      mutation: useDeclinePromoter(),
      withReason: true,
      done: "declined",
      dialogTestId: "application-decline-dialog",
    },
  });
  return (
    <QueueScreen
      texts="adminModeration.applications"
      testIds={{ screen: "admin-applications", empty: "applications-empty", list: "applications", item: "application" }}
      items={queue}
      item={(application) => (
        <div>
          <h2 className={cardTitle}>{nameOf(application)}</h2>
          <p className={css({ color: "muted", overflowWrap: "anywhere" })}>
            {application.user.email} · {formatDate(application.createdAt, locale)}
          </p>
        </div>
      )}
      decisions={[{ name: "approve" }, { name: "decline" }]}
      decide={decide}
    />
  );
}
