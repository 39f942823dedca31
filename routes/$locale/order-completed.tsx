// /order-completed?prId=: after buying a product (signed in only: the personal area's guard sends others home).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "./_personal-area.tsx";
import { pageHead } from "../../src/lib/seo.ts";

export const orderCompletedRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "order-completed",
  loader: async ({ context, location }) => ({
    seo: await personalPageSeo(context, location.pathname, "purchases.completedTitle"),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../src/features/billing/order-completed-page.tsx"),
    "OrderCompletedPage",
  ),
});
