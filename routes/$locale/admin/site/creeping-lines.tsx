// /admin/site/creeping-lines/: the creeping line (the content area), its language and search in the URL.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { parseSiteSearch } from "../../../../src/domain/admin-site-content.ts";

export const adminSiteCreepingLinesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/site/creeping-lines",
  validateSearch: parseSiteSearch,
  loaderDeps: ({ search }) => ({ search: parseSiteSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "content"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/site/creeping-lines" });
    }
    const { adminCreepingLinesQuery } = await import("../../../../src/features/admin/site/queries.ts");
    // The list as filtered, and every line for what each audience sees now (the same query when there is no filter).
    await Promise.all([
      context.queryClient.ensureQueryData(adminCreepingLinesQuery(context.gql, deps.search)),
      context.queryClient.ensureQueryData(adminCreepingLinesQuery(context.gql, {})),
    ]);
    return { seo: await adminPageSeo(context, location.pathname, "adminSite.kinds.creepingLines.title") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/site/creeping-lines-page.tsx"),
    "AdminCreepingLinesPage",
  ),
  notFoundComponent: NotFoundPage,
});
