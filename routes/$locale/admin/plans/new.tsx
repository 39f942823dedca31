// /admin/plans/new/: the editor for a new plan (404 for anyone off the catalogue: the plans are read to decide it).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";

export const adminNewPlanRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/plans/new",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "catalogue"))) throw notFound({ routeId: "/$locale/back-office/admin/plans/new" });
    const { adminPlansQuery } = await import("../../../../src/features/admin/catalogue/queries.ts");
    try {
      await context.queryClient.ensureQueryData(adminPlansQuery(context.gql));
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/plans/new" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "adminCatalogue.plans.newHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/catalogue/plan-editor.tsx"),
    "NewPlanPage",
  ),
  notFoundComponent: NotFoundPage,
});
