// /profile/payouts: every promoter's payouts, for admins (ADMIN, GLOBAL_ADMIN). getPayouts answers anyone else only
// their own, so the page itself is the 404 page unless the router context says the viewer is an admin.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "../_personal-area.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const adminPayoutsRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile/payouts",
  loader: async ({ context, location }) => {
    if (!context.admin) throw notFound({ routeId: "/$locale/personal-area/profile/payouts" });
    const { loadAdminPayouts } = await import("../../../src/features/promoters/loaders.ts");
    const [, seo] = await Promise.all([
      loadAdminPayouts(context),
      personalPageSeo(context, location.pathname, "promoters.adminPayouts.title"),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/promoters/admin-payouts-page.tsx"),
    "AdminPayoutsPage",
  ),
  notFoundComponent: NotFoundPage,
});
