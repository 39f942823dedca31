// A list row's actions as real buttons (operable from the keyboard), each named for the row it acts on. A button that
// destroys asks first: a plain question (confirm), or the ActionDialog when a reason is wanted or the server may
// refuse inside it.
import { type ReactNode, useState } from "react";
import { css } from "styled-system/css";
import { ActionDialog } from "./action-dialog.tsx";
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
