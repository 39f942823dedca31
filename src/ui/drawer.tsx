// A drawer sliding from the left, the right or the bottom (Ark UI Dialog), e.g. the calendar on phones.
import type { ReactNode } from "react";
import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { css, cx } from "styled-system/css";

export type DrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  closeLabel: string;
  children: ReactNode;
  placement?: "left" | "right" | "bottom";
};

const placements = {
  left: css({ top: 0, bottom: 0, left: 0, w: "min(420px, 90vw)" }),
  right: css({ top: 0, bottom: 0, right: 0, w: "min(420px, 90vw)" }),
  bottom: css({ left: 0, right: 0, bottom: 0, maxH: "85vh", borderTopRadius: "2xl" }),
};

export function Drawer({ open, onOpenChange, title, closeLabel, children, placement = "right" }: DrawerProps) {
  return (
    <ArkDialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className={css({ position: "fixed", inset: 0, bg: "rgba(22,20,43,0.55)", zIndex: 60 })} />
        <ArkDialog.Positioner className={css({ position: "fixed", inset: 0, zIndex: 61, pointerEvents: "none" })}>
          <ArkDialog.Content
            data-testid="drawer"
            data-placement={placement}
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
              <ArkDialog.CloseTrigger
                aria-label={closeLabel}
                className={css({
                  w: "40px",
                  h: "40px",
                  borderRadius: "full",
                  cursor: "pointer",
                  _hover: { bg: "surface" },
                })}
              >
                ✕
              </ArkDialog.CloseTrigger>
            </div>
            {children}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
