// /admin/articles/{id}/: the editor of one article, with its preview per reader tier; 404 when there is none.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isDatabaseId } from "../../../../src/domain/validation.ts";

export const adminArticleRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/articles/$id",
  loader: async ({ context, location, params }) => {
    if (!(await worksInArea(context, "content"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/articles/$id" });
    }
    if (!isDatabaseId(params.id)) throw notFound({ routeId: "/$locale/back-office/admin/articles/$id" });
    const { adminArticleQuery } = await import("../../../../src/features/admin/articles/queries.ts");
    const article = await context.queryClient.ensureQueryData(adminArticleQuery(context.gql, params.id));
    if (!article) throw notFound({ routeId: "/$locale/back-office/admin/articles/$id" });
    return { seo: await adminPageSeo(context, location.pathname, "adminArticles.editHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/compositions/admin-article-editor.tsx"),
    "AdminEditArticleScreen",
  ),
  notFoundComponent: NotFoundPage,
});
