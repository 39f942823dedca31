// Anonymous pages from memory: each isolate keeps the finished answers of the pages a CDN may share
// (src/server/edge-cache.ts decides which), so a repeat visit costs no render, no GraphQL and no compression.
// - Key: the page's path and query (the locale is the path's first segment). Only requests with no session cookie and
//   no Authorization header read or write it; each page is rendered from a canonical anonymous request (no cookie, no
//   client headers), so the stored bytes are the same whoever asked first, and an answer that sets a cookie, is not
//   200 or is not marked public is never kept.
// - Stored: status, headers (the CSP with the script hashes computed at render, src/server/render.ts), the HTML and
//   its gzip, built once; a hit is answered before Hono's middleware chain.
// - Bounded by entries (PAGE_MEMORY_CACHE_ENTRIES) and bytes (PAGE_MEMORY_CACHE_MB), least recently used out first.
// - Fresh for the CDN's s-maxage, then served stale (up to the CDN's stale-while-revalidate) while one background
//   render refreshes it; a refresh that fails keeps the stale copy.
// - Purged across isolates: a content version in the database (api/services/page-content-version.ts), bumped with
//   every CDN purge and read at most once a second per isolate, in the background of a request; when it moves, the
//   isolate drops its pages and its site cache (whose anonymous answers the next render would otherwise reuse).
import { isShareableRequest } from "./edge-cache.ts";
import { compressPage, gzipBytes, PAGE_GZIP_LEVEL } from "./assets.ts";

/** The header every answer the cache could serve carries (tests/bench read it). */
export const MEMORY_CACHE_HEADER = "x-memory-cache";
export type MemoryCacheState = "hit" | "stale" | "miss";

type Fetch<C> = (request: Request, env?: unknown, ctx?: C) => Response | Promise<Response>;

export type PageMemoryCacheOptions = {
  /** Most pages kept; 0 turns the cache off. */
  entries: number;
  /** Most bytes kept (HTML and gzip together). */
  maxBytes: number;
  /** Fresh this long (the CDN's s-maxage); 0 turns the cache off, as it turns off shared caching. */
  freshSeconds: number;
  /** Then served stale this long while one background render refreshes it. */
  staleSeconds: number;
  /** The cookie that names a session: a request carrying it never reads or writes the cache. */
  sessionCookie: string;
  /** The page content version kept in the database (read at most once per `versionIntervalMs`). */
  readVersion: () => Promise<number>;
  /** Called when the version moved, after the pages are dropped (the app clears its site cache here). */
  onDrop?: () => void;
  /** Runs work after its answer (refreshes); the app's `background`, so tests can wait for it. */
  background: (work: Promise<unknown>) => void;
  /** Milliseconds since the epoch; tests pass a clock they move. */
  now?: () => number;
  versionIntervalMs?: number;
  log?: (line: string) => void;
};

type Entry = {
  key: string;
  storedAt: number;
  status: number;
  plain: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  plainHeaders: Array<[string, string]>;
  gzipHeaders: Array<[string, string]>;
  bytes: number;
};

type Rendered = { entry: Entry; response?: undefined } | { entry?: undefined; response: Response };

/** A bounded LRU of entries by count and bytes: Map order is recency (a hit moves its entry to the end). */
export class PageLru {
  readonly #map = new Map<string, Entry>();
  #bytes = 0;
  constructor(readonly maxEntries: number, readonly maxBytes: number) {}
  get size() {
    return this.#map.size;
  }
  get bytes() {
    return this.#bytes;
  }
  get(key: string): Entry | undefined {
    const entry = this.#map.get(key);
    if (entry) {
      this.#map.delete(key);
      this.#map.set(key, entry);
    }
    return entry;
  }
  /** Keeps the entry (false when it alone is larger than the byte bound) and evicts the least recently used. */
  set(entry: Entry): boolean {
    this.delete(entry.key);
    if (entry.bytes > this.maxBytes || this.maxEntries <= 0) return false;
    this.#map.set(entry.key, entry);
    this.#bytes += entry.bytes;
    for (const [key, oldest] of this.#map) {
      if (this.#map.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#map.delete(key);
      this.#bytes -= oldest.bytes;
    }
    return true;
  }
  delete(key: string) {
    const entry = this.#map.get(key);
    if (!entry) return;
    this.#map.delete(key);
    this.#bytes -= entry.bytes;
  }
  clear() {
    this.#map.clear();
    this.#bytes = 0;
  }
  keys() {
    return [...this.#map.keys()];
  }
}

/** The answer with the cache's state header added (a copy when its headers are immutable). */
function marked(response: Response, state: MemoryCacheState): Response {
  try {
    response.headers.set(MEMORY_CACHE_HEADER, state);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(MEMORY_CACHE_HEADER, state);
    return copy;
  }
}

const LOOPBACK_ENV = { remoteAddr: { hostname: "127.0.0.1", port: 0, transport: "tcp" } };

export function createPageMemoryCache(options: PageMemoryCacheOptions) {
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.error(line));
  const versionIntervalMs = options.versionIntervalMs ?? 1000;
  const freshMs = options.freshSeconds * 1000;
  const keepMs = freshMs + options.staleSeconds * 1000;
  const enabled = options.entries > 0 && options.freshSeconds > 0;
  const settings = { seconds: options.freshSeconds, staleSeconds: options.staleSeconds };
  const sessionCookie = new RegExp(`(?:^|;)\\s*${options.sessionCookie}=`);
  const lru = new PageLru(options.entries, options.maxBytes);
  // Renders in flight for a missing page (one per key; other visitors wait for it) and background refreshes.
  const rendering = new Map<string, Promise<Rendered>>();
  const refreshing = new Set<string>();
  // Bumped on every drop: a render that started before it is not stored.
  let generation = 0;
  let version: number | undefined;
  let lastVersionRead = Number.NEGATIVE_INFINITY;
  let versionRead: Promise<void> | undefined;
  const counts = { hit: 0, stale: 0, miss: 0, refreshes: 0, drops: 0 };

  function drop() {
    generation++;
    counts.drops++;
    lru.clear();
    options.onDrop?.();
  }

  /** Notes the content version; a change drops every page (and, through onDrop, the site cache). */
  function noteVersion(next: number) {
    if (next !== version) {
      // The first read also drops: pages rendered before the isolate knew the version may predate a change.
      if (version !== undefined || lru.size) drop();
      version = next;
    }
  }

  /** Starts a read of the version when the last one is a second old; the request does not wait for it. */
  function checkVersion() {
    const t = now();
    if (versionRead || t - lastVersionRead < versionIntervalMs) return;
    lastVersionRead = t;
    versionRead = options.readVersion()
      .then(noteVersion, (error) => log(`page cache: reading the content version failed (${(error as Error).message})`))
      .finally(() => versionRead = undefined);
  }

  function answer(entry: Entry, request: Request, state: MemoryCacheState): Response {
    const gzip = request.headers.get("accept-encoding")?.includes("gzip") ?? false;
    const headers = new Headers(gzip ? entry.gzipHeaders : entry.plainHeaders);
    headers.set(MEMORY_CACHE_HEADER, state);
    counts[state]++;
    return new Response(request.method === "HEAD" ? null : gzip ? entry.gzip : entry.plain, {
      status: entry.status,
      headers,
    });
  }

  return {
    enabled,
    /** What the cache holds and has answered (tests, diagnostics). */
    stats: () => ({ ...counts, entries: lru.size, bytes: lru.bytes, version, keys: lru.keys() }),
    /** After this isolate bumped the version itself (a purge it made): drop at once, without waiting for a read. */
    noteVersion,
    /**
     * `fetch` with the page cache in front: cacheable requests are answered from memory when possible, rendered once
     * through `inner` otherwise; every other request goes straight to `inner`.
     */
    wrap<C>(inner: Fetch<C>): Fetch<C> {
      if (!enabled) return inner;

      /** Renders the page from a canonical anonymous request and keeps it when it may be shared. */
      async function render(key: string, url: string): Promise<Rendered> {
        const started = now();
        const startedIn = generation;
        const response = await inner(new Request(url, { headers: { accept: "text/html" } }), LOOPBACK_ENV);
        const cacheControl = response.headers.get("cache-control") ?? "";
        if (
          response.status !== 200 || !/\bpublic\b/.test(cacheControl) || response.headers.has("set-cookie") ||
          response.headers.has("content-encoding") || !/^text\/html/.test(response.headers.get("content-type") ?? "")
        ) return { response };
        const plain = new Uint8Array(await response.arrayBuffer());
        const gzip = gzipBytes(plain, PAGE_GZIP_LEVEL);
        const plainHeaders = [...response.headers].filter(([name]) => name !== "content-length");
        const gzipHeaders: Array<[string, string]> = [
          ...plainHeaders,
          ["content-encoding", "gzip"],
          ["vary", "Accept-Encoding"],
        ];
        const entry: Entry = {
          key,
          storedAt: started,
          status: response.status,
          plain,
          gzip,
          plainHeaders,
          gzipHeaders,
          bytes: plain.byteLength + gzip.byteLength,
        };
        // A version read in flight (the isolate's first, at start) lands before the page is kept: kept earlier, the
        // first read would drop it again, though nothing changed.
        if (versionRead) await versionRead;
        // A drop (a content change) while it rendered: it may show the old content, so it answers only its request.
        if (startedIn === generation) lru.set(entry);
        return { entry };
      }

      function refresh(key: string, url: string) {
        if (refreshing.has(key)) return;
        refreshing.add(key);
        counts.refreshes++;
        options.background(
          render(key, url).then((rendered) => {
            // A page that now answers otherwise (gone, moved) is dropped; a failure keeps the stale copy.
            if (rendered.response) {
              if (rendered.response.status < 500) lru.delete(key);
              else log(`page cache: refreshing ${key} answered ${rendered.response.status}; the stale copy stays`);
              return rendered.response.body?.cancel();
            }
          }, (error) => log(`page cache: refreshing ${key} failed (${(error as Error).message}); the stale copy stays`))
            .finally(() => refreshing.delete(key)),
        );
      }

      async function miss(request: Request, key: string, url: string, env: unknown, ctx: C | undefined) {
        let pending = rendering.get(key);
        const leader = !pending;
        if (!pending) {
          pending = render(key, url).finally(() => rendering.delete(key));
          rendering.set(key, pending);
        }
        const rendered = await pending;
        if (rendered.entry) return answer(rendered.entry, request, "miss");
        counts.miss++;
        // Not shareable: the page's own answer, to the one who rendered it; the others render their own.
        if (!leader) return marked(await inner(request, env, ctx), "miss");
        const response = request.method === "HEAD"
          ? new Response(null, rendered.response)
          : compressPage(rendered.response, request.headers.get("accept-encoding"));
        if (request.method === "HEAD") await rendered.response.body?.cancel();
        return marked(response, "miss");
      }

      return function pageMemoryFetch(request: Request, env?: unknown, ctx?: C) {
        const method = request.method;
        if (method !== "GET" && method !== "HEAD") return inner(request, env, ctx);
        const cookie = request.headers.get("cookie");
        if ((cookie && sessionCookie.test(cookie)) || request.headers.has("authorization")) {
          return inner(request, env, ctx);
        }
        const url = new URL(request.url);
        if (!isShareableRequest({ method, url, hasSessionCookie: false }, settings)) return inner(request, env, ctx);
        checkVersion();
        const key = url.pathname + url.search;
        const entry = lru.get(key);
        if (entry) {
          const age = now() - entry.storedAt;
          if (age < freshMs) return answer(entry, request, "hit");
          if (age < keepMs) {
            refresh(key, url.href);
            return answer(entry, request, "stale");
          }
          lru.delete(key);
        }
        return miss(request, key, url.href, env, ctx);
      };
    },
  };
}

export type PageMemoryCache = ReturnType<typeof createPageMemoryCache>;
