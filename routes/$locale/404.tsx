// /404: the not-found page with HTTP status 404 (other pages redirect here for a missing item).
import { createRoute, notFound } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";

export const notFoundRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "404",
  loader: () => {
    throw notFound();
  },
});
