// What Dialog and Drawer share: Ark's root props for a modal that cannot be closed while busy, and the backdrop.
import { css } from "styled-system/css";

export const backdropClass = css({ position: "fixed", inset: 0, bg: "rgba(22,20,43,0.55)", zIndex: 60 });

/** While `closeDisabled`: no Escape, no click outside, and any other close request is ignored. */
export function modalRootProps(open: boolean, onOpenChange: (open: boolean) => void, closeDisabled: boolean) {
  return {
    open,
    onOpenChange: (d: { open: boolean }) => {
      if (d.open || !closeDisabled) onOpenChange(d.open);
    },
    lazyMount: true,
    unmountOnExit: true,
    closeOnEscape: !closeDisabled,
    closeOnInteractOutside: !closeDisabled,
  };
}
