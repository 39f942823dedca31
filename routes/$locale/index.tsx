// / (home): the banners prefetched for the server HTML's first screen; the sections below the fold load their own
// data in the browser (src/compositions/home-page.tsx, loaded with the page). The head: the SEO tag, or the home
// texts, with the club's cover as the link preview.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";
import { homeJsonLd } from "../../src/lib/structured-data.ts";

export const homeRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "/",
  loader: async ({ context, location }) => {
    const [seo] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("seo.homeTitle"),
        description: context.t("seo.homeDescription"),
        image: pictureUrl("cover", "Fellows Club"),
        jsonLd: homeJsonLd(context.origin, context.locale),
      }),
      import("../../src/compositions/home-page.tsx").then(({ prefetchHome }) => prefetchHome(context)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/compositions/home-page.tsx"), "ComposedHomePage"),
});
