// /admin/money/memberships: memberships and their payments, filtered in the URL, and refunds of YooKassa payments.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute } from "../../_back-office.tsx";
import { NotFoundPage } from "../../route.tsx";
import { pageHead } from "../../../../src/lib/seo.ts";
import { moneyFilterOf, parseMoneySearch } from "../../../../src/features/admin/money/search.ts";
import { isGqlErrorCode } from "../../../../src/lib/gql.ts";

export const adminMembershipsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/money/memberships",
  validateSearch: parseMoneySearch,
  loaderDeps: ({ search }) => ({ search: parseMoneySearch(search) }),
  loader: async ({ context, location, deps }) => {
    const { membershipsQuery } = await import("../../../../src/features/admin/money/queries.ts");
    try {
      await context.queryClient.ensureQueryData(
        membershipsQuery(context.gql, moneyFilterOf(deps.search), deps.search.page ?? 1),
      );
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) {
        throw notFound({ routeId: "/$locale/back-office/admin/money/memberships" });
      }
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.money.memberships") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../../src/features/admin/money/money-page.tsx"), "MembershipsPage"),
  notFoundComponent: NotFoundPage,
});
