// /admin/learning-paths/new/: the editor for a new learning path (a draft until published).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminPageSeo, adminRoute } from "../../_back-office.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";

export const adminNewLearningPathRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/learning-paths/new",
  loader: async ({ context, location }) => ({
    seo: await adminPageSeo(context, location.pathname, "adminArticles.paths.newHeading"),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/learning-path-editor.tsx"),
    "NewLearningPathPage",
  ),
});
