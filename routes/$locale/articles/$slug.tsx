// /articles/{slug}: the article as the viewer may read it; a missing slug redirects to /404, the other locale's URL
// to the article's own (301); with ?back_c= the learning path's steps come along for the previous/next links.
import { createRoute, lazyRouteComponent, redirect } from "@tanstack/react-router";
import { localeRoute } from "../route.tsx";
import { SLUG_PATTERN } from "../../../src/domain/articles.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { headInLanguage } from "../../../src/lib/content-language.ts";

const parseSearch = (search: Record<string, unknown>): { back_c?: string } =>
  typeof search.back_c === "string" && SLUG_PATTERN.test(search.back_c) ? { back_c: search.back_c } : {};

export const articleRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "articles/$slug",
  validateSearch: parseSearch,
  loaderDeps: ({ search }) => parseSearch(search),
  loader: async ({ context, location, params, deps }) => {
    // The page's data code loads with the page (the first screen does not need it).
    const { articleQuery, learningPathStepsQuery } = await import("../../../src/features/articles/queries.ts");
    const { articleJsonLd } = await import("../../../src/features/articles/structured-data.ts");
    const to404 = () => redirect({ to: "/$locale/404/", params: { locale: context.locale }, statusCode: 302 });
    if (!SLUG_PATTERN.test(params.slug)) throw to404();
    const [article] = await Promise.all([
      context.queryClient.ensureQueryData(articleQuery(context.gql, params.slug)),
      deps.back_c ? context.queryClient.ensureQueryData(learningPathStepsQuery(context.gql, deps.back_c)) : null,
    ]);
    if (!article) throw to404();
    // An article exists in its own language only: under the other locale it has moved there for good.
    if (article.language !== context.locale) {
      throw redirect({
        to: "/$locale/articles/$slug/",
        params: { locale: article.language, slug: article.slug },
        search: deps,
        statusCode: 301,
      });
    }
    const seo = await loadPageSeo(context, location.pathname, {
      title: context.t("seo.articleTitle", { title: article.title }),
      description: article.description,
      ogType: "article",
      jsonLd: articleJsonLd(article, `${context.origin}${location.pathname}`),
    });
    return { seo, language: article.language };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? headInLanguage(pageHead(loaderData.seo, match.context.origin), loaderData.language)
      : pageHead(undefined, match.context.origin),
  component: lazyRouteComponent(() => import("../../../src/features/articles/article-page.tsx"), "ArticlePage"),
});
