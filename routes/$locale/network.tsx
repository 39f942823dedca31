// /network: the members' network (spec 03): the visitor's card and the chat link for members, /subscribe for others.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";

export const networkRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "network",
  loader: async ({ context, location }) => {
    const { networkPageQuery } = await import("../../src/features/about/queries.ts");
    const [seo] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("about.networkPage.seoTitle"),
        description: context.t("about.networkPage.lead"),
        image: pictureUrl("cover", "members network"),
      }),
      context.queryClient.ensureQueryData(networkPageQuery(context.gql, context.viewerTier)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/about/network-page.tsx"), "NetworkPage"),
});
