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

/** Options from labels by value, in their order ({ false: "Open", true: "Expired" }), "any" first. */
export const anyOf = (anyLabel: string, labels: Record<string, string>): { value: string; label: string }[] => [
  { value: "", label: anyLabel },
  ...Object.entries(labels).map(([value, label]) => ({ value, label })),
];

/** A select's options, each value with its label (an order: the first is the default). */
export const optionsOf = (
  values: readonly string[],
  labelOf: (value: string) => string,
): { value: string; label: string }[] => values.map((value) => ({ value, label: labelOf(value) }));

/**
 * One field of a list's filter form: a line of text (a search, a date) or a select. Its default, the value the URL
 * leaves out, is "" for text and the first option for a select ("any", or the first order).
 */
export type FilterField =
  & { name: string; label: string; /** A css() class for its cell in the form's grid ("span 2"). */ cell?: string }
  & (
    | { kind: "text"; type?: "search" | "date"; maxLength?: number }
    | { kind: "select"; options: readonly { value: string; label: string }[] }
  );

/** A search box (the list's free text). */
export const searchFilter = (
  name: string,
  label: string,
  more: { maxLength?: number; cell?: string } = {},
): FilterField => ({ kind: "text", type: "search", name, label, ...more });

/** A line of text ("search" or "date" for its keyboard and picker). */
export const textFilter = (name: string, label: string, type?: "search" | "date"): FilterField => ({
  kind: "text",
  type,
  name,
  label,
});

/** A select from its options (anyOr, anyOf, optionsOf). */
export const selectFilter = (
  name: string,
  label: string,
  options: readonly { value: string; label: string }[],
): FilterField => ({ kind: "select", name, label, options });

/** Each field's default: "" for text, the first option for a select. */
export const filterDefaults = (fields: readonly FilterField[]): FilterDefaults =>
  Object.fromEntries(fields.map((field) => [field.name, field.kind === "select" ? field.options[0]?.value ?? "" : ""]));

/**
 * A list's filter fields written in its own words: each label is `${texts}.${name}` and each "any" or choice a key
 * under `texts`; the values of a select are labelled by a namespace of their own (`adminJobs.statuses`).
 */
export function filterFieldsIn(t: (key: string) => string, texts: string) {
  const say = (key: string) => t(`${texts}.${key}`);
  const labelsIn = (namespace: string) => (value: string) => t(`${namespace}.${value}`);
  return {
    /** The list's free text; `label` names its text when it is not the field's name. */
    search: (name: string, more: { label?: string; maxLength?: number; cell?: string } = {}) =>
      searchFilter(name, say(more.label ?? name), { maxLength: more.maxLength, cell: more.cell }),
    /** "Any" (the key `any`), then each value labelled in `namespace`. */
    anyOf: (name: string, any: string, values: readonly string[], namespace: string) =>
      selectFilter(name, say(name), anyOr(say(any), values, labelsIn(namespace))),
    /** "Any", then a choice per value in the order given ({ true: "unOnly", false: "notUN" }: keys under `texts`). */
    either: (name: string, any: string, choices: Record<string, string>) =>
      selectFilter(
        name,
        say(name),
        anyOf(say(any), Object.fromEntries(Object.entries(choices).map(([value, key]) => [value, say(key)]))),
      ),
    /** An order (or a view) with no "any": the first value is the default. */
    oneOf: (name: string, values: readonly string[], namespace: string) =>
      selectFilter(name, say(name), optionsOf(values, labelsIn(namespace))),
  };
}
