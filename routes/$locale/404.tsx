// /404: the not-found page with HTTP status 404 (other pages redirect here for a missing item). The route handles
// its own notFound() so the page keeps the site layout around it.
import { createRoute, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "./route.tsx";

export const notFoundRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "404",
  loader: () => {
    throw notFound({ routeId: "/$locale/404" });
  },
  notFoundComponent: NotFoundPage,
});
