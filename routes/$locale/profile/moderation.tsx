// /profile/moderation: expert profiles waiting for a moderator. The server decides who is one (getExperts refuses a
// MODERATION list to anyone else); everyone else gets the 404 page, so the screen's existence is not advertised.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "../_personal-area.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const moderationRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile/moderation",
  loader: async ({ context, location }) => {
    const { moderationQueueQuery } = await import("../../../src/features/experts/queries.ts");
    const queue = await context.queryClient.ensureQueryData(moderationQueueQuery(context.gql));
    if (queue === null) throw notFound({ routeId: "/$locale/personal-area/profile/moderation" });
    return { seo: await personalPageSeo(context, location.pathname, "experts.moderation.title") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/experts/moderation-page.tsx"), "ModerationPage"),
  notFoundComponent: NotFoundPage,
});
