// The log's two formats (src/platform/log.ts), the request id rule and the page route patterns
// (src/platform/request-log.ts, src/server/page-route-pattern.ts); the lines the app writes are tested in
// tests/api/request-log.test.ts.
import assert from "node:assert/strict";
import { createLogger, type LogLevel } from "../../src/platform/log.ts";
import { requestIdFrom, safeOperationName, viewerKind } from "../../src/platform/request-log.ts";
import { createPageRoutePattern } from "../../src/server/page-route-pattern.ts";
import { createLogGuard } from "../support/log-guard.ts";

function capture(format: "json" | "pretty") {
  const lines: Array<[string, LogLevel]> = [];
  return { lines, log: createLogger(format, (line, level) => lines.push([line, level])) };
}

Deno.test("a JSON log line carries its time, kind, level and fields; an error line goes to the error sink", () => {
  const { lines, log } = capture("json");
  log({ kind: "request", requestId: "r1", method: "GET", route: "/$locale/jobs", status: 200, durationMs: 3.2 });
  log({ kind: "cron", level: "error", job: "prune-sessions", outcome: "failed", durationMs: 1, error: "Error" });
  const [[first, firstLevel], [second, secondLevel]] = lines;
  const parsed = JSON.parse(first);
  assert.match(parsed.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  assert.deepEqual({ ...parsed, time: "t" }, {
    time: "t",
    kind: "request",
    level: "info",
    requestId: "r1",
    method: "GET",
    route: "/$locale/jobs",
    status: 200,
    durationMs: 3.2,
  });
  assert.equal(firstLevel, "info");
  assert.equal(JSON.parse(second).level, "error");
  assert.equal(secondLevel, "error");
});

Deno.test("a pretty log line reads as method, route, status, duration, viewer, the rest, then the request id", () => {
  const { lines, log } = capture("pretty");
  log({
    kind: "request",
    requestId: "r1",
    method: "POST",
    route: "/graphql/*",
    status: 200,
    durationMs: 12.5,
    viewer: "fellow",
    operation: "getJobs",
    errorCodes: ["NOT_FOUND", "FORBIDDEN"],
  });
  log({ kind: "cron", job: "prune-sessions", outcome: "done", durationMs: 4, counts: { deleted: 3 } });
  assert.deepEqual(lines.map(([line]) => line), [
    "POST /graphql/* 200 12.5ms fellow operation=getJobs errorCodes=NOT_FOUND,FORBIDDEN r1",
    "cron prune-sessions done 4ms deleted=3",
  ]);
});

Deno.test("an incoming request id is kept only when it is a short safe token", () => {
  assert.equal(requestIdFrom("cf-8a1b2c3d4e5f6789_AMS"), "cf-8a1b2c3d4e5f6789_AMS");
  for (const unsafe of [null, "", "a b", "ivan@fellows.test", "x".repeat(65), "id\nforged", "../etc"]) {
    assert.match(requestIdFrom(unsafe), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  }
  assert.notEqual(requestIdFrom(null), requestIdFrom(null));
});

Deno.test("an operation name is logged only as a GraphQL Name; the viewer's kind puts the team first", () => {
  assert.equal(safeOperationName("getJobs"), "getJobs");
  for (const bad of ["get jobs", "ivan@fellows.test", "1abc", "", 42, null, "a".repeat(101)]) {
    assert.equal(safeOperationName(bad), undefined);
  }
  assert.equal(viewerKind({ tier: "anonymous", role: null }), "anonymous");
  assert.equal(viewerKind({ tier: "fellow", role: "CUSTOMER" }), "fellow");
  assert.equal(viewerKind({ tier: "authorized", role: "MODERATOR" }), "team");
  assert.equal(viewerKind({ tier: "fellow", role: "GLOBAL_ADMIN" }), "team");
});

Deno.test("a page path's route pattern names its parameters, never their values", () => {
  const pattern = createPageRoutePattern();
  assert.equal(pattern("/ru/"), "/$locale/");
  assert.equal(pattern("/en/jobs/"), "/$locale/jobs");
  assert.equal(pattern("/en/jobs/4711/"), "/$locale/jobs/$id");
  assert.equal(pattern("/ru/articles/how-to-apply/"), "/$locale/articles/$slug");
  assert.equal(pattern("/en/verify-email/secret-token-123/"), "/$locale/verify-email/$token");
  assert.equal(pattern("/en/profile/"), "/$locale/profile");
  assert.equal(pattern("/en/admin/members/0d9c/"), "/$locale/admin/members/$id");
  assert.equal(pattern("/en/no/such/page/"), "/$locale/*");
});

Deno.test("the suites' log guard flags a raw path, an e-mail, or a cookie or password a request carried", () => {
  const guard = createLogGuard();
  const line = (fields: Record<string, unknown>) =>
    guard.log({ kind: "request", requestId: "r", method: "GET", status: 200, durationMs: 1, ...fields });
  guard.observe(
    {
      headers: new Headers({ cookie: "fellows_session=sess-0123456789; locale=ru" }),
      body: JSON.stringify({ variables: { input: { email: "anna@fellows.test", password: "Correct-horse-9" } } }),
    },
    new Response(null, { headers: { "set-cookie": "fellows_device=dev-9876543210; Path=/; HttpOnly" } }),
  );
  line({ route: "/$locale/jobs/$id", viewer: "anonymous" });
  line({ route: "/$locale/404", status: 404 });
  assert.deepEqual(guard.violations(), [], "clean lines pass, the not-found page's own route among them");
  line({ route: "/ru/jobs/42" });
  line({ route: "/$locale/jobs", operation: "sess-0123456789" });
  line({ route: "/graphql", note: "Correct-horse-9" });
  line({ route: "/graphql", note: "dev-9876543210" });
  line({ route: "/graphql", note: "someone@example.org" });
  const found = guard.violations();
  assert.equal(found.length, 5, found.join("\n"));
  assert.match(found[0], /^a path, not a route pattern/);
  assert.match(found[4], /^an e-mail address/);
});
