// /admin/members/$id: one person, their timeline and the team's actions (admins and global admins).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";

export const adminMemberRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/members/$id",
  loader: async ({ context, location, params }) => {
    if (!(await worksInArea(context, "members"))) throw notFound({ routeId: "/$locale/back-office/admin/members/$id" });
    const { memberQuery } = await import("../../../../src/features/admin/members/queries.ts");
    let member;
    try {
      member = await context.queryClient.ensureQueryData(memberQuery(context.gql, params.id));
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/members/$id" });
      throw error;
    }
    if (!member) throw notFound({ routeId: "/$locale/back-office/admin/members/$id" });
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.members") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../../src/features/admin/members/member-page.tsx"), "MemberPage"),
  notFoundComponent: NotFoundPage,
});
