// Tooltip (Ark UI), e.g. 'Hidden salary' naming the access needed, and the collapsed profile menu's labels.
import type { ReactNode } from "react";
import { Tooltip as ArkTooltip, type TooltipRootProps } from "@ark-ui/react/tooltip";
import { Portal } from "@ark-ui/react/portal";
import { css } from "styled-system/css";

export type TooltipProps = {
  content: ReactNode;
  /** The trigger: one element that can hold a ref and take focus (a button or a link). */
  children: ReactNode;
  openDelay?: number;
  /** Ark's positioning options, e.g. `{ placement: "right" }`; above the trigger by default. */
  positioning?: TooltipRootProps["positioning"];
};

export function Tooltip({ content, children, openDelay = 300, positioning = { placement: "top" } }: TooltipProps) {
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={100} positioning={positioning} lazyMount unmountOnExit>
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
  );
}

export default Tooltip;
