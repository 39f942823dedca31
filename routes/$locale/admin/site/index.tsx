// /admin/site/: the site's content by kind (the content area: moderators and admins).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";

export const adminSiteRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/site",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "content"))) throw notFound({ routeId: "/$locale/back-office/admin/site" });
    return { seo: await adminPageSeo(context, location.pathname, "adminSite.heading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/site/site-index-page.tsx"),
    "AdminSiteIndexPage",
  ),
  notFoundComponent: NotFoundPage,
});
