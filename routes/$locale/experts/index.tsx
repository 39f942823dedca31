// /experts: the experts directory; its filters live in the URL, the first page and the filters come with the HTML.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { expertsFilterFromSearch, parseExpertsSearch } from "../../../src/features/experts/search.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

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
    const [seo] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("experts.seoTitle"),
        description: context.t("experts.seoDescription"),
      }),
      context.queryClient.ensureInfiniteQueryData(
        expertsListQuery(context.gql, context.locale, deps.filter, deps.sort),
      ),
      context.queryClient.ensureQueryData(expertFiltersQuery(context.gql, context.locale)),
    ]);
    return { seo };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/experts/experts-page.tsx"), "ExpertsPage"),
});
