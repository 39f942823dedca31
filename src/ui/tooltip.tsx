// Tooltip (Ark UI), e.g. 'Hidden salary' naming the access needed, and the collapsed profile menu's labels.
import type { ReactNode } from "react";
import { Tooltip as ArkTooltip } from "@ark-ui/react/tooltip";
import { Portal } from "@ark-ui/react/portal";
import { css } from "styled-system/css";

export function Tooltip(
  { content, children, openDelay = 300 }: { content: ReactNode; children: ReactNode; openDelay?: number },
) {
  return (
    <ArkTooltip.Root openDelay={openDelay} closeDelay={100} lazyMount unmountOnExit>
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
