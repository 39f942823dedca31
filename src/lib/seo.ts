// Page head: title and description (the SEO tag for the URL, else the route's own), canonical, hreflang, Open Graph.
import { queryOptions } from "@tanstack/react-query";
import type { RouterContext } from "../router-context.ts";
import type { Gql } from "./gql.ts";
import { localePath, type PageTranslations, stripLocale } from "../domain/locale.ts";
import { GetSeoTagByUrlDocument } from "./operations.generated.ts";
import { isGeneratedCover, isGeneratedPicture, PICTURE_SIZE, pngTwin } from "../domain/pictures.ts";

// Here and not in a feature: every route's loader asks for its page's tag, and src/lib must not import a feature.
export const seoTagQuery = (gql: Gql, url: string) =>
  queryOptions({
    queryKey: ["seoTag", url],
    queryFn: async () => (await gql(GetSeoTagByUrlDocument, { url })).getSeoTagByUrl,
  });

export type PageSeo = {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
  /** "article" for articles; "website" otherwise. */
  ogType?: string;
  /** schema.org data for the page (JobPosting, Article), built only from what the viewer may see. */
  jsonLd?: Record<string, unknown>;
  /**
   * Content written in one language (articles, learning paths): the page exists only under its own locale, so the
   * head names no alternate in the other language (it would serve the same text marked as a translation).
   */
  oneLanguage?: boolean;
  /** For a page in one language: its address in each language it is written in (the hreflang links and the switch). */
  translations?: PageTranslations;
  /** The page's picture (a site path or an absolute URL) for link previews: og:image and the large Twitter card. */
  image?: string | null;
  /** The language the page's title and description are written in when it is not the page's (a profile's). */
  contentLanguage?: "ru" | "en";
};

/** Called by route loaders: the SEO tag stored for this URL wins over the route's own texts. */
export async function loadPageSeo(
  context: RouterContext,
  pathname: string,
  fallback: Omit<PageSeo, "path">,
): Promise<PageSeo> {
  const tag = fallback.noindex ? null : await context.queryClient.ensureQueryData(seoTagQuery(context.gql, pathname));
  return {
    title: tag?.title ?? fallback.title,
    description: tag?.description ?? fallback.description,
    path: pathname,
    noindex: fallback.noindex,
    ogType: fallback.ogType,
    jsonLd: fallback.jsonLd,
    oneLanguage: fallback.oneLanguage,
    translations: fallback.translations,
    image: fallback.image,
    // A stored SEO tag is written for its URL, in the page's language.
    contentLanguage: tag ? undefined : fallback.contentLanguage,
  };
}

export function pageHead(seo: PageSeo | undefined, origin: string) {
  if (!seo) return {};
  const bare = stripLocale(seo.path);
  const url = (locale: "ru" | "en") => `${origin}${localePath(locale, bare)}`;
  const canonical = `${origin}${seo.path}`;
  const locale = seo.path.startsWith("/en") ? "en" : "ru";
  return {
    meta: [
      { title: seo.title },
      { name: "description", content: seo.description },
      ...(seo.noindex ? [{ name: "robots", content: "noindex" }] : []),
      { property: "og:title", content: seo.title },
      { property: "og:description", content: seo.description },
      { property: "og:type", content: seo.ogType ?? "website" },
      { property: "og:url", content: canonical },
      { property: "og:site_name", content: "Fellows Club" },
      { property: "og:locale", content: (seo.contentLanguage ?? locale) === "ru" ? "ru_RU" : "en_US" },
      ...previewImageMeta(seo.image, origin),
      ...(seo.jsonLd ? [{ "script:ld+json": seo.jsonLd }] : []),
    ],
    links: seo.noindex ? [] : [
      { rel: "canonical", href: canonical },
      ...(seo.oneLanguage
        ? Object.entries({ [locale]: seo.path, ...seo.translations }).map(([lang, path]) => ({
          rel: "alternate",
          hrefLang: lang,
          href: `${origin}${path}`,
        }))
        : [
          { rel: "alternate", hrefLang: "ru", href: url("ru") },
          { rel: "alternate", hrefLang: "en", href: url("en") },
          { rel: "alternate", hrefLang: "x-default", href: url("ru") },
        ]),
    ],
  };
}

/**
 * og:image and the Twitter card for a page with a picture. Link previews do not show SVG, so a generated picture is
 * named by its PNG twin (same drawing, 1200×630); other pictures are named as they are.
 */
function previewImageMeta(image: string | null | undefined, origin: string) {
  // Generated avatars and logos are too small for a preview; only covers have a PNG twin.
  if (!image || (isGeneratedPicture(image) && !isGeneratedCover(image))) return [];
  const generated = isGeneratedCover(image);
  const path = generated ? pngTwin(image) : image;
  const url = /^https?:\/\//.test(path) ? path : `${origin}${path}`;
  return [
    { property: "og:image", content: url },
    ...(generated
      ? [
        { property: "og:image:width", content: String(PICTURE_SIZE.cover.width) },
        { property: "og:image:height", content: String(PICTURE_SIZE.cover.height) },
      ]
      : []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:image", content: url },
  ];
}
