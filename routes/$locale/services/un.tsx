// /services/un: the United Nations services.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const unServicesRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "services/un",
  loader: async ({ context, location }) =>
    (await import("../../../src/features/billing/loaders.ts")).loadServicesPage(
      context,
      location.pathname,
      "un",
      loadPageSeo,
    ),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/billing/services-page.tsx"), "UnServicesPage"),
});
