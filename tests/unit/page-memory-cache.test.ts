// The in-process page cache's own rules (src/server/page-memory-cache.ts), against a fake page renderer and clock:
// the entry and byte bounds (least recently used out first), a failed refresh keeping the stale copy, a version move
// dropping every page, and answers that must never be kept.
import assert from "node:assert/strict";
import { createPageMemoryCache, PageLru } from "../../src/server/page-memory-cache.ts";
import { parseConfig } from "../../src/config.ts";

const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

function entry(key: string, bytes: number) {
  return {
    key,
    storedAt: 0,
    status: 200,
    plain: new Uint8Array(0),
    gzip: new Uint8Array(0),
    plainHeaders: [],
    gzipHeaders: [],
    bytes,
  };
}

Deno.test("the page LRU keeps at most its entries and bytes, least recently used out first", () => {
  const lru = new PageLru(3, 1000);
  for (const key of ["a", "b", "c"]) lru.set(entry(key, 100));
  lru.get("a");
  lru.set(entry("d", 100));
  assert.deepEqual(lru.keys(), ["c", "a", "d"], "b, the least recently used, went");
  lru.set(entry("e", 950));
  assert.deepEqual(lru.keys(), ["e"], "the byte bound evicts as many as it takes");
  assert.equal(lru.bytes, 950);
  assert.equal(lru.set(entry("huge", 1001)), false, "a page larger than the bound alone is not kept");
  assert.deepEqual(lru.keys(), ["e"]);
  lru.set(entry("e", 10));
  assert.equal(lru.bytes, 10, "replacing an entry counts its new size only");
});

function setup(
  options: {
    renders?: (n: number) => Response | Promise<Response>;
    /** The content version as the database would answer it (default: at once). */
    readVersion?: (version: number) => Promise<number>;
  } = {},
) {
  let clock = 1_000_000;
  let version = 0;
  let renders = 0;
  let drops = 0;
  const work: Promise<unknown>[] = [];
  const logs: string[] = [];
  const cache = createPageMemoryCache({
    entries: 10,
    maxBytes: 1_000_000,
    freshSeconds: 60,
    staleSeconds: 600,
    sessionCookie: "fc_session",
    readVersion: () => options.readVersion ? options.readVersion(version) : Promise.resolve(version),
    onDrop: () => drops++,
    background: (p) => work.push(p),
    now: () => clock,
    log: (line) => logs.push(line),
  });
  const fetch = cache.wrap((request) => {
    renders++;
    if (options.renders) return options.renders(renders);
    return new Response(`<p>render ${renders} of ${new URL(request.url).pathname}</p>`, {
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": SHARED },
    });
  });
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(new Request(`https://fellows.test${path}`, { headers }));
    return { state: res.headers.get("x-memory-cache"), body: await res.text() };
  };
  return {
    cache,
    get,
    logs,
    advance: (ms: number) => clock += ms,
    bump: () => version++,
    settle: () => Promise.all(work.splice(0)),
    renders: () => renders,
    drops: () => drops,
  };
}

Deno.test("a failed refresh keeps the stale copy until the stale window ends", async () => {
  const t = setup({
    renders: (n) => {
      if (n > 1) throw new Error("database unreachable");
      return new Response("<p>first</p>", { headers: { "content-type": "text/html", "cache-control": SHARED } });
    },
  });
  assert.deepEqual(await t.get("/en/jobs/"), { state: "miss", body: "<p>first</p>" });
  t.advance(61_000);
  assert.deepEqual(await t.get("/en/jobs/"), { state: "stale", body: "<p>first</p>" });
  await t.settle();
  assert.match(t.logs.join("\n"), /refreshing \/en\/jobs\/ failed/);
  assert.deepEqual(await t.get("/en/jobs/"), { state: "stale", body: "<p>first</p>" }, "kept after the failure");
  await t.settle();
  t.advance(600_000);
  await assert.rejects(() => t.get("/en/jobs/"), /database unreachable/, "past the window: rendered in the request");
});

Deno.test("a content version move drops every page and the site cache; a session cookie bypasses", async () => {
  const t = setup();
  await t.get("/en/jobs/");
  await t.get("/ru/");
  await t.settle();
  assert.equal((await t.get("/en/jobs/")).state, "hit");
  t.bump();
  // Read at most once a second: within the second the isolate still answers from memory.
  t.advance(500);
  assert.equal((await t.get("/en/jobs/")).state, "hit");
  t.advance(600);
  // This request starts the read and does not wait for it.
  assert.equal((await t.get("/en/jobs/")).state, "hit");
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.ok(t.drops() >= 1, "the site cache was cleared");
  assert.equal(t.cache.stats().entries, 0);
  assert.equal((await t.get("/ru/")).state, "miss");

  const before = t.renders();
  const signedIn = await t.get("/ru/", { cookie: "fellows_device=x; fc_session=abc" });
  assert.equal(signedIn.state, null);
  assert.equal(t.renders(), before + 1, "rendered for them");
  assert.equal((await t.get("/ru/", { authorization: "Bearer x" })).state, null);
  assert.equal((await t.get("/ru/", { cookie: "fellows_device=x" })).state, "hit", "other cookies read the copy");
});

Deno.test("answers that set a cookie, are not 200 or are not public are never kept", async () => {
  for (
    const init of <ResponseInit[]> [
      { status: 200, headers: { "content-type": "text/html", "cache-control": SHARED, "set-cookie": "a=b" } },
      { status: 404, headers: { "content-type": "text/html", "cache-control": SHARED } },
      { status: 200, headers: { "content-type": "text/html", "cache-control": "no-store" } },
    ]
  ) {
    const t = setup({ renders: () => new Response("<p>x</p>", init) });
    assert.equal((await t.get("/en/jobs/")).state, "miss");
    assert.equal((await t.get("/en/jobs/")).state, "miss", JSON.stringify(init));
    assert.equal(t.cache.stats().entries, 0);
  }
  // Concurrent first requests share one render.
  const t = setup();
  const answers = await Promise.all([1, 2, 3, 4].map(() => t.get("/en/articles/")));
  assert.equal(t.renders(), 1);
  assert.ok(answers.every((a) => a.state === "miss" && a.body === answers[0].body));
});

Deno.test("PAGE_MEMORY_CACHE_ENTRIES: 200 by default, 0 under APP_ENV=test, validated", () => {
  assert.deepEqual(parseConfig({}).pageMemoryCache, { entries: 200, maxBytes: 32 * 1024 * 1024 });
  assert.equal(parseConfig({ APP_ENV: "test" }).pageMemoryCache.entries, 0);
  assert.equal(parseConfig({ APP_ENV: "test", PAGE_MEMORY_CACHE_ENTRIES: "5" }).pageMemoryCache.entries, 5);
  assert.equal(parseConfig({ PAGE_MEMORY_CACHE_ENTRIES: "0" }).pageMemoryCache.entries, 0);
  assert.equal(parseConfig({ PAGE_MEMORY_CACHE_MB: "8" }).pageMemoryCache.maxBytes, 8 * 1024 * 1024);
  assert.throws(() => parseConfig({ PAGE_MEMORY_CACHE_ENTRIES: "lots" }), /PAGE_MEMORY_CACHE_ENTRIES/);
  assert.throws(() => parseConfig({ PAGE_MEMORY_CACHE_MB: "0" }), /PAGE_MEMORY_CACHE_MB/);
});

Deno.test("a page rendered while the isolate's first version read is in flight is kept, not dropped by that read", async () => {
  // The database answers the first read of the version only after the first page has rendered.
  let answer: (() => void) | undefined;
  const t = setup({
    readVersion: (version) => new Promise((resolve) => answer = () => resolve(version)),
  });
  const first = t.get("/ru/");
  // The render is done, its page waits for the read before it is kept.
  await new Promise((resolve) => setTimeout(resolve, 10));
  answer!();
  assert.equal((await first).state, "miss");
  const again = await t.get("/ru/");
  assert.equal(again.state, "hit", "the first read found nothing changed: the page stays");
  assert.equal(t.drops(), 0);
  assert.equal(t.renders(), 1);
});
