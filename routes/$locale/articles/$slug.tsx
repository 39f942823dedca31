// /articles/{slug}: the article as the viewer may read it; a missing slug redirects to /404, the other locale's URL
// to the article's own (301); with ?back_c= the learning path's steps come along for the previous/next links.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { SLUG_PATTERN } from "../../../src/domain/articles.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { ownedSearch } from "../../../src/lib/search-params.ts";

const parseSearch = (search: Record<string, unknown>): { back_c?: string } =>
  ownedSearch(["back_c"], {
    back_c: typeof search.back_c === "string" && SLUG_PATTERN.test(search.back_c) ? search.back_c : undefined,
  });

export const articleRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "articles/$slug",
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => parseSearch(search),
  // The loader's code loads with the page's data code (the first screen does not need it).
  loader: async ({ context, location, params, deps }) => {
    if (!SLUG_PATTERN.test(params.slug)) {
      throw redirect({ to: "/$locale/404/", params: { locale: context.locale }, statusCode: 302 });
    }
    const { loadArticlePage } = await import("../../../src/features/articles/loaders.ts");
    return await loadArticlePage(context, location.pathname, params.slug, deps, loadPageSeo);
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/articles/article-page.tsx"), "ArticlePage"),
});
