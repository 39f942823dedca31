// /courses/{slug}: a learning path with its steps as the viewer may open them; an unknown path is the 404 page, the
// other locale's URL redirects to the path's own (301).
import { createRoute, lazyRouteComponent, notFound, redirect } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { SLUG_PATTERN } from "../../../src/domain/articles.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { headInLanguage } from "../../../src/lib/content-language.ts";

export const learningPathRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "courses/$slug",
  loader: async ({ context, location, params }) => {
    // The page's data code loads with the page (the first screen does not need it).
    const { learningPathQuery } = await import("../../../src/features/learning-paths/queries.ts");
    if (!SLUG_PATTERN.test(params.slug)) throw notFound({ routeId: "/$locale/courses/$slug" });
    const path = await context.queryClient.ensureQueryData(learningPathQuery(context.gql, params.slug));
    if (!path) throw notFound({ routeId: "/$locale/courses/$slug" });
    // A learning path exists in its own language only: under the other locale it has moved there for good.
    if (path.language !== context.locale) {
      throw redirect({
        to: "/$locale/courses/$slug/",
        params: { locale: path.language, slug: path.slug },
        statusCode: 301,
      });
    }
    const seo = await loadPageSeo(context, location.pathname, {
      title: context.t("seo.learningPathTitle", { title: path.title }),
      description: path.description.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim().slice(0, 200),
    });
    return { seo, language: path.language };
  },
  head: ({ loaderData, match }) =>
    loaderData
      ? headInLanguage(pageHead(loaderData.seo, match.context.origin), loaderData.language)
      : pageHead(undefined, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/learning-paths/learning-path-page.tsx"),
    "LearningPathPage",
  ),
  notFoundComponent: NotFoundPage,
});
