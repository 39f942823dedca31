// /coaching: the services list under its other name (spec 01 lists both paths for it).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";

export const coachingRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "coaching",
  loader: async ({ context, location }) =>
    (await import("../../src/features/billing/loaders.ts")).loadServicesPage(
      context,
      // The same list as /services: its canonical address is /services.
      location.pathname.replace(/coaching\/?$/, "services/"),
      "all",
      loadPageSeo,
    ),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/billing/services-page.tsx"), "AllServicesPage"),
});
