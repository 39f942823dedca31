// A list row's actions as real buttons (operable from the keyboard), each named for the row it acts on. A button that
// destroys asks first: a plain question (confirm), or the ActionDialog when a reason is wanted or the server may
// refuse inside it. A list's writes on a row are described once (useRowWrites: the write and what the screen says when
// it is done) and its buttons too (RowWriteButtons: which write, its words, when the row offers it).
import { type ReactNode, useState } from "react";
import { css } from "styled-system/css";
import { useI18n } from "../../../lib/i18n.tsx";
import { errorKeyOf } from "../../../lib/use-gql-mutation.ts";
import { linkOf, type LinkTarget, LocaleLink } from "../../../ui/locale-link.tsx";
import { ActionDialog } from "./action-dialog.tsx";
import type { ScreenMessage } from "./messages.tsx";
import { smallButton } from "./styles.ts";

/** The row's buttons side by side (wrapping on narrow screens). */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className={css({ display: "flex", flexWrap: { base: "wrap", xl: "nowrap" }, gap: "2" })}>{children}</div>;
}

/** What the dialog of a RowButton says; the row's button opens it and onClick runs on its yes. */
export type RowDialog = {
  title: string;
  lead?: string;
  confirmLabel: string;
  /** Asks for a reason (AdminReasonSchema), passed to onClick. */
  withReason?: boolean;
  busy: boolean;
  /** The i18n key of the server's refusal, shown in the dialog. */
  error?: string | null;
  testId: string;
};

export function RowButton(
  { children, label, onClick, disabled, confirm, dialog }: {
    /** What the button shows ("Edit"). */
    children: ReactNode;
    /** Its accessible name, with the row's name ("Edit: Capybaras"). */
    label?: string;
    onClick: (reason: string) => void;
    disabled?: boolean;
    /** A yes/no question asked before onClick (the browser's confirm). */
    confirm?: string;
    dialog?: RowDialog;
  },
) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={smallButton}
        disabled={disabled}
        aria-label={label}
        onClick={() => {
          if (dialog) setOpen(true);
          else if (!confirm || globalThis.confirm(confirm)) onClick("");
        }}
      >
        {children}
      </button>
      {dialog && (
        <ActionDialog
          open={open}
          onOpenChange={setOpen}
          title={dialog.title}
          lead={dialog.lead}
          withReason={dialog.withReason ?? false}
          confirmLabel={dialog.confirmLabel}
          onConfirm={onClick}
          busy={dialog.busy}
          error={dialog.error ?? null}
          testId={dialog.testId}
        />
      )}
    </>
  );
}

/** A row's link to its own screen as a small button ("Edit"), named for the row ("Edit: Capybaras"). */
export function RowLink({ link, label, children }: { link: LinkTarget; label: string; children: ReactNode }) {
  return <LocaleLink {...linkOf(link)} className={smallButton} aria-label={label}>{children}</LocaleLink>;
}

/**
 * A write a row's button runs with the row's id (a group's mutation hook, called by the screen), and the i18n key of
 * the message the screen shows when it is done; without one the hook's own onSuccess acts (opens the copy).
 */
export type RowWrite = {
  mutation: {
    mutate: (
      variables: { id: string },
      callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
    ) => void;
    isPending: boolean;
  };
  done?: string;
};

/** A list's writes on its rows: the screen's last message, busy while any runs, and run(write, id). */
export function useRowWrites<Name extends string>(writes: Record<Name, RowWrite>) {
  const [message, setMessage] = useState<ScreenMessage | null>(null);
  return {
    message,
    busy: Object.values<RowWrite>(writes).some((write) => write.mutation.isPending),
    run: (name: Name, id: string) => {
      const { mutation, done } = writes[name];
      setMessage(null);
      mutation.mutate({ id }, {
        onSuccess: () => done && setMessage({ key: done }),
        onError: (error) => setMessage({ key: errorKeyOf(error), isError: true }),
      });
    },
  };
}

/** One button of a row: its write, its text and accessible name (i18n keys, the name given { title }), when offered. */
export type RowWriteButton<T, Name extends string> = {
  write: Name;
  text: string;
  label: string;
  when?: (row: T) => boolean;
};

/** The write buttons a row offers, in their order, disabled while any write runs. */
export function RowWriteButtons<T extends { id: string }, Name extends string>(
  { row, title, buttons, writes }: {
    row: T;
    /** The row's name in the buttons' accessible names. */
    title: string;
    buttons: readonly RowWriteButton<T, Name>[];
    writes: { busy: boolean; run: (name: Name, id: string) => void };
  },
) {
  const { t } = useI18n();
  return buttons.filter((button) => button.when?.(row) ?? true).map((button) => (
    <RowButton
      key={button.write}
      disabled={writes.busy}
      onClick={() => writes.run(button.write, row.id)}
      label={t(button.label, { title })}
    >
      {t(button.text)}
    </RowButton>
  ));
}
