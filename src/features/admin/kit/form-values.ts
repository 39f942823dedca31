// How an editor's form holds an item and gives it back as a write's input. A text field holds "" where the item has
// nothing (null), a number as its digits, a list as its items joined; the input takes null for an empty text again,
// numbers parsed (text that is no number stays NaN, for the write's schema to refuse) and the list split.

/** Text values of the form, all empty: a new item's. */
export function blankTexts<K extends string>(names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, ""])) as Record<K, string>;
}

/** The item's text fields as the form holds them: null (or missing) as "". */
export function textsOf<K extends string>(
  item: { [P in K]?: string | null },
  names: readonly K[],
): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, item[name] ?? ""])) as Record<K, string>;
}

/** The form's text fields as the input takes them: "" as null. */
export function nullsOf<K extends string>(values: Record<K, string>, names: readonly K[]): Record<K, string | null> {
  return Object.fromEntries(names.map((name) => [name, values[name] || null])) as Record<K, string | null>;
}

/** A number as the form holds it: its digits, or "" for none. */
export const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

/** A number as typed: null when empty. */
export const numberOf = (text: string) => text.trim() === "" ? null : Number(text.trim());

/** A list typed as "a, b" (tags). */
export const listText = (items: readonly string[]) => items.join(", ");
