// Select (Ark UI) with a hidden native <select> for forms; the first option is always a disabled 'Not specified'.
import { Portal } from "@ark-ui/react/portal";
import { createListCollection, Select as ArkSelect } from "@ark-ui/react/select";
import { useMemo } from "react";
import { css } from "styled-system/css";

export type SelectItem = { value: string; label: string };

export type SelectProps = {
  label: string;
  items: SelectItem[];
  value: string;
  onValueChange: (value: string) => void;
  notSpecifiedLabel: string;
  name?: string;
  /** A translated error shown under the field. */
  error?: string;
};

/** The value the component reports when nothing is chosen. */
export const NOT_SPECIFIED = "";
/** The disabled first item's own value (Ark adds an empty placeholder option of its own to the native select). */
const NOT_SPECIFIED_ITEM = "__not_specified__";

export function Select({ label, items, value, onValueChange, notSpecifiedLabel, name, error }: SelectProps) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: [
          { value: NOT_SPECIFIED, label: notSpecifiedLabel, disabled: true },
          ...items.map((i) => ({ ...i, disabled: false })),
        ],
        isItemDisabled: (item) => item.disabled,
      }),
    [items, notSpecifiedLabel],
  );
  return (
    <ArkSelect.Root
      collection={collection}
      name={name}
      value={value ? [value] : []}
      onValueChange={(d) => onValueChange(d.value[0] && d.value[0] !== NOT_SPECIFIED_ITEM ? d.value[0] : NOT_SPECIFIED)}
      invalid={Boolean(error)}
      positioning={{ sameWidth: true }}
      className={css({ display: "flex", flexDirection: "column", gap: "1" })}
    >
      <ArkSelect.Label className={css({ fontSize: "sm", fontWeight: "medium" })}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger
          className={css({
            w: "full",
            h: "44px",
            px: "3",
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            border: "1px solid token(colors.line)",
            borderRadius: "md",
            bg: "white",
            cursor: "pointer",
            "&[data-invalid]": { borderColor: "#b42318" },
          })}
        >
          <ArkSelect.ValueText placeholder={notSpecifiedLabel} />
          <ArkSelect.Indicator>▾</ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {error && <p role="alert" className={css({ color: "#b42318", fontSize: "sm" })}>{error}</p>}
      <Portal>
        <ArkSelect.Positioner>
          <ArkSelect.Content
            className={css({
              bg: "white",
              border: "1px solid token(colors.line)",
              borderRadius: "md",
              py: "1",
              maxH: "300px",
              overflowY: "auto",
              zIndex: 70,
            })}
          >
            {collection.items.map((item) => (
              <ArkSelect.Item
                key={item.value}
                item={item}
                className={css({
                  px: "3",
                  py: "2",
                  cursor: "pointer",
                  "&[data-highlighted]": { bg: "surface" },
                  "&[data-disabled]": { color: "muted", cursor: "default" },
                })}
              >
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
