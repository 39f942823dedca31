// A button that opens the send-request dialog; the dialog's module (and Ark's dialog) loads on the first click.
import { lazy, Suspense, useState } from "react";
import { cx } from "styled-system/css";
import { primaryButton } from "../../ui/styles.ts";

const SendRequestDialog = lazy(() => import("./send-request-dialog.tsx"));

export function SendRequestButton(
  { label, subject, className }: { label: string; subject: string; className?: string },
) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={cx(primaryButton, className)}
        onClick={() => setOpen(true)}
        data-testid="send-request-open"
        aria-haspopup="dialog"
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SendRequestDialog subject={subject} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
