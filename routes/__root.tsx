// The document: <html lang>, the managed head (with the dictionary file preloaded) and the client scripts.
import {
  createRootRouteWithContext,
  HeadContent,
  Outlet,
  Scripts,
  useRouter,
  useRouterState,
} from "@tanstack/react-router";
import { useCallback, useEffect } from "react";
import type { RouterContext } from "../src/router-context.ts";
import { replayInputTypedBeforeHydration } from "../src/lib/early-input.ts";
import { I18nProvider } from "../src/lib/i18n.tsx";
import { PageClockProvider } from "../src/lib/page-clock.tsx";
import { PageLocationProvider } from "../src/lib/page-location.tsx";
import type { PageSeo } from "../src/lib/seo.ts";

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => ({
    meta: [
      { charSet: "utf-8" },
      { name: "viewport", content: "width=device-width, initial-scale=1" },
      { name: "theme-color", content: "#1b1464" },
    ],
    links: [
      { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
      // Fetched in parallel with the scripts; the entry reads it before hydrating (same request mode, so one download).
      { rel: "preload", href: match.context.dictionaryUrl, as: "fetch", crossOrigin: "anonymous" },
    ],
  }),
  component: RootDocument,
});

function RootDocument() {
  const { locale, t, dictionaryUrl, origin, viewerTier, moderator, admin, promoter, team, googleSignIn, renderedAt } =
    rootRoute.useRouteContext();
  const router = useRouter();
  // Once React has hydrated the document: what was typed before keeps (src/lib/early-input.ts), then the document is
  // marked (browser tests wait for this instead of sleeping).
  useEffect(() => {
    replayInputTypedBeforeHydration();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  const location = useRouterState({ select: (s) => s.location });
  // The deepest page's translations (from its loader's SEO data), for the language switch.
  const translations = useRouterState({
    select: (s) => {
      for (let i = s.matches.length - 1; i >= 0; i--) {
        const seo = (s.matches[i].loaderData as { seo?: PageSeo } | undefined)?.seo;
        if (seo) return seo.translations;
      }
      return undefined;
    },
  });
  const navigate = useCallback((href: string, options?: { replace?: boolean }) => {
    // Only paths with a page in the client tree navigate in place; others (server pages, 404s) load normally.
    const matches = router.matchRoutes(href.split(/[?#]/)[0], undefined, { throwOnError: false });
    if (!matches.some((m) => m.routeId !== "__root__" && m.routeId !== "/$locale")) return false;
    router.navigate({ href, replace: options?.replace });
    return true;
  }, [router]);
  return (
    <html
      lang={locale}
      data-origin={origin}
      data-viewer={viewerTier}
      data-google={googleSignIn ? "1" : undefined}
      data-moderator={moderator ? "1" : undefined}
      data-admin={admin ? "1" : undefined}
      data-promoter={promoter ? "1" : undefined}
      data-team={team ? "1" : undefined}
      data-i18n={dictionaryUrl}
      data-now={renderedAt}
    >
      <head>
        <HeadContent />
      </head>
      <body>
        <PageClockProvider renderedAt={renderedAt}>
          <I18nProvider locale={locale} t={t} viewerTier={viewerTier}>
            <PageLocationProvider value={{ pathname: location.pathname, href: location.href, navigate, translations }}>
              <Outlet />
            </PageLocationProvider>
          </I18nProvider>
        </PageClockProvider>
        <Scripts />
      </body>
    </html>
  );
}
