// Traces (src/platform/trace.ts, decision 155): with OTEL_DENO=true a page's render, its GraphQL operations, each SQL
// statement and each provider call are spans of their own in the request's trace, under the request's server span,
// and none of them carries a person's e-mail, a password, a query value or a SQL parameter.
import assert from "node:assert/strict";
import { attribute, type OtlpSpan, startTracedServer } from "../support/otlp.ts";
import { createBlankTestDatabase, describeDb, testDbKind } from "../support/test-db.ts";
import { startWsProxy } from "../support/ws-proxy.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test(
  `with OTEL_DENO=true the render, GraphQL, SQL and provider spans nest under their request's span (${describeDb()})`,
  opts,
  async () => {
    // On the server: a new database the app migrates and seeds itself, through the Neon driver and a WebSocket proxy.
    const serverDb = testDbKind() === "postgres" ? await createBlankTestDatabase() : undefined;
    const proxy = serverDb ? await startWsProxy() : undefined;
    await using _cleanup = {
      async [Symbol.asyncDispose]() {
        await proxy?.close();
        await serverDb?.cleanup();
      },
    };
    // The demo seed gives the plans their Stripe prices, which the in-process Stripe fake knows.
    await using server = startTracedServer({
      DEMO_SEED: "true",
      ...(serverDb ? { DATABASE_URL: serverDb.serverUrl!, DATABASE_WS_PROXY: proxy!.url } : {}),
    });
    const email = "traced.person@fellows.test";
    const password = "a traced secret 42";
    const searched = "needle-in-the-sql";

    // A page whose loaders run GraphQL and SQL, with a search value that reaches SQL as a parameter.
    const page = await server.firstFetch(`/en/jobs/?q=${searched}`);
    assert.equal(page.status, 200);
    await page.text();
    const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
      const res = await fetch(`${server.base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      const json = await res.json() as { data?: Record<string, unknown>; errors?: unknown[] };
      assert.equal(json.errors, undefined, JSON.stringify(json.errors));
      return { json, requestId: res.headers.get("x-request-id")! };
    };
    // A sign-up: the e-mail and password travel as GraphQL variables, then as SQL parameters.
    const signUp = await graphql(
      `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { id } error { name } } }`,
      { input: { email, password, firstName: "Traced", lastName: "Person", acceptedTerms: true } },
    );
    assert.ok((signUp.json.data!.signUp as { user: { id: string } | null }).user, "signed up");
    // A provider call: Stripe's price of a plan, answered by the in-process Stripe fake.
    const plans = await graphql(`query Plans { getSubscriptionPlans(language: en) { id } }`);
    const planId = (plans.json.data!.getSubscriptionPlans as Array<{ id: string }>)[0].id;
    const plan = await graphql(
      `query StripePlan($id: ID!) { getStripeSubscriptionPlan(unihowPlanId: $id) { priceId } }`,
      { id: planId },
    );
    assert.ok(plan.json.data!.getStripeSubscriptionPlan, "Stripe's price came from the fake");

    const pageId = page.headers.get("x-request-id")!;
    const requestSpan = (requestId: string) => server.spans().find((s) => attribute(s, "app.request_id") === requestId);
    const byId = () => new Map(server.spans().map((s) => [s.spanId, s]));
    /** The spans under a request's span (its descendants), found through parentSpanId. */
    const under = (requestId: string): OtlpSpan[] => {
      const root = requestSpan(requestId);
      if (!root) return [];
      const spans = byId();
      return server.spans().filter((span) => {
        for (let at = spans.get(span.parentSpanId ?? ""); at; at = spans.get(at.parentSpanId ?? "")) {
          if (at.spanId === root.spanId) return true;
        }
        return false;
      });
    };
    const ancestorsOf = (span: OtlpSpan): string[] => {
      const spans = byId();
      const names: string[] = [];
      for (let at = spans.get(span.parentSpanId ?? ""); at; at = spans.get(at.parentSpanId ?? "")) names.push(at.name);
      return names;
    };
    await server.until(() =>
      under(pageId).some((s) => s.name.startsWith("SELECT")) &&
      under(plan.requestId).some((s) => s.name === "stripe retrievePrice") &&
      under(signUp.requestId).some((s) => s.name.startsWith("INSERT"))
    );

    if (Deno.env.get("SHOW_SPANS")) {
      for (const id of [pageId, signUp.requestId, plan.requestId]) {
        console.log(requestSpan(id)?.name);
        for (const span of under(id)) console.log(`${"  ".repeat(ancestorsOf(span).length)}${span.name}`);
      }
    }

    // The page: the render, its loaders' GraphQL operations, and SQL under them, all in the request's trace.
    const pageSpan = requestSpan(pageId)!;
    assert.ok(pageSpan, "the page's request span was exported");
    const pageSpans = under(pageId);
    const render = pageSpans.find((s) => s.name === "render /$locale/jobs");
    assert.ok(render, `a render span in ${pageSpans.map((s) => s.name)}`);
    const pageGraphql = pageSpans.filter((s) => s.name.startsWith("graphql query "));
    assert.ok(pageGraphql.length >= 1, "the loaders' GraphQL operations");
    const pageSql = pageSpans.filter((s) => attribute(s, "db.system") === "postgresql");
    assert.ok(pageSql.length >= 1, "the page's SQL statements");
    assert.ok(
      pageSql.some((s) => ancestorsOf(s).includes(render.name) && ancestorsOf(s).some((n) => n.startsWith("graphql"))),
      "a statement runs inside a GraphQL operation inside the render",
    );
    for (const span of pageSpans) assert.equal(span.traceId, pageSpan.traceId);

    // The sign-up: its operation by name, its statements with their text but without the values.
    const signUpSpans = under(signUp.requestId);
    assert.ok(signUpSpans.some((s) => s.name === "graphql mutation SignUp"), signUpSpans.map((s) => s.name).join());
    const insertUser = signUpSpans.find((s) => s.name === "INSERT users");
    assert.ok(insertUser, `an INSERT users span in ${signUpSpans.map((s) => s.name)}`);
    assert.equal(attribute(insertUser, "db.operation.name"), "INSERT");
    assert.match(attribute(insertUser, "db.query.text")!, /^insert into "users" .*\$1/);
    assert.equal(insertUser.kind, 3, "a statement is a client span (OTLP's SPAN_KIND_CLIENT)");

    // The provider call, named by the integration's method, under the GraphQL operation that made it.
    const planSpans = under(plan.requestId);
    const stripe = planSpans.find((s) => s.name === "stripe retrievePrice")!;
    assert.ok(stripe);
    assert.ok(ancestorsOf(stripe).includes("graphql query StripePlan"), ancestorsOf(stripe).join(" < "));
    assert.equal(stripe.traceId, requestSpan(plan.requestId)!.traceId);

    // No span of ours holds the e-mail, the password, a variable's or query string's value or a plan's id as sent.
    const ours = server.spans().filter((s) => s.scope === "fellows-club");
    assert.ok(ours.length >= pageSpans.length);
    for (const span of ours) {
      const text = JSON.stringify(span).toLowerCase();
      for (const secret of [email, password, searched, `%${searched}%`]) {
        assert.ok(!text.includes(secret.toLowerCase()), `span "${span.name}" holds "${secret}": ${text}`);
      }
    }
    // Deno's own spans keep the raw URL (decision 149), never a body: the e-mail and password are in none at all.
    for (const span of server.spans()) {
      const text = JSON.stringify(span).toLowerCase();
      assert.ok(!text.includes(email) && !text.includes(password), `span "${span.name}" holds the e-mail or password`);
    }
  },
);
