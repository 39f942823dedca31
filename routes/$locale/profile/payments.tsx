// /profile/payments: the seller payments page of spec 03 (Payments and Payouts tabs, the Stripe dashboard button),
// or the connect step before the seller's Stripe account is connected.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "../_personal-area.tsx";
import { pageHead } from "../../../src/lib/seo.ts";

export const sellerPaymentsRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "profile/payments",
  loader: async ({ context, location }) => {
    const { sellerStatusQuery } = await import("../../../src/features/sellers/queries.ts");
    const [seo] = await Promise.all([
      personalPageSeo(context, location.pathname, "sellers.title"),
      context.queryClient.ensureQueryData(sellerStatusQuery(context.gql)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/sellers/seller-payments-page.tsx"),
    "SellerPaymentsPage",
  ),
});
