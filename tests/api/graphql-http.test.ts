// Issue 12, defect 14: /graphql passes the GraphQL-over-HTTP spec's own compliance audits (graphql-http's
// serverAudits): no failing MUST or SHOULD. Plus the request shapes the audits do not send.
import assert from "node:assert/strict";
import { serverAudits } from "graphql-http";
import { createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const GQL = "application/graphql-response+json";

Deno.test("graphql-http's server audits: every MUST and SHOULD passes", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const audits = serverAudits({
      url: "http://localhost/graphql",
      fetchFn: (input: RequestInfo | URL, init?: RequestInit) => t.app.request(input, init),
    });
    const results = [];
    for (const audit of audits) results.push(await audit.fn());
    const failing = results.filter((r) => r.status !== "ok")
      .map((r) => `${r.id} ${r.status}: ${r.name} — ${r.reason}`);
    assert.ok(results.length >= 50, `only ${results.length} audits ran`);
    assert.deepEqual(failing, []);
  } finally {
    await t.close();
  }
});

Deno.test("malformed requests are 4xx with a coded JSON body, never a 500", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const post = (body: string, headers: Record<string, string> = {}) =>
      t.request("/graphql", { method: "POST", headers: { "content-type": "application/json", ...headers }, body });
    const cases: Array<[string, Promise<Response>, number]> = [
      ["a body of null", post("null"), 400],
      ["a body that is an array", post("[]"), 400],
      ["a body that is not JSON", post("{"), 400],
      ["variables as a string", post(JSON.stringify({ query: "{ ok }", variables: "{}" })), 400],
      ["GET with malformed variables", t.request("/graphql?query=%7Bok%7D&variables=%5B1"), 400],
      ["GET with variables that are no object", t.request("/graphql?query=%7Bok%7D&variables=5"), 400],
      ["GET without a query", t.request("/graphql"), 400],
      ["a mutation over GET", t.request("/graphql?query=mutation%7BsignOut%7Bsuccess%7D%7D"), 405],
      ["a PUT", t.request("/graphql", { method: "PUT" }), 405],
      [
        "text/plain",
        t.request("/graphql", { method: "POST", headers: { "content-type": "text/plain" }, body: "{}" }),
        415,
      ],
    ];
    for (const [label, pending, status] of cases) {
      const res = await pending;
      assert.equal(res.status, status, label);
      const body = await res.json();
      assert.equal(typeof body.errors?.[0]?.extensions?.code, "string", label);
      assert.match(body.errors[0].extensions.i18nKey, /^errors\./, label);
    }
    // A parse failure: 400 for the new media type with no data entry, 200 for application/json.
    for (const [accept, status] of [[GQL, 400], ["application/json", 200]] as const) {
      const res = await post(JSON.stringify({ query: "{" }), { accept });
      assert.equal(res.status, status);
      assert.match(res.headers.get("content-type") ?? "", new RegExp(accept.replace("+", "\\+")));
      const body = await res.json();
      assert.equal(body.errors[0].extensions.code, "GRAPHQL_PARSE_FAILED");
      assert.equal("data" in body, false);
    }
    // An emoji in the document, charset given: answered.
    const emoji = await post(JSON.stringify({ query: '{ ok __typename } # 🏃 "Run🏃Swim🏊"' }), {
      "content-type": "application/json; charset=utf-8",
    });
    assert.equal(emoji.status, 200);
    assert.deepEqual((await emoji.json()).data, { ok: true, __typename: "Query" });
  } finally {
    await t.close();
  }
});
