// A drawer sliding from the left, the right or the bottom (Ark UI Dialog), e.g. the calendar on phones.
import type { ReactNode } from "react";
import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { css, cx } from "styled-system/css";
import { ModalClose, ModalFrame } from "./dialog-frame.tsx";

export type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** The close button's accessible name (translated). */
  closeLabel: string;
  children: ReactNode;
  placement?: "left" | "right" | "bottom";
  /** While a request runs: the close button does nothing, Escape and a click outside are ignored. */
  closeDisabled?: boolean;
};

const placements = {
  left: css({ top: 0, bottom: 0, left: 0, w: "min(420px, 90vw)" }),
  right: css({ top: 0, bottom: 0, right: 0, w: "min(420px, 90vw)" }),
  bottom: css({ left: 0, right: 0, bottom: 0, maxH: "85dvh", borderTopRadius: "2xl" }),
};

export function Drawer(
  { open, onOpenChange, title, closeLabel, children, placement = "right", closeDisabled = false }: DrawerProps,
) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      closeDisabled={closeDisabled}
      positionerClass={css({ position: "fixed", inset: 0, zIndex: 61, pointerEvents: "none" })}
    >
      <ArkDialog.Content
        data-testid="drawer"
        data-placement={placement}
        aria-busy={closeDisabled || undefined}
        className={cx(
          css({
            position: "fixed",
            bg: "white",
            p: "5",
            overflowY: "auto",
            pointerEvents: "auto",
            boxShadow: "0 0 48px rgba(27,20,100,0.25)",
          }),
          placements[placement],
        )}
      >
        <div className={css({ display: "flex", alignItems: "center", justifyContent: "space-between", mb: "4" })}>
          <ArkDialog.Title className={css({ fontSize: "xl", fontWeight: "bold", color: "brand" })}>
            {title}
          </ArkDialog.Title>
          <ModalClose label={closeLabel} disabled={closeDisabled} className={css({ flexShrink: 0 })} />
        </div>
        {children}
      </ArkDialog.Content>
    </ModalFrame>
  );
}

export default Drawer;
