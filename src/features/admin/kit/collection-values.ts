// A stored item's values for its editor, read through the values a new item starts with: each value the form holds is
// the item's own where it has one; a null keeps the new item's value (an empty text), and a number is shown as its
// text where the form holds text (a number field).
export function valuesFrom<V extends Record<string, unknown>>(blank: V, item: object): V {
  const stored = item as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(blank).map(([name, initial]) => {
      const value = stored[name];
      if (value === null || value === undefined) return [name, initial];
      return [name, typeof initial === "string" && typeof value === "number" ? String(value) : value];
    }),
  ) as V;
}
