// What the span helpers (src/platform/trace.ts, decision 155) cost with traces off, the way every request runs unless
// OTEL_DENO=true: withSpan beside a direct call, a traced PGlite statement beside the driver's own, and how many helper
// calls one jobs page makes, beside the page's own time. Run: NODE_ENV=production deno run -A tests/bench/trace-cost.ts
import { withSpan } from "../../src/platform/trace.ts";
import { connect } from "../../db/client.ts";
import { createTestApp } from "../support/app.ts";
import { createJob } from "../support/factories.ts";

function nsPerCall(loops: number, body: () => unknown): number {
  const started = performance.now();
  for (let i = 0; i < loops; i++) body();
  return ((performance.now() - started) * 1e6) / loops;
}

const LOOPS = 20_000_000;
const work = () => 1;
let sink = 0;
for (let round = 0; round < 3; round++) {
  const direct = nsPerCall(LOOPS, () => sink += work());
  const traced = nsPerCall(LOOPS, () => sink += withSpan("x", undefined, work));
  const lazy = nsPerCall(LOOPS, () => sink += withSpan(() => "x", { a: "b" }, work));
  console.log(
    `round ${round}: direct ${direct.toFixed(2)} ns, withSpan ${traced.toFixed(2)} ns, ` +
      `with a lazy name and attributes ${lazy.toFixed(2)} ns per call`,
  );
}

// A statement through the traced driver and through PGlite's own query (the same client, its prototype method).
const database = await connect({ kind: "pglite" });
const client = (database.db as unknown as { $client: { query(sql: string): Promise<unknown> } }).$client;
const own = Object.getPrototypeOf(client).query.bind(client) as (sql: string) => Promise<unknown>;
for (let round = 0; round < 3; round++) {
  const measure = async (query: (sql: string) => Promise<unknown>) => {
    const started = performance.now();
    for (let i = 0; i < 20_000; i++) await query("select 1");
    return ((performance.now() - started) * 1e6) / 20_000;
  };
  const plain = await measure(own);
  const traced = await measure((sql) => client.query(sql));
  console.log(`round ${round}: select 1 — PGlite's query ${plain.toFixed(0)} ns, traced ${traced.toFixed(0)} ns`);
}
await database.close();

// A jobs page in process, and the number of span helper calls it makes (render, GraphQL operations, statements).
let statements = 0;
await using t = await createTestApp({ seed: true, onQuery: () => statements++ });
for (let i = 0; i < 5; i++) await createJob(t.db);
const page = async () => {
  const res = await t.request("/en/jobs/");
  await res.text();
};
for (let i = 0; i < 30; i++) await page();
statements = 0;
const PAGES = 200;
const started = performance.now();
for (let i = 0; i < PAGES; i++) await page();
const msPerPage = (performance.now() - started) / PAGES;
console.log(
  `jobs page: ${msPerPage.toFixed(2)} ms per page in process, ${(statements / PAGES).toFixed(1)} statements per page`,
);
if (sink < 0) console.log(sink);
