// The expert profile page's loader, loaded with the page's data code (the route file keeps only its path): the
// profile and its head — title, description, link preview and Person JSON-LD from what the profile shows. Null when
// there is no public profile at that address (the route answers the 404 page). The seo loader is passed in.
import type { RouterContext } from "../../router-context.ts";
import type { PageSeo } from "../../lib/seo.ts";
import { pictureUrl } from "../../domain/pictures.ts";
import { expertQuery } from "./queries.ts";

type SeoLoader = (context: RouterContext, pathname: string, fallback: Omit<PageSeo, "path">) => Promise<PageSeo>;

export async function loadExpertPage(context: RouterContext, pathname: string, slug: string, loadSeo: SeoLoader) {
  const expert = await context.queryClient.ensureQueryData(expertQuery(context.gql, context.locale, slug));
  if (!expert) return null;
  const seo = await loadSeo(context, pathname, {
    title: `${expert.name} — ${expert.position} — Fellows Club`,
    description: expert.description.slice(0, 300),
    image: pictureUrl("cover", `expert ${expert.name}`),
    // The title and description are the profile's own texts, in its language (the page keeps the interface's).
    contentLanguage: expert.language,
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "Person",
      name: expert.name,
      jobTitle: expert.position,
      description: expert.description,
      image: `${context.origin}${expert.picture?.url ?? pictureUrl("avatar", expert.name)}`,
      url: `${context.origin}${pathname}`,
      knowsLanguage: expert.languages,
      homeLocation: expert.locations.map((l) => ({ "@type": "Country", name: l.countryObject.country })),
    },
  });
  return { seo, slug };
}
