// The article page's loader, loaded with the page's data code rather than in the first-load bundle: the article (a
// missing one goes to /404), the learning path's steps for ?back_c=, the other locale's URL sent to the article's own
// (301), and the page's SEO.
import { redirect } from "@tanstack/react-router";
import type { RouterContext } from "../../router-context.ts";
import type { loadPageSeo } from "../../lib/seo.ts";
import { articleQuery, learningPathStepsQuery, toOwnLocale } from "./queries.ts";
import { articleJsonLd } from "./structured-data.ts";
import { translationPaths } from "../../domain/locale.ts";

/**
 * `seo` is the route's own loadPageSeo, passed in so that this module shares nothing with the first-load bundle but
 * the framework (a shared module would become a chunk of its own that every first visit downloads). The route checks
 * the slug's form before it calls this.
 */
export async function loadArticlePage(
  context: RouterContext,
  pathname: string,
  slug: string,
  deps: { back_c?: string },
  seo: typeof loadPageSeo,
) {
  const to404 = () => redirect({ to: "/$locale/404/", params: { locale: context.locale }, statusCode: 302 });
  const [article] = await Promise.all([
    context.queryClient.ensureQueryData(articleQuery(context.gql, slug)),
    deps.back_c ? context.queryClient.ensureQueryData(learningPathStepsQuery(context.gql, deps.back_c)) : null,
  ]);
  if (!article) throw to404();
  // An article exists in its own language only: under the other locale it has moved there for good.
  if (article.language !== context.locale) throw toOwnLocale(article, deps);
  return {
    seo: await seo(context, pathname, {
      title: context.t("seo.articleTitle", { title: article.title }),
      description: article.description,
      ogType: "article",
      jsonLd: articleJsonLd(article, `${context.origin}${pathname}`),
      oneLanguage: true,
      translations: translationPaths("articles", article.translations),
      image: article.picture?.url,
    }),
  };
}
