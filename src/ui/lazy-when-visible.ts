// A below-the-fold widget whose code loads when its place on the page comes near the viewport: the server renders it
// in full (its data is in the page), and the browser keeps that HTML as it is — visible, not yet interactive — until
// the code arrives, then hydrates it (React leaves a suspended boundary's server HTML in place and retries). Put it
// inside its own <Suspense>. Navigating to the page in the browser (no server HTML to keep) loads it at once.
import { type ComponentType, lazy } from "react";

export function lazyWhenVisible<P extends object>(
  /** The element that holds the widget's place in the server HTML (outside the widget itself). */
  placeSelector: string,
  load: () => Promise<ComponentType<P>>,
) {
  return lazy(async () => {
    if (typeof document !== "undefined" && typeof IntersectionObserver !== "undefined") {
      const place = document.querySelector(placeSelector);
      if (place) {
        await new Promise<void>((resolve) => {
          const observer = new IntersectionObserver((entries) => {
            if (entries.some((entry) => entry.isIntersecting)) {
              observer.disconnect();
              resolve();
            }
          }, { rootMargin: "600px 0px" });
          observer.observe(place);
        });
      }
    }
    return { default: await load() };
  });
}
