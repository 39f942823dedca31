// /career-in-the-united-nations: a guide page of the About menu (texts in i18n/about.*.json, parts in src/domain/about.ts).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";

export const careerInTheUnitedNationsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "career-in-the-united-nations",
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("about.guides.career-in-the-united-nations.seoTitle"),
      description: context.t("about.guides.career-in-the-united-nations.lead"),
      image: pictureUrl("cover", "guide career-in-the-united-nations"),
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const { GuidePage } = await import("../../src/features/about/guide-page.tsx");
    return { default: () => <GuidePage slug="career-in-the-united-nations" /> };
  }),
});
