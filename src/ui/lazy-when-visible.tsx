// A below-the-fold widget that costs the server nothing: the server (and the hydrating client) render only a
// placeholder that reserves its height; when that place comes near the viewport the browser loads the widget's code,
// and the widget fetches its own data (useSuspenseQuery through the browser's GraphQL transport) — neither is in the
// page's HTML nor in its dehydrated cache. Until both have arrived the placeholder stays, so nothing below it moves.
// Navigating to the page in the browser behaves the same. A failed fetch is the caller's error boundary's to show.
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { css, cx } from "styled-system/css";
import { useI18n } from "../lib/i18n.tsx";

/** How far ahead of the viewport a widget starts loading: one screen, above and below. */
const AHEAD = "100% 0px";

const placeholder = css({ borderRadius: "xl", bg: "surface", opacity: 0.6 });

/** True once the element has come within one screen of the viewport (at once where IntersectionObserver is missing). */
function useNearViewport(): [(element: HTMLElement | null) => void, boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near || !element) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        setNear(true);
      }
    }, { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near]);
  return [setElement, near];
}

function Placeholder(
  { heightClass, testId, place }: { heightClass: string; testId?: string; place?: (e: HTMLElement | null) => void },
) {
  const { t } = useI18n();
  return (
    <div ref={place} data-testid={testId} data-pending="" className={cx(placeholder, heightClass)}>
      <span className={css({ srOnly: true })}>{t("site.loading")}</span>
    </div>
  );
}

export function lazyWhenVisible<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: {
    /** A class whose min-height is the widget's usual height at each breakpoint (written out, so CSS has it). */
    heightClass: string;
    /** The placeholder's test id, so tests can tell a section still waiting from one that has arrived. */
    testId?: string;
  },
): ComponentType<P> {
  const Widget = lazy(async () => ({ default: await load() }));
  function WhenVisible(props: P): ReactNode {
    const [place, near] = useNearViewport();
    const waiting = <Placeholder heightClass={options.heightClass} testId={options.testId} />;
    if (!near) return <Placeholder heightClass={options.heightClass} testId={options.testId} place={place} />;
    return (
      <Suspense fallback={waiting}>
        <Widget {...props} />
      </Suspense>
    );
  }
  return WhenVisible;
}
