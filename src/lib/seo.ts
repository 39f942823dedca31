// Page head: title and description (the SEO tag for the URL, else the route's own), canonical, hreflang, Open Graph.
import { queryOptions } from "@tanstack/react-query";
import type { RouterContext } from "../router-context.ts";
import type { Gql } from "./gql.ts";
import { localePath, stripLocale } from "../domain/locale.ts";
import { GetSeoTagByUrlDocument } from "./operations.generated.ts";

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
      { property: "og:locale", content: locale === "ru" ? "ru_RU" : "en_US" },
      ...(seo.jsonLd ? [{ "script:ld+json": seo.jsonLd }] : []),
    ],
    links: seo.noindex ? [] : [
      { rel: "canonical", href: canonical },
      ...(seo.oneLanguage ? [{ rel: "alternate", hrefLang: locale, href: canonical }] : [
        { rel: "alternate", hrefLang: "ru", href: url("ru") },
        { rel: "alternate", hrefLang: "en", href: url("en") },
        { rel: "alternate", hrefLang: "x-default", href: url("ru") },
      ]),
    ],
  };
}
