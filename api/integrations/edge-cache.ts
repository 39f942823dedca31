// Purging the copies of the public pages (src/server/edge-cache.ts says which pages may be kept): the CDN's and every
// isolate's in-process copies (src/server/page-memory-cache.ts), in one call. In production EDGE_PURGE_URL is the
// CDN's purge-by-tag endpoint (a POST of {"tags": [...]} with a bearer token); without it there is no CDN to tell
// (development, tests), and CDN copies simply expire after EDGE_CACHE_SECONDS. The isolates are told through the
// page content version in the database (`bumpContentVersion`), which each reads at most once a second.
import { tracedCalls } from "../../src/platform/trace.ts";

/** Every cached page carries this tag (src/server/edge-cache.ts sets it); content changes made in the app purge it. */
export const PAGES_CACHE_TAG = "pages";

export type EdgeCache = {
  /** Drops every cached page: a change shown on one page (an expert) is often listed on others (lists, home). */
  purgePages(): Promise<void>;
};

export function createEdgeCache(
  purge: { url: string; token: string } | undefined,
  options: {
    /** Moves the page content version on (the in-process page caches drop their copies); none in unit uses. */
    bumpContentVersion?: () => Promise<unknown>;
    log?: (line: string) => void;
  } = {},
): EdgeCache {
  const log = options.log ?? ((line: string) => console.error(line));
  // A purge in a span (`edge-cache purgePages`) under the request's (decision 155).
  return tracedCalls<EdgeCache>("edge-cache", {
    async purgePages() {
      if (options.bumpContentVersion) {
        try {
          await options.bumpContentVersion();
        } catch (error) {
          log(
            `page cache: bumping the content version failed (${(error as Error).message}); pages expire on their own`,
          );
        }
      }
      if (!purge) return;
      try {
        const res = await fetch(purge.url, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${purge.token}` },
          body: JSON.stringify({ tags: [PAGES_CACHE_TAG] }),
        });
        await res.body?.cancel();
        if (!res.ok) log(`edge cache: the purge answered ${res.status}; cached pages expire on their own`);
      } catch (error) {
        log(`edge cache: the purge failed (${(error as Error).message}); cached pages expire on their own`);
      }
    },
  });
}
