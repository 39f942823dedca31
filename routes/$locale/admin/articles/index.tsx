// /admin/articles/: the articles list, its search, filters, sort and page in the URL (content area: moderators and up).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { filterOf, parseArticlesSearch } from "../../../../src/features/admin/articles/search.ts";

export const adminArticlesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/articles",
  validateSearch: parseArticlesSearch,
  loaderDeps: ({ search }) => ({ search: parseArticlesSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "content"))) throw notFound({ routeId: "/$locale/back-office/admin/articles" });
    const { adminArticlesQuery } = await import("../../../../src/features/admin/articles/queries.ts");
    await context.queryClient.ensureQueryData(
      adminArticlesQuery(context.gql, filterOf(deps.search), deps.search.page ?? 1),
    );
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.articles") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/articles/articles-page.tsx"),
    "AdminArticlesPage",
  ),
  notFoundComponent: NotFoundPage,
});
