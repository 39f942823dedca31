// A page path's route pattern from the route tree (`/ru/jobs/42/` → `/$locale/jobs/$id`), for the request log: one
// router made once, only to match paths (a few microseconds each); nothing is loaded or rendered.
import { createRouter } from "@tanstack/react-router";
import { routeTree } from "../../routes/tree.ts";
import type { RouterContext } from "../router-context.ts";

export function createPageRoutePattern(): (pathname: string) => string {
  // Matching reads no context: no loader of this router ever runs.
  const router = createRouter({ routeTree, trailingSlash: "always", context: {} as RouterContext });
  return (pathname) => {
    const [, params, route] = router.getMatchedRoutes(pathname);
    // A path no route claims matches its deepest parent with a splat ("**"): the locale's not-found page.
    if (!route) return "*";
    return "**" in params ? `${route.fullPath.replace(/\/$/, "")}/*` : route.fullPath;
  };
}
