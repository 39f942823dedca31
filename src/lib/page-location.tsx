// Where the page is and how to move: provided by the root from the router, so leaf components need no router hooks
// (and the bench's plain-render floor can provide static values).
import { createContext, type ReactNode, useContext } from "react";
import type { PageTranslations } from "../domain/locale.ts";

export type PageLocation = {
  pathname: string;
  /** Path plus query, e.g. /ru/jobs/?q=un */
  href: string;
  /** Client-side navigation for paths the router knows; returns false when the path needs a full page load. */
  navigate?: (href: string, options?: { replace?: boolean }) => boolean;
  /** A page written in one language (an article, a learning path): where it is in each language it exists in. */
  translations?: PageTranslations;
};

const PageLocationContext = createContext<PageLocation>({ pathname: "/", href: "/" });

export function PageLocationProvider({ value, children }: { value: PageLocation; children: ReactNode }) {
  return <PageLocationContext.Provider value={value}>{children}</PageLocationContext.Provider>;
}

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext);
}
