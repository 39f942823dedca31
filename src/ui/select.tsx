// Select (Ark UI) with a hidden native <select> for form posts; the first option is a disabled 'Not specified' (spec).
import { Portal } from "@ark-ui/react/portal";
import { createListCollection, Select as ArkSelect } from "@ark-ui/react/select";
import { useId, useMemo } from "react";
import { css } from "styled-system/css";

export type SelectItem = { value: string; label: string };

export type SelectProps = {
  label: string;
  items: SelectItem[];
  /** The chosen value; `""` when nothing is chosen. */
  value: string;
  onValueChange: (value: string) => void;
  /** The first, disabled option's text and the placeholder (translated 'Not specified'). */
  notSpecifiedLabel: string;
  /** The native select's name, for form posts. */
  name?: string;
  /** A translated error shown under the field; marks the field invalid. */
  error?: string;
  /**
   * Lets 'Not specified' be chosen (it reports `""`), for the tracker's in-place cells, where choosing it clears the
   * value; everywhere else the spec has it disabled.
   */
  notSpecifiedSelectable?: boolean;
};

/** The value reported when nothing is chosen; also the disabled first item's value. */
export const NOT_SPECIFIED = "";

export function Select(
  { label, items, value, onValueChange, notSpecifiedLabel, name, error, notSpecifiedSelectable = false }: SelectProps,
) {
  const errorId = `select-error${useId()}`;
  const collection = useMemo(
    () =>
      createListCollection({
        items: [
          { value: NOT_SPECIFIED, label: notSpecifiedLabel, disabled: !notSpecifiedSelectable },
          ...items.map((i) => ({ ...i, disabled: false })),
        ],
        isItemDisabled: (item) => item.disabled,
      }),
    [items, notSpecifiedLabel, notSpecifiedSelectable],
  );
  return (
    <ArkSelect.Root
      collection={collection}
      name={name}
      value={value ? [value] : []}
      onValueChange={(d) => onValueChange(d.value[0] ?? NOT_SPECIFIED)}
      invalid={Boolean(error)}
      positioning={{ sameWidth: true }}
      // The list is built when it opens: a page's closed selects (a country list is 250 items) cost the server and the
      // hydration nothing; the hidden native select below still holds every option for forms.
      lazyMount
      unmountOnExit
      className={css({ display: "flex", flexDirection: "column", gap: "1" })}
    >
      <ArkSelect.Label className={css({ fontSize: "sm", fontWeight: "medium" })}>{label}</ArkSelect.Label>
      <ArkSelect.Control>
        <ArkSelect.Trigger
          aria-describedby={error ? errorId : undefined}
          className={css({
            w: "full",
            h: "44px",
            px: "3",
            display: "flex",
            alignItems: "center",
            justifyContent: "space-between",
            gap: "2",
            border: "1px solid token(colors.line)",
            borderRadius: "md",
            bg: "white",
            textAlign: "left",
            cursor: "pointer",
            "&[data-placeholder-shown]": { color: "muted" },
            "&[data-invalid]": { borderColor: "danger" },
          })}
        >
          <ArkSelect.ValueText placeholder={notSpecifiedLabel} />
          <ArkSelect.Indicator aria-hidden="true">▾</ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {error && <p id={errorId} role="alert" className={css({ color: "danger", fontSize: "sm" })}>{error}</p>}
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
              outline: "none",
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
                  "&[data-state=checked]": { color: "brand", fontWeight: "medium" },
                  "&[data-disabled]": { color: "muted", cursor: "default" },
                })}
              >
                <ArkSelect.ItemText>{item.label}</ArkSelect.ItemText>
              </ArkSelect.Item>
            ))}
          </ArkSelect.Content>
        </ArkSelect.Positioner>
      </Portal>
      {/* Ark adds an empty placeholder option of its own while nothing is chosen, so a post sends "". */}
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}

export default Select;
