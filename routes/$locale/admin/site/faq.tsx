// /admin/site/faq/: the home page's questions and answers (the content area), its language and search in the URL.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { parseSiteSearch } from "../../../../src/domain/admin-site-content.ts";

export const adminSiteFaqRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/site/faq",
  validateSearch: parseSiteSearch,
  loaderDeps: ({ search }) => ({ search: parseSiteSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "content"))) throw notFound({ routeId: "/$locale/back-office/admin/site/faq" });
    const { adminFaqItemsQuery } = await import("../../../../src/features/admin/site/queries.ts");
    await context.queryClient.ensureQueryData(adminFaqItemsQuery(context.gql, deps.search));
    return { seo: await adminPageSeo(context, location.pathname, "adminSite.kinds.faq.title") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/site/faq-page.tsx"),
    "AdminFaqPage",
  ),
  notFoundComponent: NotFoundPage,
});
