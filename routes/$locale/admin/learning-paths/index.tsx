// /admin/learning-paths/: the learning paths list, its search, filters, sort and page in the URL.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { filterOf, parseLearningPathsSearch } from "../../../../src/features/admin/learning-paths/search.ts";

export const adminLearningPathsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/learning-paths",
  validateSearch: parseLearningPathsSearch,
  loaderDeps: ({ search }) => ({ search: parseLearningPathsSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "content"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/learning-paths" });
    }
    const { adminLearningPathsQuery } = await import("../../../../src/features/admin/learning-paths/queries.ts");
    await context.queryClient.ensureQueryData(
      adminLearningPathsQuery(context.gql, filterOf(deps.search), deps.search.page ?? 1),
    );
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.learningPaths") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/learning-paths/learning-paths-page.tsx"),
    "AdminLearningPathsPage",
  ),
  notFoundComponent: NotFoundPage,
});
