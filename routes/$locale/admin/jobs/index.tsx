// /admin/jobs/: the jobs list, its search, filters, sort and page in the URL (every team role; a recruiter's list
// holds only their own jobs, decided by the server).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminPageSeo, adminRoute } from "../../_back-office.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { jobsFilterOf, parseJobsSearch } from "../../../../src/features/admin/jobs/search.ts";

export const adminJobsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/jobs",
  validateSearch: parseJobsSearch,
  loaderDeps: ({ search }) => ({ search: parseJobsSearch(search) }),
  loader: async ({ context, location, deps }) => {
    const { adminJobsQuery, adminJobOptionsQuery } = await import("../../../../src/features/admin/jobs/queries.ts");
    await Promise.all([
      context.queryClient.ensureQueryData(
        adminJobsQuery(context.gql, jobsFilterOf(deps.search), deps.search.page ?? 1),
      ),
      context.queryClient.ensureQueryData(adminJobOptionsQuery(context.gql)),
    ]);
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.jobs") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../../src/features/admin/jobs/jobs-page.tsx"), "AdminJobsPage"),
});
