// /experts: the experts directory; its filters live in the URL, the first page and the filters come with the HTML.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { expertsFilterFromSearch, parseExpertsSearch } from "../../../src/features/experts/search.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { itemListJsonLd } from "../../../src/lib/structured-data.ts";
import { pictureUrl } from "../../../src/domain/pictures.ts";

export const expertsRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "experts",
  validateSearch: parseExpertsSearch,
  loaderDeps: ({ search }) => {
    const parsed = parseExpertsSearch(search);
    return { filter: expertsFilterFromSearch(parsed), sort: parsed.sort ?? "latest" as const };
  },
  loader: async ({ context, location, deps }) => {
    const { expertFiltersQuery, expertsListQuery } = await import("../../../src/features/experts/queries.ts");
    const [seo, list] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("experts.seoTitle"),
        description: context.t("experts.seoDescription"),
        image: pictureUrl("cover", "experts"),
      }),
      context.queryClient.ensureInfiniteQueryData(
        expertsListQuery(context.gql, context.locale, deps.filter, deps.sort),
      ),
      context.queryClient.ensureQueryData(expertFiltersQuery(context.gql, context.locale)),
    ]);
    const experts = list.pages[0]?.experts ?? [];
    const items = experts.map((e) => ({ name: e.name, path: `/${context.locale}/experts/${e.slug}/` }));
    return { seo: { ...seo, jsonLd: itemListJsonLd(context.origin, items) } };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/experts/experts-page.tsx"), "ExpertsPage"),
});
