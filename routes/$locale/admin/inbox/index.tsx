// /admin/inbox: the messages the site's forms store, one list; its filters in the URL (moderators, admins and global
// admins; the server refuses anyone else).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { inboxFilterOf, parseInboxSearch } from "../../../../src/features/admin/inbox/search.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";

export const adminInboxRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/inbox",
  validateSearch: parseInboxSearch,
  loaderDeps: ({ search }) => ({ search: parseInboxSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "inbox"))) throw notFound({ routeId: "/$locale/back-office/admin/inbox" });
    const { inboxQuery } = await import("../../../../src/features/admin/inbox/queries.ts");
    try {
      await context.queryClient.ensureQueryData(
        inboxQuery(context.gql, inboxFilterOf(deps.search), deps.search.page ?? 1),
      );
    } catch (error) {
      // A recruiter: the screen is not theirs.
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/inbox" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.inbox") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../../src/features/admin/inbox/inbox-page.tsx"), "InboxPage"),
  notFoundComponent: NotFoundPage,
});
