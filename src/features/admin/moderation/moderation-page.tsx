// /admin/moderation: the expert profiles waiting for a moderator (the moderation area). Approving publishes a profile;
// sending it back needs a reason, mailed to its owner. Both are confirmed in the back office's action dialog and pass
// its gate (a fresh password, the audit log).
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { useRowDialogs } from "../kit/row-dialogs.tsx";
import { useApproveExpert, useRejectExpert } from "./mutations.ts";
import { expertsWaitingQuery, type ExpertWaiting } from "./queries.ts";
import { queueItem, queueList } from "./moderation-styles.ts";
import { screenTitle } from "../kit/styles.ts";

export function ModerationPage() {
  const { t } = useI18n();
  const queue = useSuspenseQuery(expertsWaitingQuery(useGql())).data;
  const text = (as: "approve" | "reject") => (expert: ExpertWaiting | null) => ({
    title: t(`adminModeration.experts.${as}Title`, { name: expert?.name ?? "" }),
    lead: t(`adminModeration.experts.${as}Lead`),
    confirmLabel: t(`adminModeration.experts.${as}Confirm`),
    testId: `moderation-${as}-dialog`,
  });
  const decide = useRowDialogs<ExpertWaiting, "approve" | "reject">({
    approve: {
      mutation: useApproveExpert(),
      dialog: text("approve"),
      done: (expert) => t("adminModeration.experts.approved", { name: expert.name }),
    },
    reject: {
      mutation: useRejectExpert(),
      withReason: true,
      dialog: text("reject"),
      done: (expert) => t("adminModeration.experts.rejected", { name: expert.name }),
    },
  });
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
                    onClick={() => decide.ask("approve", expert)}
                    data-testid="moderation-approve"
                  >
                    {t("adminModeration.experts.approve")}
                  </button>
                  <button
                    type="button"
                    className={ghostButton}
                    onClick={() => decide.ask("reject", expert)}
                    data-testid="moderation-reject"
                  >
                    {t("adminModeration.experts.reject")}
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
