// /reset-password/{token}: the page from the reset mail (not indexed).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { resetTokenQuery } from "../../../src/features/auth/queries.ts";

export const resetPasswordRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "reset-password/$token",
  // The link is checked on the server when the page opens: a used or garbage one shows its state, not the form.
  loader: async ({ context, location, params }) => {
    const [seo] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("seo.resetTitle"),
        description: context.t("seo.resetTitle"),
        noindex: true,
      }),
      context.queryClient.ensureQueryData(resetTokenQuery(context.gql, params.token)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/auth/reset-password-page.tsx"),
    "ResetPasswordPage",
  ),
});
