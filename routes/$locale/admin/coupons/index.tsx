// /admin/coupons/: coupons, its search, filters, sort and page in the URL (ADMIN and GLOBAL_ADMIN: the server
// refuses the data to anyone else, and the screen answers 404).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";
import { filterOf, parseCouponsSearch } from "../../../../src/features/admin/catalogue/search.ts";

export const adminCouponsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/coupons",
  validateSearch: parseCouponsSearch,
  loaderDeps: ({ search }) => ({ search: parseCouponsSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "catalogue"))) throw notFound({ routeId: "/$locale/back-office/admin/coupons" });
    const { adminCouponsQuery } = await import("../../../../src/features/admin/catalogue/queries.ts");
    try {
      await context.queryClient.ensureQueryData(
        adminCouponsQuery(context.gql, filterOf(deps.search), deps.search.page ?? 1),
      );
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/coupons" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.coupons") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/catalogue/coupons-page.tsx"),
    "AdminCouponsPage",
  ),
  notFoundComponent: NotFoundPage,
});
