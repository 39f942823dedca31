// /admin/offers/: the first-timer offers and their form (ADMIN and GLOBAL_ADMIN: the server refuses the data to anyone
// else, and the screen answers 404).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../_back-office.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../src/lib/gql.ts";

export const adminOffersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/offers",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "catalogue"))) throw notFound({ routeId: "/$locale/back-office/admin/offers" });
    const { adminOffersQuery } = await import("../../../src/features/admin/catalogue/queries.ts");
    try {
      await context.queryClient.ensureQueryData(adminOffersQuery(context.gql));
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/offers" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.offers") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/admin/catalogue/offers-page.tsx"),
    "AdminOffersPage",
  ),
  notFoundComponent: NotFoundPage,
});
