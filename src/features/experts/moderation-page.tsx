// /profile/moderation: the expert profiles waiting for a moderator (MODERATOR, ADMIN, GLOBAL_ADMIN; the server decides
// and the route shows anyone else the 404 page). Approve publishes a profile; reject sends it back with a reason that
// is mailed to its owner. A plain screen, as the issue asks.
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { ReasonForm } from "../../ui/reason-form.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import { useGql } from "../../lib/use-gql.ts";
import { showToast } from "../../ui/show-toast.ts";
import { SideMenuLayout } from "../../ui/side-menu-layout.tsx";
import { ghostButton, primaryButton } from "../../ui/styles.ts";
import { useApproveExpert, useRejectExpert } from "./mutations.ts";
import { type ExpertForModeration, moderationQueueQuery } from "./queries.ts";

export function ModerationPage() {
  const { t } = useI18n();
  const gql = useGql();
  const { data: queue } = useSuspenseQuery(moderationQueueQuery(gql));
  return (
    <SideMenuLayout title={t("experts.moderation.title")}>
      <p className={css({ color: "muted", mb: "4" })}>{t("experts.moderation.lead")}</p>
      {!queue?.length
        ? <p data-testid="moderation-empty" role="status">{t("experts.moderation.empty")}</p>
        : (
          <ul className={css({ display: "grid", gap: "4" })} data-testid="moderation-queue">
            {queue.map((expert) => <ModerationItem key={expert.id} expert={expert} />)}
          </ul>
        )}
    </SideMenuLayout>
  );
}

function ModerationItem({ expert }: { expert: ExpertForModeration }) {
  const { t } = useI18n();
  const [rejecting, setRejecting] = useState(false);
  const done = (key: string) => showToast("top", { type: "success", title: t(key, { name: expert.name }) });
  const onError = (key: string) => showToast("top", { type: "error", title: t(key) });
  const approve = useApproveExpert({ onSuccess: () => done("experts.moderation.approved"), onError });
  const reject = useRejectExpert({ onSuccess: () => done("experts.moderation.rejected"), onError });
  const busy = approve.isPending || reject.isPending;
  return (
    <li
      data-testid="moderation-item"
      className={css({ p: "5", borderRadius: "xl", border: "1px solid token(colors.line)", display: "grid", gap: "3" })}
    >
      <div>
        <h2 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>{expert.name}</h2>
        <p className={css({ color: "muted" })}>{expert.position}</p>
      </div>
      <p>{expert.description}</p>
      {rejecting
        ? (
          <ReasonForm
            label={t("experts.moderation.reason")}
            submitLabel={t("experts.moderation.sendBack")}
            submitTestId="moderation-reject-send"
            busy={busy}
            maxLength={1000}
            minLength={3}
            onSubmit={(reason) => reject.mutate({ id: expert.id, reason })}
          >
            <button type="button" className={ghostButton} onClick={() => setRejecting(false)} disabled={busy}>
              {t("experts.moderation.cancel")}
            </button>
          </ReasonForm>
        )
        : (
          <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
            <button
              type="button"
              className={primaryButton}
              disabled={busy}
              onClick={() => approve.mutate({ id: expert.id })}
              data-testid="moderation-approve"
            >
              {t("experts.moderation.approve")}
            </button>
            <button
              type="button"
              className={ghostButton}
              disabled={busy}
              onClick={() => setRejecting(true)}
              data-testid="moderation-reject"
            >
              {t("experts.moderation.reject")}
            </button>
          </div>
        )}
    </li>
  );
}
