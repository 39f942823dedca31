// /admin/products/new/: the editor for a new product or service.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";

export const adminNewProductRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/products/new",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "catalogue"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/products/new" });
    }
    const { adminCatalogueOptionsQuery } = await import("../../../../src/features/admin/catalogue/queries.ts");
    try {
      await context.queryClient.ensureQueryData(adminCatalogueOptionsQuery(context.gql));
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/products/new" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "adminCatalogue.products.newHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/catalogue/product-editor.tsx"),
    "NewProductPage",
  ),
  notFoundComponent: NotFoundPage,
});
