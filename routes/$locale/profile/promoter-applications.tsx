// /profile/promoter-applications: applications to become a promoter, for moderators. The server decides who is one
// (getPromoterApplications answers null to anyone else); everyone else gets the 404 page.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "../_personal-area.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const promoterApplicationsRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile/promoter-applications",
  loader: async ({ context, location }) => {
    const { loadPromoterApplications } = await import("../../../src/features/promoters/loaders.ts");
    const queue = await loadPromoterApplications(context);
    if (queue === null) throw notFound({ routeId: "/$locale/personal-area/profile/promoter-applications" });
    return { seo: await personalPageSeo(context, location.pathname, "promoters.applications.title") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/promoters/applications-page.tsx"),
    "PromoterApplicationsPage",
  ),
  notFoundComponent: NotFoundPage,
});
