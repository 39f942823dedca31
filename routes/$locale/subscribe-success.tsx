// /subscribe-success: thanks after paying for the club; ?back= returns to the page the member came from.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { safeRedirectPath } from "../../src/domain/redirect.ts";

export const subscribeSuccessRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "subscribe-success",
  validateSearch: (search: Record<string, unknown>): { back?: string; yooPayment?: string } => {
    const back = safeRedirectPath(search.back);
    const yoo = typeof search.yooPayment === "string" && /^[\w-]{1,64}$/.test(search.yooPayment)
      ? search.yooPayment
      : undefined;
    return { ...(back ? { back } : {}), ...(yoo ? { yooPayment: yoo } : {}) };
  },
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("billing.success.seoTitle"),
      description: context.t("billing.success.text"),
      noindex: true,
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../src/features/billing/subscribe-success-page.tsx"),
    "SubscribeSuccessPage",
  ),
});
