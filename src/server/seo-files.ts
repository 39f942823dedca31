// robots.txt and sitemap.xml for the pages that exist: in both locales, or in the one their content is written in.
import { localePath, LOCALES } from "../domain/locale.ts";

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /graphql\nDisallow: /api/\nDisallow: /*?auth=\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * One <url> per locale with its alternates for a path without a locale ("/jobs/1": the page exists in both); a path
 * that already names its locale ("/en/articles/x/": content in one language) is listed once, with no alternate.
 */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.flatMap((path) =>
    /^\/(ru|en)\//.test(path) ? [`<url><loc>${escapeXml(origin + path)}</loc></url>`] : LOCALES.map((locale) => {
      const alternates = LOCALES.map((l) =>
        `<xhtml:link rel="alternate" hreflang="${l}" href="${escapeXml(origin + localePath(l, path))}"/>`
      )
        .join("");
      return `<url><loc>${
        escapeXml(origin + localePath(locale, path))
      }</loc>${alternates}<xhtml:link rel="alternate" hreflang="x-default" href="${
        escapeXml(origin + localePath("ru", path))
      }"/></url>`;
    })
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${
    urls.join("\n")
  }\n</urlset>\n`;
}
