// /admin/products/: services and products, its search, filters, sort and page in the URL (ADMIN and GLOBAL_ADMIN: the server
// refuses the data to anyone else, and the screen answers 404).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";
import { filterOf, parseProductsSearch } from "../../../../src/features/admin/catalogue/search.ts";

export const adminProductsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/products",
  validateSearch: parseProductsSearch,
  loaderDeps: ({ search }) => ({ search: parseProductsSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "catalogue"))) throw notFound({ routeId: "/$locale/back-office/admin/products" });
    const { adminProductsQuery } = await import("../../../../src/features/admin/catalogue/queries.ts");
    try {
      await context.queryClient.ensureQueryData(
        adminProductsQuery(context.gql, filterOf(deps.search), deps.search.page ?? 1),
      );
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/products" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.products") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/catalogue/products-page.tsx"),
    "AdminProductsPage",
  ),
  notFoundComponent: NotFoundPage,
});
