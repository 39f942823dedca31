// /buy-service/{slug}: a service or product and its checkout; ?status=canceled after a cancelled payment.
import { createRoute, lazyRouteComponent, notFound, redirect } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const buyServiceRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "buy-service/$slug",
  loader: async ({ context, location, params }) => {
    if (!/^[a-z0-9-]{1,100}$/.test(params.slug)) throw notFound({ routeId: "/$locale/buy-service/$slug" });
    const { loadBuyServicePage } = await import("../../../src/features/billing/loaders.ts");
    const page = await loadBuyServicePage(context, location.pathname, params.slug, loadPageSeo);
    if (!page) throw notFound({ routeId: "/$locale/buy-service/$slug" });
    if ("redirectTo" in page) throw redirect({ href: page.redirectTo } as unknown as Parameters<typeof redirect>[0]);
    return page;
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/billing/buy-service-page.tsx"), "BuyServicePage"),
  notFoundComponent: NotFoundPage,
});
