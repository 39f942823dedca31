// The page's "now". Text that depends on the time (a year, "next month", "closes in 3 days") renders on the server and
// again in the browser while React hydrates; two clocks (a browser whose clock or time zone is off, or a page read
// across midnight) would make the two texts differ — React's hydration error #418, which throws the server's HTML
// away. So the server's clock at render travels with the page (html[data-now]) and every render that hydrates reads
// that instant; renders after hydration read the browser's clock corrected by the difference the page measured, so
// a browser set a month ahead still shows the server's month (decision 180).
import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from "react";

type PageClock = { renderedAt: number; offset: number };

const PageClockContext = createContext<PageClock | null>(null);

const MINUTE = 60_000;

/** `renderedAt`: the server's clock when it rendered the page (ms since the epoch). */
export function PageClockProvider({ renderedAt, children }: { renderedAt: number; children: ReactNode }) {
  // Measured once, when the page first renders in the browser (on the server it is about 0 and unused).
  const [offset] = useState(() => renderedAt - Date.now());
  return <PageClockContext.Provider value={{ renderedAt, offset }}>{children}</PageClockContext.Provider>;
}

const noSubscription = () => () => {};

/**
 * Now, as time-dependent text should read it: the server's render time while the page renders on the server and
 * hydrates; afterwards the corrected browser clock, to the minute (a stable value between renders).
 */
export function usePageNow(): Date {
  const clock = useContext(PageClockContext);
  const at = useSyncExternalStore(
    noSubscription,
    () => Math.floor((Date.now() + (clock?.offset ?? 0)) / MINUTE) * MINUTE,
    () => clock?.renderedAt ?? Math.floor(Date.now() / MINUTE) * MINUTE,
  );
  return new Date(at);
}
