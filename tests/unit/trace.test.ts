// src/platform/trace.ts and db/statement-spans.ts with traces off (tests run without OTEL_DENO): every helper is a
// pass-through; and what a statement's span would say of it. The spans themselves: tests/api/tracing.test.ts.
import assert from "node:assert/strict";
import { isTracing, openSpan, tracedCalls, withSpan } from "../../src/platform/trace.ts";
import { describeStatement } from "../../db/statement-spans.ts";

Deno.test("with traces off withSpan calls its function once and answers its value, sync or async", async () => {
  assert.equal(isTracing(), false);
  let calls = 0;
  assert.equal(withSpan("sync", { a: 1 }, () => ++calls), 1);
  assert.equal(calls, 1);
  const promise = Promise.resolve("async value");
  assert.equal(withSpan("async", undefined, () => promise), promise, "the very promise, not a copy");
  assert.equal(await withSpan("async", undefined, () => Promise.resolve(`${++calls}`)), "2");
  let named = false;
  withSpan(
    () => {
      named = true;
      return "lazy";
    },
    undefined,
    () => null,
  );
  assert.equal(named, false, "a lazy name is not made when no span is");
});

Deno.test("with traces off withSpan passes errors through untouched", async () => {
  const error = new RangeError("kept");
  assert.throws(() =>
    withSpan("sync", undefined, () => {
      throw error;
    }), (e) => e === error);
  await assert.rejects(withSpan("async", undefined, () => Promise.reject(error)), (e) => e === error);
});

Deno.test("with traces off there is no span to open and traced calls are the calls themselves", async () => {
  assert.equal(openSpan("x", undefined, "client"), undefined);
  const gateway = {
    kind: "fake" as const,
    calls: 0,
    retrieve(id: string) {
      this.calls++;
      return Promise.resolve(`got ${id}`);
    },
  };
  const traced = tracedCalls("fake", gateway);
  assert.equal(traced.kind, "fake");
  assert.equal(await traced.retrieve("42"), "got 42");
  assert.equal(gateway.calls, 1, "the method ran once, on its own object");
});

Deno.test("a statement's span is named by its operation and table and masks string literals", () => {
  assert.deepEqual(describeStatement(`select "id", "email" from "users" where "users"."email" = $1 limit $2`), {
    name: "SELECT users",
    attributes: {
      "db.system": "postgresql",
      "db.operation.name": "SELECT",
      "db.collection.name": "users",
      "db.query.text": `select "id", "email" from "users" where "users"."email" = $1 limit $2`,
    },
  });
  assert.equal(describeStatement(`insert into "mail_outbox" ("to") values ($1)`).name, "INSERT mail_outbox");
  assert.equal(describeStatement(`update "jobs" set "title" = $1`).name, "UPDATE jobs");
  assert.equal(describeStatement(`delete from "drizzle"."__drizzle_migrations"`).name, "DELETE __drizzle_migrations");
  assert.equal(describeStatement("select 1").name, "SELECT");
  assert.equal(describeStatement("begin").name, "BEGIN");
  const inlined = describeStatement(`select * from "users" where "email" = 'ivan@fellows.test' and "x" = 'it''s'`);
  assert.equal(inlined.attributes["db.query.text"], `select * from "users" where "email" = '?' and "x" = '?'`);
  assert.ok((describeStatement(`select ${"x, ".repeat(3000)}1`).attributes["db.query.text"] as string).length <= 4001);
});
