// /jobs/{id}: the job as the viewer may see it (DisabledJob when gated), related articles and similar jobs;
// an unknown id is the 404 page with status 404.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const jobRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "jobs/$id",
  // The loader's code loads with the page's data code (the first screen does not need it).
  loader: async ({ context, location, params }) => {
    if (!/^\d{1,9}$/.test(params.id)) throw notFound({ routeId: "/$locale/jobs/$id" });
    const { loadJobPage } = await import("../../../src/features/jobs/loaders.ts");
    const page = await loadJobPage(context, location.pathname, params.id, loadPageSeo);
    if (!page) throw notFound({ routeId: "/$locale/jobs/$id" });
    return page;
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/jobs/job-page.tsx"), "JobPage"),
  notFoundComponent: NotFoundPage,
});
