// Purging the CDN's copies of the public pages (src/server/edge-cache.ts says which pages it may keep). In production
// EDGE_PURGE_URL is the CDN's purge-by-tag endpoint (a POST of {"tags": [...]} with a bearer token); without it there
// is no CDN to tell (development, tests), and cached pages simply expire after EDGE_CACHE_SECONDS.
import { PAGES_CACHE_TAG } from "../../src/server/edge-cache.ts";

export type EdgeCache = {
  /** Drops every cached page: a change shown on one page (an expert) is often listed on others (lists, home). */
  purgePages(): Promise<void>;
};

export function createEdgeCache(
  purge: { url: string; token: string } | undefined,
  log: (line: string) => void = (line) => console.error(line),
): EdgeCache {
  return {
    async purgePages() {
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
  };
}
