// /remote-work: a guide page of the About menu (texts in i18n/about.*.json, parts in src/domain/about.ts).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";

export const remoteWorkRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "remote-work",
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("about.guides.remote-work.seoTitle"),
      description: context.t("about.guides.remote-work.lead"),
      image: pictureUrl("cover", "guide remote-work"),
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const { GuidePage } = await import("../../src/features/about/guide-page.tsx");
    return { default: () => <GuidePage slug="remote-work" /> };
  }),
});
