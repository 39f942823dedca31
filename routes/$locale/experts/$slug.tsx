// /experts/$slug: an expert's public profile with the contact form (leads) handed in; an unknown slug, or a profile that
// is not public, is the 404 page. Person JSON-LD and a link preview from what the profile shows.
import { createRoute, lazyRouteComponent, notFound } from "@tanstack/react-router";
import { localeRoute, NotFoundPage } from "../route.tsx";
import { loadPageSeo, pageHead } from "../../../src/lib/seo.ts";
import { pictureUrl } from "../../../src/domain/pictures.ts";

export const expertRoute = createRoute({
  getParentRoute: () => localeRoute,
  path: "experts/$slug",
  loader: async ({ context, location, params }) => {
    if (!/^[\p{L}\p{N}-]{1,120}$/u.test(params.slug)) throw notFound({ routeId: "/$locale/experts/$slug" });
    const { expertQuery } = await import("../../../src/features/experts/queries.ts");
    const expert = await context.queryClient.ensureQueryData(expertQuery(context.gql, context.locale, params.slug));
    if (!expert) throw notFound({ routeId: "/$locale/experts/$slug" });
    const seo = await loadPageSeo(context, location.pathname, {
      title: `${expert.name} — ${expert.position} — Fellows Club`,
      description: expert.description.slice(0, 300),
      image: pictureUrl("cover", `expert ${expert.name}`),
      jsonLd: {
        "@context": "https://schema.org",
        "@type": "Person",
        name: expert.name,
        jobTitle: expert.position,
        description: expert.description,
        image: `${context.origin}${expert.picture?.url ?? pictureUrl("avatar", expert.name)}`,
        url: `${context.origin}${location.pathname}`,
        knowsLanguage: expert.languages,
        homeLocation: expert.locations.map((l) => ({ "@type": "Country", name: l.countryObject.country })),
      },
    });
    return { seo, slug: params.slug };
  },
  head: ({ loaderData, match }) => pageHead(loaderData?.seo, match.context.origin),
  component: lazyRouteComponent(async () => {
    const [{ ExpertPage }, { ContactRequestButton }] = await Promise.all([
      import("../../../src/features/experts/expert-page.tsx"),
      import("../../../src/features/leads/contact-request-button.tsx"),
    ]);
    return { default: () => <ExpertPage contact={ContactRequestButton} /> };
  }),
  notFoundComponent: NotFoundPage,
});
