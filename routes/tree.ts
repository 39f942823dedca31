// The route tree, built once per process (server) or page load (client); routers are created from it per request.
import { rootRoute } from "./__root.tsx";
import { localeRoute } from "./$locale/route.tsx";
import { homeRoute } from "./$locale/index.tsx";
import { notFoundRoute } from "./$locale/404.tsx";

export const routeTree = rootRoute.addChildren([localeRoute.addChildren([homeRoute, notFoundRoute])]);

/** Paths that exist so far, without locale, for sitemap.xml. */
export const SITEMAP_PATHS = ["/"];
