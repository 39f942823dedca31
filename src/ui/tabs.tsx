// Tabs (Ark UI), e.g. the expert profile's About me / Experience / What can I help.
import type { ReactNode } from "react";
import { Tabs as ArkTabs } from "@ark-ui/react/tabs";
import { css } from "styled-system/css";

export type Tab = { value: string; label: ReactNode; content: ReactNode };

export type TabsProps = {
  tabs: Tab[];
  /** The tab shown first (uncontrolled); the first tab when omitted. */
  defaultValue?: string;
  /** Controlled mode: the selected tab, with `onValueChange`. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** The tab list's accessible name (translated). */
  ariaLabel: string;
  /**
   * Render a tab's content only once it is first chosen (the tracker's board): for views of the same data, not for
   * content crawlers should find in the HTML.
   */
  lazyMount?: boolean;
};

export function Tabs({ tabs, defaultValue, value, onValueChange, ariaLabel, lazyMount }: TabsProps) {
  return (
    <ArkTabs.Root
      lazyMount={lazyMount}
      defaultValue={defaultValue ?? tabs[0]?.value}
      value={value}
      onValueChange={(d) => onValueChange?.(d.value)}
    >
      <ArkTabs.List
        aria-label={ariaLabel}
        className={css({ display: "flex", gap: "2", borderBottom: "1px solid token(colors.line)", overflowX: "auto" })}
      >
        {tabs.map((tab) => (
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
      {tabs.map((tab) => (
        <ArkTabs.Content key={tab.value} value={tab.value} className={css({ py: "5" })}>{tab.content}</ArkTabs.Content>
      ))}
    </ArkTabs.Root>
  );
}

export default Tabs;
