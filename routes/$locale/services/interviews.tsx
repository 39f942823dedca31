// /services/interviews: mock interviews.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const interviewServicesRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "services/interviews",
  loader: async ({ context, location }) =>
    (await import("../../../src/features/billing/loaders.ts")).loadServicesPage(
      context,
      location.pathname,
      "interviews",
      loadPageSeo,
    ),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/billing/services-page.tsx"),
    "InterviewServicesPage",
  ),
});
