// /partners: the partner companies directory; its filters live in the URL, the first page and the filters come with the HTML.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { parsePartnersSearch, partnersFilterFromSearch } from "../../../src/features/partners/search.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { itemListJsonLd } from "../../../src/lib/structured-data.ts";
import { pictureUrl } from "../../../src/domain/pictures.ts";

export const partnersRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "partners",
  validateSearch: parsePartnersSearch,
  loaderDeps: ({ search }) => {
    const parsed = parsePartnersSearch(search);
    return { filter: partnersFilterFromSearch(parsed), sort: parsed.sort ?? "latest" as const };
  },
  loader: async ({ context, location, deps }) => {
    const { partnerFiltersQuery, partnersListQuery } = await import("../../../src/features/partners/queries.ts");
    const [seo, list] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("partners.seoTitle"),
        description: context.t("partners.seoDescription"),
        image: pictureUrl("cover", "partners"),
      }),
      context.queryClient.ensureInfiniteQueryData(
        partnersListQuery(context.gql, context.locale, deps.filter, deps.sort),
      ),
      context.queryClient.ensureQueryData(partnerFiltersQuery(context.gql, context.locale)),
    ]);
    const partners = list.pages[0]?.partnerCompanies ?? [];
    const items = partners.map((p) => ({ name: p.title, path: `/${context.locale}/partners/${p.slug}/` }));
    return { seo: { ...seo, jsonLd: itemListJsonLd(context.origin, items) } };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/partners/partners-page.tsx"), "PartnersPage"),
});
