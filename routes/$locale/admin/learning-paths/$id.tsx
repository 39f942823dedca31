// /admin/learning-paths/{id}/: the editor of one learning path; 404 when there is none.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isDatabaseId } from "../../../../src/domain/validation.ts";

export const adminLearningPathRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/learning-paths/$id",
  loader: async ({ context, location, params }) => {
    if (!(await worksInArea(context, "content"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/learning-paths/$id" });
    }
    if (!isDatabaseId(params.id)) throw notFound({ routeId: "/$locale/back-office/admin/learning-paths/$id" });
    const { adminLearningPathQuery } = await import("../../../../src/features/admin/learning-paths/queries.ts");
    const path = await context.queryClient.ensureQueryData(adminLearningPathQuery(context.gql, params.id));
    if (!path) throw notFound({ routeId: "/$locale/back-office/admin/learning-paths/$id" });
    return { seo: await adminPageSeo(context, location.pathname, "adminArticles.paths.editHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/learning-paths/learning-path-editor.tsx"),
    "EditLearningPathPage",
  ),
  notFoundComponent: NotFoundPage,
});
