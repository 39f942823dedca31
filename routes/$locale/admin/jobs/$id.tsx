// /admin/jobs/{id}/: the editor of one job; 404 when there is none, or it is not this recruiter's.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isDatabaseId } from "../../../../src/domain/validation.ts";

export const adminJobRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/jobs/$id",
  loader: async ({ context, location, params }) => {
    if (!isDatabaseId(params.id)) throw notFound({ routeId: "/$locale/back-office/admin/jobs/$id" });
    const { adminJobQuery, adminJobOptionsQuery } = await import("../../../../src/features/admin/jobs/queries.ts");
    const [job] = await Promise.all([
      context.queryClient.ensureQueryData(adminJobQuery(context.gql, params.id)),
      context.queryClient.ensureQueryData(adminJobOptionsQuery(context.gql)),
    ]);
    if (!job) throw notFound({ routeId: "/$locale/back-office/admin/jobs/$id" });
    return { seo: await adminPageSeo(context, location.pathname, "adminJobs.editHeading") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../../src/features/admin/jobs/job-editor.tsx"), "EditJobPage"),
  notFoundComponent: NotFoundPage,
});
