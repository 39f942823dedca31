// /admin/jobs/new/: the editor for a new job (a moderator's starts as a draft, a recruiter's goes to moderation).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { adminPageSeo, adminRoute } from "../../_back-office.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";

export const adminNewJobRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/jobs/new",
  loader: async ({ context, location }) => {
    const { adminJobOptionsQuery } = await import("../../../../src/features/admin/jobs/queries.ts");
    await context.queryClient.ensureQueryData(adminJobOptionsQuery(context.gql));
    return { seo: await adminPageSeo(context, location.pathname, "adminJobs.newHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../../src/features/admin/jobs/job-editor.tsx"), "NewJobPage"),
});
