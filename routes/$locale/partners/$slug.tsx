// /partners/$slug: a published partner company's profile with the contact form (leads) handed in; anything else is
// the 404 page. Organization JSON-LD and a link preview from what the profile shows.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { pictureUrl } from "../../../src/domain/pictures.ts";

export const partnerRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "partners/$slug",
  loader: async ({ context, location, params }) => {
    if (!/^[\p{L}\p{N}-]{1,120}$/u.test(params.slug)) throw notFound({ routeId: "/$locale/partners/$slug" });
    const { partnerQuery } = await import("../../../src/features/partners/queries.ts");
    const partner = await context.queryClient.ensureQueryData(partnerQuery(context.gql, context.locale, params.slug));
    if (!partner) throw notFound({ routeId: "/$locale/partners/$slug" });
    const seo = await loadPageSeo(context, location.pathname, {
      title: `${partner.title} — Fellows Club`,
      description: (partner.description || partner.subtitle).slice(0, 300),
      image: pictureUrl("cover", `partner ${partner.title}`),
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: partner.title,
        description: partner.description || partner.subtitle,
        logo: `${context.origin}${partner.picture?.url ?? pictureUrl("logo", partner.title)}`,
        url: partner.website ?? `${context.origin}${location.pathname}`,
        areaServed: partner.locations.map((l) => ({ "@type": "Country", name: l.countryObject.country })),
      },
    });
    return { seo, slug: params.slug };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const [{ PartnerPage }, { ContactRequestButton }] = await Promise.all([
      import("../../../src/features/partners/partner-page.tsx"),
      import("../../../src/features/leads/contact-request-button.tsx"),
    ]);
    return { default: () => <PartnerPage contact={ContactRequestButton} /> };
  }),
  notFoundComponent: NotFoundPage,
});
