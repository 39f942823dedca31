// /jobs: the filters live in the URL; the first page of jobs (or the ?page= the list starts at) and the filters are
// prefetched for the streamed HTML.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { filterFromSearch, pageOf, parseJobsSearch } from "../../../src/features/jobs/search.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { itemListJsonLd } from "../../../src/lib/structured-data.ts";
import { pictureUrl } from "../../../src/domain/pictures.ts";

export const jobsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "jobs",
  validateSearch: parseJobsSearch,
  loaderDeps: ({ search }) => ({
    filter: filterFromSearch(parseJobsSearch(search)),
    page: pageOf(parseJobsSearch(search)),
  }),
  loader: async ({ context, location, deps }) => {
    // The page's data code loads with the page (the first screen does not need it).
    const { jobFiltersQuery, jobsListQuery } = await import("../../../src/features/jobs/queries.ts");
    const [seo, list] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("seo.jobsTitle"),
        description: context.t("seo.jobsDescription"),
        image: pictureUrl("cover", "jobs"),
      }),
      context.queryClient.ensureInfiniteQueryData(
        jobsListQuery(context.gql, deps.filter, context.viewerTier, deps.page),
      ),
      context.queryClient.ensureQueryData(jobFiltersQuery(context.gql)),
    ]);
    const jobs = list.pages[0]?.jobsByAccess ?? [];
    const items = jobs.map((job) => ({ name: job.title, path: `/${context.locale}/jobs/${job.id}/` }));
    // A later page of the list is a page of its own (its canonical names it), so crawlers keep its links.
    const path = deps.page > 1 ? `${seo.path}?page=${deps.page}` : seo.path;
    return { seo: { ...seo, path, jsonLd: itemListJsonLd(context.origin, items) } };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/jobs/jobs-page.tsx"), "JobsPage"),
});
