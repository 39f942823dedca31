// /profile/promoter-applications: the applications to become a promoter, waiting for a moderator (MODERATOR, ADMIN,
// GLOBAL_ADMIN; the server decides and the route shows anyone else the 404 page). Approve creates the partner
// settings and the two default codes; decline needs a reason, which is mailed to the applicant.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { ReasonForm } from "../../ui/reason-form.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { formatDate } from "../../../i18n/format.ts";
import { showToast } from "../../ui/show-toast.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { useApprovePromoter, useDeclinePromoter } from "./mutations.ts";
import { type PromoterApplication, promoterApplicationsQuery } from "./queries.ts";
import { row } from "./styles.ts";

export function PromoterApplicationsPage() {
  const { t } = useI18n();
  const { data: queue } = useSuspenseQuery(promoterApplicationsQuery(useGql()));
  return (
    <SideMenuLayout title={t("promoters.applications.title")}>
      <p className={css({ color: "muted", mb: "4" })}>{t("promoters.applications.lead")}</p>
      {!queue?.length
        ? <p data-testid="applications-empty" role="status">{t("promoters.applications.empty")}</p>
        : (
          <ul className={css({ display: "grid", gap: "4" })} data-testid="applications">
            {queue.map((application) => <ApplicationItem key={application.id} application={application} />)}
          </ul>
        )}
    </SideMenuLayout>
  );
}

function ApplicationItem({ application }: { application: PromoterApplication }) {
  const { t, locale } = useI18n();
  const [declining, setDeclining] = useState(false);
  const name = `${application.user.firstName} ${application.user.lastName}`.trim() || application.user.email;
  const done = (key: string) => showToast("top", { type: "success", title: t(key, { name }) });
  const onError = () => showToast("top", { type: "error", title: t("errors.INTERNAL_SERVER_ERROR") });
  const approve = useApprovePromoter({ onSuccess: () => done("promoters.applications.approved"), onError });
  const decline = useDeclinePromoter({ onSuccess: () => done("promoters.applications.declined"), onError });
  const busy = approve.isPending || decline.isPending;
  return (
    <li
      data-testid="application"
      className={css({ p: "5", borderRadius: "xl", border: "1px solid token(colors.line)", display: "grid", gap: "3" })}
    >
      <div>
        <h2 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>{name}</h2>
        <p className={css({ color: "muted", overflowWrap: "anywhere" })}>
          {application.user.email} · {formatDate(application.createdAt, locale)}
        </p>
      </div>
      {declining
        ? (
          <ReasonForm
            label={t("promoters.applications.reason")}
            submitLabel={t("promoters.applications.sendDecline")}
            busy={busy}
            maxLength={1000}
            onSubmit={(reason) => decline.mutate({ id: application.id, reason })}
          >
            <button type="button" className={ghostButton} onClick={() => setDeclining(false)} disabled={busy}>
              {t("promoters.cancel")}
            </button>
          </ReasonForm>
        )
        : (
          <div className={row}>
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => approve.mutate({ id: application.id })}
            >
              {t("promoters.applications.approve")}
            </button>
            <button type="button" className={ghostButton} disabled={busy} onClick={() => setDeclining(true)}>
              {t("promoters.applications.decline")}
            </button>
          </div>
        )}
    </li>
  );
}
