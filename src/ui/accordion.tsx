// Accordion, e.g. the FAQ: items with a title and rich content. Written here rather than Ark's: it is a button with
// aria-expanded and aria-controls over its panel (the WAI-ARIA accordion pattern,
// without region roles: a FAQ would otherwise add a landmark per answer), which needs no state machine
// and keeps some 12 KB of Ark/zag out of every page that has a FAQ.
import { type ReactNode, useId, useState } from "react";
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
  const [open, setOpen] = useState<string[]>(defaultValue);
  const id = useId();
  const toggle = (value: string) =>
    setOpen((current) =>
      current.includes(value) ? current.filter((v) => v !== value) : multiple ? [...current, value] : [value]
    );
  return (
    <div data-part="root" className={css({ display: "flex", flexDirection: "column", gap: "3" })}>
      {items.map((item, index) => {
        const expanded = open.includes(item.value);
        const trigger = `${id}-trigger-${index}`;
        const panel = `${id}-panel-${index}`;
        return (
          <div
            key={item.value}
            data-part="item"
            data-state={expanded ? "open" : "closed"}
            className={css({ border: "1px solid token(colors.line)", borderRadius: "xl", bg: "white" })}
          >
            <h3 className={css({ fontSize: "md" })}>
              <button
                type="button"
                id={trigger}
                data-part="item-trigger"
                aria-expanded={expanded}
                aria-controls={panel}
                onClick={() => toggle(item.value)}
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
                <span
                  aria-hidden="true"
                  data-state={expanded ? "open" : "closed"}
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
                </span>
              </button>
            </h3>
            <div
              id={panel}
              data-part="item-content"
              hidden={!expanded}
              className={css({ px: "5", pb: "4", color: "muted" })}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}

export default Accordion;
