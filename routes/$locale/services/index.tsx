// /services: every service by category.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const allServicesRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "services",
  loader: async ({ context, location }) =>
    (await import("../../../src/features/billing/loaders.ts")).loadServicesPage(
      context,
      location.pathname,
      "all",
      loadPageSeo,
    ),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/billing/services-page.tsx"), "AllServicesPage"),
});
