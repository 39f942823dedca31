// /services/$slug: a service's own page; an unknown slug (or one of another section) is the 404 page.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const careerServiceRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "services/$slug",
  loader: async ({ context, location, params }) => {
    if (!/^[a-z0-9-]{1,100}$/.test(params.slug)) throw notFound({ routeId: "/$locale/services/$slug" });
    const { loadServicePage } = await import("../../../src/features/billing/loaders.ts");
    const page = await loadServicePage(context, location.pathname, "career", params.slug, loadPageSeo);
    if (!page) throw notFound({ routeId: "/$locale/services/$slug" });
    return page;
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/compositions/service-page.tsx"), "ComposedServicePage"),
  notFoundComponent: NotFoundPage,
});
