// /saved_jobs: the jobs the user saved, prefetched for the server HTML.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "./_personal-area.tsx";
import { pageHead } from "../../src/lib/seo.ts";

export const savedJobsRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "saved_jobs",
  loader: async ({ context, location }) => {
    const { savedJobsQuery } = await import("../../src/features/jobs/queries.ts");
    const [seo] = await Promise.all([
      personalPageSeo(context, location.pathname, "profile.savedJobs"),
      context.queryClient.ensureQueryData(savedJobsQuery(context.gql)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/jobs/saved-jobs-page.tsx"), "SavedJobsPage"),
});
