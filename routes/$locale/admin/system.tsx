// /admin/system: the deployment's readiness checks and its scheduled jobs' latest runs (global admins; anyone else
// gets the 404 page).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../_back-office.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../src/lib/gql.ts";

export const adminSystemRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/system",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "system"))) throw notFound({ routeId: "/$locale/back-office/admin/system" });
    const { systemQuery } = await import("../../../src/features/admin/system/queries.ts");
    try {
      await context.queryClient.ensureQueryData(systemQuery(context.gql));
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/system" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.system") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/admin/system/system-page.tsx"), "SystemPage"),
  notFoundComponent: NotFoundPage,
});
