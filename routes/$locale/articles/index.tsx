// /articles: the page's articles (in the page's language) for the search, sort, video filter and page in the URL.
import { createRoute, lazyRouteComponent } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { articlesFilter, pageOf, parseArticlesSearch } from "../../../src/features/articles/search.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { itemListJsonLd } from "../../../src/lib/structured-data.ts";
import { pictureUrl } from "../../../src/domain/pictures.ts";

export const articlesRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "articles",
  validateSearch: parseArticlesSearch,
  loaderDeps: ({ search }) => parseArticlesSearch(search),
  loader: async ({ context, location, deps }) => {
    // The page's data code loads with the page (the first screen does not need it).
    const { articlesQuery, pastTheEnd } = await import("../../../src/features/articles/queries.ts");
    const [seo, list] = await Promise.all([
      loadPageSeo(context, location.pathname, {
        title: context.t("seo.articlesTitle"),
        description: context.t("seo.articlesDescription"),
        image: pictureUrl("cover", "articles"),
      }),
      context.queryClient.ensureQueryData(
        articlesQuery(context.gql, articlesFilter(deps, context.locale), pageOf(deps)),
      ),
    ]);
    // A page past the end goes to the last page (temporarily: it may exist once more articles are published).
    const past = pastTheEnd(list.total, deps, context.locale);
    if (past) throw past;
    const items = list.articles.map((a) => ({ name: a.title, path: `/${context.locale}/articles/${a.slug}/` }));
    // A later page of the list is a page of its own (its canonical names it), so crawlers keep its links.
    const path = pageOf(deps) > 1 ? `${seo.path}?page=${pageOf(deps)}` : seo.path;
    return { seo: { ...seo, path, jsonLd: itemListJsonLd(context.origin, items) } };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/articles/articles-page.tsx"), "ArticlesPage"),
});
