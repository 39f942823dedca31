// A drawer sliding from the left, the right or the bottom (Ark UI Dialog), e.g. the calendar on phones.
import type { ReactNode } from "react";
import { Dialog as ArkDialog } from "@ark-ui/react/dialog";
import { Portal } from "@ark-ui/react/portal";
import { backdropClass, modalRootProps } from "./modal-root.ts";
import { css, cx } from "styled-system/css";

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
    <ArkDialog.Root {...modalRootProps(open, onOpenChange, closeDisabled)}>
      <Portal>
        <ArkDialog.Backdrop className={backdropClass} />
        <ArkDialog.Positioner className={css({ position: "fixed", inset: 0, zIndex: 61, pointerEvents: "none" })}>
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
              <ArkDialog.CloseTrigger
                aria-label={closeLabel}
                disabled={closeDisabled}
                className={css({
                  w: "40px",
                  h: "40px",
                  flexShrink: 0,
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
            </div>
            {children}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}

export default Drawer;
