// /admin/articles/new/: the editor for a new article (a draft until published).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminPageSeo, adminRoute } from "../../_back-office.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";

export const adminNewArticleRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/articles/new",
  loader: async ({ context, location }) => ({
    seo: await adminPageSeo(context, location.pathname, "adminArticles.newHeading"),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/compositions/admin-article-editor.tsx"),
    "AdminNewArticleScreen",
  ),
});
