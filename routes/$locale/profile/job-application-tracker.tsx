// /profile/job-application-tracker: the job application tracker (issue 16), in the personal area (signed-in only),
// its first page of items prefetched for the server HTML, with the AI tools panel below the grid.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "../_personal-area.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const trackerRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile/job-application-tracker",
  loader: async ({ context, location }) =>
    (await import("../../../src/features/tracker/loaders.ts")).loadTrackerPage(
      context,
      personalPageSeo(context, location.pathname, "tracker.title"),
    ),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/compositions/tracker-page.tsx"), "TrackerWithAiTools"),
});
