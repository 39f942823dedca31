// `deno task bench`: measures, in one run on one machine, side by side:
//   hello  — a bare Deno.serve "Hello world" (the ceiling),
//   floor  — the home page's React tree through plain renderToReadableStream (no router, loaders or data),
//   ssr    — the home page through the whole stack (Hono, routing, loaders, GraphQL, dehydration, streaming),
// each at 50 connections in alternating rounds, with the pages people open most (a per-page table: throughput beside
// the home page and its floor, HTML size, first-load JS), the checkout and the tracker; then prints the medians over
// the rounds, the ratios (taken within each round) and the gzipped JS the pages load, against the budgets.
import autocannon from "autocannon";
import { benchJobs } from "./jobs-bench.ts";
import { firstLoadJsInBrowser, lighthouse } from "./browser-bench.ts";
import { benchDirectories } from "./directories-bench.ts";
import { benchAiTools, signInCookie, startAiFake } from "./ai-tools-bench.ts";
import { BENCH_USER } from "./seed-bench-user.ts";

const CONNECTIONS = 50;
const P99_BUDGET_MS = 80;
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

/** Every script a page loads before it is interactive: the entry and its modulepreloads. */
async function firstLoadJs(origin: string, path = "/ru/") {
  const html = await (await fetch(`${origin}${path}`, { headers: { "user-agent": BROWSER_UA } })).text();
  const srcs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) srcs.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) srcs.add(m[1]);
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const bytes = new Uint8Array(await (await fetch(`${origin}${src}`)).arrayBuffer());
    raw += bytes.byteLength;
    gz += await gzipSize(bytes);
  }
  return { files: srcs.size, raw, gz };
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
    ...aiFake.env,
    AI_ALLOWANCE: "100000",
    AI_ALLOWANCE_FELLOW: "100000",
  }),
];
try {
  await waitFor(`http://127.0.0.1:${ports.hello}/`);
  await waitFor(`http://127.0.0.1:${ports.ssr}/ru/`);
  servers.push(start(["tests/bench/floor-server.tsx", String(ports.floor), `http://127.0.0.1:${ports.ssr}`]));
  await waitFor(`http://127.0.0.1:${ports.floor}/`);

  // The bench's user, signed in, with a full tracker (500 items, the fetch limit) for the tracker page.
  const ssrOrigin = `http://127.0.0.1:${ports.ssr}`;
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

  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per server after ${WARMUP} s warm-up, one at a time\n`,
  );
  // The pages people and crawlers open most (issue 17), found in the sitemap so the bench follows the demo content.
  const sitemap = await (await fetch(`${ssrOrigin}/sitemap.xml`)).text();
  const listed = (re: RegExp, fallback: string) => sitemap.match(re)?.[1] ?? fallback;
  const PAGES = {
    jobs: "/ru/jobs/",
    job: listed(/<loc>[^<]*?(\/ru\/jobs\/\d+\/)<\/loc>/, "/ru/jobs/7/"),
    articles: "/ru/articles/",
    article: listed(/<loc>[^<]*?(\/ru\/articles\/[^/<]+\/)<\/loc>/, "/ru/articles/"),
    course: listed(/<loc>[^<]*?(\/ru\/courses\/[^/<]+\/)<\/loc>/, "/ru/"),
    service: "/ru/services/cv/",
    experts: "/ru/experts/",
    partners: "/ru/partners/",
    tool: "/ru/tools/cover-letter/",
  } as const;
  const pageTargets = Object.fromEntries(
    Object.entries(PAGES).map(([name, path]) => [name, `${ssrOrigin}${path}`]),
  ) as Record<keyof typeof PAGES, string>;
  const measured = await measureInRounds({
    hello: `http://127.0.0.1:${ports.hello}/`,
    floor: `http://127.0.0.1:${ports.floor}/`,
    ssr: `http://127.0.0.1:${ports.ssr}/ru/`,
    // The club's checkout page (issue 13), against the same floor.
    subscribe: `http://127.0.0.1:${ports.ssr}/ru/subscribe/`,
    // The tracker with 500 items, signed in (issue 16): its first page, against the same floor.
    tracker: { url: `${ssrOrigin}/ru/profile/job-application-tracker/`, headers: { cookie: memberCookie } },
    ...pageTargets,
  });
  const [hello, floor, ssr, subscribe, tracker] = (["hello", "floor", "ssr", "subscribe", "tracker"] as const).map(
    measured.pick,
  );
  const vsFloor = measured.ratio("ssr", "floor");
  const vsHello = measured.ratio("ssr", "hello");
  const floorVsHello = measured.ratio("floor", "hello");
  const subscribeVsFloor = measured.ratio("subscribe", "floor");
  const trackerVsFloor = measured.ratio("tracker", "floor");
  console.log(`\nmedian of ${ROUNDS} rounds (ratios taken within each round)`);
  for (
    const [name, result] of [["hello", hello], ["floor", floor], ["ssr", ssr], ["subscribe", subscribe], [
      "tracker",
      tracker,
    ]] as const
  ) {
    console.log(`         ${describe(name, result)}`);
  }
  // Per page (issue 17's table, first part): throughput beside the home page's in the same rounds, the HTML a
  // browser gets (raw and gzipped) and the JavaScript it loads before it is interactive.
  console.log(`\nper page  ${"path".padEnd(34)} req/s   × home   × floor   p50 ms   HTML KB (gz)   first-load JS KB`);
  for (const [name, path] of [["home", "/ru/"], ...Object.entries(PAGES)] as Array<[string, string]>) {
    const key = (name === "home" ? "ssr" : name) as Parameters<typeof measured.pick>[0];
    const result = measured.pick(key);
    const html = new Uint8Array(
      await (await fetch(`${ssrOrigin}${path}`, { headers: { "user-agent": BROWSER_UA } })).arrayBuffer(),
    );
    const pageJs = await firstLoadJsInBrowser(ssrOrigin, path);
    console.log(
      `${name.padEnd(9)} ${path.padEnd(34)} ${result.rps.toFixed(0).padStart(5)}   ${
        measured.ratio(key, "ssr").toFixed(2).padStart(6)
      }   ${measured.ratio(key, "floor").toFixed(2).padStart(7)}   ${String(result.p50).padStart(6)}   ${
        (html.byteLength / 1024).toFixed(1).padStart(6)
      } (${(await gzipSize(html) / 1024).toFixed(1)})   ${(pageJs.gz / 1024).toFixed(1).padStart(8)}`,
    );
  }
  const js = await firstLoadJsInBrowser(`http://127.0.0.1:${ports.ssr}`, "/ru/");
  const subscribeJs = await firstLoadJsInBrowser(`http://127.0.0.1:${ports.ssr}`, "/ru/subscribe/");
  const jobsJs = await firstLoadJsInBrowser(`http://127.0.0.1:${ports.ssr}`, "/ru/jobs/");
  const htmlOnly = await firstLoadJs(`http://127.0.0.1:${ports.ssr}`);
  const providerCode = await providerCodeInClient();

  const budgets = [
    ["whole-stack SSR ≥ 0.3 × floor", vsFloor >= 0.3, `${vsFloor.toFixed(2)} ×`],
    ["whole-stack SSR ≥ 1.5 % of hello-world", vsHello >= 0.015, `${(vsHello * 100).toFixed(2)} %`],
    [`SSR p99 ≤ ${P99_BUDGET_MS} ms at ${CONNECTIONS} connections`, ssr.p99 <= P99_BUDGET_MS, `${ssr.p99} ms`],
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
    [
      "tracker (500 items) SSR ≥ 0.3 × floor, as the home page",
      trackerVsFloor >= 0.3,
      `${trackerVsFloor.toFixed(2)} × (home ${vsFloor.toFixed(2)} ×)`,
    ],
  ] as const;
  console.log(`/subscribe/floor ${subscribeVsFloor.toFixed(3)} (the checkout page's SSR beside the home page's floor)`);
  console.log(
    `\nratios   ssr/floor ${vsFloor.toFixed(3)}   ssr/hello ${(vsHello * 100).toFixed(2)} %   floor/hello ${
      (floorVsHello * 100).toFixed(2)
    } %`,
  );
  // What the p99 budget asks of throughput: with 50 requests always in flight, the mean latency is 50 / throughput
  // (Little's law), so p99 ≤ 80 ms needs at least 625 req/s even if every request took exactly as long.
  const neededRps = CONNECTIONS / (P99_BUDGET_MS / 1000);
  console.log(
    `context  p99 ≤ ${P99_BUDGET_MS} ms at ${CONNECTIONS} connections needs ≥ ${neededRps.toFixed(0)} req/s; ` +
      `ssr gives ${(ssr.rps / neededRps * 100).toFixed(0)} % of that, the floor ${
        (floor.rps / neededRps * 100).toFixed(0)
      } % (floor p99 ${floor.p99} ms)`,
  );
  console.log(`entry    the HTML names ${htmlOnly.files} scripts, ${(htmlOnly.gz / 1024).toFixed(1)} KB gzipped`);
  console.log(`jobs     first-load JS in the browser ${(jobsJs.gz / 1024).toFixed(1)} KB (${jobsJs.files} files)`);
  // Lighthouse (mobile preset) on the home page, the jobs list and a service page: the four figures each.
  const lighthouseBudgets: Array<readonly [string, boolean, string]> = [];
  if (!Deno.env.get("BENCH_SKIP_LIGHTHOUSE")) {
    for (const path of ["/ru/", "/ru/jobs/", "/ru/services/cv/"]) {
      const lh = await lighthouse(`http://127.0.0.1:${ports.ssr}${path}`);
      console.log(
        `lighthouse ${path.padEnd(18)} performance ${Math.round(lh.performance * 100)}  accessibility ${
          Math.round(lh.accessibility * 100)
        }  SEO ${Math.round(lh.seo * 100)}  CLS ${lh.cls.toFixed(3)}  LCP ${Math.round(lh.lcp)} ms  TBT ${
          Math.round(lh.tbt)
        } ms`,
      );
      lighthouseBudgets.push(
        [`Lighthouse ${path} performance ≥ 95`, lh.performance >= 0.95, String(Math.round(lh.performance * 100))],
        [`Lighthouse ${path} accessibility 100`, lh.accessibility === 1, String(Math.round(lh.accessibility * 100))],
        [`Lighthouse ${path} SEO 100`, lh.seo === 1, String(Math.round(lh.seo * 100))],
        [`Lighthouse ${path} CLS < 0.05`, lh.cls < 0.05, lh.cls.toFixed(3)],
      );
    }
  }
  const jobBudgets = Deno.env.get("BENCH_SKIP_JOBS") ? [] : await benchJobs();
  const directoryBudgets = Deno.env.get("BENCH_SKIP_DIRECTORIES") ? [] : await benchDirectories();
  const aiBudgets = Deno.env.get("BENCH_SKIP_AI") ? [] : await benchAiTools(ssrOrigin, memberCookie);
  console.log("\nbudgets");
  for (
    const [name, ok, value] of [...budgets, ...lighthouseBudgets, ...jobBudgets, ...directoryBudgets, ...aiBudgets]
  ) {
    console.log(`  ${ok ? "PASS" : "FAIL"}  ${name.padEnd(46)} ${value}`);
  }
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
