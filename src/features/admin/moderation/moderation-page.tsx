// /admin/moderation: the expert profiles waiting for a moderator (the moderation area). Approving publishes a profile;
// sending it back needs a reason, mailed to its owner. Both are confirmed in the back office's action dialog and pass
// its gate (a fresh password, the audit log).
import { useState } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { showToast } from "../../../ui/show-toast.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { ActionDialog } from "../kit/action-dialog.tsx";
import { useApproveExpert, useRejectExpert } from "./mutations.ts";
import { expertsWaitingQuery, type ExpertWaiting } from "./queries.ts";
import { queueItem, queueList } from "./moderation-styles.ts";
import { screenTitle } from "../kit/styles.ts";

type Deciding = { expert: ExpertWaiting; as: "approve" | "reject" };

export function ModerationPage() {
  const { t } = useI18n();
  const queue = useSuspenseQuery(expertsWaitingQuery(useGql())).data;
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [error, setError] = useState<string | null>(null);
  const done = (key: string) => (_: unknown, variables: { id: string }) => {
    const name = queue.find((e) => e.id === variables.id)?.name ?? "";
    setDeciding(null);
    setError(null);
    showToast("top", { type: "success", title: t(key, { name }) });
  };
  const approve = useApproveExpert({ onSuccess: done("adminModeration.experts.approved"), onError: setError });
  const reject = useRejectExpert({ onSuccess: done("adminModeration.experts.rejected"), onError: setError });
  const open = (next: Deciding) => {
    setError(null);
    setDeciding(next);
  };
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })} data-testid="admin-moderation">
      <h1 className={screenTitle}>{t("adminModeration.experts.heading")}</h1>
      <p className={css({ maxW: "3xl" })}>{t("adminModeration.experts.lead")}</p>
      {!queue.length
        ? <p data-testid="moderation-empty" role="status">{t("adminModeration.experts.empty")}</p>
        : (
          <ul className={queueList} data-testid="moderation-queue">
            {queue.map((expert) => (
              <li key={expert.id} className={queueItem} data-testid="moderation-item">
                <div>
                  <h2 className={css({ fontWeight: "bold", color: "brand", fontSize: "lg" })}>{expert.name}</h2>
                  <p className={css({ color: "muted" })}>{expert.position}</p>
                </div>
                <p className={css({ overflowWrap: "anywhere" })}>{expert.description}</p>
                <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
                  <button
                    type="button"
                    className={primaryButton}
                    onClick={() => open({ expert, as: "approve" })}
                    data-testid="moderation-approve"
                  >
                    {t("adminModeration.experts.approve")}
                  </button>
                  <button
                    type="button"
                    className={ghostButton}
                    onClick={() => open({ expert, as: "reject" })}
                    data-testid="moderation-reject"
                  >
                    {t("adminModeration.experts.reject")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      {(["approve", "reject"] as const).map((as) => {
        const expert = deciding?.as === as ? deciding.expert : null;
        return (
          <ActionDialog
            key={`${as}-${expert?.id ?? "none"}`}
            open={expert !== null}
            onOpenChange={(next) => !next && setDeciding(null)}
            title={t(`adminModeration.experts.${as}Title`, { name: expert?.name ?? "" })}
            lead={t(`adminModeration.experts.${as}Lead`)}
            withReason={as === "reject"}
            confirmLabel={t(`adminModeration.experts.${as}Confirm`)}
            onConfirm={(reason) => {
              if (!expert) return;
              if (as === "approve") approve.mutate({ id: expert.id });
              else reject.mutate({ id: expert.id, reason });
            }}
            busy={approve.isPending || reject.isPending}
            error={error}
            testId={`moderation-${as}-dialog`}
          />
        );
      })}
    </div>
  );
}
