// The tooltip itself (Ark UI), loaded by ./tooltip.tsx when a trigger is first pointed at or focused; it opens at once,
// and gives the focus back to the (re-rendered) trigger when the focus is what brought it.
import { useEffect, useRef } from "react";
import { Tooltip as ArkTooltip } from "@ark-ui/react/tooltip";
import { Portal } from "@ark-ui/react/portal";
import { css } from "styled-system/css";
import type { TooltipProps } from "./tooltip.tsx";

export default function TooltipArk(
  { content, children, openDelay = 300, positioning = { placement: "top" }, refocus }: TooltipProps & {
    refocus: boolean;
  },
) {
  const anchor = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!refocus) return;
    const focusable = anchor.current?.querySelector<HTMLElement>("[data-part=trigger]");
    focusable?.focus();
  }, [refocus]);
  return (
    <span ref={anchor} style={{ display: "contents" }}>
      <ArkTooltip.Root
        defaultOpen
        openDelay={openDelay}
        closeDelay={100}
        positioning={positioning}
        lazyMount
        unmountOnExit
      >
        <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
        <Portal>
          <ArkTooltip.Positioner>
            <ArkTooltip.Content
              className={css({
                bg: "ink",
                color: "white",
                fontSize: "sm",
                px: "3",
                py: "2",
                borderRadius: "md",
                maxW: "280px",
                zIndex: 70,
              })}
            >
              {content}
            </ArkTooltip.Content>
          </ArkTooltip.Positioner>
        </Portal>
      </ArkTooltip.Root>
    </span>
  );
}
