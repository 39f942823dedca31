// /courses/{slug}: a learning path with its steps as the viewer may open them; an unknown path is the 404 page, the
// other locale's URL redirects to the path's own (301).
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { SLUG_PATTERN } from "../../../src/domain/articles.ts";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const learningPathRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "courses/$slug",
  // The loader's code loads with the page's data code (the first screen does not need it).
  loader: async ({ context, location, params }) => {
    if (!SLUG_PATTERN.test(params.slug)) throw notFound({ routeId: "/$locale/courses/$slug" });
    const { loadLearningPathPage } = await import("../../../src/features/learning-paths/loaders.ts");
    const page = await loadLearningPathPage(context, location.pathname, params.slug, loadPageSeo);
    if (!page) throw notFound({ routeId: "/$locale/courses/$slug" });
    return page;
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(
    () => import("../../../src/features/learning-paths/learning-path-page.tsx"),
    "LearningPathPage",
  ),
  notFoundComponent: NotFoundPage,
});
