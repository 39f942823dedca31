// Modal dialog (Ark UI): full screen on phones, a centred card from 600 px; cannot be closed while `closeDisabled`.
import type { ReactNode } from "react";
import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { backdropClass, modalRootProps } from "./modal-root.ts";
import { css } from "styled-system/css";

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The close button's accessible name (translated). */
  closeLabel: string;
  children: ReactNode;
  /** While a request runs: the close button does nothing, Escape and a click outside are ignored. */
  closeDisabled?: boolean;
};

export function Dialog({ open, onOpenChange, title, closeLabel, children, closeDisabled = false }: DialogProps) {
  return (
    <ArkDialog.Root {...modalRootProps(open, onOpenChange, closeDisabled)}>
      <Portal>
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner
          className={css({
            position: "fixed",
            inset: 0,
            zIndex: 61,
            display: "flex",
            alignItems: { base: "stretch", sm: "center" },
            justifyContent: "center",
            p: { base: 0, sm: "4" },
          })}
        >
          <ArkDialog.Content
            data-testid="dialog"
            aria-busy={closeDisabled || undefined}
            className={css({
              bg: "white",
              w: { base: "full", sm: "auto" },
              minW: { sm: "420px" },
              maxW: { sm: "560px" },
              h: { base: "100dvh", sm: "auto" },
              maxH: { base: "100dvh", sm: "90vh" },
              overflowY: "auto",
              borderRadius: { base: 0, sm: "2xl" },
              boxShadow: "0 24px 64px rgba(27,20,100,0.25)",
              p: { base: "5", sm: "8" },
              position: "relative",
            })}
          >
            <ArkDialog.Title
              className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand", pr: "10", mb: "4" })}
            >
              {title}
            </ArkDialog.Title>
            {children}
            <ArkDialog.CloseTrigger
              aria-label={closeLabel}
              disabled={closeDisabled}
              className={css({
                position: "absolute",
                top: "4",
                right: "4",
                w: "40px",
                h: "40px",
                borderRadius: "full",
                display: "inline-flex",
                alignItems: "center",
                justifyContent: "center",
                cursor: "pointer",
                _hover: { bg: "surface" },
                _disabled: { opacity: 0.4, cursor: "not-allowed" },
              })}
            >
              <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
                <path d="M3 3l12 12M15 3L3 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </ArkDialog.CloseTrigger>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

export default Dialog;
