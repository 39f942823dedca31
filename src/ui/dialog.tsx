// Modal dialog (Ark UI): full screen on phones, a centred card from 600 px; cannot be closed while `closeDisabled`.
import type { ReactNode } from "react";
import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { css } from "styled-system/css";
import { ModalClose, ModalFrame } from "./dialog-frame.tsx";

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
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      closeDisabled={closeDisabled}
      positionerClass={css({
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
        <ArkDialog.Title className={css({ fontSize: "2xl", fontWeight: "bold", color: "brand", pr: "10", mb: "4" })}>
          {title}
        </ArkDialog.Title>
        {children}
        <ModalClose
          label={closeLabel}
          disabled={closeDisabled}
          className={css({ position: "absolute", top: "4", right: "4" })}
        />
      </ArkDialog.Content>
    </ModalFrame>
  );
}

export default Dialog;
