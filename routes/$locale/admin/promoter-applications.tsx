// /admin/promoter-applications/: applications to become a promoter waiting for a moderator (the moderation area; the
// 404 page for anyone else).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../_back-office.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const adminPromoterApplicationsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/promoter-applications",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "moderation"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/promoter-applications" });
    }
    const { applicationsWaitingQuery } = await import("../../../src/features/admin/moderation/queries.ts");
    await context.queryClient.ensureQueryData(applicationsWaitingQuery(context.gql));
    return { seo: await adminPageSeo(context, location.pathname, "adminModeration.applications.heading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/admin/moderation/promoter-applications-page.tsx"),
    "PromoterApplicationsPage",
  ),
  notFoundComponent: NotFoundPage,
});
