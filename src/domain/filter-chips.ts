// How a long list of filter chips folds (spec 01 §4, the country chips of jobs, experts and partners): 5 or fewer
// show all; more than 5 show the first 5 with a More/Hide toggle, More showing up to 50. A chip the visitor
// selected is always shown (first when folded), so an active filter can always be switched off.
export const CHIPS_FOLDED = 5;
export const CHIPS_EXPANDED_MAX = 50;

export function visibleChips<T>(
  items: readonly T[],
  isSelected: (item: T) => boolean,
  open: boolean,
): { shown: T[]; foldable: boolean } {
  const foldable = items.length > CHIPS_FOLDED;
  if (!foldable) return { shown: [...items], foldable };
  const selected = items.filter(isSelected);
  if (open) {
    const first = items.slice(0, CHIPS_EXPANDED_MAX);
    return { shown: [...first, ...selected.filter((item) => !first.includes(item))], foldable };
  }
  const rest = items.filter((item) => !isSelected(item));
  return { shown: [...selected, ...rest].slice(0, Math.max(CHIPS_FOLDED, selected.length)), foldable };
}
