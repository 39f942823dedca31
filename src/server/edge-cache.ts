// What a CDN in front of the app (Deno Deploy's edge cache in production) may keep of a page. Only a public page,
// answered 200 to a GET from a visitor with no session cookie, is shareable: the same bytes for every anonymous
// visitor, kept s-maxage seconds and served stale while the CDN fetches it again. Everything else says no-store.
import { ABOUT_SITEMAP_PATHS, TOOL_SLUGS } from "../domain/about.ts";
import { PAGES_CACHE_TAG } from "../../api/integrations/edge-cache.ts";

const SEGMENT = "[^/]+";
/**
 * The public pages, after the locale: an allow-list, so a page added later (personal, transactional, a token link)
 * is never shared until it is listed here. The payment results, the personal area
 * (profile, support, saved jobs) and the pages still to come (promoter) stay out.
 */
const PUBLIC_PAGES = new RegExp(
  `^/(?:ru|en)/(?:${
    [
      "",
      "jobs/",
      // The plans and a product's checkout, as every anonymous visitor sees them (the sitemap lists them; paying
      // happens in the browser, against the API).
      "subscribe/",
      `buy-service/${SEGMENT}/`,
      "jobs/\\d+/",
      "articles/",
      `articles/${SEGMENT}/`,
      `courses/${SEGMENT}/`,
      "services/",
      // un/, interviews/, a career service, and the education and self-development services.
      `services/(?:education/|self-development/)?${SEGMENT}/`,
      "coaching/",
      "experts/",
      `experts/${SEGMENT}/`,
      "partners/",
      `partners/${SEGMENT}/`,
      ...TOOL_SLUGS.map((slug) => `tools/${slug}/`),
      ...ABOUT_SITEMAP_PATHS.map((path) => `${path.slice(1)}/`),
      // The partnership page and its tabs (?type=): the same for every anonymous visitor, its forms post to the API.
      "partnership/",
    ].join("|")
  })$`,
);

/** Query keys that make an address personal (an auth dialog, a token, a payment's return): never shared. */
const PERSONAL_QUERY_KEY = /^(?:auth|next|code|state)$|token|secret|session|payment|order|email|password/i;

export type EdgeCacheSettings = { seconds: number; staleSeconds: number };

/**
 * Whether a request may be answered with a shared copy of a page (when the page answers 200): a GET or HEAD of an
 * allow-listed public page, with no personal query key, from a visitor with no session cookie, while shared caching
 * is on. The CDN's headers (pageCacheHeaders) and the in-process page cache (src/server/page-memory-cache.ts) both
 * decide with this one predicate.
 */
export function isShareableRequest(
  request: { method: string; url: string | URL; hasSessionCookie: boolean },
  settings: EdgeCacheSettings,
): boolean {
  if (settings.seconds <= 0 || request.hasSessionCookie) return false;
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const url = typeof request.url === "string" ? new URL(request.url) : request.url;
  return PUBLIC_PAGES.test(url.pathname) && ![...url.searchParams.keys()].some((key) => PERSONAL_QUERY_KEY.test(key));
}

/**
 * The Cache-Control (and, when shareable, Vary and Cache-Tag) for a page answer. `hasSessionCookie` is whether the
 * request carried the session cookie at all, valid or not: such a request is never answered with a shared copy.
 */
export function pageCacheHeaders(
  request: { method: string; url: string; hasSessionCookie: boolean },
  status: number,
  settings: EdgeCacheSettings,
): Array<[string, string]> {
  if (status !== 200 || !isShareableRequest(request, settings)) return [["cache-control", "no-store"]];
  return [
    // Browsers check again every time (max-age=0); the CDN keeps the page and refreshes it in the background.
    [
      "cache-control",
      `public, max-age=0, s-maxage=${settings.seconds}, stale-while-revalidate=${settings.staleSeconds}`,
    ],
    // A visitor who signs in sends a cookie, so never gets the anonymous copy.
    ["vary", "Cookie"],
    ["cache-tag", PAGES_CACHE_TAG],
  ];
}
