// The partner company page's loader, loaded with the page's data code (the route file keeps only its path): the
// company and its head — title, description, link preview and Organization JSON-LD. Null when there is no public
// company at that address (the route answers the 404 page). The seo loader is passed in.
import type { RouterContext } from "../../router-context.ts";
import type { PageSeo } from "../../lib/seo.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { partnerQuery } from "./queries.ts";

type SeoLoader = (context: RouterContext, pathname: string, fallback: Omit<PageSeo, "path">) => Promise<PageSeo>;

export async function loadPartnerPage(context: RouterContext, pathname: string, slug: string, loadSeo: SeoLoader) {
  const partner = await context.queryClient.ensureQueryData(partnerQuery(context.gql, context.locale, slug));
  if (!partner) return null;
  const seo = await loadSeo(context, pathname, {
    title: `${partner.title} — Fellows Club`,
    description: (partner.description || partner.subtitle).slice(0, 300),
    image: pictureUrl("cover", `partner ${partner.title}`),
    // The title and description are the profile's own texts, in its language (the page keeps the interface's).
    contentLanguage: partner.language,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Organization",
      name: partner.title,
      description: partner.description || partner.subtitle,
      logo: `${context.origin}${partner.picture?.url ?? pictureUrl("logo", partner.title)}`,
      url: partner.website ?? `${context.origin}${pathname}`,
      areaServed: partner.locations.map((l) => ({ "@type": "Country", name: l.countryObject.country })),
    },
  });
  return { seo, slug };
}
