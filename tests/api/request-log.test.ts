// The request log (src/platform/request-log.ts, decision 149): one JSON line per request with its route pattern,
// status, duration, request id and viewer kind — and nothing that names a person — across pages in both locales,
// signed-in pages, GraphQL with errors, REST endpoints, webhooks and the page cache; the request id that a GraphQL
// error answer carries finds its one line.
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import { users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { createLogger } from "../../src/platform/log.ts";
import { createTestApp } from "../support/app.ts";
import { ROUTE_PATTERN } from "../support/log-guard.ts";
import { loadClientAssets } from "../../src/server/assets.ts";
import { createArticle, createJob } from "../support/factories.ts";
import { stripeEventPayload } from "../support/stripe-webhooks.ts";
import { attribute, startTracedServer } from "../support/otlp.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

type Line = {
  time: string;
  level: string;
  kind: string;
  requestId: string;
  method: string;
  route: string;
  status: number;
  durationMs: number;
  viewer: string;
  operation?: string;
  errorCodes?: string[];
  webhook?: { provider: string; event: string; outcome: string; eventId?: string };
  cache?: string;
};

/** The app with its request log read into `lines` (the real JSON logger, a sink the test holds). */
async function loggedApp(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const t = await createTestApp({ env, log: createLogger("json", (line) => lines.push(line)) });
  return Object.assign(t, { lines, parsed: () => lines.map((l) => JSON.parse(l) as Line) });
}

Deno.test(
  "every request the app answers writes one JSON line with its route pattern, and none names a person",
  opts,
  async () => {
    await using t = await loggedApp();
    const email = "ivan.logged@fellows.test";
    const password = "Correct-horse-battery-9";
    const [user] = await t.db.insert(users).values({
      email,
      emailVerified: true,
      firstName: "Ivan",
      lastName: "Loggedov",
      passwordHash: await hashPassword(password),
    }).returning();
    const { token } = await createSession(t.db, user.id);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const job = await createJob(t.db);
    const article = await createArticle(t.db, { slug: "a-very-particular-slug" });
    const queryValue = "needle-in-the-query";

    const answers: Response[] = [];
    const visit = async (path: string, init: RequestInit = {}) => {
      const res = await t.request(path, init);
      await res.body?.cancel();
      answers.push(res);
      return res;
    };
    const graphql = async (
      body: Record<string, unknown>,
      headers: Record<string, string> = {},
    ) => {
      const res = await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
      answers.push(res);
      issuedCookies.push(...res.headers.getSetCookie().map((c) => c.split(";")[0].split("=")[1]).filter(Boolean));
      return await res.json() as { data?: unknown; errors?: Array<{ extensions: Record<string, unknown> }> };
    };
    const issuedCookies: string[] = [];

    // Pages in both locales, anonymous and signed in, found and not found, a redirect, a query string.
    for (const locale of ["ru", "en"]) {
      await visit(`/${locale}/`);
      await visit(`/${locale}/jobs/?q=${queryValue}`);
      await visit(`/${locale}/jobs/${job.id}/`);
      await visit(`/${locale}/articles/${article.slug}/`);
      await visit(`/${locale}/no-such-page-${queryValue}/`);
      await visit(`/${locale}/profile/`, { headers: { cookie } });
    }
    await visit(`/jobs?q=${queryValue}`);
    await visit("/en/jobs");
    await visit("/en/admin/", { headers: { "x-test-viewer": "admin" } });
    await visit("/ru/jobs/", { headers: { "x-test-viewer": "fellow" } });
    // GraphQL: signed in, a sign-in with the e-mail and password in variables, errors of every stage, GET with values.
    await graphql({ query: "query Me { me { id email } }", operationName: "Me" }, { cookie });
    await graphql({
      query: "mutation SignIn($input: SignInInput!) { signIn(input: $input) { __typename } }",
      variables: { input: { email, password } },
    });
    await graphql({ query: "query FindJob($id: ID!) { getJob(id: $id) { __typename } }", variables: { id: "987654" } });
    // A document that fails validation is named on its line only as the request names it (operationName).
    await graphql({ query: "query Broken { noSuchField }", operationName: "Broken" });
    await graphql({ query: "query {" });
    await visit(`/graphql?query=${encodeURIComponent(`{ getJob(id: "${queryValue}") { __typename } }`)}`);
    // REST endpoints, files, health.
    await visit("/api/auth/session", { headers: { cookie } });
    await visit("/api/tracker/export.csv", { headers: { cookie } });
    await visit(`/api/billing/files/1?exp=1&sig=${queryValue}`);
    await visit("/robots.txt");
    await visit("/healthz");
    await visit([...(await loadClientAssets()).files.keys()].find((path) => path.startsWith("/assets/"))!);
    await visit("/no-such-file.png");
    // Webhooks: a signed Stripe event, a forged one, a YooKassa notification from outside its ranges.
    const signed = stripeEventPayload("evt_log_1", "customer.created", { id: "cus_log_1", email });
    await visit("/api/stripe/webhook", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "stripe-signature": await t.app.paymentFakes.stripe!.signPayload(signed),
      },
      body: signed,
    });
    await visit("/api/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
      body: stripeEventPayload("evt_log_2", "checkout.session.completed", { id: "cs_log", customer_email: email }),
    });
    await visit("/api/yookassa/notifications", {
      method: "POST",
      headers: { "content-type": "application/json", "x-test-ip": "203.0.113.9" },
      body: JSON.stringify({ event: "payment.succeeded", object: { id: "pay_log", metadata: { email } } }),
    });

    const lines = t.parsed();
    if (Deno.env.get("SHOW_LOG")) console.log(t.lines.join("\n"));
    assert.equal(lines.length, answers.length, "one line per request");
    const ids = lines.map((l) => l.requestId);
    assert.equal(new Set(ids).size, ids.length, "every request has its own id");
    for (const [i, res] of answers.entries()) {
      assert.equal(res.headers.get("x-request-id"), lines[i].requestId, `answer ${i} echoes its line's request id`);
    }
    for (const line of lines) {
      assert.equal(line.kind, "request");
      assert.match(line.time, /^\d{4}-\d\d-\d\dT/);
      assert.match(line.requestId, /^[0-9a-f-]{36}$/);
      assert.match(line.method, /^(GET|POST)$/);
      assert.match(line.route, ROUTE_PATTERN, `a route pattern, not a path: ${line.route}`);
      for (const value of [String(job.id), "ru", "en", "no-such-page"]) {
        assert.ok(!line.route.split("/").some((segment) => segment.startsWith(value)), `${value} in ${line.route}`);
      }
      assert.ok(Number.isInteger(line.status) && line.status >= 200 && line.status < 600);
      assert.ok(typeof line.durationMs === "number" && line.durationMs >= 0);
      assert.ok(["anonymous", "authorized", "fellow", "team"].includes(line.viewer), line.viewer);
      assert.equal(line.level, line.status >= 500 ? "error" : "info");
    }
    // The sign-in issued a session (and a device cookie): their values are as secret as the one the test made.
    assert.ok(issuedCookies.length >= 1);
    const secrets = [email, "Loggedov", password, token, ...issuedCookies, queryValue, article.slug, user.id];
    for (const line of t.lines) {
      for (const secret of secrets) assert.ok(!line.includes(secret), `a log line holds "${secret}": ${line}`);
    }

    const routes = new Set(lines.map((l) => `${l.method} ${l.route} ${l.status} ${l.viewer}`));
    for (
      const expected of [
        "GET /$locale/ 200 anonymous",
        "GET /$locale/jobs 200 anonymous",
        "GET /$locale/jobs/$id 200 anonymous",
        "GET /$locale/articles/$slug 200 anonymous",
        "GET /$locale/* 404 anonymous",
        "GET /$locale/profile 200 authorized",
        "GET /$locale/admin 200 team",
        "GET /$locale/jobs 200 fellow",
        "GET /* 302 anonymous",
        "GET /* 301 anonymous",
        "GET /api/auth/session 200 authorized",
        "GET /api/tracker/export.csv 200 authorized",
        "GET /api/billing/files/:id 403 anonymous",
        "GET /robots.txt 200 anonymous",
        "GET /healthz 200 anonymous",
        "GET (static) 200 anonymous",
        "GET /* 404 anonymous",
        "POST /api/stripe/webhook 200 anonymous",
        "POST /api/stripe/webhook 400 anonymous",
        "POST /api/yookassa/notifications 403 anonymous",
      ]
    ) assert.ok(routes.has(expected), `${expected} in\n${[...routes].join("\n")}`);

    const graphqlLines = lines.filter((l) => l.route.startsWith("/graphql"));
    assert.deepEqual(
      graphqlLines.map((l) => [l.method, l.operation, l.status, l.errorCodes, l.viewer]),
      [
        ["POST", "Me", 200, undefined, "authorized"],
        ["POST", "SignIn", 200, undefined, "anonymous"],
        ["POST", "FindJob", 200, ["NOT_FOUND"], "anonymous"],
        // application/json answers a request error 200, as the GraphQL-over-HTTP spec keeps for that media type.
        ["POST", "Broken", 200, ["GRAPHQL_VALIDATION_FAILED"], "anonymous"],
        ["POST", undefined, 200, ["GRAPHQL_PARSE_FAILED"], "anonymous"],
        ["GET", undefined, 200, ["BAD_USER_INPUT"], "anonymous"],
      ],
    );
    const webhooks = lines.filter((l) => l.webhook).map((l) => l.webhook);
    assert.deepEqual(webhooks, [
      { provider: "stripe", event: "customer.created", eventId: "evt_log_1", outcome: "ignored" },
      { provider: "stripe", event: "unknown", outcome: "invalid-signature" },
      { provider: "yookassa", event: "unknown", outcome: "refused-address" },
    ]);
  },
);

Deno.test(
  "a GraphQL error answer's x-request-id is its errors' requestId and finds exactly one log line",
  opts,
  async () => {
    await using t = await loggedApp();
    const ask = async (body: string, headers: Record<string, string> = {}) => {
      const res = await t.request("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
      const json = await res.json() as { errors: Array<{ extensions: { code: string; requestId: string } }> };
      return { res, json };
    };
    for (
      const [body, headers, code] of [
        [JSON.stringify({ query: "query FindJob { getJob(id: 424242) { __typename } }" }), {}, "NOT_FOUND"],
        [JSON.stringify({ query: "{ nope }" }), {}, "GRAPHQL_VALIDATION_FAILED"],
        [JSON.stringify({ query: "mutation { signOut { ok } }" }), { origin: "https://evil.test" }, "FORBIDDEN"],
        ["x".repeat(300 * 1024), {}, "BAD_USER_INPUT"],
      ] as const
    ) {
      const { res, json } = await ask(body, headers);
      const requestId = res.headers.get("x-request-id")!;
      assert.match(requestId, /^[0-9a-f-]{36}$/);
      assert.ok(json.errors.length >= 1);
      for (const error of json.errors) {
        assert.equal(error.extensions.requestId, requestId);
        assert.equal(error.extensions.code, code);
      }
      const found = t.lines.filter((line) => line.includes(requestId));
      assert.equal(found.length, 1, `${code}: one line names ${requestId}`);
      assert.deepEqual(JSON.parse(found[0]).errorCodes, [code]);
    }
    // An answer without errors carries no request id in its body, only in its header.
    const ok = await t.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ ok }" }),
    });
    assert.deepEqual(await ok.json(), { data: { ok: true } });
    assert.ok(ok.headers.get("x-request-id"));
  },
);

Deno.test(
  "a page whose visitor went away before the answer is logged 499 (client closed request), not as a server error",
  opts,
  async () => {
    await using t = await loggedApp();
    const leaving = new AbortController();
    leaving.abort();
    const errors: unknown[][] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const res = await t.app.request("/en/jobs/", { signal: leaving.signal, headers: { "x-request-id": "gone-1" } });
      assert.equal(res.status, 499);
    } finally {
      console.error = original;
    }
    const [line] = t.parsed().filter((l) => l.requestId === "gone-1");
    assert.equal(line.status, 499);
    assert.equal(line.level, "info", "nothing failed on our side");
    assert.equal(line.route, "/$locale/jobs");
    assert.equal((line as Line & { error?: unknown }).error, undefined);
    assert.deepEqual(errors, [], "no error on stderr");
  },
);

Deno.test(
  "a 500's line names its cause (class, code, our frame), and stderr has the error under its request id",
  opts,
  async () => {
    await using t = await loggedApp();
    // The sitemap reads the articles: a table that is gone fails the request on our side.
    await t.db.execute(sql`alter table articles rename to articles_gone`);
    const errors: string[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(" "));
    let res: Response;
    try {
      res = await t.request("/sitemap.xml");
    } finally {
      console.error = original;
    }
    assert.equal(res.status, 500);
    await res.body?.cancel();
    const requestId = res.headers.get("x-request-id")!;
    const [line] = t.parsed().filter((l) => l.requestId === requestId) as Array<
      Line & { error?: { name: string; code?: string; at?: string; cause?: { name: string; code?: string } } }
    >;
    assert.equal(line.status, 500);
    assert.equal(line.level, "error");
    assert.ok(line.error, "the line says why");
    // PostgreSQL's undefined_table, on the error or on the cause a library wrapped it in.
    assert.equal(line.error.code ?? line.error.cause?.code, "42P01", JSON.stringify(line.error));
    assert.match(line.error.at ?? "", /^(api|src|db)\/[\w/.-]+\.tsx?:\d+$/, JSON.stringify(line.error));
    assert.doesNotMatch(JSON.stringify(line), /articles_gone|select/i, "no message or SQL on the line");
    assert.ok(
      errors.some((e) => e.includes(`request ${requestId} failed`) && e.includes("articles")),
      errors.join("\n"),
    );
  },
);

Deno.test("a short safe incoming x-request-id is kept; anything else gets a new one", opts, async () => {
  await using t = await loggedApp();
  const idOf = async (incoming: string) => {
    const res = await t.request("/healthz", { headers: { "x-request-id": incoming } });
    await res.body?.cancel();
    return res.headers.get("x-request-id")!;
  };
  assert.equal(await idOf("edge-7f3a_01"), "edge-7f3a_01");
  for (const unsafe of ["ivan@fellows.test", "a b", "x".repeat(65), '{"level":"error"}', "line\\nbreak"]) {
    const id = await idOf(unsafe);
    assert.match(id, /^[0-9a-f-]{36}$/, unsafe);
  }
  assert.equal(t.parsed().filter((l) => l.requestId === "edge-7f3a_01").length, 1);
  assert.ok(!t.lines.some((l) => l.includes("ivan@fellows.test")));
});

Deno.test("a page answered from the in-process cache still gets its own line, id and route pattern", opts, async () => {
  await using t = await loggedApp({ PAGE_MEMORY_CACHE_ENTRIES: "20" });
  const job = await createJob(t.db);
  const first = await t.request(`/en/jobs/${job.id}/`);
  await first.body?.cancel();
  const second = await t.request(`/en/jobs/${job.id}/`);
  await second.body?.cancel();
  assert.equal(second.headers.get("x-memory-cache"), "hit");
  assert.notEqual(first.headers.get("x-request-id"), second.headers.get("x-request-id"));
  const lines = t.parsed();
  assert.deepEqual(lines.map((l) => [l.route, l.status, l.viewer, l.cache, l.requestId]), [
    ["/$locale/jobs/$id", 200, "anonymous", "miss", first.headers.get("x-request-id")],
    ["/$locale/jobs/$id", 200, "anonymous", "hit", second.headers.get("x-request-id")],
  ]);
});

Deno.test(
  "with OTEL_DENO=true a request's span is named by its route and its log line joins its trace, no SDK",
  opts,
  async () => {
    await using server = startTracedServer();
    const answer = await server.firstFetch("/en/jobs/?q=needle");
    assert.equal(answer.status, 200);
    await answer.body?.cancel();
    const requestId = answer.headers.get("x-request-id")!;
    const ours = () => server.spans().find((s) => attribute(s, "app.request_id") === requestId);
    await server.until(() => Boolean(ours() && server.logs().some((l) => l.body.stringValue?.includes(requestId))));
    const span = ours();
    assert.ok(span, "the request's span was exported");
    assert.equal(span.name, "GET /$locale/jobs");
    assert.equal(attribute(span, "http.route"), "/$locale/jobs");
    const line = server.logs().find((l) => l.body.stringValue?.includes(requestId));
    assert.ok(line, "the request's log line was exported");
    assert.equal(line.traceId, span.traceId);
    assert.equal(JSON.parse(line.body.stringValue!).route, "/$locale/jobs");
  },
);
