// /admin/site/reviews/: members' reviews (the content area), its language and search in the URL.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { parseSiteSearch } from "../../../../src/domain/admin-site-content.ts";

export const adminSiteReviewsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/site/reviews",
  validateSearch: parseSiteSearch,
  loaderDeps: ({ search }) => ({ search: parseSiteSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "content"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/site/reviews" });
    }
    const { adminReviewsQuery } = await import("../../../../src/features/admin/site/queries.ts");
    await context.queryClient.ensureQueryData(adminReviewsQuery(context.gql, deps.search));
    return { seo: await adminPageSeo(context, location.pathname, "adminSite.kinds.reviews.title") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../src/features/admin/site/reviews-page.tsx"),
    "AdminReviewsPage",
  ),
  notFoundComponent: NotFoundPage,
});
