// Edge caching (issue 17): every public page answered to an anonymous visitor may be kept by a CDN (s-maxage with
// stale-while-revalidate, Vary: Cookie, a purge tag); no answer to a request carrying a session cookie is ever marked
// publicly cacheable, nor a personal, transactional or token page; a moderation decision purges the CDN's copies.
import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";
import { users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** Every page the sitemap lists (the public pages), as paths, in both languages. */
async function publicPages(t: Awaited<ReturnType<typeof createTestApp>>): Promise<string[]> {
  const xml = await (await t.request("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>https:\/\/fellows\.test([^<]+)<\/loc>/g)].map((m) => m[1]);
  return [...new Set(paths)];
}

function assertNotShared(res: Response, what: string) {
  const value = res.headers.get("cache-control") ?? "";
  assert.doesNotMatch(value, /public|s-maxage|stale-while-revalidate/, `${what}: ${value}`);
  assert.equal(res.headers.get("cache-tag"), null, `${what}: no purge tag`);
}

Deno.test("anonymous public pages are shareable by a CDN, in both languages", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const pages = await publicPages(t);
    for (const kind of ["/ru/", "/en/", "/ru/jobs/", "/en/articles/", "/ru/experts/", "/en/partners/"]) {
      assert.ok(pages.includes(kind), `the sitemap lists ${kind}`);
    }
    for (const [kind, re] of [["a job", /\/jobs\/\d+\/$/], ["an article", /\/articles\/[^/]+\/$/]] as const) {
      assert.ok(pages.some((p) => re.test(p)), `the sitemap lists ${kind}`);
    }
    for (const path of pages) {
      const res = await t.request(path);
      await res.body?.cancel();
      assert.equal(res.status, 200, path);
      assert.equal(res.headers.get("cache-control"), SHARED, path);
      assert.match(res.headers.get("vary") ?? "", /\bCookie\b/, `${path}: varies by cookie`);
      assert.equal(res.headers.get("cache-tag"), "pages", path);
      assert.equal(res.headers.getSetCookie().length, 0, `${path}: sets no cookie`);
    }
    // A public page with an ordinary filter is shared too (its address is the cache key).
    const filtered = await t.request("/en/jobs/?page=2");
    await filtered.body?.cancel();
    assert.equal(filtered.headers.get("cache-control"), SHARED);
  } finally {
    await t.close();
  }
});

Deno.test("no answer to a request carrying a session cookie is marked publicly cacheable", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    // One page of each kind (the first path segment after the locale) in each language, to keep the run short.
    const kinds = new Map<string, string>();
    for (const path of await publicPages(t)) kinds.set(path.split("/").slice(1, 3).join("/"), path);
    const pages = [...kinds.values()];
    const personal = ["/en/profile/", "/ru/profile/job-application-tracker/", "/en/jobs/saved/", "/en/support/"];
    const [moderator] = await t.db.insert(users).values({
      email: "moderator-cache@fellows.test",
      emailVerified: true,
      firstName: "Mona",
      lastName: "Moderator",
      role: "MODERATOR",
    }).returning();
    const viewers: Array<[string, Record<string, string>]> = [
      ["a member", { "x-test-viewer": "authorized" }],
      ["a fellow", { "x-test-viewer": "fellow" }],
      ["a moderator", { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, moderator.id)).token}` }],
      // A cookie the server no longer knows (expired, signed out elsewhere): still never the shared copy.
      ["a stale session", { cookie: `${SESSION_COOKIE}=${"x".repeat(40)}; fc_lang=en` }],
    ];
    for (const [who, headers] of viewers) {
      for (const path of [...pages, ...personal, "/en/subscribe/", "/ru/", "/sitemap.xml", "/api/auth/session"]) {
        const res = await t.request(path, { headers });
        await res.body?.cancel();
        assertNotShared(res, `${who} ${path}`);
        if (who !== "a stale session" && res.status === 200 && !path.endsWith(".xml")) {
          assert.equal(res.headers.get("cache-control"), "private, no-store", `${who} ${path}`);
        }
      }
      const gql = await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({ query: "{ me { email } }" }),
      });
      await gql.body?.cancel();
      assertNotShared(gql, `${who} /graphql`);
    }
  } finally {
    await t.close();
  }
});

Deno.test("personal, transactional and token pages are never shared, even anonymous", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    for (
      const path of [
        "/en/profile/",
        "/ru/profile/payments/",
        "/en/jobs/saved/",
        "/en/auth/reset-password/not-a-real-token/",
        "/ru/auth/verify-email/not-a-real-token/",
        "/en/subscribe-success/",
        "/en/order-completed/",
        "/en/jobs/?auth=sign-in",
        "/ru/?token=abc",
        "/en/no-such-page/",
        "/en/jobs/999999/",
      ]
    ) {
      const res = await t.request(path);
      await res.body?.cancel();
      assertNotShared(res, path);
    }
    const head = await t.request("/en/jobs/", { method: "HEAD" });
    assert.equal(head.headers.get("cache-control"), SHARED, "HEAD answers as GET");
  } finally {
    await t.close();
  }
});

Deno.test("EDGE_CACHE_SECONDS=0 turns shared caching off", opts, async () => {
  const t = await createTestApp({ seed: true, env: { EDGE_CACHE_SECONDS: "0" } });
  try {
    const res = await t.request("/en/jobs/");
    await res.body?.cancel();
    assert.equal(res.headers.get("cache-control"), "no-store");
  } finally {
    await t.close();
  }
});

Deno.test("a moderation decision purges the CDN's copies of the pages, once, with the token", opts, async () => {
  const purges: Array<{ auth: string | null; body: unknown }> = [];
  const cdn = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, async (req) => {
    purges.push({ auth: req.headers.get("authorization"), body: await req.json() });
    return Response.json({ ok: true });
  });
  const t = await createTestApp({
    seed: true,
    env: { EDGE_PURGE_URL: `http://127.0.0.1:${cdn.addr.port}/purge`, EDGE_PURGE_TOKEN: "cdn-token" },
  });
  try {
    const [moderator] = await t.db.insert(users).values({
      email: "moderator-purge@fellows.test",
      emailVerified: true,
      firstName: "Mona",
      lastName: "Moderator",
      role: "MODERATOR",
    }).returning();
    const headers = { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, moderator.id)).token}` };
    const queue = await t.graphql<{ getExperts: { experts: Array<{ id: string }> } }>(
      `{ getExperts(input: { status: MODERATION }) { experts { id } } }`,
      {},
      headers,
    );
    const id = queue.data!.getExperts.experts[0].id;
    const APPROVE = `mutation($id: ID!) { adminApproveExpert(id: $id) { success } }`;
    // Refused (not a moderator): nothing changed, nothing purged.
    await t.graphql(APPROVE, { id }, { "x-test-viewer": "fellow" });
    await t.app.settled();
    assert.equal(purges.length, 0);

    const approved = await t.graphql(APPROVE, { id }, headers);
    assert.equal(approved.errors, undefined, JSON.stringify(approved.errors));
    await t.app.settled();
    assert.deepEqual(purges, [{ auth: "Bearer cdn-token", body: { tags: ["pages"] } }]);
  } finally {
    await t.close();
    await cdn.shutdown();
  }
});
