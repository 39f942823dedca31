// /admin/products/{id}/: the editor of one product; 404 when there is none, or for anyone off the catalogue.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";
import { isDatabaseId } from "../../../../src/domain/validation.ts";

export const adminProductRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/products/$id",
  loader: async ({ context, location, params }) => {
    if (!(await worksInArea(context, "catalogue"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/products/$id" });
    }
    const routeId = "/$locale/back-office/admin/products/$id";
    if (!isDatabaseId(params.id)) throw notFound({ routeId });
    const { adminProductQuery, adminCatalogueOptionsQuery } = await import(
      "../../../../src/features/admin/catalogue/queries.ts"
    );
    const [row] = await Promise.all([
      context.queryClient.ensureQueryData(adminProductQuery(context.gql, params.id)),
      context.queryClient.ensureQueryData(adminCatalogueOptionsQuery(context.gql)),
    ]).catch((error) => {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId });
      throw error;
    });
    if (!row) throw notFound({ routeId });
    return { seo: await adminPageSeo(context, location.pathname, "adminCatalogue.products.editHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/catalogue/product-editor.tsx"),
    "EditProductPage",
  ),
  notFoundComponent: NotFoundPage,
});
