// `deno task bench`: measures, in one run on one machine, side by side, for each page people and crawlers open most
// (home, jobs, a job, articles, an article, a course, subscribe, a service, experts, partners, an AI tool, the tracker
// signed in):
//   ssr    — the page through the whole stack (Hono, routing, loaders, GraphQL, dehydration, streaming),
//   floor  — the same page's React tree with its data already in hand, through plain renderToReadableStream
//            (tests/bench/floor-server.tsx), so the gap splits into data cost and stack cost,
// beside a bare Deno.serve "Hello world" (the ceiling), each at 50 connections in alternating rounds; then each page's
// latency (p50 at one connection, p99 at a constant arrival rate of half its own maximum), its SQL statements per
// request, HTML bytes and first-load JS; then the medians over the rounds and the ratios (taken within each round)
// against the budgets.
import autocannon from "autocannon";
import { latencyAtOneConnection, latencyAtRate, percentile } from "./latency.ts";
import { statementsPerPage } from "./page-statements.ts";
import { benchJobs } from "./jobs-bench.ts";
import { firstLoadJsInBrowser, lighthouse } from "./browser-bench.ts";
import { benchDirectories } from "./directories-bench.ts";
import { benchAiTools, signInCookie, startAiFake } from "./ai-tools-bench.ts";
import { BENCH_USER } from "./seed-bench-user.ts";

const CONNECTIONS = 50;
/** The latency budget: p99 at half the page's maximum rate ≤ this × its p50 at one connection. */
const LATENCY_FACTOR = 4;
const DURATION = Number(Deno.env.get("BENCH_SECONDS") ?? 5);
const ROUNDS = Number(Deno.env.get("BENCH_ROUNDS") ?? 3);
const WARMUP = 3;
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const root = new URL("../../", import.meta.url).pathname;

type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

function start(args: string[], env: Record<string, string> = {}) {
  return new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", ...args],
    cwd: root,
    env: { NODE_ENV: "production", ...env },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers: { "user-agent": BROWSER_UA } });
      await res.body?.cancel();
      if (res.ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** A page to load: its address, and the headers of a signed-in visitor when it is a personal page. */
type Target = string | { url: string; headers: Record<string, string> };

async function load(target: Target, seconds: number): Promise<Result> {
  const { url, headers } = typeof target === "string" ? { url: target, headers: {} } : target;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "user-agent": BROWSER_UA, ...headers },
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

function describe(name: string, result: Result): string {
  return `${name.padEnd(6)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${
    String(result.p50).padStart(4)
  } ms   p99 ${String(result.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Warms each target up, then loads them in turn for ROUNDS rounds: this VM's speed drifts by tens of percent over
 * minutes, so each ratio is taken within a round; every figure and ratio reported is its median over the rounds.
 */
async function measureInRounds<K extends string>(targets: Record<K, Target>) {
  const names = Object.keys(targets) as K[];
  for (const name of names) await load(targets[name], WARMUP);
  const rounds: Array<Record<K, Result>> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const results = {} as Record<K, Result>;
    for (const name of names) {
      results[name] = await load(targets[name], DURATION);
      console.log(`round ${round}  ${describe(name, results[name])}`);
    }
    rounds.push(results);
  }
  const pick = (name: K): Result => ({
    rps: median(rounds.map((r) => r[name].rps)),
    p50: median(rounds.map((r) => r[name].p50)),
    p99: median(rounds.map((r) => r[name].p99)),
    errors: rounds.reduce((n, r) => n + r[name].errors, 0),
    non2xx: rounds.reduce((n, r) => n + r[name].non2xx, 0),
  });
  /** a ÷ b in throughput, taken within each round, median over the rounds. */
  const ratio = (a: K, b: K) => median(rounds.map((r) => r[a].rps / r[b].rps));
  return { pick, ratio, names };
}

async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/**
 * Server-only code that must never reach a browser: the Stripe SDK, our provider adapters and fakes, their secrets.
 * Every built client file is searched for their marks.
 */
async function providerCodeInClient(): Promise<string[]> {
  const marks = ["api.stripe.com", "STRIPE_SECRET_KEY", "api.yookassa.ru/v3", "constructEventAsync", "whsec_"];
  const found = new Set<string>();
  const dir = new URL("../../static/dist/", import.meta.url);
  const walk = async (url: URL) => {
    for await (const entry of Deno.readDir(url)) {
      const child = new URL(entry.name + (entry.isDirectory ? "/" : ""), url);
      // The SSR bundle (static/dist/server/) runs on the server only.
      if (entry.isDirectory && entry.name !== "server") await walk(child);
      else if (/\.m?js$/.test(entry.name)) {
        const text = await Deno.readTextFile(child);
        for (const mark of marks) if (text.includes(mark)) found.add(`${mark} in ${entry.name}`);
      }
    }
  };
  await walk(dir);
  return [...found];
}

const dataDir = await Deno.makeTempDir({ prefix: "fellows-bench-" });
const ports = { hello: 8701, floor: 8702, ssr: 8703 };
// Production never loads demo content (defect 7 of issue 12), so the bench loads it first, as a developer would.
const seeded = await new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", "db/seed/main.ts"],
  cwd: root,
  env: { APP_ENV: "development", PGLITE_DIR: `${dataDir}/pglite` },
  stdout: "null",
  stderr: "inherit",
}).output();
if (!seeded.success) throw new Error("could not load the demo content for the bench");
const benchUser = await new Deno.Command(Deno.execPath(), {
  args: ["run", "-A", "tests/bench/seed-bench-user.ts", `${dataDir}/pglite`],
  cwd: root,
  stdout: "null",
  stderr: "inherit",
}).output();
if (!benchUser.success) throw new Error("could not add the bench's user");
// The AI tools run against the OpenAI-compatible fake over HTTP, as they would against a provider.
const aiFake = startAiFake();
const servers = [
  start(["tests/bench/hello-server.ts", String(ports.hello)]),
  start(["src/server/main.ts"], {
    PORT: String(ports.ssr),
    PGLITE_DIR: `${dataDir}/pglite`,
    APP_ENV: "production",
    APP_URL: `http://127.0.0.1:${ports.ssr}`,
    SESSION_SECRET: crypto.randomUUID() + crypto.randomUUID(),
    BANK_DATA_KEY: "A".repeat(43) + "=",
    ...aiFake.env,
    AI_ALLOWANCE: "100000",
    AI_ALLOWANCE_FELLOW: "100000",
  }),
];
try {
  await waitFor(`http://127.0.0.1:${ports.hello}/`);
  await waitFor(`http://127.0.0.1:${ports.ssr}/ru/`);
  servers.push(start(["tests/bench/floor-server.tsx", String(ports.floor), `http://127.0.0.1:${ports.ssr}`]));
  await waitFor(`http://127.0.0.1:${ports.floor}/ru/`);

  // The bench's user, signed in, with a full tracker (500 items, the fetch limit) for the tracker page.
  const ssrOrigin = `http://127.0.0.1:${ports.ssr}`;
  const floorOrigin = `http://127.0.0.1:${ports.floor}`;
  const memberCookie = await signInCookie(ssrOrigin, BENCH_USER.email, BENCH_USER.password);
  for (let i = 0; i < 500; i++) {
    const res = await fetch(`${ssrOrigin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: ssrOrigin, cookie: memberCookie },
      body: JSON.stringify({
        query: `mutation($input: CreateTrackerItemInput!) { createTrackerItem(input: $input) { error { name } } }`,
        variables: { input: { title: `Programme officer ${i}`, company: `Agency ${i % 37}`, notes: "", link: "" } },
      }),
    });
    const body = await res.json();
    if (body.errors || body.data?.createTrackerItem?.error) {
      throw new Error(`tracker item ${i}: ${JSON.stringify(body)}`);
    }
  }

  // The pages people and crawlers open most (issue 17), found in the sitemap so the bench follows the demo content.
  const sitemap = await (await fetch(`${ssrOrigin}/sitemap.xml`)).text();
  const listed = (re: RegExp, fallback: string) => sitemap.match(re)?.[1] ?? fallback;
  const PAGES: Record<string, { path: string; signedIn?: true }> = {
    home: { path: "/ru/" },
    jobs: { path: "/ru/jobs/" },
    job: { path: listed(/<loc>[^<]*?(\/ru\/jobs\/\d+\/)<\/loc>/, "/ru/jobs/7/") },
    articles: { path: "/ru/articles/" },
    article: { path: listed(/<loc>[^<]*?(\/ru\/articles\/[^/<]+\/)<\/loc>/, "/ru/articles/") },
    course: { path: listed(/<loc>[^<]*?(\/ru\/courses\/[^/<]+\/)<\/loc>/, "/ru/") },
    subscribe: { path: "/ru/subscribe/" },
    service: { path: "/ru/services/cv/" },
    experts: { path: "/ru/experts/" },
    partners: { path: "/ru/partners/" },
    tool: { path: "/ru/tools/cover-letter/" },
    // The tracker with 500 items, signed in (issue 16): its first page.
    tracker: { path: "/ru/profile/job-application-tracker/", signedIn: true },
  };
  const names = Object.keys(PAGES);
  const headersOf = (name: string): Record<string, string> =>
    PAGES[name].signedIn ? { cookie: memberCookie, "x-viewer-tier": "authorized" } : {};
  const targets: Record<string, Target> = { hello: `http://127.0.0.1:${ports.hello}/` };
  for (const name of names) {
    targets[name] = { url: `${ssrOrigin}${PAGES[name].path}`, headers: headersOf(name) };
    targets[`${name}:floor`] = { url: `${floorOrigin}${PAGES[name].path}`, headers: headersOf(name) };
  }

  // Statements per request, counted on a copy of this database (taken now, while nothing writes to it).
  const copy = await new Deno.Command("cp", { args: ["-r", `${dataDir}/pglite`, `${dataDir}/pglite-statements`] })
    .output();
  if (!copy.success) throw new Error("could not copy the bench database");
  const statements = await statementsPerPage(
    `${dataDir}/pglite-statements`,
    Object.fromEntries(
      names.map((name) => [name, { path: PAGES[name].path, cookie: PAGES[name].signedIn ? memberCookie : undefined }]),
    ),
  );

  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per server after ${WARMUP} s warm-up, one at a time\n`,
  );
  const measured = await measureInRounds(targets);
  const hello = measured.pick("hello");
  const home = measured.pick("home");

  // Latency per page: p50 with one request at a time, then p99 at a constant arrival rate of half the page's own
  // maximum (its median throughput above, same run), for twice as long so the p99 has enough requests behind it. In
  // rounds, pages alternating, each figure the median over the rounds, as the throughput (a stall of this VM lasts
  // a fraction of a second and lands in one round, not in all).
  const latencyRounds: Record<string, Array<{ p50one: number; p99half: number }>> = {};
  for (let round = 1; round <= ROUNDS; round++) {
    for (const name of names) {
      const target = {
        url: `${ssrOrigin}${PAGES[name].path}`,
        headers: { "user-agent": BROWSER_UA, ...headersOf(name) },
      };
      const one = await latencyAtOneConnection(target, DURATION);
      const rate = measured.pick(name).rps / 2;
      // Two seconds at the rate first (not counted): the server settles at it after the previous page.
      await latencyAtRate(target, rate, 2);
      const half = await latencyAtRate(target, rate, DURATION * 2);
      (latencyRounds[name] ??= []).push({ p50one: percentile(one, 50), p99half: percentile(half, 99) });
      console.log(
        `round ${round}  ${name.padEnd(9)} p50 at 1 conn ${percentile(one, 50).toFixed(1).padStart(6)} ms   p99 at ${
          rate.toFixed(0)
        } req/s ${percentile(half, 99).toFixed(1).padStart(6)} ms`,
      );
    }
  }
  const latency = Object.fromEntries(names.map((name) => [name, {
    rate: measured.pick(name).rps / 2,
    p50one: median(latencyRounds[name].map((r) => r.p50one)),
    p99half: median(latencyRounds[name].map((r) => r.p99half)),
  }]));

  console.log(`\nmedian of ${ROUNDS} rounds (ratios taken within each round)`);
  console.log(`         ${describe("hello", hello)}`);
  console.log(
    `\n${"page".padEnd(9)} ${"path".padEnd(36)} ${"req/s".padStart(5)}  × home  floor  ÷ floor  ${
      "p50@1".padStart(6)
    }  ${"p99@½".padStart(6)}  stmts  HTML KB (gz)  first-load JS KB  CDN`,
  );
  const budgets: Array<readonly [string, boolean, string]> = [];
  for (const name of names) {
    const result = measured.pick(name);
    const floorResult = measured.pick(`${name}:floor`);
    const answer = await fetch(`${ssrOrigin}${PAGES[name].path}`, {
      headers: { "user-agent": BROWSER_UA, ...headersOf(name) },
    });
    const html = new Uint8Array(await answer.arrayBuffer());
    // What a CDN may do with the page (issue 17's edge caching); every figure in this table is the uncached stack.
    const cacheControl = answer.headers.get("cache-control") ?? "";
    const edge = /s-maxage/.test(cacheControl) ? "shared" : /private/.test(cacheControl) ? "private" : "no-store";
    const pageJs = PAGES[name].signedIn ? null : await firstLoadJsInBrowser(ssrOrigin, PAGES[name].path);
    const { p50one, p99half, rate } = latency[name];
    console.log(
      `${name.padEnd(9)} ${PAGES[name].path.padEnd(36)} ${result.rps.toFixed(0).padStart(5)}  ${
        measured.ratio(name, "home").toFixed(2).padStart(6)
      }  ${floorResult.rps.toFixed(0).padStart(5)}  ${measured.ratio(name, `${name}:floor`).toFixed(2).padStart(7)}  ${
        p50one.toFixed(1).padStart(6)
      }  ${p99half.toFixed(1).padStart(6)}  ${String(statements[name]).padStart(5)}  ${
        (html.byteLength / 1024).toFixed(1).padStart(6)
      } (${(await gzipSize(html) / 1024).toFixed(1).padStart(4)})  ${
        pageJs ? (pageJs.gz / 1024).toFixed(1).padStart(8) : "       —"
      }          ${edge}`,
    );
    budgets.push([
      `${name}: p99 at ${rate.toFixed(0)} req/s ≤ ${LATENCY_FACTOR} × p50 at 1 conn`,
      p99half <= LATENCY_FACTOR * p50one,
      `${p99half.toFixed(1)} ms ≤ ${(LATENCY_FACTOR * p50one).toFixed(1)} ms`,
    ]);
  }
  console.log(
    "(× home and ÷ floor: throughput ratios within each round; p50@1: ms at one connection; p99@½: ms at half the " +
      "page's maximum rate, constant arrivals; stmts: SQL statements per request, warm; CDN: what the page tells a CDN — the figures are never from a cache)",
  );
  const js = await firstLoadJsInBrowser(ssrOrigin, "/ru/");
  const subscribeJs = await firstLoadJsInBrowser(ssrOrigin, "/ru/subscribe/");
  const providerCode = await providerCodeInClient();
  const vsFloor = measured.ratio("home", "home:floor");
  const vsHello = measured.ratio("home", "hello");
  const trackerVsFloor = measured.ratio("tracker", "tracker:floor");

  budgets.unshift(
    ["home: whole-stack SSR ≥ 0.3 × its floor", vsFloor >= 0.3, `${vsFloor.toFixed(2)} ×`],
    ["home: whole-stack SSR ≥ 1.5 % of hello-world", vsHello >= 0.015, `${(vsHello * 100).toFixed(2)} %`],
    ["jobs list ≥ 0.5 × home", measured.ratio("jobs", "home") >= 0.5, `${measured.ratio("jobs", "home").toFixed(2)} ×`],
    ["a job ≥ 0.5 × home", measured.ratio("job", "home") >= 0.5, `${measured.ratio("job", "home").toFixed(2)} ×`],
    [
      "tracker (500 items) SSR ≥ 0.3 × its floor",
      trackerVsFloor >= 0.3,
      `${trackerVsFloor.toFixed(2)} × (home ${vsFloor.toFixed(2)} ×)`,
    ],
  );
  budgets.push(
    [
      "home first-load JS ≤ 150 KB gzipped (browser)",
      js.gz <= 150 * 1024,
      `${(js.gz / 1024).toFixed(1)} KB (${js.files} files)`,
    ],
    [
      "/subscribe first-load JS ≤ 120 KB gzipped",
      subscribeJs.gz <= 120 * 1024,
      `${(subscribeJs.gz / 1024).toFixed(1)} KB (${subscribeJs.files} files)`,
    ],
    ["no payment provider code in the client bundle", providerCode.length === 0, providerCode.join(", ") || "none"],
  );
  console.log(
    `\nratios   home/floor ${vsFloor.toFixed(3)}   home/hello ${(vsHello * 100).toFixed(2)} %   floor/hello ${
      (measured.ratio("home:floor", "hello") * 100).toFixed(2)
    } %   (home ${home.rps.toFixed(0)} req/s)`,
  );
  // Lighthouse (mobile preset) on the home page, the jobs list and a service page: the issue's four figures each.
  if (!Deno.env.get("BENCH_SKIP_LIGHTHOUSE")) {
    for (const path of ["/ru/", "/ru/jobs/", "/ru/services/cv/"]) {
      const lh = await lighthouse(`${ssrOrigin}${path}`);
      console.log(
        `lighthouse ${path.padEnd(18)} performance ${Math.round(lh.performance * 100)}  accessibility ${
          Math.round(lh.accessibility * 100)
        }  SEO ${Math.round(lh.seo * 100)}  CLS ${lh.cls.toFixed(3)}  LCP ${Math.round(lh.lcp)} ms  TBT ${
          Math.round(lh.tbt)
        } ms`,
      );
      budgets.push(
        [`Lighthouse ${path} performance ≥ 95`, lh.performance >= 0.95, String(Math.round(lh.performance * 100))],
        [`Lighthouse ${path} accessibility 100`, lh.accessibility === 1, String(Math.round(lh.accessibility * 100))],
        [`Lighthouse ${path} SEO 100`, lh.seo === 1, String(Math.round(lh.seo * 100))],
        [`Lighthouse ${path} CLS < 0.05`, lh.cls < 0.05, lh.cls.toFixed(3)],
      );
    }
  }
  if (!Deno.env.get("BENCH_SKIP_JOBS")) budgets.push(...await benchJobs());
  if (!Deno.env.get("BENCH_SKIP_DIRECTORIES")) budgets.push(...await benchDirectories());
  if (!Deno.env.get("BENCH_SKIP_AI")) budgets.push(...await benchAiTools(ssrOrigin, memberCookie));
  console.log("\nbudgets");
  for (const [name, ok, value] of budgets) console.log(`  ${ok ? "PASS" : "FAIL"}  ${name.padEnd(54)} ${value}`);
  if (measured.names.map(measured.pick).some((r) => r.errors + r.non2xx > 0)) {
    console.log("\nwarning: some requests failed; figures are not valid");
  }
} finally {
  for (const s of servers) {
    try {
      s.kill("SIGTERM");
    } catch { /* already gone */ }
    await s.status;
  }
  await aiFake.server.shutdown();
  await Deno.remove(dataDir, { recursive: true }).catch(() => {});
}
