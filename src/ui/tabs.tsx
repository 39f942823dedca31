// Tabs (Ark UI), e.g. the expert profile's About me / Experience / What can I help.
import type { ReactNode } from "react";
import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import { css } from "styled-system/css";

export type Tab = { value: string; label: ReactNode; content: ReactNode };

export function Tabs(
  props: {
    tabs: Tab[];
    defaultValue?: string;
    value?: string;
    onValueChange?: (value: string) => void;
    ariaLabel: string;
  },
) {
  return (
    <ArkTabs.Root
      defaultValue={props.defaultValue ?? props.tabs[0]?.value}
      value={props.value}
      onValueChange={(d) => props.onValueChange?.(d.value)}
    >
      <ArkTabs.List
        aria-label={props.ariaLabel}
        className={css({ display: "flex", gap: "2", borderBottom: "1px solid token(colors.line)", overflowX: "auto" })}
      >
        {props.tabs.map((tab) => (
          <ArkTabs.Trigger
            key={tab.value}
            value={tab.value}
            className={css({
              px: "4",
              py: "3",
              fontWeight: "medium",
              color: "muted",
              cursor: "pointer",
              whiteSpace: "nowrap",
              borderBottom: "2px solid transparent",
              "&[data-selected]": { color: "brand", borderColor: "brand" },
            })}
          >
            {tab.label}
          </ArkTabs.Trigger>
        ))}
      </ArkTabs.List>
      {props.tabs.map((tab) => (
        <ArkTabs.Content key={tab.value} value={tab.value} className={css({ py: "5" })}>{tab.content}</ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}
