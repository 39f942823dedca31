// /admin/site/: the site's content by kind (the content area: moderators and admins).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminPageSeo, adminRoute } from "../../_back-office.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";

export const adminSiteRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/site",
  loader: async ({ context, location }) => ({
    seo: await adminPageSeo(context, location.pathname, "adminSite.heading"),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/site-index-page.tsx"),
    "AdminSiteIndexPage",
  ),
});
