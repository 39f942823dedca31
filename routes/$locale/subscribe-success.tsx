// /subscribe-success: thanks after paying for the club; ?back= redirects a member to the (same-site) page they came
// from (spec 03) — at once when the server already knows them as a member, else once the page has confirmed it.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { safeRedirectPath } from "../../src/domain/redirect.ts";

export const subscribeSuccessRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "subscribe-success",
  loader: async ({ context, location }) => {
    const search = location.search as Record<string, unknown>;
    const back = safeRedirectPath(search.back);
    if (back && context.viewerTier === "fellow" && !search.yooPayment) {
      throw redirect({ href: back } as unknown as Parameters<typeof redirect>[0]);
    }
    // The head welcomes only a member too.
    const isFellow = context.viewerTier === "fellow";
    return {
      seo: await loadPageSeo(context, location.pathname, {
        title: context.t(isFellow ? "billing.success.seoTitle" : "billing.success.confirmingTitle"),
        description: context.t(isFellow ? "billing.success.text" : "billing.success.confirming"),
        noindex: true,
      }),
    };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../src/features/billing/subscribe-success-page.tsx"),
    "SubscribeSuccessPage",
  ),
});
