// /reset-password/{token}: the page from the reset mail (not indexed).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const resetPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "reset-password/$token",
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("seo.resetTitle"),
      description: context.t("seo.resetTitle"),
      noindex: true,
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/auth/reset-password-page.tsx"),
    "ResetPasswordPage",
  ),
});
