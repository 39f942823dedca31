// True after the first client render: for UI that only makes sense with JavaScript (dialogs opened from the URL),
// so the server and the hydrating client render the same thing.
import { useEffect, useState } from "react";

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
