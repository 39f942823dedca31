// The jobs search with 100,000 generated jobs on PGlite: p50/p95 through GraphQL (the HTTP endpoint, in-process)
// beside exactly the same SQL statements replayed directly on the driver, in one run, with their ratio.
import { benchMailEnv } from "./mail-stand-in.ts";
import { connect } from "../../db/client.ts";
import { isDatabaseEmpty, seedDemoContent } from "../../db/seed/demo.ts";
import { generateSyntheticJobs } from "../../db/seed/synthetic-jobs.ts";
import { parseConfig } from "../../src/config.ts";
import { createApp } from "../../src/server/app.ts";
import { loadClientAssets } from "../../src/server/assets.ts";
import { jobs } from "../../db/schema/index.ts";
import { count } from "drizzle-orm";

const JOBS = 100_000;
const RUNS = Number(Deno.env.get("BENCH_JOB_RUNS") ?? 120);
/** The generated database is kept between runs (git-ignored) because building it takes about a minute. */
const DIR = new URL("../../data/bench-pglite-100k", import.meta.url).pathname;

const SEARCHES: Array<[string, Record<string, unknown>]> = [
  ["first page", {}],
  ["text 'data analyst'", { textSearch: "data analyst" }],
  ["text misspelt 'cordinator'", { textSearch: "cordinator" }],
  ["text misspelt 'programe oficer'", { textSearch: "programe oficer" }],
  ["UN + Europe + remote", { isUN: true, regions: ["Western Europe", "Europe"], tags: ["remote"] }],
  ["text + FELLOW only", { textSearch: "finance", readAccess: ["FELLOW"] }],
];

const QUERY = `query FetchJobs($input: JobsInput, $paginationOptions: PaginationOptions) {
  getJobs(input: $input, paginationOptions: $paginationOptions) {
    meta { totalItems hasNextPage }
    jobsByAccess { __typename ... on Job { id title company salary { min max currency } location { city countryObject { engTrans } } jobCategories { engTrans } }
      ... on DisabledJob { id title company location { city countryObject { engTrans } } jobCategories { engTrans } } }
  }
}`;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function benchJobs() {
  let capture: Array<[string, unknown[]]> | null = null;
  const database = await connect({
    kind: "pglite",
    dir: DIR,
    onQuery: (text, params) => capture?.push([text, params]),
  });
  await database.migrate();
  if (await isDatabaseEmpty(database.db)) await seedDemoContent(database.db);
  const [{ n }] = await database.db.select({ n: count() }).from(jobs);
  if (Number(n) < JOBS) {
    console.log(`generating ${JOBS - Number(n)} synthetic jobs (once; kept in ${DIR})…`);
    await generateSyntheticJobs(database.db, JOBS - Number(n));
  }
  const app = createApp({
    database,
    config: parseConfig({
      APP_ENV: "production",
      APP_URL: "http://localhost:8000",
      SESSION_SECRET: "b".repeat(40),
      BANK_DATA_KEY: "A".repeat(43) + "=",
      LOCAL_STATE_IN_PRODUCTION: "allow",
      ...benchMailEnv(),
    }),
    assets: await loadClientAssets(),
    // The bench's report is its stdout: the request log would bury it.
    log: () => {},
  });
  const viaGraphQL = async (input: Record<string, unknown>) => {
    const res = await app.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: QUERY, variables: { input, paginationOptions: { skip: 0, limit: 9 } } }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  };

  console.log(`\njobs search on PGlite with ${Number(n) >= JOBS ? Number(n) : JOBS} jobs, ${RUNS} runs per search\n`);
  let worstRatio = 0;
  let worstP95 = 0;
  for (const [name, input] of SEARCHES) {
    // The SQL one GraphQL call runs, replayed as is.
    capture = [];
    await viaGraphQL(input);
    const statements = capture;
    capture = null;
    const gql: number[] = [];
    const raw: number[] = [];
    for (let i = 0; i < 20; i++) {
      await viaGraphQL(input);
      for (const [text, params] of statements) await database.rawQuery(text, params);
    }
    // Interleaved, so both sides see the same machine state.
    for (let i = 0; i < RUNS; i++) {
      let t = performance.now();
      await viaGraphQL(input);
      gql.push(performance.now() - t);
      t = performance.now();
      for (const [text, params] of statements) await database.rawQuery(text, params);
      raw.push(performance.now() - t);
    }
    gql.sort((a, b) => a - b);
    raw.sort((a, b) => a - b);
    const ratio = percentile(gql, 95) / percentile(raw, 95);
    worstRatio = Math.max(worstRatio, ratio);
    worstP95 = Math.max(worstP95, percentile(gql, 95));
    console.log(
      `${name.padEnd(32)} graphql p50 ${percentile(gql, 50).toFixed(1).padStart(6)} ms  p95 ${
        percentile(gql, 95).toFixed(1).padStart(6)
      } ms   ` +
        `sql (${statements.length} stmt) p50 ${percentile(raw, 50).toFixed(1).padStart(6)} ms  p95 ${
          percentile(raw, 95).toFixed(1).padStart(6)
        } ms   ratio p95 ${ratio.toFixed(2)}`,
    );
  }
  await database.close();
  return [
    ["jobs search GraphQL / raw SQL ≤ 1.5 at p95", worstRatio <= 1.5, `${worstRatio.toFixed(2)} (worst search)`],
    ["jobs search p95 ≤ 50 ms on PGlite, 100k jobs", worstP95 <= 50, `${worstP95.toFixed(1)} ms (worst search)`],
  ] as const;
}

if (import.meta.main) {
  for (const [name, ok, value] of await benchJobs()) {
    console.log(`  ${ok ? "PASS" : "FAIL"}  ${name.padEnd(46)} ${value}`);
  }
}
