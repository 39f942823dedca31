// Accordion (Ark UI), e.g. the FAQ: items with a title and rich content.
import type { ReactNode } from "react";
import { Accordion as ArkAccordion } from "@ark-ui/react/accordion";
import { css } from "styled-system/css";

export type AccordionItem = { value: string; title: ReactNode; content: ReactNode };

export type AccordionProps = {
  items: AccordionItem[];
  /** Several items may be open at once. */
  multiple?: boolean;
  /** Values of the items open at first. */
  defaultValue?: string[];
};

export function Accordion({ items, multiple = false, defaultValue = [] }: AccordionProps) {
  return (
    <ArkAccordion.Root
      multiple={multiple}
      defaultValue={defaultValue}
      collapsible
      className={css({ display: "flex", flexDirection: "column", gap: "3" })}
    >
      {items.map((item) => (
        <ArkAccordion.Item
          key={item.value}
          value={item.value}
          className={css({ border: "1px solid token(colors.line)", borderRadius: "xl", bg: "white" })}
        >
          <ArkAccordion.ItemTrigger
            className={css({
              w: "full",
              display: "flex",
              justifyContent: "space-between",
              alignItems: "center",
              gap: "4",
              px: "5",
              py: "4",
              fontWeight: "semibold",
              textAlign: "left",
              cursor: "pointer",
            })}
          >
            {item.title}
            <ArkAccordion.ItemIndicator
              className={css({
                flexShrink: 0,
                fontSize: "xl",
                lineHeight: 1,
                color: "brand",
                transition: "transform 0.2s",
                "&[data-state=open]": { transform: "rotate(45deg)" },
              })}
            >
              +
            </ArkAccordion.ItemIndicator>
          </ArkAccordion.ItemTrigger>
          <ArkAccordion.ItemContent className={css({ px: "5", pb: "4", color: "muted" })}>
            {item.content}
          </ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  );
}

export default Accordion;
