// `deno task bench` (issue 28): what each page people and crawlers open most costs to serve (home, jobs, a job,
// articles, an article, a course, subscribe, a service, experts, partners, an AI tool, the tracker signed in), on two
// configurations, one after the other, each with a fresh database seeded with the demo content:
//   postgres — the production shape: the server on the local PostgreSQL server through the Neon driver and the test
//              suite's WebSocket proxy (tests/bench/ws-proxy-server.ts), in a database the bench creates and drops;
//              the budgets are judged on it;
//   pglite   — the server on PGlite in its own process (the shape of every earlier bench), reported beside.
// On each, with the in-process page cache off (PAGE_MEMORY_CACHE_ENTRIES=0), so every figure is the page being built:
//   throughput at 50 connections in alternating rounds, beside the home page and beside the page's own floor (the same
//   React tree with its data in hand through plain renderToReadableStream, tests/bench/floor-server.tsx: it reads its
//   data through the app once, so it is measured once, in the rounds of the first configuration);
//   latency (p50 at one connection, p99 at a constant arrival rate of half the page's own maximum);
//   the server's own CPU per request (utime + stime of its process over a fixed number of requests, server-process.ts);
//   the server's RSS after every round; SQL statements per request; HTML bytes and elements.
// Then, on the first configuration: the home page served from the in-process memory cache beside a bare Deno.serve
// answering the same bytes (tests/bench/bare-server.ts); first-load JS in Chromium and Lighthouse (browser-bench.ts);
// the AI tools; and, apart, the jobs search and the directories on large generated PGlite databases. Last, the
// budgets of issue 28 with PASS/FAIL, judged on the first configuration (postgres unless BENCH_CONFIGS leaves it out),
// the other's figure beside. Every figure is the median over the rounds; every ratio is taken within each round. Then
// issue 30's cold start, and its soak when BENCH_SOAK_MINUTES is set (tests/bench/soak.ts; `deno task bench:soak` runs
// those two alone).
import autocannon from "autocannon";
import { request as httpRequest } from "node:http";
import { latencyAtOneConnection, latencyAtRate, percentile } from "./latency.ts";
import { type StatementsDatabase, statementsPerPage } from "./page-statements.ts";
import { benchJobs } from "./jobs-bench.ts";
import { firstLoadJsInBrowser, lighthouse } from "./browser-bench.ts";
import { benchDirectories } from "./directories-bench.ts";
import { benchAiTools, signInCookie, startAiFake } from "./ai-tools-bench.ts";
import { BENCH_USER } from "./seed-bench-user.ts";
import { cpuMs, rssMb } from "./server-process.ts";
import { concatBytes } from "../../src/domain/bytes.ts";
import { coldStartAndSoak } from "./soak.ts";
import { benchMailEnv } from "./mail-stand-in.ts";

const env = (name: string) => Deno.env.get(name) || undefined;
const CONNECTIONS = 50;
/** The latency budget (issue 28): p99 at half the page's maximum rate ≤ this × its p50 at one connection + … */
const LATENCY_FACTOR = 4;
/** … this allowance (V8's collections of up to 24 ms, docs/perf.md session 14). */
const LATENCY_ALLOWANCE_MS = 30;
const DURATION = Number(env("BENCH_SECONDS") ?? 5);
const ROUNDS = Number(env("BENCH_ROUNDS") ?? 3);
const WARMUP = 3;
/** Server CPU per request: this many requests per page and round, at CPU_CONNECTIONS, after CPU_WARMUP unmeasured. */
const CPU_REQUESTS = Number(env("BENCH_CPU_REQUESTS") ?? 300);
const CPU_CONNECTIONS = 10;
const CPU_WARMUP = 50;
/** The connection guard (decision 102) is off on Deno Deploy, the production shape; BENCH_CONNECTION_GUARD=on keeps it. */
const GUARD = env("BENCH_CONNECTION_GUARD") === "on" ? "on" : "off";
/** The in-process page cache's size for the memory figure (pagecache's default). */
const MEMORY_CACHE_ENTRIES = "200";
const POSTGRES_ADMIN_URL = env("BENCH_POSTGRES_URL") ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** "Flat over rounds": the last RSS sample at most this × the first (after the first throughput round). */
const RSS_FLAT_FACTOR = 1.1;
const RSS_LIMIT_MB = 256;
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const root = new URL("../../", import.meta.url).pathname;
const benchStarted = performance.now();

type Kind = "postgres" | "pglite";
const KINDS: Kind[] = ["postgres", "pglite"];
const NAME: Record<Kind, string> = { postgres: "Postgres", pglite: "PGlite" };
const DESCRIBED: Record<Kind, string> = {
  postgres: "Postgres: the server on the local PostgreSQL through the Neon driver and the WebSocket proxy",
  pglite: "PGlite: the server on PGlite in its own process",
};
const requested = (env("BENCH_CONFIGS") ?? "postgres,pglite").split(",").map((s) => s.trim()).filter(Boolean);
for (const name of requested) {
  if (!KINDS.includes(name as Kind)) throw new Error(`BENCH_CONFIGS: "${name}" is neither postgres nor pglite`);
}
// The production shape first: the floor is measured in the first configuration's rounds, the budgets judged on it.
const CONFIGS = KINDS.filter((kind) => requested.includes(kind));
if (CONFIGS.length === 0) throw new Error("BENCH_CONFIGS names no configuration");
const PORTS = { bare: 8701, floor: 8702, postgres: 8703, pglite: 8704, cached: 8705 };

type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
/** A page to load: its address, and the headers of a signed-in visitor when it is a personal page. */
type Target = string | { url: string; headers: Record<string, string> };
type Budget = { name: string; ok: boolean; value: string; beside?: string };

/**
 * The servers' own errors, by the bench's phase when they were logged: every request line at level "error" (a 5xx) on
 * a server's stderr, where the request log writes them with their cause (decision 183). A figure taken while the
 * server answered 5xx is not valid, whatever the load generator counted, so every phase is watched, warm-ups and the
 * statement counting included. A request the load generator leaves unanswered when a timed round ends is logged 499
 * (client closed request) at level "info", on stdout: not an error, and not counted here.
 */
const serverErrors = new Map<string, { count: number; routes: Map<string, number>; causes: Set<string> }>();
let currentPhase = "start-up";

function noteServerLine(line: string): boolean {
  if (!line.startsWith("{") || !line.includes('"kind":"request"')) return false;
  let record: { status?: number; route?: string; error?: { name?: string; code?: string; at?: string } };
  try {
    record = JSON.parse(line);
  } catch {
    return false;
  }
  if ((record.status ?? 0) < 500) return false;
  const seen = serverErrors.get(currentPhase) ?? { count: 0, routes: new Map(), causes: new Set() };
  serverErrors.set(currentPhase, seen);
  seen.count++;
  seen.routes.set(`${record.status} ${record.route}`, (seen.routes.get(`${record.status} ${record.route}`) ?? 0) + 1);
  if (record.error) {
    seen.causes.add([record.error.name, record.error.code, record.error.at].filter(Boolean).join(" "));
  }
  return true;
}

/** How many 5xx lines the servers wrote in all phases. */
const serverErrorCount = () => [...serverErrors.values()].reduce((n, e) => n + e.count, 0);

async function passStderrOn(stream: ReadableStream<Uint8Array<ArrayBuffer>>) {
  let rest = "";
  let shown = 0;
  for await (const text of stream.pipeThrough(new TextDecoderStream())) {
    const lines = (rest + text).split("\n");
    rest = lines.pop()!;
    for (const line of lines) {
      // A 5xx line is counted; the first few are shown as they come (the rest would bury the report).
      if (noteServerLine(line) && ++shown > 20) continue;
      console.error(line);
    }
  }
  if (rest) console.error(rest);
}

function start(args: string[], env: Record<string, string> = {}, stdout: "null" | "piped" = "null") {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", ...args],
    cwd: root,
    env: { NODE_ENV: "production", ...env },
    stdout,
    stderr: "piped",
  }).spawn();
  passStderrOn(child.stderr).catch(() => {});
  return child;
}

/** Minutes and seconds since the bench started, for the phase lines. */
function phase(what: string) {
  currentPhase = what;
  const s = Math.round((performance.now() - benchStarted) / 1000);
  console.log(`[${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}] ${what}`);
}

async function stop(child: Deno.ChildProcess) {
  try {
    child.kill("SIGTERM");
  } catch { /* already gone */ }
  await child.status;
}

async function run(what: string, args: string[], env: Record<string, string>) {
  const done = await new Deno.Command(Deno.execPath(), { args: ["run", "-A", ...args], cwd: root, env, stdout: "null" })
    .output();
  if (!done.success) throw new Error(`could not ${what}`);
}

async function psql(sql: string) {
  const done = await new Deno.Command("psql", {
    args: [POSTGRES_ADMIN_URL, "-v", "ON_ERROR_STOP=1", "-qc", sql],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!done.success) throw new Error(`psql ${sql}: ${new TextDecoder().decode(done.stderr)}`);
}

async function waitFor(url: string, timeoutMs = 90_000) {
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

/** One GET with the bytes as they came over the wire (fetch would undo the gzip), and the headers as sent. */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Array<[string, string]>; body: Uint8Array }>((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks: Uint8Array[] = [];
      res.on("data", (chunk: Uint8Array) => chunks.push(chunk));
      res.on("end", () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: concatBytes(chunks) });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

async function load(target: Target, seconds: number): Promise<Result> {
  const { url, headers } = typeof target === "string" ? { url: target, headers: {} } : target;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "user-agent": BROWSER_UA, ...headers },
  });
  // The mean of autocannon's per-second samples; a round shorter than the slowest answer has none.
  const rps = r.requests.average || r.requests.total / Math.max(r.duration, 1e-3);
  return { rps, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

function describe(name: string, result: Result): string {
  return `${name.padEnd(14)} ${result.rps.toFixed(0).padStart(7)} req/s   p50 ${
    String(result.p50).padStart(4)
  } ms   p99 ${String(result.p99).padStart(4)} ms   errors ${result.errors + result.non2xx}`;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Warms each target up, then loads them in turn for ROUNDS rounds: this VM's speed drifts by tens of percent over
 * minutes, so each ratio is taken within a round; every figure and ratio reported is its median over the rounds.
 */
async function measureInRounds<K extends string>(
  targets: Record<K, Target>,
  label: string,
  afterRound: (round: number) => Promise<void> = async () => {},
) {
  const names = Object.keys(targets) as K[];
  // The warm-up's answers are not measured, but a warm-up that failed is reported like any other failure.
  let warmupFailed = 0;
  currentPhase = `${label}: warm-up`;
  for (const name of names) {
    const warm = await load(targets[name], WARMUP);
    warmupFailed += warm.errors + warm.non2xx;
  }
  if (warmupFailed > 0) console.log(`${label} warm-up: ${warmupFailed} requests failed`);
  currentPhase = `${label}: throughput rounds`;
  const rounds: Array<Record<K, Result>> = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const results = {} as Record<K, Result>;
    for (const name of names) {
      results[name] = await load(targets[name], DURATION);
      console.log(`${label} round ${round}  ${describe(name, results[name])}`);
    }
    rounds.push(results);
    await afterRound(round);
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
  const failed = warmupFailed + names.reduce((n, name) => n + pick(name).errors + pick(name).non2xx, 0);
  return { pick, ratio, names, failed };
}

async function gzipSize(bytes: Uint8Array): Promise<number> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream("gzip"));
  return (await new Response(stream).arrayBuffer()).byteLength;
}

/**
 * The elements a browser's parser makes of the HTML: opening tags (`<name`), after taking out comments and the text of
 * the raw-text elements (script, style, title, textarea), whose `<` are not tags. <html>, <head> and <body> count.
 */
function countElements(html: string): number {
  const stripped = html.replace(/<!--[\s\S]*?-->/g, "")
    .replace(/(<(script|style|title|textarea)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, "$1$3");
  return stripped.match(/<[a-zA-Z][^\s/>]*/g)?.length ?? 0;
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

// ---------------------------------------------------------------------------------------------------------------
// The databases

const dataDir = await Deno.makeTempDir({ prefix: "fellows-bench-" });
const cleanups: Array<() => Promise<void>> = [];
let wsProxyUrl: string | undefined;

/** The WebSocket proxy in its own process, started once (tests/bench/ws-proxy-server.ts). */
async function wsProxy(): Promise<string> {
  if (wsProxyUrl) return wsProxyUrl;
  const child = start(["tests/bench/ws-proxy-server.ts"], {}, "piped");
  cleanups.push(() => stop(child));
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the WebSocket proxy did not start");
    text += value;
  }
  reader.releaseLock();
  return wsProxyUrl = text.split("\n")[0].trim();
}

type Prepared = {
  /** What the server and the seed scripts are given to reach this database. */
  env: Record<string, string>;
  /** Where the statements are counted (PGlite: a copy, taken when asked, since the server holds the directory). */
  statements(): Promise<StatementsDatabase>;
};

/** A fresh database of `kind` with the demo content and the bench's user; dropped when the bench ends. */
async function prepareDatabase(kind: Kind): Promise<Prepared> {
  // Production never loads demo content (defect 7 of issue 12), so the bench loads it first, as a developer would.
  if (kind === "pglite") {
    const dir = `${dataDir}/pglite`;
    const dbEnv = { DATABASE_URL: `pglite:${dir}`, PGLITE_DIR: dir };
    await run("load the demo content into PGlite", ["db/seed/main.ts"], { APP_ENV: "development", ...dbEnv });
    await run("add the bench's user to PGlite", ["tests/bench/seed-bench-user.ts", dir], {});
    return {
      env: dbEnv,
      async statements() {
        const copy = await new Deno.Command("cp", { args: ["-r", dir, `${dir}-statements`] }).output();
        if (!copy.success) throw new Error("could not copy the bench database");
        return { kind: "pglite", dir: `${dir}-statements` };
      },
    };
  }
  const proxy = await wsProxy();
  const name = `fellows_bench_${Date.now().toString(36)}_${crypto.randomUUID().slice(0, 6)}`;
  await psql(`create database ${name}`);
  cleanups.push(() => psql(`drop database if exists ${name} with (force)`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  const dbEnv = { DATABASE_URL: url.href, DATABASE_WS_PROXY: proxy };
  await run("load the demo content into Postgres", ["db/seed/main.ts"], { APP_ENV: "development", ...dbEnv });
  await run("add the bench's user to Postgres", ["tests/bench/seed-bench-user.ts", url.href, proxy], {});
  return { env: dbEnv, statements: () => Promise.resolve({ kind: "postgres", url: url.href, wsProxy: proxy }) };
}

// The AI tools run against the OpenAI-compatible fake over HTTP, as they would against a provider.
const aiFake = startAiFake();
const sessionSecret = crypto.randomUUID() + crypto.randomUUID();

function startApp(db: Prepared, port: number, memoryCache: boolean) {
  return start(["src/server/main.ts"], {
    PORT: String(port),
    APP_ENV: "production",
    APP_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: sessionSecret,
    BANK_DATA_KEY: "A".repeat(43) + "=",
    LOCAL_STATE_IN_PRODUCTION: "allow",
    ...aiFake.env,
    // Production requires a mail provider: the local stand-in (decision 181).
    ...benchMailEnv(),
    AI_ALLOWANCE: "100000",
    AI_ALLOWANCE_FELLOW: "100000",
    CONNECTION_GUARD: GUARD,
    PAGE_MEMORY_CACHE_ENTRIES: memoryCache ? MEMORY_CACHE_ENTRIES : "0",
    ...db.env,
  });
}

// ---------------------------------------------------------------------------------------------------------------
// One configuration

type PageFigures = {
  path: string;
  signedIn: boolean;
  rps: number;
  vsHome: number;
  floorRps: number | null;
  /** Within each round when the floor ran in this configuration's rounds; else against the floor's median. */
  vsFloor: number | null;
  p50one: number;
  p99half: number;
  rate: number;
  cpuMs: number;
  statements: number;
  htmlBytes: number;
  htmlGz: number;
  elements: number;
  cdn: string;
};
type MemoryFigure =
  | { hit: true; cachedRps: number; bareRps: number; ratio: number; bytes: number; encoding: string }
  | { hit: false; header: string };
type ConfigResult = {
  kind: Kind;
  pages: Record<string, PageFigures>;
  homeVsArticle: number;
  jobsVsHome: number;
  jobVsHome: number;
  rss: Array<[string, number]>;
  failedRequests: number;
  cacheHitsWhileUncached: string[];
  memory?: MemoryFigure;
  /** First configuration only: first-load JS per page (gzipped bytes), Lighthouse, the AI tools' budgets. */
  js?: Record<string, { gz: number; files: number }>;
  lighthouse?: Array<[string, Awaited<ReturnType<typeof lighthouse>>]>;
  extraBudgets?: Budget[];
};

async function fillTracker(origin: string, cookie: string) {
  // The bench's user, signed in, with a full tracker (500 items, the fetch limit) for the tracker page.
  for (let i = 0; i < 500; i++) {
    const res = await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie },
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
}

/** The pages people and crawlers open most (issue 17), found in the sitemap so the bench follows the demo content. */
async function pagesOf(origin: string): Promise<Record<string, { path: string; signedIn?: true }>> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const listed = (re: RegExp, fallback: string) => sitemap.match(re)?.[1] ?? fallback;
  return {
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
}

/** Floors measured in the first configuration: its rounds' medians, for the configurations after it. */
let floorMedians: Record<string, number> | undefined;

async function benchConfiguration(kind: Kind, first: boolean): Promise<ConfigResult> {
  const configStarted = performance.now();
  console.log(`\n=== ${DESCRIBED[kind]}; page cache off; connection guard ${GUARD} ===`);
  phase(`${NAME[kind]}: creating and seeding the database`);
  const db = await prepareDatabase(kind);
  const origin = `http://127.0.0.1:${PORTS[kind]}`;
  const server = startApp(db, PORTS[kind], false);
  let floor: Deno.ChildProcess | undefined;
  try {
    await waitFor(`${origin}/ru/`);
    const memberCookie = await signInCookie(origin, BENCH_USER.email, BENCH_USER.password);
    phase(`${NAME[kind]}: the server is up; 500 tracker items for the signed-in page`);
    await fillTracker(origin, memberCookie);
    const PAGES = await pagesOf(origin);
    const names = Object.keys(PAGES);
    const headersOf = (name: string): Record<string, string> =>
      PAGES[name].signedIn ? { cookie: memberCookie, "x-viewer-tier": "authorized" } : {};
    const targets: Record<string, Target> = {};
    for (const name of names) targets[name] = { url: `${origin}${PAGES[name].path}`, headers: headersOf(name) };
    if (first) {
      floor = start(["tests/bench/floor-server.tsx", String(PORTS.floor), origin]);
      await waitFor(`http://127.0.0.1:${PORTS.floor}/ru/`);
      for (const name of names) {
        targets[`${name}:floor`] = {
          url: `http://127.0.0.1:${PORTS.floor}${PAGES[name].path}`,
          headers: headersOf(name),
        };
      }
    }

    phase(`${NAME[kind]}: counting statements per page`);
    const statements = await statementsPerPage(
      await db.statements(),
      Object.fromEntries(
        names.map((
          name,
        ) => [name, { path: PAGES[name].path, cookie: PAGES[name].signedIn ? memberCookie : undefined }]),
      ),
    );

    // The uncached figures must not come from a cache: no page may say it was served from memory.
    const cacheHitsWhileUncached: string[] = [];
    let checkFailed = 0;
    for (const name of names) {
      const res = await fetch(`${origin}${PAGES[name].path}`, {
        headers: { "user-agent": BROWSER_UA, ...headersOf(name) },
      });
      await res.body?.cancel();
      if (res.status !== 200) checkFailed++;
      if (res.headers.get("x-memory-cache") === "hit") cacheHitsWhileUncached.push(name);
    }

    const rss: Array<[string, number]> = [];
    const sampleRss = async (label: string) => void rss.push([label, await rssMb(server.pid)]);

    console.log(
      `\n${NAME[kind]}: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s per server after ${WARMUP} s ` +
        `warm-up, one at a time${first ? " (each page's floor beside it)" : ""}`,
    );
    const measured = await measureInRounds(targets, NAME[kind], (round) => sampleRss(`throughput ${round}`));
    if (floor) {
      await stop(floor);
      floor = undefined;
      floorMedians = Object.fromEntries(names.map((name) => [name, measured.pick(`${name}:floor`).rps]));
    }

    // Latency per page: p50 with one request at a time, then p99 at a constant arrival rate of half the page's own
    // maximum (its median throughput above, same run), for twice as long so the p99 has enough requests behind it. In
    // rounds, pages alternating, each figure the median over the rounds, as the throughput (a stall of this VM lasts
    // a fraction of a second and lands in one round, not in all).
    phase(`${NAME[kind]}: latency`);
    const latencyRounds: Record<string, Array<{ p50one: number; p99half: number }>> = {};
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of names) {
        const target = {
          url: `${origin}${PAGES[name].path}`,
          headers: { "user-agent": BROWSER_UA, ...headersOf(name) },
        };
        const one = await latencyAtOneConnection(target, DURATION);
        const rate = measured.pick(name).rps / 2;
        // Two seconds at the rate first (not counted): the server settles at it after the previous page. A page that
        // answered nothing within a round (rounds shorter than its answers) has no rate to halve: not measured.
        const half = rate > 0
          ? (await latencyAtRate(target, rate, 2), await latencyAtRate(target, rate, DURATION * 2))
          : [];
        (latencyRounds[name] ??= []).push({ p50one: percentile(one, 50), p99half: percentile(half, 99) });
        console.log(
          `${NAME[kind]} latency round ${round}  ${name.padEnd(9)} p50 at 1 conn ${
            percentile(one, 50).toFixed(1).padStart(6)
          } ms   p99 at ${rate.toFixed(0)} req/s ${percentile(half, 99).toFixed(1).padStart(6)} ms`,
        );
      }
      await sampleRss(`latency ${round}`);
    }

    // Server CPU per request: the server process's own CPU time (utime + stime, /proc/<pid>/stat) over CPU_REQUESTS
    // requests at CPU_CONNECTIONS connections, after CPU_WARMUP requests not counted; in rounds, pages alternating.
    phase(`${NAME[kind]}: server CPU per request`);
    const cpuRounds: Record<string, number[]> = {};
    let cpuFailed = 0;
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of names) {
        const opts = {
          url: `${origin}${PAGES[name].path}`,
          connections: CPU_CONNECTIONS,
          headers: { "user-agent": BROWSER_UA, ...headersOf(name) },
        };
        await autocannon({ ...opts, amount: CPU_WARMUP });
        const before = await cpuMs(server.pid);
        const r = await autocannon({ ...opts, amount: CPU_REQUESTS });
        const spent = await cpuMs(server.pid) - before;
        cpuFailed += r.errors + r.non2xx;
        (cpuRounds[name] ??= []).push(spent / CPU_REQUESTS);
        console.log(
          `${NAME[kind]} CPU round ${round}  ${name.padEnd(9)} ${(spent / CPU_REQUESTS).toFixed(2).padStart(6)} ms ` +
            `per request (${spent.toFixed(0)} ms over ${CPU_REQUESTS} requests at ${CPU_CONNECTIONS} connections)`,
        );
      }
      await sampleRss(`CPU ${round}`);
    }

    const pages: Record<string, PageFigures> = {};
    for (const name of names) {
      const answer = await fetch(`${origin}${PAGES[name].path}`, {
        headers: { "user-agent": BROWSER_UA, "accept-encoding": "identity", ...headersOf(name) },
      });
      const bytes = new Uint8Array(await answer.arrayBuffer());
      // What a CDN may do with the page (issue 17's edge caching); every figure here is the page being built.
      const cacheControl = answer.headers.get("cache-control") ?? "";
      const floorRps = first ? measured.pick(`${name}:floor`).rps : floorMedians?.[name] ?? null;
      const rps = measured.pick(name).rps;
      pages[name] = {
        path: PAGES[name].path,
        signedIn: !!PAGES[name].signedIn,
        rps,
        vsHome: measured.ratio(name, "home"),
        floorRps,
        vsFloor: first ? measured.ratio(name, `${name}:floor`) : floorRps ? rps / floorRps : null,
        p50one: median(latencyRounds[name].map((r) => r.p50one)),
        p99half: median(latencyRounds[name].map((r) => r.p99half)),
        rate: rps / 2,
        cpuMs: median(cpuRounds[name]),
        statements: statements[name],
        htmlBytes: bytes.byteLength,
        htmlGz: await gzipSize(bytes),
        elements: countElements(new TextDecoder().decode(bytes)),
        cdn: /s-maxage/.test(cacheControl) ? "shared" : /private/.test(cacheControl) ? "private" : "no-store",
      };
    }
    const result: ConfigResult = {
      kind,
      pages,
      homeVsArticle: measured.ratio("home", "article"),
      jobsVsHome: measured.ratio("jobs", "home"),
      jobVsHome: measured.ratio("job", "home"),
      rss,
      failedRequests: checkFailed + measured.failed + cpuFailed,
      cacheHitsWhileUncached,
    };

    if (first) {
      // First-load JS in Chromium, every page but the signed-in tracker; the same build on both configurations.
      phase("first-load JS in Chromium");
      result.js = {};
      for (const name of names) {
        if (!PAGES[name].signedIn) result.js[name] = await firstLoadJsInBrowser(origin, PAGES[name].path);
      }
      // Lighthouse (mobile preset, median of BENCH_LIGHTHOUSE_RUNS runs by performance) on issue 28's five pages.
      if (!env("BENCH_SKIP_LIGHTHOUSE")) {
        phase("Lighthouse");
        result.lighthouse = [];
        for (const path of ["/ru/", "/ru/jobs/", PAGES.service.path, PAGES.subscribe.path, PAGES.article.path]) {
          const lh = await lighthouse(`${origin}${path}`);
          result.lighthouse.push([path, lh]);
          console.log(
            `lighthouse ${path.padEnd(36)} performance ${Math.round(lh.performance * 100)}  accessibility ${
              Math.round(lh.accessibility * 100)
            }  SEO ${Math.round(lh.seo * 100)}  CLS ${lh.cls.toFixed(3)}  LCP ${Math.round(lh.lcp)} ms  TBT ${
              Math.round(lh.tbt)
            } ms`,
          );
        }
      }
      result.extraBudgets = [];
      if (!env("BENCH_SKIP_AI")) {
        phase("AI tools");
        for (const [name, ok, value] of await benchAiTools(origin, memberCookie)) {
          result.extraBudgets.push({ name, ok, value });
        }
      }
    }
    await stop(server);

    // The home page served from the in-process memory cache, beside a bare Deno.serve answering its exact bytes.
    if (first) {
      phase(`${NAME[kind]}: the home page from memory`);
      result.memory = await benchMemoryCache(db);
    }
    console.log(`\n${NAME[kind]} measured in ${((performance.now() - configStarted) / 1000).toFixed(0)} s`);
    return result;
  } finally {
    if (floor) await stop(floor);
    await stop(server);
  }
}

/**
 * The anonymous home page from memory: the app restarted with the page cache on (PAGE_MEMORY_CACHE_ENTRIES=200), asked
 * with accept-encoding gzip as browsers do, and a bare Deno.serve answering the bytes and headers the app answered
 * (body and headers read once, raw). Both at 50 connections, alternating rounds, ratio within each round. When the
 * app never says `x-memory-cache: hit`, there is no memory figure to take.
 */
async function benchMemoryCache(db: Prepared): Promise<MemoryFigure> {
  const origin = `http://127.0.0.1:${PORTS.cached}`;
  const server = startApp(db, PORTS.cached, true);
  let bare: Deno.ChildProcess | undefined;
  try {
    await waitFor(`${origin}/ru/`);
    const headers = { "user-agent": BROWSER_UA, "accept-encoding": "gzip" };
    let answer = await rawGet(`${origin}/ru/`, headers);
    // The cache may fill in the background: ask a few times, a little apart, until it answers from memory.
    for (let i = 0; i < 20; i++) {
      const header = answer.headers.find(([k]) => k.toLowerCase() === "x-memory-cache")?.[1];
      if (answer.status === 200 && header === "hit") break;
      await new Promise((r) => setTimeout(r, 100));
      answer = await rawGet(`${origin}/ru/`, headers);
    }
    const header = answer.headers.find(([k]) => k.toLowerCase() === "x-memory-cache")?.[1] ?? "absent";
    if (answer.status !== 200 || header !== "hit") {
      console.log(`\nmemory cache: the home page never answered x-memory-cache: hit (it said ${header})`);
      return { hit: false, header };
    }
    const skip = new Set(["content-length", "transfer-encoding", "connection", "keep-alive", "date"]);
    const bodyFile = `${dataDir}/bare-body`;
    const headersFile = `${dataDir}/bare-headers.json`;
    await Deno.writeFile(bodyFile, answer.body);
    await Deno.writeTextFile(headersFile, JSON.stringify(answer.headers.filter(([k]) => !skip.has(k.toLowerCase()))));
    bare = start(["tests/bench/bare-server.ts", String(PORTS.bare), bodyFile, headersFile]);
    await waitFor(`http://127.0.0.1:${PORTS.bare}/`);
    const same = await rawGet(`http://127.0.0.1:${PORTS.bare}/`, headers);
    if (same.body.byteLength !== answer.body.byteLength) {
      throw new Error("the bare server does not answer the same bytes");
    }
    console.log(
      `\nPostgres, home page from memory (${answer.body.byteLength} bytes, ${
        answer.headers.find(([k]) => k.toLowerCase() === "content-encoding")?.[1] ?? "identity"
      }) beside a bare Deno.serve answering the same bytes and headers, ${CONNECTIONS} connections`,
    );
    const measured = await measureInRounds({
      cached: { url: `${origin}/ru/`, headers },
      bare: { url: `http://127.0.0.1:${PORTS.bare}/`, headers },
    }, "memory");
    const after = await rawGet(`${origin}/ru/`, headers);
    const stillHit = after.headers.find(([k]) => k.toLowerCase() === "x-memory-cache")?.[1];
    if (stillHit !== "hit") console.log(`warning: after the load the home page said x-memory-cache: ${stillHit}`);
    if (measured.failed > 0) console.log("warning: some requests failed in the memory figure; it is not valid");
    return {
      hit: true,
      cachedRps: measured.pick("cached").rps,
      bareRps: measured.pick("bare").rps,
      ratio: measured.ratio("cached", "bare"),
      bytes: answer.body.byteLength,
      encoding: answer.headers.find(([k]) => k.toLowerCase() === "content-encoding")?.[1] ?? "identity",
    };
  } finally {
    if (bare) await stop(bare);
    await stop(server);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reporting

function printTable(r: ConfigResult, floorHere: boolean) {
  console.log(
    `\n${DESCRIBED[r.kind]}; page cache off (PAGE_MEMORY_CACHE_ENTRIES=0); median of ${ROUNDS} rounds` +
      (floorHere ? "" : `; floor from the ${NAME[CONFIGS[0]]} run`),
  );
  console.log(
    `${"page".padEnd(9)} ${"path".padEnd(36)} ${"req/s".padStart(5)}  × home  floor  ÷ floor  ${"p50@1".padStart(6)}  ${
      "p99@½".padStart(6)
    }  CPU ms  stmts  HTML KB (gz)  elems  JS KB  CDN`,
  );
  for (const [name, p] of Object.entries(r.pages)) {
    const js = r.js?.[name];
    console.log(
      `${name.padEnd(9)} ${shortPath(p.path).padEnd(36)} ${p.rps.toFixed(0).padStart(5)}  ${
        fmt(p.vsHome).padStart(6)
      }  ${(p.floorRps?.toFixed(0) ?? "—").padStart(5)}  ${(p.vsFloor === null ? "—" : fmt(p.vsFloor)).padStart(6)}${
        floorHere ? " " : "*"
      }  ${p.p50one.toFixed(1).padStart(6)}  ${fmt(p.p99half, 1).padStart(6)}  ${p.cpuMs.toFixed(2).padStart(6)}  ${
        String(p.statements).padStart(5)
      }  ${(p.htmlBytes / 1024).toFixed(1).padStart(6)} (${(p.htmlGz / 1024).toFixed(1).padStart(4)})  ${
        String(p.elements).padStart(5)
      }  ${js ? (js.gz / 1024).toFixed(1).padStart(5) : "    —"}  ${p.cdn}`,
    );
  }
  console.log(
    `(× home and ÷ floor: throughput ratios within each round${
      floorHere ? "" : " (* here: this run's median ÷ the floor's median in the first run)"
    }; p50@1: ms at one connection; p99@½: ms at half the page's maximum rate, constant arrivals; CPU ms: the server ` +
      `process's utime+stime per request over ${CPU_REQUESTS} requests at ${CPU_CONNECTIONS} connections; stmts: SQL ` +
      `statements per request, warm; elems: elements in the HTML; JS KB: first-load JS in Chromium, gzipped, the same ` +
      `build on every configuration; CDN: what the page tells a CDN — no figure here is from a cache)`,
  );
  console.log(
    `RSS of the server process (VmRSS, MB) after each round: ${
      r.rss.map(([label, mb]) => `${label} ${mb.toFixed(0)}`).join(", ")
    }`,
  );
  if (r.cacheHitsWhileUncached.length) {
    console.log(`warning: x-memory-cache: hit with the cache off on ${r.cacheHitsWhileUncached.join(", ")}`);
  }
  if (r.failedRequests > 0) console.log(`warning: ${r.failedRequests} requests failed; the figures are not valid`);
}

/** A path cut to the table's column. */
const shortPath = (path: string) => path.length > 36 ? `${path.slice(0, 35)}…` : path;

const fmt = (n: number, digits = 2) => Number.isFinite(n) ? n.toFixed(digits) : "n/a";

/** Every page against a limit: PASS when all hold; the value names the worst page and every page over the limit. */
function everyPage(
  r: ConfigResult,
  figure: (p: PageFigures, name: string) => number | null,
  holds: (value: number, p: PageFigures) => boolean,
  show: (value: number, p: PageFigures) => string,
  worstIsLowest: boolean,
): [boolean, string] {
  const rows = Object.entries(r.pages).map(([name, p]) => [name, p, figure(p, name)] as const)
    .filter((row): row is readonly [string, PageFigures, number] => row[2] !== null);
  if (rows.length === 0) return [false, "not measured"];
  const failing = rows.filter(([, p, value]) => !holds(value, p));
  const worst = [...rows].sort((a, b) => worstIsLowest ? a[2] - b[2] : b[2] - a[2])[0];
  const worstText = `worst ${worst[0]} ${show(worst[2], worst[1])}`;
  return [
    failing.length === 0,
    failing.length === 0
      ? `all ${rows.length} hold; ${worstText}`
      : `${failing.length} of ${rows.length} fail: ${failing.map(([n, p, v]) => `${n} ${show(v, p)}`).join(", ")}`,
  ];
}

type Judge = (r: ConfigResult) => [boolean, string];

function budgets(results: ConfigResult[]): Budget[] {
  const [judged, ...beside] = results;
  const out: Budget[] = [];
  const onServer = (name: string, judge: Judge) => {
    const [ok, value] = judge(judged);
    out.push({
      name,
      ok,
      value,
      beside: beside.map((r) => {
        const [okThere, valueThere] = judge(r);
        return `${NAME[r.kind]} ${okThere ? "pass" : "fail"}: ${valueThere}`;
      }).join("; ") || undefined,
    });
  };
  const once = (name: string, ok: boolean, value: string) => out.push({ name, ok, value });

  onServer(
    "every page whole-stack ÷ its own floor ≥ 0.5",
    (r) => everyPage(r, (p) => p.vsFloor, (v) => v >= 0.5, (v) => `${fmt(v)} ×`, true),
  );
  onServer("home throughput ÷ article throughput ≥ 0.5", (r) => [
    r.homeVsArticle >= 0.5,
    `${fmt(r.homeVsArticle)} × (${r.pages.home.rps.toFixed(0)} vs ${r.pages.article.rps.toFixed(0)} req/s)`,
  ]);
  onServer("every page p50 at one connection ≤ 2 × the article's", (r) => {
    const article = r.pages.article.p50one;
    return everyPage(
      r,
      (p) => p.p50one / article,
      (v) => v <= 2,
      (v, p) => `${fmt(v, 1)} × (${fmt(p.p50one, 1)} ms)`,
      false,
    );
  });
  onServer("server CPU ms per request, every page ≤ 2 × the article's", (r) => {
    const article = r.pages.article.cpuMs;
    const [ok, value] = everyPage(
      r,
      (p) => p.cpuMs / article,
      (v) => v <= 2,
      (v, p) => `${fmt(p.cpuMs)} ms (${fmt(v, 1)} ×)`,
      false,
    );
    return [ok, `article ${fmt(article)} ms; ${value}`];
  });
  const memory = judged.memory;
  once(
    `anonymous home from memory ÷ bare Deno.serve, same bytes ≥ 0.5 (${NAME[judged.kind]})`,
    !!memory?.hit && memory.ratio >= 0.5,
    !memory
      ? "not measured"
      : memory.hit
      ? `${fmt(memory.ratio)} × (home ${memory.cachedRps.toFixed(0)} vs bare ${memory.bareRps.toFixed(0)} req/s, ${
        (memory.bytes / 1024).toFixed(1)
      } KB ${memory.encoding})`
      : `n/a (no memory cache: x-memory-cache ${memory.header})`,
  );
  onServer(
    `latency: p99 at ½ own max ≤ ${LATENCY_FACTOR} × p50 + ${LATENCY_ALLOWANCE_MS} ms, all pages`,
    (r) =>
      everyPage(
        r,
        (p) => p.p99half - (LATENCY_FACTOR * p.p50one + LATENCY_ALLOWANCE_MS),
        (v) => v <= 0,
        (_, p) => `${fmt(p.p99half, 1)} ≤ ${fmt(LATENCY_FACTOR * p.p50one + LATENCY_ALLOWANCE_MS, 1)} ms`,
        false,
      ),
  );
  if (judged.js) {
    const js = judged.js;
    once(
      "first-load JS ≤ 120 KB gzipped, every page (Chromium; not the tracker)",
      ...everyPage(
        judged,
        (_, name) => js[name] ? js[name].gz / 1024 : null,
        (v) => v <= 120,
        (v) => `${fmt(v, 1)} KB`,
        false,
      ),
    );
  }
  for (const [path, lh] of judged.lighthouse ?? []) {
    const perf = Math.round(lh.performance * 100);
    once(
      `Lighthouse ${shortPath(path)}: perf ≥ 98, TBT ≤ 100 ms, a11y 100, CLS 0`,
      perf >= 98 && lh.tbt <= 100 && lh.accessibility === 1 && lh.cls < 0.0005,
      `perf ${perf}, TBT ${Math.round(lh.tbt)} ms, a11y ${Math.round(lh.accessibility * 100)}, CLS ${
        lh.cls.toFixed(3)
      }, LCP ${Math.round(lh.lcp)} ms`,
    );
    once(`Lighthouse ${shortPath(path)}: SEO 100`, lh.seo === 1, String(Math.round(lh.seo * 100)));
  }
  onServer("home HTML raw ≤ 90 KB", (r) => [
    r.pages.home.htmlBytes <= 90 * 1024,
    `${fmt(r.pages.home.htmlBytes / 1024, 1)} KB`,
  ]);
  onServer("home HTML ≤ 600 elements (opening tags outside scripts)", (r) => [
    r.pages.home.elements <= 600,
    String(r.pages.home.elements),
  ]);
  onServer(`RSS after the bench < ${RSS_LIMIT_MB} MB`, (r) => {
    const last = r.rss.at(-1)![1];
    return [last < RSS_LIMIT_MB, `${last.toFixed(0)} MB after ${r.rss.at(-1)![0]}`];
  });
  onServer(`RSS flat over rounds (last ≤ first + ${Math.round((RSS_FLAT_FACTOR - 1) * 100)} %)`, (r) => {
    const first = r.rss[0][1];
    const last = r.rss.at(-1)![1];
    return [
      last <= first * RSS_FLAT_FACTOR,
      `${first.toFixed(0)} → ${last.toFixed(0)} MB over ${r.rss.length} samples`,
    ];
  });
  // Issue 17's, not replaced by issue 28.
  onServer("jobs list ≥ 0.5 × home (throughput)", (r) => [r.jobsVsHome >= 0.5, `${fmt(r.jobsVsHome)} ×`]);
  onServer("a job ≥ 0.5 × home (throughput)", (r) => [r.jobVsHome >= 0.5, `${fmt(r.jobVsHome)} ×`]);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------

try {
  console.log(
    `deno task bench: ${CONFIGS.map((kind) => NAME[kind]).join(" then ")}; ${ROUNDS} rounds × ${DURATION} s at ` +
      `${CONNECTIONS} connections; server CPU over ${CPU_REQUESTS} requests per page and round; connection guard ${GUARD}`,
  );
  const results: ConfigResult[] = [];
  for (const [i, kind] of CONFIGS.entries()) results.push(await benchConfiguration(kind, i === 0));
  const extra: Budget[] = [...results[0].extraBudgets ?? []];
  const providerCode = await providerCodeInClient();
  extra.push({
    name: "no payment provider code in the client bundle",
    ok: providerCode.length === 0,
    value: providerCode.join(", ") || "none",
  });
  if (!env("BENCH_SKIP_JOBS")) {
    phase("jobs search on 100,000 jobs (PGlite, in process)");
    for (const [name, ok, value] of await benchJobs()) extra.push({ name, ok, value });
  }
  if (!env("BENCH_SKIP_DIRECTORIES")) {
    phase("directories on 10,000 profiles each (PGlite, in process)");
    for (const [name, ok, value] of await benchDirectories()) extra.push({ name, ok, value });
  }
  // Issue 30: the cold start always (about a minute), the soak when BENCH_SOAK_MINUTES asks for one (soak.ts).
  const soakMinutes = Number(env("BENCH_SOAK_MINUTES") ?? 0);
  if (!env("BENCH_SKIP_COLD_START") || soakMinutes > 0) {
    phase(
      `cold start${soakMinutes > 0 ? ` and a ${soakMinutes}-minute soak` : ""} (Postgres, a database of their own)`,
    );
    extra.push(...await coldStartAndSoak(soakMinutes));
  }

  for (const [i, r] of results.entries()) printTable(r, i === 0);
  const memory = results[0].memory;
  if (memory && !memory.hit) {
    console.log(
      `\n${
        NAME[results[0].kind]
      }, memory cache on (PAGE_MEMORY_CACHE_ENTRIES=${MEMORY_CACHE_ENTRIES}): n/a — the home ` +
        `page never answered x-memory-cache: hit (${memory.header}), so there is no page served from memory to measure`,
    );
  }
  if (memory?.hit) {
    console.log(
      `\n${NAME[results[0].kind]}, memory cache on (PAGE_MEMORY_CACHE_ENTRIES=${MEMORY_CACHE_ENTRIES}): home ${
        memory.cachedRps.toFixed(0)
      } req/s from memory beside a bare Deno.serve answering the same ${memory.bytes} bytes (${memory.encoding}) ${
        memory.bareRps.toFixed(0)
      } req/s: ${fmt(memory.ratio)} × (within each round)`,
    );
  }
  console.log(
    `\nbudgets (issue 28), judged on ${DESCRIBED[results[0].kind]}${
      results.length > 1 ? `; ${results.slice(1).map((r) => NAME[r.kind]).join(", ")} beside` : ""
    }`,
  );
  for (const b of [...budgets(results), ...extra]) {
    console.log(`  ${b.ok ? "PASS" : "FAIL"}  ${b.name.padEnd(72)} ${b.value}`);
    if (b.beside) console.log(`        ${"".padEnd(72)} (${b.beside})`);
  }
  // The servers' own 5xx lines, phase by phase: none may hide behind a figure that says "errors 0".
  if (serverErrorCount() === 0) {
    console.log("\nserver errors (5xx lines in the servers' logs, every phase): 0");
  } else {
    console.log(
      `\nwarning: the servers logged ${serverErrorCount()} errors (5xx); the figures taken then are not valid`,
    );
    for (const [when, seen] of serverErrors) {
      const routes = [...seen.routes].map(([route, n]) => `${route} ×${n}`).join(", ");
      console.log(
        `  ${when}: ${seen.count} (${routes})${seen.causes.size ? `; causes: ${[...seen.causes].join("; ")}` : ""}`,
      );
    }
  }
  console.log(
    `\nbench took ${((performance.now() - benchStarted) / 60_000).toFixed(1)} min (${CONFIGS.join(", ")}; ${ROUNDS} ` +
      `rounds × ${DURATION} s)`,
  );
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch((e) => console.error(`cleanup: ${e.message}`));
  await aiFake.server.shutdown();
  await Deno.remove(dataDir, { recursive: true }).catch(() => {});
}
