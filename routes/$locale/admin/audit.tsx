// /admin/audit: the audit log, its filters in the URL (admins and global admins; the server refuses anyone else).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../_back-office.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";
import { auditFilterOf, parseAuditSearch } from "../../../src/features/admin/audit/search.ts";
import { isGqlErrorCode } from "../../../src/lib/gql.ts";

export const adminAuditRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/audit",
  validateSearch: parseAuditSearch,
  loaderDeps: ({ search }) => ({ search: parseAuditSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "audit"))) throw notFound({ routeId: "/$locale/back-office/admin/audit" });
    const { auditLogQuery } = await import("../../../src/features/admin/audit/queries.ts");
    try {
      await context.queryClient.ensureQueryData(
        auditLogQuery(context.gql, auditFilterOf(deps.search), deps.search.page ?? 1),
      );
    } catch (error) {
      // A moderator or a recruiter: the screen is not theirs.
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/audit" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.audit") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/admin/audit/audit-page.tsx"), "AuditPage"),
  notFoundComponent: NotFoundPage,
});
