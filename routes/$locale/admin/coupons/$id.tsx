// /admin/coupons/{id}/: the editor of one coupon; 404 when there is none, or for anyone off the catalogue.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";
import { isDatabaseId } from "../../../../src/domain/validation.ts";

export const adminCouponRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/coupons/$id",
  loader: async ({ context, location, params }) => {
    if (!(await worksInArea(context, "catalogue"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/coupons/$id" });
    }
    const routeId = "/$locale/back-office/admin/coupons/$id";
    if (!isDatabaseId(params.id)) throw notFound({ routeId });
    const { adminCouponQuery, adminCatalogueOptionsQuery } = await import(
      "../../../../src/features/admin/catalogue/queries.ts"
    );
    const [row] = await Promise.all([
      context.queryClient.ensureQueryData(adminCouponQuery(context.gql, params.id)),
      context.queryClient.ensureQueryData(adminCatalogueOptionsQuery(context.gql)),
    ]).catch((error) => {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId });
      throw error;
    });
    if (!row) throw notFound({ routeId });
    return { seo: await adminPageSeo(context, location.pathname, "adminCatalogue.coupons.editHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/catalogue/coupon-editor.tsx"),
    "EditCouponPage",
  ),
  notFoundComponent: NotFoundPage,
});
