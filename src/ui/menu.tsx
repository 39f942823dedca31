// Menu (Ark UI): a trigger button and a list of actions or links.
import type { ReactNode } from "react";
import { Menu as ArkMenu } from "@ark-ui/react/menu";
import { Portal } from "@ark-ui/react/portal";
import { css } from "styled-system/css";

export type MenuItem = { value: string; label: ReactNode; href?: string };

export type MenuProps = {
  /** The trigger button's content (translated text, or an icon with an `aria-label` on `triggerLabel`). */
  trigger: ReactNode;
  /** The trigger's accessible name when `trigger` is not text. */
  triggerLabel?: string;
  items: MenuItem[];
  /** Called with the chosen item's value (links navigate as links as well). */
  onSelect?: (value: string) => void;
};

export function Menu({ trigger, triggerLabel, items, onSelect }: MenuProps) {
  return (
    <ArkMenu.Root onSelect={(d) => onSelect?.(d.value)} lazyMount unmountOnExit>
      <ArkMenu.Trigger
        aria-label={triggerLabel}
        className={css({
          px: "3",
          py: "2",
          borderRadius: "md",
          cursor: "pointer",
          fontWeight: "medium",
          _hover: { bg: "surface" },
        })}
      >
        {trigger}
      </ArkMenu.Trigger>
      <Portal>
        <ArkMenu.Positioner>
          <ArkMenu.Content
            className={css({
              bg: "white",
              border: "1px solid token(colors.line)",
              borderRadius: "lg",
              py: "2",
              minW: "220px",
              boxShadow: "0 12px 32px rgba(27,20,100,0.16)",
              zIndex: 70,
              outline: "none",
            })}
          >
            {items.map((item) => (
              <ArkMenu.Item
                key={item.value}
                value={item.value}
                asChild={Boolean(item.href)}
                className={css({
                  display: "block",
                  px: "4",
                  py: "2",
                  cursor: "pointer",
                  "&[data-highlighted]": { bg: "surface", color: "brand" },
                })}
              >
                {item.href ? <a href={item.href}>{item.label}</a> : item.label}
              </ArkMenu.Item>
            ))}
          </ArkMenu.Content>
        </ArkMenu.Positioner>
      </Portal>
    </ArkMenu.Root>
  );
}

export default Menu;
