// / (home): banners and reviews prefetched; head from the SEO tag or the home texts.
import { createRoute } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { bannersQuery, learningPathsQuery, reviewsQuery } from "../../src/features/home/queries.ts";
import { HomePage } from "../../src/features/home/home-page.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";

export const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "/",
  loader: async ({ context, location }) => {
    const [seo] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("seo.homeTitle"),
        description: context.t("seo.homeDescription"),
      }),
      context.queryClient.ensureQueryData(bannersQuery(context.gql, context.locale)),
      context.queryClient.ensureQueryData(reviewsQuery(context.gql, context.locale)),
      context.queryClient.ensureQueryData(learningPathsQuery(context.gql, context.locale)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: HomePage,
});
