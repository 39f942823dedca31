// /admin/plans/{id}/: the editor of one plan; 404 when there is none, or for anyone off the catalogue.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";
import { isDatabaseId } from "../../../../src/domain/validation.ts";

export const adminPlanRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/plans/$id",
  loader: async ({ context, location, params }) => {
    if (!(await worksInArea(context, "catalogue"))) throw notFound({ routeId: "/$locale/back-office/admin/plans/$id" });
    const routeId = "/$locale/back-office/admin/plans/$id";
    if (!isDatabaseId(params.id)) throw notFound({ routeId });
    const { adminPlanQuery } = await import(
      "../../../../src/features/admin/catalogue/queries.ts"
    );
    const [row] = await Promise.all([
      context.queryClient.ensureQueryData(adminPlanQuery(context.gql, params.id)),
    ]).catch((error) => {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId });
      throw error;
    });
    if (!row) throw notFound({ routeId });
    return { seo: await adminPageSeo(context, location.pathname, "adminCatalogue.plans.editHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/catalogue/plan-editor.tsx"),
    "EditPlanPage",
  ),
  notFoundComponent: NotFoundPage,
});
