// /admin/site/banners/: the home page's banners (the content area), its language and search in the URL.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { parseSiteSearch } from "../../../../src/domain/admin-site-content.ts";

export const adminSiteBannersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/site/banners",
  validateSearch: parseSiteSearch,
  loaderDeps: ({ search }) => ({ search: parseSiteSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "content"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/site/banners" });
    }
    const { adminBannersQuery } = await import("../../../../src/features/admin/site/queries.ts");
    await context.queryClient.ensureQueryData(adminBannersQuery(context.gql, deps.search));
    return { seo: await adminPageSeo(context, location.pathname, "adminSite.kinds.banners.title") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/site/banners-page.tsx"),
    "AdminBannersPage",
  ),
  notFoundComponent: NotFoundPage,
});
