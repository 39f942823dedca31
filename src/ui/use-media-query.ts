// Whether a media query matches, after hydration: the server and the first client render assume it does not, so the
// HTML and the hydrated tree agree; pieces that differ by viewport change only after mount.
import { useEffect, useState } from "react";

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const list = globalThis.matchMedia?.(query);
    if (!list) return;
    setMatches(list.matches);
    const onChange = () => setMatches(list.matches);
    list.addEventListener("change", onChange);
    return () => list.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}
