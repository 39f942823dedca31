// /subscribe-success: thanks after paying for the club; ?back= returns to the page the member came from.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";

export const subscribeSuccessRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "subscribe-success",
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("billing.success.seoTitle"),
      description: context.t("billing.success.text"),
      noindex: true,
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../src/features/billing/subscribe-success-page.tsx"),
    "SubscribeSuccessPage",
  ),
});
