// /preferences: the jobs mailing, job categories and regions, prefetched for the server HTML.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "./_personal-area.tsx";
import { pageHead } from "../../src/lib/seo.ts";

export const preferencesRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "preferences",
  loader: async ({ context, location }) => {
    const { preferencesQuery } = await import("../../src/features/profile/queries.ts");
    const [seo] = await Promise.all([
      personalPageSeo(context, location.pathname, "profile.preferences"),
      context.queryClient.ensureQueryData(preferencesQuery(context.gql)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/profile/preferences-page.tsx"), "PreferencesPage"),
});
