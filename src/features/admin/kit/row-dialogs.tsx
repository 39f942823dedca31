// A list's writes that ask first in the ActionDialog (approve, send back with a reason, refund, mark a payout): each
// described once (its write, whether it wants a reason, what its dialog says of the row, the toast when it is done);
// useRowDialogs keeps which row's dialog is open and the server's refusal, shown inside the dialog.
//   const decide = useRowDialogs<ExpertWaiting, "approve" | "reject">({ approve: { mutation: useApproveExpert(), … } });
//   <button onClick={() => decide.ask("approve", expert)}>…</button> … {decide.dialogs}
import { type ReactNode, useState } from "react";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { showToast } from "../../../ui/show-toast.ts";
import { ActionDialog } from "./action-dialog.tsx";

/** What a dialog says of the row it is open for (null while it is closed). */
export type DialogText = { title: string; lead?: string; confirmLabel: string; testId: string };

export type DialogWrite<T> = {
  /** A group's mutation hook (called by the screen), sent the row's id and, when it asks for one, the reason. */
  mutation: {
    mutate: (
      variables: { id: string; reason: string },
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  withReason?: boolean;
  dialog: (row: T | null) => DialogText;
  /** The success toast's title. */
  done: (row: T) => string;
};

export function useRowDialogs<T extends { id: string }, Name extends string>(writes: Record<Name, DialogWrite<T>>) {
  const [asking, setAsking] = useState<{ name: Name; row: T } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = Object.values<DialogWrite<T>>(writes).some((write) => write.mutation.isPending);
  const confirm = (write: DialogWrite<T>, row: T, reason: string) => {
    // Only a write that asks for a reason is sent one.
    const variables = (write.withReason ? { id: row.id, reason } : { id: row.id }) as { id: string; reason: string };
    write.mutation.mutate(variables, {
      onSuccess: () => {
        setAsking(null);
        setError(null);
        showToast("top", { type: "success", title: write.done(row) });
      },
      onError: (failure) => setError(errorKeyOf(failure)),
    });
  };
  // One dialog per write: what was typed for one (a reason) is not kept for the next row.
  const dialogs: ReactNode[] = (Object.keys(writes) as Name[]).map((name) => {
    const write = writes[name];
    const row = asking?.name === name ? asking.row : null;
    const text = write.dialog(row);
    return (
      <ActionDialog
        key={`${name}-${row?.id ?? "none"}`}
        open={row !== null}
        onOpenChange={(next) => !next && setAsking(null)}
        title={text.title}
        lead={text.lead}
        withReason={write.withReason ?? false}
        confirmLabel={text.confirmLabel}
        onConfirm={(reason) => row && confirm(write, row, reason)}
        busy={busy}
        error={error}
        testId={text.testId}
      />
    );
  });
  return {
    /** Opens the write's dialog for the row. */
    ask: (name: Name, row: T) => {
      setError(null);
      setAsking({ name, row });
    },
    dialogs,
  };
}
