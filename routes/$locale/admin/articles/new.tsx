// /admin/articles/new/: the editor for a new article (a draft until published).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";

export const adminNewArticleRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/articles/new",
  loader: async ({ context, location }) => {
    if (!(await worksInArea(context, "content"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/articles/new" });
    }
    return { seo: await adminPageSeo(context, location.pathname, "adminArticles.newHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/compositions/admin-article-editor.tsx"),
    "AdminNewArticleScreen",
  ),
  notFoundComponent: NotFoundPage,
});
