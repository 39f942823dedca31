// /subscribe: the club's plans and checkout. Fellows go on to redirectTo (or home); an unknown pm is dropped.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { parseSubscribeSearch } from "../../src/features/billing/subscribe-search.ts";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";

export const subscribeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "subscribe",
  validateSearch: parseSubscribeSearch,
  beforeLoad: ({ context, search }) => {
    if (context.viewerTier === "fellow") {
      // redirectTo is any same-site path (checked by parseSubscribeSearch), not a route of the tree: an href.
      const href = search.redirectTo ?? `/${context.locale}/`;
      throw redirect({ href } as unknown as Parameters<typeof redirect>[0]);
    }
    if (search.badPm) {
      // Spec 03 sends an unknown pm to a products page this site does not have: the plans page without it.
      const query = new URLSearchParams();
      if (search.planId) query.set("planId", search.planId);
      if (search.p) query.set("p", search.p);
      if (search.redirectTo) query.set("redirectTo", search.redirectTo);
      const href = `/${context.locale}/subscribe/${query.size ? `?${query}` : ""}`;
      throw redirect({ href } as unknown as Parameters<typeof redirect>[0]);
    }
  },
  loader: async ({ context, location }) => {
    const { plansQuery, customDiscountQuery, providersQuery, subscribeReviewsQuery } = await import(
      "../../src/features/billing/queries.ts"
    );
    const [seo] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("billing.subscribe.seoTitle"),
        description: context.t("billing.subscribe.seoDescription"),
      }),
      context.queryClient.ensureQueryData(plansQuery(context.gql, context.locale)),
      context.queryClient.ensureQueryData(providersQuery(context.gql)),
      context.queryClient.ensureQueryData(subscribeReviewsQuery(context.gql, context.locale)),
      context.viewerTier === "anonymous" ? null : context.queryClient.ensureQueryData(customDiscountQuery(context.gql)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/billing/subscribe-page.tsx"), "SubscribePage"),
});
