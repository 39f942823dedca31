// /admin/inbox/{kind}/{id}: one message, its sender, the replies sent, a reply form and its status; an unknown kind or
// id is the 404 page.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import * as v from "valibot";
import { adminPageSeo, adminRoute, worksInArea } from "../../../_back-office.tsx";
import { NotFoundPage } from "../../../route.tsx";
import { pageHead } from "../../../../../src/lib/seo.ts";
import { InboxItemRefSchema } from "../../../../../src/domain/admin-inbox.ts";
import { isGqlErrorCode } from "../../../../../src/lib/gql.ts";

export const adminInboxItemRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/inbox/$kind/$id",
  loader: async ({ context, location, params }) => {
    if (!(await worksInArea(context, "inbox"))) {
      throw notFound({ routeId: "/$locale/back-office/admin/inbox/$kind/$id" });
    }
    const routeId = "/$locale/back-office/admin/inbox/$kind/$id";
    if (!v.is(InboxItemRefSchema, { kind: params.kind, id: params.id })) throw notFound({ routeId });
    const { inboxItemQuery } = await import("../../../../../src/features/admin/inbox/queries.ts");
    try {
      await context.queryClient.ensureQueryData(inboxItemQuery(context.gql, params.kind, params.id));
    } catch (error) {
      if (["FORBIDDEN", "NOT_FOUND", "BAD_USER_INPUT"].some((code) => isGqlErrorCode(error, code))) {
        throw notFound({ routeId });
      }
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.inbox") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../../../src/features/admin/inbox/inbox-item.tsx"),
    "InboxItemPage",
  ),
  notFoundComponent: NotFoundPage,
});
