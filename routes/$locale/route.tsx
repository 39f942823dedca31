// /{locale}/…: checks the locale, prefetches the layout's data, renders header, footer and the 404 page.
import { createRoute, lazyRouteComponent, notFound, Outlet, useRouterState } from "@tanstack/react-router";
import { rootRoute } from "../__root.tsx";
import { isLocale } from "../../src/domain/locale.ts";
import { creepingLineQuery, meQuery } from "../../src/features/layout/queries.ts";
import { SiteLayout } from "../../src/features/layout/site-layout.tsx";
import { parseAuthSearch } from "../../src/features/auth/auth-search.ts";
import { AuthDialogHost } from "../../src/features/auth/auth-dialog-host.tsx";
import { LeadMagnet } from "../../src/features/leads/lead-magnet.tsx";
import { pageHead } from "../../src/lib/seo.ts";

/**
 * The not-found page, loaded only when a route needs it: the router loads a route's notFoundComponent before it
 * renders (on the server too), so the 404 HTML is complete without JavaScript, and other pages do not carry it.
 */
export const NotFoundPage = lazyRouteComponent(
  () => import("../../src/features/errors/not-found-page.tsx"),
  "NotFoundPage",
);

export const localeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$locale",
  validateSearch: parseAuthSearch,
  beforeLoad: ({ params }) => {
    if (!isLocale(params.locale)) throw notFound();
  },
  loader: async ({ context, location }) => {
    await Promise.all([
      context.queryClient.ensureQueryData(creepingLineQuery(context.gql, context.locale, context.viewerTier)),
      // Signed-in visitors see their name in the header from the first byte.
      context.viewerTier === "anonymous" ? null : context.queryClient.ensureQueryData(meQuery(context.gql)),
    ]);
    return {
      notFoundSeo: {
        title: context.t("seo.notFoundTitle"),
        description: context.t("seo.notFoundDescription"),
        path: location.pathname,
        noindex: true,
      },
    };
  },
  head: ({ matches, loaderData, match }) => {
    // The layout is the leaf only when no page matched; /404 and pages that throw notFound() end here too.
    const leaf = matches[matches.length - 1];
    const isNotFound = leaf.routeId === "/$locale" || leaf.routeId === "/$locale/404" ||
      matches.some((m) => m.status === "notFound" || (m as { globalNotFound?: boolean }).globalNotFound);
    return isNotFound ? pageHead(loaderData?.notFoundSeo, match.context.origin) : {};
  },
  component: LocaleLayout,
  notFoundComponent: NotFoundPage,
});

/**
 * The site's frame around every page, except the back office's screens: /admin has its own (routes/$locale/admin);
 * a viewer it is not for gets the 404 page in the site's frame, as for any address that does not exist.
 */
function LocaleLayout() {
  const inBackOffice = useRouterState({
    select: (s) => s.matches.some((m) => m.routeId === "/$locale/back-office" && m.status === "success"),
  });
  if (inBackOffice) return <Outlet />;
  return <SiteLayout authDialog={<AuthDialogHost />} leadMagnet={<LeadMagnet />} />;
}
