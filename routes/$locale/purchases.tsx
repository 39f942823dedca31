// /purchases: the member's paid orders and their access, prefetched for the server HTML.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "./_personal-area.tsx";
import { pageHead } from "../../src/lib/seo.ts";

export const purchasesRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "purchases",
  loader: async ({ context, location }) =>
    (await import("../../src/features/billing/loaders.ts")).loadPurchasesPage(
      context,
      personalPageSeo(context, location.pathname, "purchases.title"),
    ),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/billing/purchases-page.tsx"), "PurchasesPage"),
});
