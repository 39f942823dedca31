// /order-completed?prId=: after buying a product (signed in only: the personal area's guard sends others home).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { personalAreaRoute, personalPageSeo } from "./_personal-area.tsx";
import { pageHead } from "../../src/lib/seo.ts";

export const orderCompletedRoute = createRoute({
  getParentRoute: () => personalAreaRoute,
  path: "order-completed",
  validateSearch: (search: Record<string, unknown>): { prId?: string; yooPayment?: string } => {
    const prId = typeof search.prId === "string" || typeof search.prId === "number" ? String(search.prId) : "";
    const yoo = typeof search.yooPayment === "string" && /^[\w-]{1,64}$/.test(search.yooPayment)
      ? search.yooPayment
      : undefined;
    return { ...(/^\d{1,9}$/.test(prId) ? { prId } : {}), ...(yoo ? { yooPayment: yoo } : {}) };
  },
  loader: async ({ context, location }) => ({
    seo: await personalPageSeo(context, location.pathname, "purchases.completedTitle"),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../src/features/billing/order-completed-page.tsx"),
    "OrderCompletedPage",
  ),
});
