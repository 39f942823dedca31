// /admin/members: find a person (admins and global admins; the server refuses anyone else, who gets the 404 page).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { membersFilterOf, parseMembersSearch } from "../../../../src/features/admin/members/search.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";

export const adminMembersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/members",
  validateSearch: parseMembersSearch,
  loaderDeps: ({ search }) => ({ search: parseMembersSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "members"))) throw notFound({ routeId: "/$locale/back-office/admin/members" });
    const { membersQuery } = await import("../../../../src/features/admin/members/queries.ts");
    try {
      await context.queryClient.ensureQueryData(
        membersQuery(context.gql, membersFilterOf(deps.search), deps.search.page ?? 1),
      );
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/members" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.members") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../../src/features/admin/members/members-page.tsx"), "MembersPage"),
  notFoundComponent: NotFoundPage,
});
