// /privacy: the privacy policy (texts in i18n/about.*.json under legal, decision 200).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";

export const privacyRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "privacy",
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("about.legal.privacy.seoTitle"),
      description: context.t("about.legal.privacy.lead"),
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const { LegalPage } = await import("../../src/features/about/legal-page.tsx");
    return { default: () => <LegalPage document="privacy" /> };
  }),
});
