// /admin/learning-paths/new/: the editor for a new learning path (a draft until published).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";

export const adminNewLearningPathRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/learning-paths/new",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "content"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/learning-paths/new" });
    }
    return { seo: await adminPageSeo(context, location.pathname, "adminArticles.paths.newHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/learning-paths/learning-path-editor.tsx"),
    "NewLearningPathPage",
  ),
  notFoundComponent: NotFoundPage,
});
