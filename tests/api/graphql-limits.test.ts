import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test("abusive queries are rejected with a code and an i18n key, before any resolver runs", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: getGlobalVars { usdToRubExchangeRateForProducts }`)
      .join(" ");
    const tooMany = await t.graphql(`{ ${aliases} }`);
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.errors?.[0].extensions?.code, "TOO_MANY_ALIASES");
    assert.equal(tooMany.errors?.[0].extensions?.i18nKey, "errors.TOO_MANY_ALIASES");

    const tokens = await t.graphql(`{ ${Array.from({ length: 1100 }, () => "ok").join(" ")} }`);
    assert.equal(tokens.status, 400);
    assert.equal(tokens.errors?.[0].extensions?.code, "TOO_MANY_TOKENS");

    const syntax = await t.graphql("{ getGlobalVars { ");
    assert.equal(syntax.errors?.[0].extensions?.code, "GRAPHQL_PARSE_FAILED");

    const unknown = await t.graphql("{ noSuchField }");
    assert.equal(unknown.errors?.[0].extensions?.code, "GRAPHQL_VALIDATION_FAILED");

    // Bodies over 100 KB, with a declared length or streamed without one, JSON or not.
    const big = JSON.stringify({ query: "{ ok }", variables: { pad: "x".repeat(101 * 1024) } });
    const stream = () => new Blob([big]).stream();
    const bodies: Array<{ body: BodyInit; headers: Record<string, string> }> = [
      { body: big, headers: { "content-type": "application/json", "content-length": String(big.length) } },
      { body: stream(), headers: { "content-type": "application/json" } },
      { body: stream(), headers: { "content-type": "application/graphql" } },
    ];
    for (const init of bodies) {
      const res = await t.request("/graphql", { method: "POST", ...init });
      assert.equal(res.status, 413);
      assert.equal((await res.json()).errors[0].extensions.code, "BAD_USER_INPUT");
    }
    assert.deepEqual((await t.graphql("{ ok }")).data, { ok: true });
  } finally {
    await t.close();
  }
});

Deno.test("introspection works in development and is off in production", opts, async () => {
  const dev = await createTestApp({ seed: false });
  const prod = await createTestApp({ seed: false, env: { APP_ENV: "production", SESSION_SECRET: "s".repeat(40) } });
  try {
    const q = "{ __schema { queryType { name } } }";
    assert.deepEqual((await dev.graphql(q)).data, { __schema: { queryType: { name: "Query" } } });
    const res = await prod.graphql(q);
    assert.equal(res.status, 400);
    assert.equal(res.errors?.[0].extensions?.code, "GRAPHQL_VALIDATION_FAILED");
  } finally {
    await dev.close();
    await prod.close();
  }
});

Deno.test("GraphiQL is served only in development", opts, async () => {
  const dev = await createTestApp({ seed: false, env: { APP_ENV: "development" } });
  const prod = await createTestApp({ seed: false, env: { APP_ENV: "production", SESSION_SECRET: "s".repeat(40) } });
  try {
    const devRes = await dev.request("/graphql", { headers: { accept: "text/html" } });
    assert.match(await devRes.text(), /graphiql/i);
    const prodRes = await prod.request("/graphql", { headers: { accept: "text/html" } });
    assert.doesNotMatch(await prodRes.text(), /graphiql/i);
    assert.equal(prodRes.status, 400);
  } finally {
    await dev.close();
    await prod.close();
  }
});

Deno.test(
  "an unexpected resolver failure is masked: generic message, INTERNAL_SERVER_ERROR, no SQL",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      await t.database.close(); // every query now fails inside the driver
      const res = await t.graphql("{ getBanners(input: { language: en }) { title } }");
      assert.equal(res.errors?.[0].extensions?.code, "INTERNAL_SERVER_ERROR");
      assert.equal(res.errors?.[0].message, "Something went wrong");
      assert.doesNotMatch(JSON.stringify(res), /select |from "banners"|stack|drizzle/i);
    } finally {
      await t.close().catch(() => {});
    }
  },
);

Deno.test(
  "a repeated document answers exactly as the first time; only validated documents are remembered",
  opts,
  async () => {
    const t = await createTestApp({ seed: true, env: { APP_ENV: "production", SESSION_SECRET: "s".repeat(40) } });
    try {
      const query = `query Jobs($limit: Int) { getJobs(paginationOptions: { limit: $limit }) { meta { totalItems }
      jobsByAccess { __typename ... on Job { id title } ... on DisabledJob { id title } } } }`;
      const first = await t.graphql(query, { limit: 3 });
      const second = await t.graphql(query, { limit: 3 });
      assert.equal(first.status, 200);
      assert.deepEqual(second, first);
      // The remembered document still checks its variables and inputs on every call.
      const badVariable = await t.graphql(query, { limit: "three" });
      assert.equal(badVariable.status, 500);
      assert.match(badVariable.errors?.[0].message ?? "", /Int cannot represent/);
      const badInput = await t.graphql(query, { limit: 500 });
      assert.equal(badInput.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      // A document that failed validation fails every time, and introspection stays off however often it is asked.
      for (let i = 0; i < 2; i++) {
        assert.equal((await t.graphql("{ noSuchField }")).errors?.[0].extensions?.code, "GRAPHQL_VALIDATION_FAILED");
        const schema = await t.graphql("{ __schema { types { name } } }");
        assert.equal(schema.status, 400);
        assert.equal(schema.data, undefined);
      }
    } finally {
      await t.close();
    }
  },
);
