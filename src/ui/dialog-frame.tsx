// What Dialog and Drawer share around their content: Ark's modal root (no closing while busy), the portal, the
// backdrop and the positioner; and the round close button with its cross.
import type { ReactNode } from "react";
import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { css, cx } from "styled-system/css";
import { backdropClass, modalRootProps } from "./modal-root.ts";
import { useHydrated } from "../lib/use-hydrated.ts";

export function ModalFrame(
  { open, onOpenChange, closeDisabled, positionerClass, children }: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    closeDisabled: boolean;
    positionerClass: string;
    children: ReactNode;
  },
) {
  // A closed dialog builds nothing on the server (Ark's state machine, its portal): pages render several closed ones
  // for every request. In the browser they mount, closed, right after hydration, as before: a dialog first mounted as
  // another one closed (the cancel flow's steps, tests/e2e/purchases.test.ts) closed again at once.
  const hydrated = useHydrated();
  if (!open && !hydrated) return null;
  return (
    <ArkDialog.Root {...modalRootProps(open, onOpenChange, closeDisabled)}>
      <Portal>
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner className={positionerClass}>{children}</ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

const closeButton = css({
  w: "40px",
  h: "40px",
  borderRadius: "full",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  cursor: "pointer",
  _hover: { bg: "surface" },
  _disabled: { opacity: 0.4, cursor: "not-allowed" },
});

/** The close button (does nothing while `disabled`); `className` places it. */
export function ModalClose({ label, disabled, className }: { label: string; disabled: boolean; className: string }) {
  return (
    <ArkDialog.CloseTrigger aria-label={label} disabled={disabled} className={cx(closeButton, className)}>
      <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
        <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </ArkDialog.CloseTrigger>
  );
}
