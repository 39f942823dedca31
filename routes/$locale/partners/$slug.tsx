// /partners/$slug: a published partner company's profile with the contact form (leads) handed in; anything else is
// the 404 page. Organization JSON-LD and a link preview from what the profile shows.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";

export const partnerRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "partners/$slug",
  loader: async ({ context, location, params }) => {
    if (!/^[\p{L}\p{N}-]{1,120}$/u.test(params.slug)) throw notFound({ routeId: "/$locale/partners/$slug" });
    const { loadPartnerPage } = await import("../../../src/features/partners/loaders.ts");
    const page = await loadPartnerPage(context, location.pathname, params.slug, loadPageSeo);
    if (!page) throw notFound({ routeId: "/$locale/partners/$slug" });
    return page;
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const [{ PartnerPage }, { ContactRequestButton }] = await Promise.all([
      import("../../../src/features/partners/partner-page.tsx"),
      import("../../../src/features/leads/lead-button.tsx"),
    ]);
    return { default: () => <PartnerPage contact={ContactRequestButton} /> };
  }),
  notFoundComponent: NotFoundPage,
});
