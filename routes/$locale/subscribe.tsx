// /subscribe: the club's plans and checkout. Fellows go on to redirectTo (or home); an unknown pm is dropped.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";

export const subscribeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "subscribe",
  // The query is read by the page (its parser loads with it); only a fellow or a pm needs a decision here.
  beforeLoad: async ({ context, search }) => {
    const raw = search as Record<string, unknown>;
    if (context.viewerTier !== "fellow" && raw.pm === undefined) return;
    const { subscribeRedirect } = await import("../../src/features/billing/subscribe-search.ts");
    const href = subscribeRedirect(context.locale, context.viewerTier === "fellow", raw);
    if (href) throw redirect({ href } as unknown as Parameters<typeof redirect>[0]);
  },
  loader: async ({ context, location }) =>
    (await import("../../src/features/billing/loaders.ts")).loadSubscribePage(
      context,
      location.pathname,
      loadPageSeo,
    ),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/billing/subscribe-page.tsx"), "SubscribePage"),
});
