// Views of jobs and articles: one per viewer per item per UTC day (decision 044), also when one viewer's views come
// at once; unknown ids are NOT_FOUND.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { jobs } from "../../db/schema/index.ts";
import { SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { createTestApp } from "../support/app.ts";
import { createArticle, createJob } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test(
  "a view counts once per viewer per item per UTC day: an address, another address, a signed-in user",
  opts,
  async () => {
    let clock = new Date("2026-11-22T10:00:00Z");
    await using t = await createTestApp({ seed: false, now: () => clock });
    const job = await createJob(t.db, { readAccess: "UNANYMOUS" });
    const article = await createArticle(t.db);
    const member = await t.sessionFor("authorized");
    // The client's address as the connection gives it (and as a proxy would forward it): the app decides which counts.
    const view = async (
      field: "recordJobView" | "recordArticleView",
      id: number,
      address: string,
      cookie?: string,
    ) => {
      const res = await t.app.request("/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-forwarded-for": address,
          ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        },
        body: JSON.stringify({
          query: `mutation($id: ID!) { ${field}(id: $id) { views } }`,
          variables: { id: String(id) },
        }),
      }, { remoteAddr: { hostname: address, port: 40_000, transport: "tcp" } });
      const body = await res.json();
      assert.equal(body.errors, undefined, JSON.stringify(body.errors));
      return body.data[field].views as number;
    };
    for (const [field, id] of [["recordJobView", job.id], ["recordArticleView", article.id]] as const) {
      const first = await Promise.all(Array.from({ length: 20 }, () => view(field, id, "203.0.113.7")));
      assert.deepEqual(new Set(first), new Set([1]), `${field}: 20 calls from one address count once`);
      assert.equal(await view(field, id, "198.51.100.23"), 2, `${field}: a second address counts`);
      assert.equal(await view(field, id, "203.0.113.7", member), 3, `${field}: a signed-in user counts`);
      assert.equal(
        await view(field, id, "198.51.100.99", member),
        3,
        `${field}: the same user from elsewhere does not`,
      );
    }
    // A new UTC day counts the same viewer again.
    clock = new Date("2026-11-23T00:05:00Z");
    assert.equal(await view("recordJobView", job.id, "203.0.113.7"), 4);
    // The "popular" order reads the same counter.
    const [row] = await t.db.select({ views: jobs.views }).from(jobs).where(eq(jobs.id, job.id));
    assert.equal(row.views, 4);
  },
);

Deno.test("concurrent views of one viewer count once that day; unknown ids are NOT_FOUND", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const article = await createArticle(t.db);
  const job = await createJob(t.db);
  const m = "mutation($id: ID!) { recordArticleView(id: $id) { views } }";
  await Promise.all([1, 2, 3].map(() => t.graphql(m, { id: String(article.id) })));
  const after = await t.graphql<{ recordArticleView: { views: number } }>(m, { id: String(article.id) });
  assert.equal(after.data!.recordArticleView.views, 1);
  const jobView = await t.graphql<{ recordJobView: { views: number } }>(
    "mutation($id: ID!) { recordJobView(id: $id) { views } }",
    { id: String(job.id) },
  );
  assert.equal(jobView.data!.recordJobView.views, 1);
  const missing = await t.graphql(m, { id: "424242" });
  assert.equal(missing.errors?.[0].extensions?.code, "NOT_FOUND");
});
