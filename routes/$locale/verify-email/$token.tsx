// /verify-email/{token}: the page from the verification mail (not indexed).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const verifyEmailRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "verify-email/$token",
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("seo.verifyTitle"),
      description: context.t("seo.verifyTitle"),
      noindex: true,
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/auth/verify-email-page.tsx"), "VerifyEmailPage"),
});
