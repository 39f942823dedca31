// /experts/$slug: an expert's public profile with the contact form (leads) handed in; an unknown slug, or a profile that
// is not public, is the 404 page. Person JSON-LD and a link preview from what the profile shows.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const expertRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "experts/$slug",
  loader: async ({ context, location, params }) => {
    if (!/^[\p{L}\p{N}-]{1,120}$/u.test(params.slug)) throw notFound({ routeId: "/$locale/experts/$slug" });
    const { loadExpertPage } = await import("../../../src/features/experts/loaders.ts");
    const page = await loadExpertPage(context, location.pathname, params.slug, loadPageSeo);
    if (!page) throw notFound({ routeId: "/$locale/experts/$slug" });
    return page;
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const [{ ExpertPage }, { ContactRequestButton }] = await Promise.all([
      import("../../../src/features/experts/expert-page.tsx"),
      import("../../../src/features/leads/lead-button.tsx"),
    ]);
    return { default: () => <ExpertPage contact={ContactRequestButton} /> };
  }),
  notFoundComponent: NotFoundPage,
});
