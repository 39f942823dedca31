// The log's two formats (src/server/log.ts), the request id rule and the page route patterns
// (src/server/request-log.ts, src/server/page-route-pattern.ts); the lines the app writes are tested in
// tests/api/request-log.test.ts.
import assert from "node:assert/strict";
import { createLogger, type LogLevel } from "../../src/server/log.ts";

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
