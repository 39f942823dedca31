// /admin/moderation: the expert profiles waiting for a moderator (the moderation area). Approving publishes a profile;
// sending it back needs a reason, mailed to its owner. Both are confirmed in the back office's action dialog and pass
// its gate (a fresh password, the audit log). QueueScreen is the shape both moderation queues share.
import type { ReactNode } from "react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { useGql } from "../../../lib/use-gql.ts";
import { ghostButton, primaryButton } from "../../../ui/styles.ts";
import { type DialogWrite, useRowDialogs } from "../kit/row-dialogs.tsx";
import { useApproveExpert, useRejectExpert } from "./mutations.ts";
import { expertsWaitingQuery, type ExpertWaiting } from "./queries.ts";
import { queueItem, queueList } from "./moderation-styles.ts";
import { screenTitle } from "../kit/styles.ts";

export function ModerationPage() {
  const queue = useSuspenseQuery(expertsWaitingQuery(useGql())).data;
  const decide = useQueueDecisions("adminModeration.experts", (expert: ExpertWaiting) => expert.name, {
    approve: { mutation: useApproveExpert(), done: "approved", dialogTestId: "moderation-approve-dialog" },
    reject: {
      mutation: useRejectExpert(),
      withReason: true,
      done: "rejected",
      dialogTestId: "moderation-reject-dialog",
    },
  });
  return (
    <QueueScreen
      texts="adminModeration.experts"
      testIds={{
        screen: "admin-moderation",
        empty: "moderation-empty",
        list: "moderation-queue",
        item: "moderation-item",
      }}
      items={queue}
      item={(expert) => (
        <>
          <div>
            <h2 className={cardTitle}>{expert.name}</h2>
            <p className={css({ color: "muted" })}>{expert.position}</p>
          </div>
          <p className={css({ overflowWrap: "anywhere" })}>{expert.description}</p>
        </>
      )}
      decisions={[
        { name: "approve", testId: "moderation-approve" },
        { name: "reject", testId: "moderation-reject" },
      ]}
      decide={decide}
    />
  );
}

/**
 * A queue's decisions, asked in the ActionDialog: each dialog's words are keys under `texts` (`.<name>Title` with the
 * item's name, `.<name>Lead`, `.<name>Confirm`), and `done` names the toast's key there (`approved`).
 */
export function useQueueDecisions<T extends { id: string }, Name extends string>(
  texts: string,
  nameOf: (row: T) => string,
  decisions: Record<Name, QueueDecision<T>>,
) {
  const { t } = useI18n();
  const describe = (name: Name, { done, dialogTestId, ...write }: QueueDecision<T>): DialogWrite<T> => ({
    ...write,
    dialog: (row) => ({
      title: t(`${texts}.${name}Title`, { name: row ? nameOf(row) : "" }),
      lead: t(`${texts}.${name}Lead`),
      confirmLabel: t(`${texts}.${name}Confirm`),
      testId: dialogTestId,
    }),
    done: (row) => t(`${texts}.${done}`, { name: nameOf(row) }),
  });
  const writes = {} as Record<Name, DialogWrite<T>>;
  for (const name of Object.keys(decisions) as Name[]) writes[name] = describe(name, decisions[name]);
  return useRowDialogs<T, Name>(writes);
}

/** A queue's decision: its write, the toast's key under the queue's texts ("approved"), its dialog's test id. */
type QueueDecision<T> = Omit<DialogWrite<T>, "dialog" | "done"> & { done: string; dialogTestId: string };

/** A waiting item's name on its card. */
export const cardTitle = css({ fontWeight: "bold", color: "brand", fontSize: "lg" });

/**
 * A moderation queue: the heading and lead, the items waiting as cards, each with its decisions (the first the primary
 * button), whose dialogs useRowDialogs keeps; "nothing waits" as a status when empty. Its words are keys under `texts`
 * (`.heading`, `.lead`, `.empty`, and each decision's name).
 */
export function QueueScreen<T extends { id: string }, Name extends string>(
  { texts, testIds, items, item, decisions, decide }: {
    texts: string;
    testIds: { screen: string; empty: string; list: string; item: string };
    items: readonly T[];
    /** What a card shows above its buttons. */
    item: (row: T) => ReactNode;
    decisions: readonly { name: Name; testId?: string }[];
    decide: { ask: (name: Name, row: T) => void; dialogs: ReactNode };
  },
) {
  const { t } = useI18n();
  return (
    <div className={css({ display: "flex", flexDirection: "column", gap: "5" })} data-testid={testIds.screen}>
      <h1 className={screenTitle}>{t(`${texts}.heading`)}</h1>
      <p className={css({ maxW: "3xl" })}>{t(`${texts}.lead`)}</p>
      {!items.length
        ? <p data-testid={testIds.empty} role="status">{t(`${texts}.empty`)}</p>
        : (
          <ul className={queueList} data-testid={testIds.list}>
            {items.map((row) => (
              <li key={row.id} className={queueItem} data-testid={testIds.item}>
                {item(row)}
                <div className={css({ display: "flex", gap: "3", flexWrap: "wrap" })}>
                  {decisions.map((decision, index) => (
                    <button
                      key={decision.name}
                      type="button"
                      className={index === 0 ? primaryButton : ghostButton}
                      onClick={() => decide.ask(decision.name, row)}
                      data-testid={decision.testId}
                    >
                      {t(`${texts}.${decision.name}`)}
                    </button>
                  ))}
                </div>
              </li>
            ))}
          </ul>
        )}
      {decide.dialogs}
    </div>
  );
}
