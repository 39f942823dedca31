// Anonymous pages from memory (issue 28, src/server/page-memory-cache.ts): the pages a CDN may share are kept per
// isolate and answered with x-memory-cache; nothing personal is ever kept or served from it, whoever is signed in; a
// content change made on one isolate reaches the others through the database's content version within about a second;
// a stale page is answered at once while one background render refreshes it; a kept page's CSP allows exactly its
// inline scripts by hash.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { createTestApp, quietly } from "../support/app.ts";
import { jobs, users } from "../../db/schema/index.ts";
import { SIGN_IN } from "../support/accounts.ts";
import { createAccount, createPromoter, type TestApp } from "../support/promoters.ts";
import { CREATE, profile } from "../support/experts.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { DEVICE_COOKIE } from "../../api/services/auth/devices.ts";
import type { Database } from "../../db/client.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const CACHE_ON = { PAGE_MEMORY_CACHE_ENTRIES: "200" };

/** One public page of each kind (section and depth after the locale), from the sitemap, and home in both languages. */
async function pageKinds(t: TestApp): Promise<string[]> {
  const xml = await (await t.request("/sitemap.xml")).text();
  const kinds = new Map<string, string>([["ru home", "/ru/"], ["en home", "/en/"]]);
  for (const [, path] of xml.matchAll(/<loc>https:\/\/fellows\.test([^<]+)<\/loc>/g)) {
    const parts = path.split("/").filter(Boolean);
    if (parts.length > 1) kinds.set(`${parts[1]} ${parts.length}`, path);
  }
  return [...kinds.values(), "/en/jobs/?page=2"];
}

/** The same database for a second app instance, closed by the first one only. */
function shared(database: Database): Database {
  return { ...database, close: async () => {} };
}

/**
 * The page without what differs between two renders of the same content: this response's nonce (attributes and the
 * csp-nonce meta; random, and without authority under the hashed CSP) and the render's clock (the dehydrated router
 * and query state's millisecond timestamps).
 */
const stripNonces = (html: string) =>
  html.replace(/(nonce="|"csp-nonce" content=")[^"]*"/g, '$1"').replace(/\b1\d{12}\b/g, "<ms>");
/** The policy without its script hashes (which follow the scripts' text, timestamps included). */
const policyShape = (csp: string | null) => csp?.replace(/'sha256-[^']+' ?/g, "");

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return btoa(String.fromCharCode(...new Uint8Array(digest)));
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/\btype="application\/(?:ld\+)?json"/i.test(m[1]))
    .map((m) => m[2]);
}

Deno.test("no personal byte is ever kept: signed-in visitors of every kind bypass the page cache", opts, async () => {
  const t = await createTestApp({ seed: true, env: CACHE_ON });
  const fresh = await createTestApp({ database: shared(t.database), env: { PAGE_MEMORY_CACHE_ENTRIES: "0" } });
  try {
    const pages = await pageKinds(t);
    assert.ok(pages.length >= 15, `page kinds: ${pages.length}`);
    // Every kind of user, each with a name, an e-mail and a password no page shows, signed in with the password so
    // the answer also sets the device cookie.
    const password = "Correct-horse-42";
    const make = async (kind: string, role: "CUSTOMER" | "MODERATOR" | "ADMIN" | "GLOBAL_ADMIN" = "CUSTOMER") =>
      await createAccount(t, {
        role,
        password,
        firstName: `Zephyrine${kind}`,
        lastName: `Quillfeather${kind}`,
        email: `zq-${kind.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@personal.test`,
      });
    const people = [
      { kind: "registered", ...await make("Registered") },
      { kind: "fellow", ...await make("Fellow") },
      { kind: "expert", ...await make("Expert") },
      { kind: "moderator", ...await make("Moderator", "MODERATOR") },
      { kind: "admin", ...await make("Admin", "ADMIN") },
      { kind: "global admin", ...await make("Global", "GLOBAL_ADMIN") },
    ];
    const fellow = people.find((p) => p.kind === "fellow")!;
    await t.db.update(users).set({ isFellow: true }).where(eq(users.id, fellow.id));
    const expert = people.find((p) => p.kind === "expert")!;
    const created = await t.graphql(CREATE, {
      input: profile({ name: "Zephyrine Expertprofile", contacts: { telegram: "@zephyrine_private" } }),
    }, expert.headers);
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const promoter = await createPromoter(t, { firstName: "ZephyrinePromoter", lastName: "Quillfeather", password });
    people.push({ kind: "promoter", ...promoter, email: promoter.email, id: promoter.id, headers: promoter.headers });

    const secrets: string[] = ["Zephyrine", "Quillfeather", "personal.test", "zephyrine_private"];
    const cookies: Array<{ kind: string; cookie: string }> = [];
    for (const person of people) {
      const res = await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: SIGN_IN, variables: { input: { email: person.email, password } } }),
      });
      const body = await res.json();
      assert.ok(body.data?.signIn.user?.id, `${person.kind} signs in: ${JSON.stringify(body)}`);
      const set = res.headers.getSetCookie().map((line) => line.split(";")[0]);
      assert.ok(set.some((c) => c.startsWith(`${SESSION_COOKIE}=`)), `${person.kind}: a session cookie`);
      assert.ok(set.some((c) => c.startsWith(`${DEVICE_COOKIE}=`)), `${person.kind}: a device cookie`);
      cookies.push({ kind: person.kind, cookie: set.join("; ") });
      secrets.push(person.email, person.id, ...set.map((c) => c.split("=").slice(1).join("=")));
    }

    // Signed in, every public page: rendered for them, never from memory, and nothing kept.
    for (const { kind, cookie } of cookies) {
      for (const path of pages) {
        const res = await t.request(path, { headers: { cookie, "accept-encoding": "gzip" } });
        await res.body?.cancel();
        // A fellow is sent on from the plans page (307): still their own answer.
        assert.ok(res.status === 200 || res.status === 307, `${kind} ${path}: ${res.status}`);
        assert.equal(res.headers.get("x-memory-cache"), null, `${kind} ${path}: not from the page cache`);
        assert.match(res.headers.get("cache-control") ?? "", /no-store/, `${kind} ${path}`);
        assert.doesNotMatch(res.headers.get("cache-control") ?? "", /public/, `${kind} ${path}`);
      }
    }
    assert.equal(t.app.pageMemory.stats().entries, 0, "signed-in requests never populate the cache");
    assert.equal(t.app.pageMemory.stats().hit + t.app.pageMemory.stats().stale, 0);

    // Anonymous: rendered once, then from memory; a visitor carrying only the device cookie gets the same copy.
    const device = cookies[0].cookie.split("; ").find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    for (const path of pages) {
      const first = await t.request(path);
      const firstBody = await first.text();
      assert.equal(first.headers.get("x-memory-cache"), "miss", path);
      const hit = await t.request(path);
      const hitBody = await hit.text();
      assert.equal(hit.headers.get("x-memory-cache"), "hit", path);
      assert.equal(hitBody, firstBody, `${path}: the kept bytes`);
      const gz = await t.request(path, { headers: { "accept-encoding": "gzip", cookie: device } });
      assert.equal(gz.headers.get("x-memory-cache"), "hit", `${path} with a device cookie`);
      assert.equal(gz.headers.get("content-encoding"), "gzip");
      const gzBody = new Uint8Array(await gz.arrayBuffer());
      const unzipped = await new Response(new Blob([gzBody]).stream().pipeThrough(new DecompressionStream("gzip")))
        .text();
      assert.equal(unzipped, hitBody, `${path}: the kept gzip is the kept HTML`);
      // Nothing personal in the body or any header of what is served from memory.
      const served = [hitBody, ...[...hit.headers, ...gz.headers].map(([k, v]) => `${k}: ${v}`)].join("\n");
      for (const secret of secrets) assert.ok(!served.includes(secret), `${path} carries ${secret}`);
      assert.equal(hit.headers.getSetCookie().length, 0, `${path}: no cookie from memory`);
      // Byte-identical to a fresh anonymous render, but for the nonce attributes (which the hashed CSP ignores).
      const fresh1 = await fresh.request(path);
      assert.equal(fresh1.headers.get("x-memory-cache"), null, "the cache-off instance answers without the header");
      const [kept, rendered] = [stripNonces(hitBody), stripNonces(await fresh1.text())];
      let at = 0;
      while (at < kept.length && kept[at] === rendered[at]) at++;
      assert.ok(kept === rendered, `${path}: differs from a fresh render at ${at}: ${kept.slice(at - 80, at + 80)}`);
      assert.equal(
        policyShape(hit.headers.get("content-security-policy")),
        policyShape(fresh1.headers.get("content-security-policy")),
        path,
      );
    }
    // Signed in again after the pages are kept: still their own render, never the kept copy.
    for (const { kind, cookie } of cookies) {
      const res = await t.request(pages[0], { headers: { cookie } });
      await res.body?.cancel();
      assert.equal(res.headers.get("x-memory-cache"), null, kind);
      assert.equal(res.headers.get("cache-control"), "private, no-store", kind);
    }
    // A session cookie the server does not know is not a way in either.
    const stale = await t.request(pages[0], { headers: { cookie: `${SESSION_COOKIE}=${"x".repeat(40)}` } });
    await stale.body?.cancel();
    assert.equal(stale.headers.get("x-memory-cache"), null);
    assert.equal(t.app.pageMemory.stats().entries, pages.length);
  } finally {
    await fresh.close();
    await t.close();
  }
});

Deno.test("pages that are not shared are not kept, and the header is absent when the cache is off", opts, async () => {
  const t = await createTestApp({ seed: true, env: CACHE_ON });
  const off = await createTestApp({ database: shared(t.database), env: { PAGE_MEMORY_CACHE_ENTRIES: "0" } });
  try {
    for (const path of ["/en/profile/", "/en/jobs/?auth=sign-in", "/en/no-such-page/", "/en/jobs/999999/", "/ru"]) {
      const res = await t.request(path);
      await res.body?.cancel();
      assert.notEqual(res.headers.get("x-memory-cache"), "hit", path);
      const again = await t.request(path);
      await again.body?.cancel();
      assert.notEqual(again.headers.get("x-memory-cache"), "hit", `${path} again`);
    }
    assert.equal(t.app.pageMemory.stats().entries, 0);
    const head = await t.request("/en/jobs/", { method: "HEAD" });
    assert.equal(head.headers.get("x-memory-cache"), "miss");
    const headHit = await t.request("/en/jobs/", { method: "HEAD" });
    assert.equal(headHit.headers.get("x-memory-cache"), "hit");
    assert.equal(await headHit.text(), "");
    const res = await off.request("/en/jobs/");
    await res.body?.cancel();
    assert.equal(res.headers.get("x-memory-cache"), null);
  } finally {
    await off.close();
    await t.close();
  }
});

Deno.test("a moderation on one instance reaches the other instance's page cache within a second", opts, async () => {
  // The site cache on too: its anonymous GraphQL answers would otherwise outlive the purge on the other instance.
  const env = { ...CACHE_ON, SITE_CACHE_SECONDS: "300" };
  const a = await createTestApp({ seed: true, env });
  const b = await createTestApp({ database: shared(a.database), env });
  try {
    const moderator = await createAccount(a, { role: "MODERATOR" });
    const queue = await a.graphql<{ getExperts: { experts: Array<{ id: string; name: string }> } }>(
      `{ getExperts(input: { status: MODERATION }) { experts { id name } } }`,
      {},
      moderator.headers,
    );
    const waiting = queue.data!.getExperts.experts[0];
    assert.ok(waiting, "the seed has a profile waiting for moderation");
    const page = "/en/experts/";
    for (const app of [a, b]) {
      const miss = await app.request(page);
      assert.ok(!(await miss.text()).includes(waiting.name), "not listed before approval");
      const hit = await app.request(page);
      assert.equal(hit.headers.get("x-memory-cache"), "hit");
      await hit.body?.cancel();
    }
    const approved = await quietly(() =>
      a.graphql(`mutation($id: ID!) { adminApproveExpert(id: $id) { success } }`, { id: waiting.id }, moderator.headers)
    );
    assert.equal(approved.errors, undefined, JSON.stringify(approved.errors));
    await a.app.settled();
    const purgedAt = Date.now();
    // The instance that made the change dropped its copies at once.
    const own = await a.request(page);
    assert.equal(own.headers.get("x-memory-cache"), "miss");
    assert.ok((await own.text()).includes(waiting.name), "listed on the instance that approved");
    // The other one finds out from the version within a second, plus one render.
    let seenAfter = -1;
    while (Date.now() - purgedAt < 3000) {
      const res = await b.request(page);
      const html = await res.text();
      if (html.includes(waiting.name)) {
        assert.equal(res.headers.get("x-memory-cache"), "miss", "rendered again, not a kept copy");
        seenAfter = Date.now() - purgedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(seenAfter >= 0, "the other instance shows the approved profile");
    assert.ok(seenAfter <= 2000, `seen after ${seenAfter} ms`);
    assert.ok(b.app.pageMemory.stats().drops >= 1);
    const hit = await b.request(page);
    assert.equal(hit.headers.get("x-memory-cache"), "hit");
    assert.ok((await hit.text()).includes(waiting.name));
  } finally {
    await b.close();
    await a.close();
  }
});

Deno.test("a stale page is answered at once while one background render refreshes it", opts, async () => {
  let clock = Date.now();
  const t = await createTestApp({ seed: true, env: CACHE_ON, now: () => new Date(clock) });
  try {
    const [job] = await t.db.select({ id: jobs.id, title: jobs.title }).from(jobs).limit(1);
    const page = `/en/jobs/${job.id}/`;
    const first = await t.request(page);
    assert.equal(first.headers.get("x-memory-cache"), "miss");
    assert.ok((await first.text()).includes(job.title));
    await t.db.update(jobs).set({ title: "Refreshed in the background" }).where(eq(jobs.id, job.id));
    clock += 30_000;
    const fresh = await t.request(page);
    assert.equal(fresh.headers.get("x-memory-cache"), "hit", "fresh for EDGE_CACHE_SECONDS (60)");
    await fresh.body?.cancel();

    clock += 31_000;
    const before = t.app.pageMemory.stats().refreshes;
    const stale = await Promise.all(Array.from({ length: 6 }, () => t.request(page)));
    for (const res of stale) {
      assert.equal(res.headers.get("x-memory-cache"), "stale");
      const html = await res.text();
      assert.ok(html.includes(job.title) && !html.includes("Refreshed in the background"), "the kept copy");
    }
    assert.equal(t.app.pageMemory.stats().refreshes - before, 1, "one refresh for all of them");
    await t.app.settled();
    const refreshed = await t.request(page);
    assert.equal(refreshed.headers.get("x-memory-cache"), "hit");
    assert.ok((await refreshed.text()).includes("Refreshed in the background"));

    // Past the stale window (600 s) a copy is not served at all: rendered again in the request.
    clock += 61_000 + 600_000;
    const expired = await t.request(page);
    assert.equal(expired.headers.get("x-memory-cache"), "miss");
    await expired.body?.cancel();
  } finally {
    await t.close();
  }
});

Deno.test("a kept page's CSP allows exactly its inline scripts by hash, and no nonce", opts, async () => {
  const t = await createTestApp({ seed: true, env: CACHE_ON });
  try {
    for (const page of ["/ru/", "/en/articles/", "/en/jobs/"]) {
      await (await t.request(page)).body?.cancel();
      const hit = await t.request(page);
      assert.equal(hit.headers.get("x-memory-cache"), "hit");
      const html = await hit.text();
      const csp = hit.headers.get("content-security-policy") ?? "";
      assert.doesNotMatch(csp, /nonce/, page);
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src "))!;
      const allowed = [...scriptSrc.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]).sort();
      const scripts = inlineScripts(html);
      assert.ok(scripts.length > 0, `${page} has inline scripts`);
      const needed = [...new Set(await Promise.all(scripts.map(sha256)))].sort();
      assert.deepEqual(allowed, needed, page);
    }
  } finally {
    await t.close();
  }
});
