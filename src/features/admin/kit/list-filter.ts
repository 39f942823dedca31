// The filter form of a back-office list on the one form library: its fields start from the URL's filter, Apply goes
// to the URL of what they hold (a field at its default, or empty, is left out of the URL) and Reset to the bare list.
import { usePageLocation } from "../../../lib/page-location.tsx";
import { useAppForm } from "../../../ui/form/form.ts";

/** Each filter field's value when the URL names none ("" for none, else the option shown first: "newest"). */
export type FilterDefaults = Record<string, string>;

export function useListFilter(
  current: object,
  defaults: FilterDefaults,
  /** The list's own reading of its URL (parseListSearch with its schema), so Apply keeps only what it would. */
  parse: (search: Record<string, unknown>) => object,
  queryString: (search: object) => string,
) {
  const { pathname, navigate } = usePageLocation();
  const go = (next: object) => {
    const href = `${pathname}${queryString(next)}`;
    if (!navigate?.(href)) globalThis.location.assign(href);
  };
  const now = current as Record<string, unknown>;
  const form = useAppForm({
    defaultValues: Object.fromEntries(
      Object.entries(defaults).map(([name, initial]) => [name, now[name] == null ? initial : String(now[name])]),
    ) as FilterDefaults,
    onSubmit: ({ value }) =>
      go(parse(Object.fromEntries(Object.entries(value).filter(([name, text]) => text && text !== defaults[name])))),
  });
  return {
    form,
    apply: () => void form.handleSubmit(),
    reset: () => {
      form.reset(defaults);
      go({});
    },
  };
}

/** A filter select's options: "any" (value "", the filter's default) first, then each value with its label. */
export const anyOr = (
  anyLabel: string,
  values: readonly string[],
  labelOf: (value: string) => string,
): { value: string; label: string }[] => [
  { value: "", label: anyLabel },
  ...values.map((value) => ({ value, label: labelOf(value) })),
];
