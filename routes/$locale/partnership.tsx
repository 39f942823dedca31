// /partnership: the four partnership tabs (media, project, marketing, partner) and the selected tab's form; `?type=` is
// the tab's index (0–3; anything else is the first tab).
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "./route.tsx";
import { loadPageSeo, pageHead } from "../../src/lib/seo.ts";
import { ownedSearch } from "../../src/lib/search-params.ts";
import { pictureUrl } from "../../src/domain/pictures.ts";
import { partnershipTabIndex } from "../../src/domain/partnership-tabs.ts";

export const partnershipRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "partnership",
  validateSearch: (search: Record<string, unknown>): { type?: number } =>
    ownedSearch(["type"], { type: partnershipTabIndex(search.type) || undefined }),
  loader: async ({ context, location }) => ({
    seo: await loadPageSeo(context, location.pathname, {
      title: context.t("partnership.seoTitle"),
      description: context.t("partnership.lead"),
      image: pictureUrl("cover", "partnership"),
    }),
  }),
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../src/features/partnership/partnership-page.tsx"), "PartnershipPage"),
});
