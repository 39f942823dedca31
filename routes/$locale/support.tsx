// /support: a message to the club's support.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "./_personal-area.tsx";
import { pageHead } from "../../src/lib/seo.ts";

export const supportRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "support",
  loader: async ({ context, location }) => ({
    seo: await personalPageSeo(context, location.pathname, "profile.support"),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/support/support-page.tsx"), "SupportPage"),
});
