// /admin/moderation/: expert profiles waiting for a moderator (the moderation area; the 404 page for anyone else).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../_back-office.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const adminModerationRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/moderation",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "moderation"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/moderation" });
    }
    const { expertsWaitingQuery } = await import("../../../src/features/admin/moderation/queries.ts");
    await context.queryClient.ensureQueryData(expertsWaitingQuery(context.gql));
    return { seo: await adminPageSeo(context, location.pathname, "adminModeration.experts.heading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/admin/moderation/moderation-page.tsx"),
    "ModerationPage",
  ),
  notFoundComponent: NotFoundPage,
});
