// /jobs/{id}: the job as the viewer may see it (DisabledJob when gated), related articles and similar jobs;
// an unknown id is the 404 page with status 404.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const jobRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "jobs/$id",
  loader: async ({ context, location, params }) => {
    // The page's data code loads with the page (the first screen does not need it).
    const { jobQuery, relatedArticlesQuery, similarJobsQuery } = await import("../../../src/features/jobs/queries.ts");
    const { jobPostingJsonLd } = await import("../../../src/features/jobs/structured-data.ts");
    if (!/^\d{1,9}$/.test(params.id)) throw notFound({ routeId: "/$locale/jobs/$id" });
    const job = await context.queryClient.ensureQueryData(jobQuery(context.gql, params.id));
    if (!job) throw notFound({ routeId: "/$locale/jobs/$id" });
    const [seo] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("seo.jobTitle", { title: job.title }),
        // No employer is invented: a viewer who may not see the company (or a job without one) gets none.
        description: job.__typename === "Job" && job.company
          ? context.t("seo.jobDescription", { title: job.title, company: job.company })
          : context.t("seo.jobDescriptionNoCompany", { title: job.title }),
        jsonLd: jobPostingJsonLd(job, `${context.origin}${location.pathname}`),
      }),
      context.queryClient.ensureQueryData(similarJobsQuery(context.gql, job)),
      context.queryClient.ensureQueryData(relatedArticlesQuery(context.gql, context.locale)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/jobs/job-page.tsx"), "JobPage"),
  notFoundComponent: NotFoundPage,
});
