// /admin/payouts: promoters' payouts, filtered in the URL, the CSV for the bank, marked paid or failed (admins and
// global admins; anyone else gets the 404 page).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { adminPageSeo, adminRoute, worksInArea } from "../_back-office.tsx";
import { NotFoundPage } from "../route.tsx";
import { pageHead } from "../../../src/lib/seo.ts";
import { parsePayoutSearch, payoutFilterOf } from "../../../src/features/admin/payouts/search.ts";
import { isGqlErrorCode } from "../../../src/lib/gql.ts";

export const adminPayoutsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: "admin/payouts",
  validateSearch: parsePayoutSearch,
  loaderDeps: ({ search }) => ({ search: parsePayoutSearch(search) }),
  loader: async ({ context, location, deps }) => {
    if (!(await worksInArea(context, "money"))) throw notFound({ routeId: "/$locale/back-office/admin/payouts" });
    const { payoutsQuery } = await import("../../../src/features/admin/payouts/queries.ts");
    try {
      await context.queryClient.ensureQueryData(
        payoutsQuery(context.gql, payoutFilterOf(deps.search), deps.search.page ?? 1),
      );
    } catch (error) {
      if (isGqlErrorCode(error, "FORBIDDEN")) throw notFound({ routeId: "/$locale/back-office/admin/payouts" });
      throw error;
    }
    return { seo: await adminPageSeo(context, location.pathname, "admin.areas.payouts") };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/admin/payouts/payouts-page.tsx"), "PayoutsPage"),
  notFoundComponent: NotFoundPage,
});
