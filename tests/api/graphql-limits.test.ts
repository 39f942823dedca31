import assert from "node:assert/strict";
import { createTestApp, PRODUCTION_ON_LOCAL_STATE } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
/** A client of the GraphQL-over-HTTP spec's own media type gets 4xx for request errors (application/json: 200). */
const GQL = { accept: "application/graphql-response+json" };

Deno.test("abusive queries are rejected with a code and an i18n key, before any resolver runs", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const aliases = Array.from({ length: 16 }, (_, i) => `a${i}: getGlobalVars { usdToRubExchangeRateForProducts }`)
      .join(" ");
    const tooMany = await t.graphql(`{ ${aliases} }`, undefined, GQL);
    assert.equal(tooMany.status, 400);
    assert.equal(tooMany.errors?.[0].extensions?.code, "TOO_MANY_ALIASES");
    assert.equal(tooMany.errors?.[0].extensions?.i18nKey, "errors.TOO_MANY_ALIASES");

    const tokens = await t.graphql(`{ ${Array.from({ length: 1100 }, () => "ok").join(" ")} }`, undefined, GQL);
    assert.equal(tokens.status, 400);
    assert.equal(tokens.errors?.[0].extensions?.code, "TOO_MANY_TOKENS");

    const syntax = await t.graphql("{ getGlobalVars { ");
    assert.equal(syntax.errors?.[0].extensions?.code, "GRAPHQL_PARSE_FAILED");

    const unknown = await t.graphql("{ noSuchField }");
    assert.equal(unknown.errors?.[0].extensions?.code, "GRAPHQL_VALIDATION_FAILED");

    // Bodies over 256 KB (a 50 000-character Cyrillic text is about 100 KB), with a declared length or streamed
    // without one, JSON or not.
    const big = JSON.stringify({ query: "{ ok }", variables: { pad: "x".repeat(257 * 1024) } });
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
  const prod = await createTestApp({
    seed: false,
    env: { ...PRODUCTION_ON_LOCAL_STATE, SESSION_SECRET: "s".repeat(40) },
  });
  try {
    const q = "{ __schema { queryType { name } } }";
    assert.deepEqual((await dev.graphql(q)).data, { __schema: { queryType: { name: "Query" } } });
    const res = await prod.graphql(q, undefined, GQL);
    assert.equal(res.status, 400);
    assert.equal(res.errors?.[0].extensions?.code, "GRAPHQL_VALIDATION_FAILED");
  } finally {
    await dev.close();
    await prod.close();
  }
});

Deno.test("GraphiQL is served only in development", opts, async () => {
  const dev = await createTestApp({ seed: false, env: { APP_ENV: "development" } });
  const prod = await createTestApp({
    seed: false,
    env: { ...PRODUCTION_ON_LOCAL_STATE, SESSION_SECRET: "s".repeat(40) },
  });
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
    const t = await createTestApp({
      seed: true,
      env: { ...PRODUCTION_ON_LOCAL_STATE, SESSION_SECRET: "s".repeat(40) },
    });
    try {
      const query = `query Jobs($limit: Int) { getJobs(paginationOptions: { limit: $limit }) { meta { totalItems }
      jobsByAccess { __typename ... on Job { id title } ... on DisabledJob { id title } } } }`;
      const first = await t.graphql(query, { limit: 3 });
      const second = await t.graphql(query, { limit: 3 });
      assert.equal(first.status, 200);
      assert.deepEqual(second, first);
      // The remembered document still checks its variables and inputs on every call.
      const badVariable = await t.graphql(query, { limit: "three" }, GQL);
      assert.equal(badVariable.status, 400);
      assert.equal(badVariable.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      assert.match(badVariable.errors?.[0].message ?? "", /Int cannot represent/);
      const badInput = await t.graphql(query, { limit: 500 });
      assert.equal(badInput.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      // A document that failed validation fails every time, and introspection stays off however often it is asked.
      for (let i = 0; i < 2; i++) {
        assert.equal((await t.graphql("{ noSuchField }")).errors?.[0].extensions?.code, "GRAPHQL_VALIDATION_FAILED");
        const schema = await t.graphql("{ __schema { types { name } } }", undefined, GQL);
        assert.equal(schema.status, 400);
        assert.equal(schema.data, undefined);
      }
    } finally {
      await t.close();
    }
  },
);

Deno.test("15 aliases of getJobs(limit: 50) are refused as too costly; small pages pass", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    // What a listing shows of a job. Before, the list inside getJobs counted 10 items whatever the limit.
    const job = "jobsByAccess { ... on Job { id title company description applicationLink postedAt isUN tags " +
      "location { city } } }";
    const aliased = (count: number, limit: number) =>
      `{ ${
        Array.from({ length: count }, (_, i) => `a${i}: getJobs(paginationOptions: { limit: ${limit} }) { ${job} }`)
          .join(" ")
      } }`;
    const many = await t.graphql(aliased(15, 50), undefined, GQL);
    assert.equal(many.status, 400);
    assert.equal(many.errors?.[0].extensions?.code, "QUERY_TOO_COSTLY");
    assert.equal(many.errors?.[0].extensions?.i18nKey, "errors.QUERY_TOO_COSTLY");
    assert.equal(many.data, undefined);
    // The limit is what counts: one page of 50 passes, and so do several aliases of small pages.
    const one = await t.graphql<{ a0: { jobsByAccess: unknown[] } }>(aliased(1, 50), undefined, GQL);
    assert.equal(one.status, 200);
    assert.ok(one.data!.a0.jobsByAccess.length > 0);
    assert.equal((await t.graphql(aliased(5, 5), undefined, GQL)).status, 200);
    // A limit sent in a variable counts as the largest page.
    const variable = `query ($p: PaginationOptions) { ${
      Array.from({ length: 15 }, (_, i) => `a${i}: getJobs(paginationOptions: $p) { ${job} }`).join(" ")
    } }`;
    const viaVariable = await t.graphql(variable, { p: { limit: 50 } }, GQL);
    assert.equal(viaVariable.errors?.[0].extensions?.code, "QUERY_TOO_COSTLY");
  } finally {
    await t.close();
  }
});

Deno.test("production errors name no schema field: no 'Did you mean' suggestions", opts, async () => {
  const dev = await createTestApp({ seed: false });
  const prod = await createTestApp({
    seed: false,
    env: { ...PRODUCTION_ON_LOCAL_STATE, SESSION_SECRET: "s".repeat(40) },
  });
  try {
    const misspelt = "{ getJob(id: 1) { __typename } getGlobalVar { usdToRubExchangeRateForProducts } }";
    const badEnum = "query ($l: Language!) { getCreepingLineBanner(language: $l) { id } }";
    // Development keeps graphql-js's hints (they help whoever writes a query)…
    assert.match((await dev.graphql(misspelt)).errors?.[0].message ?? "", /Did you mean "getGlobalVars"/);
    for (const app of [prod]) {
      const field = await app.graphql(misspelt);
      assert.equal(field.errors?.[0].extensions?.code, "GRAPHQL_VALIDATION_FAILED");
      assert.match(field.errors?.[0].message ?? "", /Cannot query field "getGlobalVar" on type "Query"\.$/);
      const value = await app.graphql(badEnum, { l: "ru_RU" });
      assert.equal(value.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      const inputField = await app.graphql("{ getBanners(input: { langage: en }) { id } }");
      for (const res of [field, value, inputField]) {
        assert.ok(res.errors?.length);
        assert.doesNotMatch(JSON.stringify(res.errors), /Did you mean|getGlobalVars|"language"|"ru"/);
      }
    }
  } finally {
    await dev.close();
    await prod.close();
  }
});
