// schema.org JSON-LD shared by the pages: the club as an Organization, the site with its job search, lists of items,
// and absolute addresses for pictures (JSON-LD names URLs in full; a generated cover is named by its PNG twin).
import type { Locale } from "../domain/locale.ts";
import { isGeneratedCover, pictureUrl, pngTwin } from "../domain/pictures.ts";

export const CLUB_NAME = "Fellows Club";

/** A site path or an absolute URL, as an absolute URL. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;
}

/** A picture as JSON-LD and link previews name it: absolute, and a generated cover as its PNG (SVG is not shown). */
export function pictureForCrawlers(origin: string, picture: string): string {
  return absoluteUrl(origin, isGeneratedCover(picture) ? pngTwin(picture) : picture);
}

export function clubOrganization(origin: string) {
  return {
    "@type": "Organization",
    name: CLUB_NAME,
    url: `${origin}/`,
    logo: absoluteUrl(origin, pictureUrl("logo", CLUB_NAME)),
  };
}

/** The home page's: the club, and the site with its search (the jobs list's ?q=). */
export function homeJsonLd(origin: string, locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@graph": [
      clubOrganization(origin),
      {
        "@type": "WebSite",
        name: CLUB_NAME,
        url: `${origin}/${locale}/`,
        inLanguage: locale,
        publisher: { "@type": "Organization", name: CLUB_NAME, url: `${origin}/` },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}/${locale}/jobs/?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
    ],
  };
}

/** A list page's items in the order shown (the first page): each item's name and address. */
export function itemListJsonLd(origin: string, items: ReadonlyArray<{ name: string; path: string }>) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      url: absoluteUrl(origin, item.path),
    })),
  };
}
