// /admin/: the back office's overview.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminPageSeo, adminRoute } from "../_back-office.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const adminOverviewRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin",
  loader: async ({ context, location }) => ({
    seo: await adminPageSeo(context, location.pathname, "admin.areas.overview"),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/admin/overview-page.tsx"), "AdminOverviewPage"),
});
