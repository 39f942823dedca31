// Issue 30's cold start and soak, on the production shape: the app as its own process (APP_ENV=production, the built
// assets, the Neon driver through the WebSocket proxy to the local PostgreSQL, in a database made here and dropped at
// the end), as decision 156 describes.
//   Cold start: on a database that is migrated and holds nothing else, the time from spawning the server process to
//   its first 200 on /healthz and then on /ru/jobs/, COLD_RUNS times (after one unmeasured start that fills Deno's
//   module cache, as a deploy's build does); the median is judged against 1 s, the max printed beside.
//   Soak: then the demo content and SOAK_USERS users are loaded, the server is started once more, and a steady mix of
//   traffic (MIX, open loop: requests leave on a clock, whether or not the earlier ones were answered) runs for
//   BENCH_SOAK_MINUTES: anonymous pages, signed-in pages, GraphQL, tracker writes, AI runs against the OpenAI fake,
//   signed Stripe webhooks. Every minute a line: requests, errors, p50/p99, RSS and CPU of the server process. At the
//   end: errors (goal 0), RSS first minute vs last and max, p99 drift, and the database's rows against the writes the
//   server acknowledged — tracker items, webhook events, AI runs — which must match exactly.
// `deno task bench:soak` runs both alone (BENCH_SOAK_MINUTES, default 20); `deno task bench` runs the cold start, and
// the soak when BENCH_SOAK_MINUTES is set.
import { benchMailEnv } from "./mail-stand-in.ts";
import { createOpenAiFake } from "../../api/integrations/fakes/openai-fake.ts";
import { createStripeFake } from "../../api/integrations/fakes/stripe-fake.ts";
import { signInCookie } from "./ai-tools-bench.ts";
import { cpuMs, rssMb } from "./server-process.ts";
import { SOAK_EMAIL_PATTERN, SOAK_PASSWORD, soakEmail } from "./seed-soak-users.ts";
import { percentile } from "./latency.ts";
import { stripeEventPayload } from "../support/stripe-webhooks.ts";

const env = (name: string) => Deno.env.get(name) || undefined;
const root = new URL("../../", import.meta.url).pathname;
const POSTGRES_ADMIN_URL = env("BENCH_POSTGRES_URL") ?? "postgres://postgres@127.0.0.1:5432/postgres";
const PORTS = { cold: 8721, soak: 8722, stripe: 8723, openai: 8724 };
const BROWSER_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";

/** Cold start: measured starts after the unmeasured first one; the goal for the median. */
const COLD_RUNS = 5;
const COLD_GOAL_MS = 1000;
/** Starts without SERVER_FLAGS, printed beside. */
const COLD_RUNS_BESIDE = 3;
/**
 * How `deno task start` runs the server: node_modules as `deno install` left it. Under deno.json's nodeModulesDir
 * "auto", `deno run` checks the npm snapshot against node_modules for every package at every start: about 3 s of CPU
 * before the first line of main.ts runs (decision 156).
 */
const SERVER_FLAGS = ["--node-modules-dir=manual"];
/** Probes of where a cold start's time goes (tests/bench/cold-start-phases.ts). */
const PHASE_RUNS = 3;
/** The soak's users (per-user rate limits: 600 tracker writes and 120 AI runs an hour, api/services/rate-limit.ts). */
const SOAK_USERS = 8;
const AI_ALLOWANCE = 100_000;
/** Requests in flight above this are not sent but counted as errors ("shed"): the server is not keeping up. */
const MAX_IN_FLIGHT = 64;
const REQUEST_TIMEOUT_MS = 30_000;
const RSS_LIMIT_MB = 256;
/** Flat: the last minute's RSS at most this × the first minute's. */
const RSS_FLAT_FACTOR = 1.1;
/** p99 drift: the last minute's p99 at most this × the first minute's. */
const P99_DRIFT_LIMIT = 1.5;
/** How often the server's RSS is read within a minute. */
const RSS_SAMPLE_MS = 5_000;

/**
 * The mix, in requests per second (about 9 a second in all: a steady, moderate load, far under the server's maximum,
 * so that what grows over time is the server's, not a queue's). Every user's per-hour limits hold with SOAK_USERS.
 */
const MIX = {
  "page home": 1,
  "page jobs": 1,
  "page job": 1,
  "page articles": 0.5,
  "page article": 1,
  "signed tracker": 0.75,
  "signed profile": 0.5,
  "graphql anonymous": 1,
  "graphql signed-in": 1,
  "tracker write": 0.8,
  "ai run": 0.2,
  "webhook": 0.5,
} as const;
type Kind = keyof typeof MIX;
/** AI runs stream for as long as the fake writes; their time is the fake's, so they stay out of the p50/p99. */
const TIMED_APART: Kind[] = ["ai run"];

export type SoakBudget = { name: string; ok: boolean; value: string };

// ---------------------------------------------------------------------------------------------------------------
// Processes and the database

type Child = { process: Deno.ChildProcess; stderrLines: string[] };

/**
 * A `deno run -A` child; its stderr is kept, so the soak can say what the server logged, and passed on unless `quiet`
 * (the cold start's servers each say the same LOCAL_STATE_IN_PRODUCTION line).
 */
function start(
  args: string[],
  childEnv: Record<string, string>,
  stdout: "null" | "piped" = "null",
  quiet = false,
): Child {
  const process = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", ...args],
    cwd: root,
    env: { NODE_ENV: "production", ...childEnv },
    stdout,
    stderr: "piped",
  }).spawn();
  const child: Child = { process, stderrLines: [] };
  (async () => {
    let rest = "";
    for await (const text of process.stderr.pipeThrough(new TextDecoderStream())) {
      const lines = (rest + text).split("\n");
      rest = lines.pop()!;
      for (const line of lines) {
        child.stderrLines.push(line);
        if (!quiet) console.error(line);
      }
    }
  })().catch(() => {});
  return child;
}

async function stop(child: Child) {
  try {
    child.process.kill("SIGTERM");
  } catch { /* already gone */ }
  await child.process.status;
}

async function run(what: string, args: string[], childEnv: Record<string, string>) {
  const done = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", ...args],
    cwd: root,
    env: childEnv,
    stdout: "null",
  }).output();
  if (!done.success) throw new Error(`could not ${what}`);
}

async function psql(url: string, sql: string): Promise<string> {
  const done = await new Deno.Command("psql", {
    args: [url, "-v", "ON_ERROR_STOP=1", "-qtAc", sql],
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!done.success) throw new Error(`psql ${sql}: ${new TextDecoder().decode(done.stderr)}`);
  return new TextDecoder().decode(done.stdout).trim();
}

async function startWsProxy(): Promise<{ url: string; child: Child }> {
  const child = start(["tests/bench/ws-proxy-server.ts"], {}, "piped");
  const reader = child.process.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("the WebSocket proxy did not start");
    text += value;
  }
  reader.releaseLock();
  return { url: text.split("\n")[0].trim(), child };
}

const sessionSecret = crypto.randomUUID() + crypto.randomUUID();

/** The production server's environment, as the bench gives it (bench.ts startApp), on `port`. */
function productionEnv(port: number, database: Record<string, string>, extra: Record<string, string> = {}) {
  return {
    PORT: String(port),
    APP_ENV: "production",
    APP_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: sessionSecret,
    BANK_DATA_KEY: "A".repeat(43) + "=",
    // The database is the production shape; uploads go to the local folder (decision 148's named way out).
    LOCAL_STATE_IN_PRODUCTION: "allow",
    ...benchMailEnv(),
    CONNECTION_GUARD: "off",
    ...database,
    ...extra,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Polls `url` every 10 ms until it answers 200; answers the time it did, from performance.now(). Each try has its own
 * deadline; `client` keeps one server's connections out of the next one's pool (a start after a stop on the same port);
 * `exited` says when the process is gone, so a start that failed is reported at once.
 */
async function firstOk(
  url: string,
  options: { timeoutMs?: number; client?: Deno.HttpClient; exited?: () => Deno.CommandStatus | undefined } = {},
): Promise<number> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    const status = options.exited?.();
    if (status) throw new Error(`the server exited with code ${status.code} before ${url} answered 200`);
    try {
      const res = await fetch(url, {
        headers: { "user-agent": BROWSER_UA },
        redirect: "manual",
        signal: AbortSignal.timeout(5_000),
        client: options.client,
      });
      await res.body?.cancel();
      if (res.status === 200) return performance.now();
    } catch { /* not listening yet */ }
    await sleep(10);
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

// ---------------------------------------------------------------------------------------------------------------
// Cold start

type ColdRun = { healthzMs: number; pageMs: number; rssMb: number };

async function coldStart(database: Record<string, string>): Promise<SoakBudget[]> {
  const origin = `http://127.0.0.1:${PORTS.cold}`;
  const median = (values: number[]) => percentile(values, 50);
  const once = async (flags: string[]): Promise<ColdRun> => {
    const spawned = performance.now();
    const server = start([...flags, "src/server/main.ts"], productionEnv(PORTS.cold, database), "null", true);
    let status: Deno.CommandStatus | undefined;
    server.process.status.then((s) => status = s);
    const client = Deno.createHttpClient({});
    try {
      const healthz = await firstOk(`${origin}/healthz`, { client, exited: () => status });
      const page = await firstOk(`${origin}/ru/jobs/`, { client, exited: () => status });
      return { healthzMs: healthz - spawned, pageMs: page - spawned, rssMb: await rssMb(server.process.pid) };
    } catch (error) {
      console.error(server.stderrLines.join("\n"));
      throw error;
    } finally {
      client.close();
      await stop(server);
    }
  };
  const show = (r: ColdRun) =>
    `/healthz ${r.healthzMs.toFixed(0).padStart(5)} ms   /ru/jobs/ ${r.pageMs.toFixed(0).padStart(5)} ms   RSS ${
      r.rssMb.toFixed(0)
    } MB`;
  /** `runs` starts with `flags` after one not counted; prints each and the medians, answers the runs. */
  const series = async (label: string, flags: string[], runs: number) => {
    console.log(`  ${label}:`);
    console.log(`    start 0 (not counted) ${show(await once(flags))}`);
    const measured: ColdRun[] = [];
    for (let i = 1; i <= runs; i++) {
      measured.push(await once(flags));
      console.log(`    start ${i}              ${show(measured.at(-1)!)}`);
    }
    const page = measured.map((r) => r.pageMs);
    const healthz = measured.map((r) => r.healthzMs);
    console.log(
      `    median: /healthz ${median(healthz).toFixed(0)} ms, /ru/jobs/ ${median(page).toFixed(0)} ms; max: ` +
        `/healthz ${Math.max(...healthz).toFixed(0)} ms, /ru/jobs/ ${Math.max(...page).toFixed(0)} ms; RSS median ${
          median(measured.map((r) => r.rssMb)).toFixed(0)
        } MB`,
    );
    return { page, healthz };
  };
  console.log(
    `\ncold start: process spawn → first 200 on /healthz, then on /ru/jobs/ (APP_ENV=production, built assets, ` +
      `Postgres through the Neon driver, a migrated database with no content); the first start of each kind fills ` +
      `Deno's module caches and is not counted`,
  );
  const judged = await series(
    `as \`deno task start\` starts it (deno run ${SERVER_FLAGS.join(" ")})`,
    SERVER_FLAGS,
    COLD_RUNS,
  );
  const beside = await series(
    'beside: without the flag, deno.json\'s nodeModulesDir "auto" (Deno checks node_modules at every start)',
    [],
    COLD_RUNS_BESIDE,
  );
  // Where the time goes: the same steps in a probe process (cold-start-phases.ts), each from the process's time origin.
  const phases: Array<Record<string, number>> = [];
  for (let i = 0; i < PHASE_RUNS; i++) {
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", ...SERVER_FLAGS, "tests/bench/cold-start-phases.ts"],
      cwd: root,
      env: { NODE_ENV: "production", ...productionEnv(PORTS.cold, database) },
      stdout: "piped",
      stderr: "null",
    }).output();
    if (!out.success) throw new Error("the cold start's phases probe failed");
    phases.push(JSON.parse(new TextDecoder().decode(out.stdout).trim().split("\n").at(-1)!));
  }
  const phase = (name: string) => median(phases.map((p) => p[name]));
  console.log(
    `  where it goes (deno run ${SERVER_FLAGS.join(" ")}; median of ${PHASE_RUNS} probes; ms from the process's time ` +
      `origin): modules loaded ${phase("modulesLoaded").toFixed(0)}, database checked ${
        phase("databaseReady").toFixed(0)
      }, app created ${phase("appCreated").toFixed(0)}, first /ru/jobs/ rendered ${phase("firstPage").toFixed(0)}`,
  );
  return [{
    name: `cold start: spawn → first 200 on /ru/jobs/, median of ${COLD_RUNS} < ${COLD_GOAL_MS} ms`,
    ok: median(judged.page) < COLD_GOAL_MS,
    value: `median ${median(judged.page).toFixed(0)} ms, max ${Math.max(...judged.page).toFixed(0)} ms (/healthz ${
      median(judged.healthz).toFixed(0)
    } ms; without the flag ${median(beside.page).toFixed(0)} ms)`,
  }];
}

// ---------------------------------------------------------------------------------------------------------------
// The soak's traffic

type Outcome = { kind: Kind; started: number; ms: number; error?: string };

/** What the soak's requests were acknowledged for: the database must hold exactly these. */
const acknowledged = { trackerCreates: 0, trackerDeletes: 0, webhookEvents: 0, aiRuns: 0 };

type SoakUser = { cookie: string; items: string[]; trackerBusy: boolean; writes: number };

class Unexpected extends Error {}

/** Throws `what` (built only then) unless the condition holds: the request's answer was not the expected one. */
function expect(condition: unknown, what: () => string): asserts condition {
  if (!condition) throw new Unexpected(what());
}

function soakTraffic(origin: string, users: SoakUser[], paths: { jobs: string[]; articles: string[] }) {
  const stripeFake = createStripeFake({
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    publicBase: `http://127.0.0.1:${PORTS.stripe}`,
    deliverWebhook: () => Promise.reject(new Error("the soak sends its own events")),
  });
  let pick = 0;
  const next = <T>(list: T[]) => list[pick++ % list.length];
  const timeout = () => AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const userAt = (i: number) => users[i % users.length];

  const page = async (path: string, cookie?: string) => {
    const res = await fetch(`${origin}${path}`, {
      headers: { "user-agent": BROWSER_UA, ...(cookie ? { cookie, "x-viewer-tier": "authorized" } : {}) },
      redirect: "manual",
      signal: timeout(),
    });
    const body = await res.text();
    expect(res.status === 200, () => `${path}: ${res.status}`);
    expect(body.includes("</html>"), () => `${path}: the page did not end`);
  };
  const graphql = async (query: string, variables: Record<string, unknown>, cookie?: string) => {
    const res = await fetch(`${origin}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
      signal: timeout(),
    });
    const text = await res.text();
    expect(res.status === 200, () => `graphql: ${res.status} ${text.slice(0, 120)}`);
    const body = JSON.parse(text);
    expect(!body.errors, () => `graphql: ${JSON.stringify(body.errors).slice(0, 160)}`);
    return body.data;
  };

  let userTurn = 0;
  /** One tracker write for the next user with none in flight: create, create, update, delete, in turn (net +1 of 4). */
  const trackerWrite = async () => {
    let user: SoakUser | undefined;
    for (let i = 0; i < users.length && !user; i++) {
      const candidate = userAt(userTurn++);
      if (!candidate.trackerBusy) user = candidate;
    }
    expect(user, () => "tracker write: every user had one in flight");
    user.trackerBusy = true;
    try {
      const step = user.writes++ % 4;
      if (step < 2 || user.items.length === 0) {
        const data = await graphql(
          `mutation($input: CreateTrackerItemInput!) {
            createTrackerItem(input: $input) { trackerItem { id } error { name } } }`,
          { input: { title: `Soak position ${user.writes}`, company: "Soak agency", notes: "", link: "" } },
          user.cookie,
        );
        const id = data.createTrackerItem.trackerItem?.id;
        expect(id, () => `createTrackerItem: ${JSON.stringify(data.createTrackerItem.error)}`);
        acknowledged.trackerCreates++;
        user.items.push(id);
      } else if (step === 2) {
        const data = await graphql(
          `mutation($input: UpdateTrackerItemInput!) {
            updateTrackerItem(input: $input) { trackerItem { id status } error { name } } }`,
          { input: { id: user.items.at(-1), status: "APPLIED" } },
          user.cookie,
        );
        expect(data.updateTrackerItem.trackerItem?.status === "APPLIED", () => "updateTrackerItem did not apply");
      } else {
        const id = user.items.shift();
        const data = await graphql(
          `mutation($id: ID!) { deleteTrackerItem(id: $id) { success } }`,
          { id },
          user.cookie,
        );
        expect(data.deleteTrackerItem.success, () => "deleteTrackerItem: not deleted");
        acknowledged.trackerDeletes++;
      }
    } finally {
      user.trackerBusy = false;
    }
  };

  let aiTurn = 0;
  const aiRun = async () => {
    const user = userAt(aiTurn++);
    const res = await fetch(`${origin}/api/ai-tools/stream`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, cookie: user.cookie },
      body: JSON.stringify({
        type: "GetJobKeywords",
        params: [{ key: "description", value: "Programme officer, UN Women: project management, M&E, English" }],
        locale: "ru",
      }),
      signal: timeout(),
    });
    const text = await res.text();
    expect(res.status === 200, () => `ai run: ${res.status} ${text.slice(0, 120)}`);
    expect(!text.includes("event: error"), () => `ai run: ${text.slice(text.indexOf("event: error")).slice(0, 200)}`);
    expect(text.includes("event: done"), () => "ai run: the stream did not finish");
    acknowledged.aiRuns++;
  };

  // Every tenth webhook replays an event already acknowledged: it must be answered `duplicate` and add no row.
  const sentEvents: string[] = [];
  let webhookTurn = 0;
  const webhook = async () => {
    const replay = webhookTurn++ % 10 === 9 && sentEvents.length > 0;
    const id = replay ? next(sentEvents) : `evt_soak_${crypto.randomUUID().replaceAll("-", "")}`;
    // Two event types the server records: one it answers from its own tables, one it re-reads from Stripe (the fake,
    // which knows no such session: the SDK's request, a 404, and the event is recorded as ignored).
    const [type, object] = webhookTurn % 2
      ? ["customer.subscription.trial_will_end", { id: `sub_soak_${webhookTurn}`, object: "subscription" }]
      : ["checkout.session.expired", { id: `cs_soak_${webhookTurn}`, object: "checkout.session" }];
    const payload = stripeEventPayload(id, type, object);
    const res = await fetch(`${origin}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": await stripeFake.signPayload(payload) },
      body: payload,
      signal: timeout(),
    });
    const text = await res.text();
    expect(res.status === 200, () => `webhook: ${res.status} ${text.slice(0, 120)}`);
    const outcome = JSON.parse(text).outcome;
    if (replay) {
      expect(outcome === "duplicate", () => `webhook replay: ${outcome}`);
    } else {
      expect(outcome === "processed" || outcome === "ignored", () => `webhook: ${outcome}`);
      acknowledged.webhookEvents++;
      sentEvents.push(id);
    }
  };

  const ops: Record<Kind, () => Promise<unknown>> = {
    "page home": () => page("/ru/"),
    "page jobs": () => page("/ru/jobs/"),
    "page job": () => page(next(paths.jobs)),
    "page articles": () => page("/ru/articles/"),
    "page article": () => page(next(paths.articles)),
    "signed tracker": () => page("/ru/profile/job-application-tracker/", next(users).cookie),
    "signed profile": () => page("/ru/profile/", next(users).cookie),
    "graphql anonymous": () =>
      graphql(
        `query($p: PaginationOptions) { getJobs(paginationOptions: $p) { meta { totalItems } jobsByAccess {
          __typename ... on Job { id title } } } getCountries { id } }`,
        { p: { skip: 0, limit: 20 } },
      ),
    "graphql signed-in": () =>
      graphql(
        `{ me { id email } getTrackerItems(paginationOptions: { limit: 50 }) { trackerItems { id title status } } }`,
        {},
        next(users).cookie,
      ),
    "tracker write": trackerWrite,
    "ai run": aiRun,
    "webhook": webhook,
  };
  return { ops, stripeFake };
}

const STRIPE_WEBHOOK_SECRET = "whsec_fellows_soak";

// ---------------------------------------------------------------------------------------------------------------
// The soak

type Minute = { outcomes: Outcome[]; rss: number[]; cpuMs: number };

async function soak(database: Record<string, string>, dbUrl: string, minutes: number): Promise<SoakBudget[]> {
  const origin = `http://127.0.0.1:${PORTS.soak}`;
  const openai = createOpenAiFake({ firstTokenDelayMs: 100, pieceDelayMs: 2 });
  const openaiServer = Deno.serve({ port: PORTS.openai, hostname: "127.0.0.1", onListen: () => {} }, openai.app.fetch);
  let stripeServer: Deno.HttpServer | undefined;
  const server = start(
    [...SERVER_FLAGS, "src/server/main.ts"],
    productionEnv(PORTS.soak, database, {
      OPENAI_API_KEY: "sk-soak",
      OPENAI_BASE_URL: `http://127.0.0.1:${PORTS.openai}/v1`,
      AI_ALLOWANCE: String(AI_ALLOWANCE),
      AI_ALLOWANCE_FELLOW: String(AI_ALLOWANCE),
      STRIPE_SECRET_KEY: "sk_test_fellows_soak",
      STRIPE_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${PORTS.stripe}`,
    }),
  );
  try {
    await firstOk(`${origin}/ru/`, { timeoutMs: 90_000 });
    const users: SoakUser[] = [];
    for (let i = 1; i <= SOAK_USERS; i++) {
      users.push({
        cookie: await signInCookie(origin, soakEmail(i), SOAK_PASSWORD),
        items: [],
        trackerBusy: false,
        writes: 0,
      });
    }
    const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
    const listed = (re: RegExp) => [...sitemap.matchAll(re)].map((m) => m[1]).slice(0, 10);
    const paths = {
      jobs: listed(/<loc>[^<]*?(\/ru\/jobs\/\d+\/)<\/loc>/g),
      articles: listed(/<loc>[^<]*?(\/ru\/articles\/[^/<]+\/)<\/loc>/g),
    };
    if (!paths.jobs.length || !paths.articles.length) throw new Error("the sitemap lists no job or no article");
    const { ops, stripeFake } = soakTraffic(origin, users, paths);
    stripeServer = Deno.serve({ port: PORTS.stripe, hostname: "127.0.0.1", onListen: () => {} }, stripeFake.app.fetch);
    const stderrBefore = server.stderrLines.length;

    const total = Object.values(MIX).reduce((a, b) => a + b, 0);
    console.log(
      `\nsoak: ${minutes} min on the production shape, ${total.toFixed(2)} requests/s open loop (${
        Object.entries(MIX).map(([kind, rate]) => `${kind} ${rate}`).join(", ")
      } per second), ${SOAK_USERS} signed-in users, ${paths.jobs.length} jobs and ${paths.articles.length} articles`,
    );
    console.log(
      "minute  requests  errors  p50 ms  p99 ms  (AI runs p50)  RSS MB median (max)  server CPU % of a core  in flight",
    );

    const minuteList: Minute[] = [];
    const errors = new Map<string, number>();
    const soakStarted = performance.now();
    const harnessCpuBefore = await cpuMs(Deno.pid);
    const durationMs = minutes * 60_000;
    const sent: Record<string, number> = Object.fromEntries(Object.keys(MIX).map((k) => [k, 0]));
    const inFlight = new Set<Promise<void>>();
    let lastCpu = await cpuMs(server.process.pid);
    const minuteOf = (t: number) => Math.min(minutes - 1, Math.floor((t - soakStarted) / 60_000));
    const minuteAt = (i: number) => minuteList[i] ??= { outcomes: [], rss: [], cpuMs: 0 };
    const record = (o: Outcome) => {
      minuteAt(minuteOf(o.started)).outcomes.push(o);
      if (o.error) {
        const reason = `${o.kind}: ${o.error.replace(/[0-9a-f-]{36}|\d+/g, "#")}`;
        if (!errors.has(reason)) console.log(`  error: ${o.kind}: ${o.error}`);
        errors.set(reason, (errors.get(reason) ?? 0) + 1);
      }
    };
    const fire = (kind: Kind) => {
      const started = performance.now();
      if (inFlight.size >= MAX_IN_FLIGHT) {
        record({ kind, started, ms: 0, error: `shed: ${MAX_IN_FLIGHT} requests already in flight` });
        return;
      }
      const done: Promise<void> = ops[kind]().then(
        () => record({ kind, started, ms: performance.now() - started }),
        (e) => record({ kind, started, ms: performance.now() - started, error: String(e?.message ?? e) }),
      ).finally(() => inFlight.delete(done));
      inFlight.add(done);
    };
    const report = async (i: number) => {
      const m = minuteAt(i);
      const cpu = await cpuMs(server.process.pid);
      m.cpuMs = cpu - lastCpu;
      lastCpu = cpu;
      m.rss.push(await rssMb(server.process.pid));
      const timed = m.outcomes.filter((o) => !o.error && !TIMED_APART.includes(o.kind)).map((o) => o.ms);
      const ai = m.outcomes.filter((o) => !o.error && o.kind === "ai run").map((o) => o.ms);
      const failed = m.outcomes.filter((o) => o.error).length;
      console.log(
        `${String(i + 1).padStart(6)}  ${String(m.outcomes.length).padStart(8)}  ${String(failed).padStart(6)}  ${
          percentile(timed, 50).toFixed(1).padStart(6)
        }  ${percentile(timed, 99).toFixed(1).padStart(6)}  ${`(${percentile(ai, 50).toFixed(0)})`.padStart(13)}  ${
          `${percentile(m.rss, 50).toFixed(0)} (${Math.max(...m.rss).toFixed(0)})`.padStart(19)
        }  ${(m.cpuMs / 600).toFixed(1).padStart(22)}  ${String(inFlight.size).padStart(9)}`,
      );
    };

    // The clock: every 50 ms, each kind gets the requests its rate owes since the start (so a late tick catches up).
    let reported = 0;
    let lastRss = performance.now();
    while (performance.now() - soakStarted < durationMs) {
      const elapsed = (performance.now() - soakStarted) / 1000;
      for (const [kind, rate] of Object.entries(MIX) as Array<[Kind, number]>) {
        while (sent[kind] < Math.floor(elapsed * rate)) {
          sent[kind]++;
          fire(kind);
        }
      }
      if (performance.now() - lastRss >= RSS_SAMPLE_MS) {
        lastRss = performance.now();
        minuteAt(minuteOf(lastRss)).rss.push(await rssMb(server.process.pid));
      }
      const minute = Math.floor((performance.now() - soakStarted) / 60_000);
      if (minute > reported && minute < minutes) {
        // The minute just ended: its requests may still be in flight; they are counted when they end, after this
        // line, so the line counts what had ended (the summary counts all).
        await report(reported++);
      }
      await sleep(50);
    }
    await Promise.all(inFlight);
    await report(minutes - 1);

    // What the database holds against what the server acknowledged.
    const count = async (sql: string) => Number(await psql(dbUrl, sql));
    const soakUsers = `select id from users where email like '${SOAK_EMAIL_PATTERN}'`;
    const rows = {
      tracker: await count(`select count(*) from tracker_items where user_id in (${soakUsers})`),
      webhooks: await count(
        `select count(*) from payment_events where provider = 'STRIPE' and event_id like 'evt_soak_%'`,
      ),
      aiRuns: await count(
        `select coalesce(sum(${AI_ALLOWANCE} - tokens_left), 0) from ai_allowances where user_id in (${soakUsers})`,
      ),
    };
    const all = minuteList.flatMap((m) => m.outcomes);
    const errorsTotal = all.filter((o) => o.error).length;
    const p99Of = (m: Minute) =>
      percentile(m.outcomes.filter((o) => !o.error && !TIMED_APART.includes(o.kind)).map((o) => o.ms), 99);
    const firstMinute = minuteList[0];
    const lastMinute = minuteList[minutes - 1];
    // A minute's RSS is the median of its samples: V8's collections make a saw of tens of MB within a minute.
    const rssFirst = percentile(firstMinute.rss, 50);
    const rssLast = percentile(lastMinute.rss, 50);
    const rssMax = Math.max(...minuteList.flatMap((m) => m.rss));
    const drift = p99Of(lastMinute) / p99Of(firstMinute);
    const serverLogged = server.stderrLines.slice(stderrBefore).filter((line) => line.trim()).length;
    const expectedTracker = acknowledged.trackerCreates - acknowledged.trackerDeletes;

    console.log(
      `\nsoak: ${all.length} requests in ${minutes} min (${
        Object.keys(MIX).map((kind) => `${kind} ${all.filter((o) => o.kind === kind).length}`).join(", ")
      })`,
    );
    console.log(`  errors: ${errorsTotal}${errors.size ? "" : " (none)"}`);
    for (const [reason, n] of errors) console.log(`    ${n} × ${reason}`);
    console.log(`  lines the server wrote to stderr during the soak: ${serverLogged}`);
    // The load generator's own cost (this process, the fakes in it included), to show it stays cheap on 2 cores.
    const harnessCpu = await cpuMs(Deno.pid) - harnessCpuBefore;
    const soakMs = performance.now() - soakStarted;
    console.log(
      `  the soak's own process (load generator and fakes): ${(harnessCpu / soakMs * 100).toFixed(1)} % of a core`,
    );
    console.log(
      `  RSS of the server (median of each minute's samples): ${rssFirst.toFixed(0)} MB in the first minute, ${
        rssLast.toFixed(0)
      } MB in the last, max of all samples ${rssMax.toFixed(0)} MB`,
    );
    console.log(
      `  p99 (all but AI runs): ${p99Of(firstMinute).toFixed(1)} ms in the first minute, ${
        p99Of(lastMinute).toFixed(1)
      } ms in the last: drift ${drift.toFixed(2)} ×`,
    );
    console.log(
      `  acknowledged: ${acknowledged.trackerCreates} tracker creates, ${acknowledged.trackerDeletes} deletes, ${acknowledged.webhookEvents} new webhook events, ${acknowledged.aiRuns} AI runs`,
    );
    console.log(
      `  the database: ${rows.tracker} tracker items (expected ${expectedTracker}), ${rows.webhooks} webhook events recorded (expected ${acknowledged.webhookEvents}), ${rows.aiRuns} AI runs spent (expected ${acknowledged.aiRuns})`,
    );
    const label = `soak (${minutes} min)`;
    return [
      { name: `${label}: errors = 0`, ok: errorsTotal === 0, value: `${errorsTotal} of ${all.length} requests` },
      {
        name: `${label}: server RSS max < ${RSS_LIMIT_MB} MB`,
        ok: rssMax < RSS_LIMIT_MB,
        value: `max ${rssMax.toFixed(0)} MB`,
      },
      {
        name: `${label}: server RSS flat (last minute ≤ first + ${Math.round((RSS_FLAT_FACTOR - 1) * 100)} %)`,
        ok: rssLast <= rssFirst * RSS_FLAT_FACTOR,
        value: `${rssFirst.toFixed(0)} → ${rssLast.toFixed(0)} MB`,
      },
      {
        name: `${label}: p99 drift, last minute ÷ first ≤ ${P99_DRIFT_LIMIT}`,
        ok: drift <= P99_DRIFT_LIMIT,
        value: `${drift.toFixed(2)} × (${p99Of(firstMinute).toFixed(1)} → ${p99Of(lastMinute).toFixed(1)} ms)`,
      },
      {
        name: `${label}: tracker items in the database = creates − deletes acknowledged`,
        ok: rows.tracker === expectedTracker,
        value: `${rows.tracker} = ${acknowledged.trackerCreates} − ${acknowledged.trackerDeletes}`,
      },
      {
        name: `${label}: webhook events recorded = new events acknowledged`,
        ok: rows.webhooks === acknowledged.webhookEvents,
        value: `${rows.webhooks} vs ${acknowledged.webhookEvents}`,
      },
      {
        name: `${label}: AI runs spent in the allowances = runs finished`,
        ok: rows.aiRuns === acknowledged.aiRuns,
        value: `${rows.aiRuns} vs ${acknowledged.aiRuns}`,
      },
    ];
  } finally {
    await stop(server);
    await stripeServer?.shutdown();
    await openaiServer.shutdown();
  }
}

// ---------------------------------------------------------------------------------------------------------------

/**
 * The cold start, then (when `soakMinutes` > 0) the soak, in a database of their own made here and dropped at the
 * end. Answers their budgets, PASS/FAIL.
 */
export async function coldStartAndSoak(soakMinutes: number): Promise<SoakBudget[]> {
  const proxy = await startWsProxy();
  const name = `fellows_soak_${Date.now().toString(36)}_${crypto.randomUUID().slice(0, 6)}`;
  const admin = new URL(POSTGRES_ADMIN_URL);
  await psql(POSTGRES_ADMIN_URL, `create database ${name}`);
  try {
    const url = new URL(admin);
    url.pathname = `/${name}`;
    const database = { DATABASE_URL: url.href, DATABASE_WS_PROXY: proxy.url };
    // A deploy migrates before the new release starts (decision 151); the server itself never does in production.
    await run("migrate the soak database", ["db/migrate.ts"], { APP_ENV: "development", ...database });
    const budgets = await coldStart(database);
    if (soakMinutes > 0) {
      await run("load the demo content", ["db/seed/main.ts"], { APP_ENV: "development", ...database });
      await run(
        "add the soak's users",
        ["tests/bench/seed-soak-users.ts", url.href, proxy.url, String(SOAK_USERS)],
        {},
      );
      budgets.push(...await soak(database, url.href, soakMinutes));
    }
    return budgets;
  } finally {
    await stop(proxy.child);
    await psql(POSTGRES_ADMIN_URL, `drop database if exists ${name} with (force)`).catch((e) =>
      console.error(`cleanup: ${e.message}`)
    );
  }
}

if (import.meta.main) {
  const minutes = Number(env("BENCH_SOAK_MINUTES") ?? 20);
  if (!Number.isInteger(minutes) || minutes < 0) throw new Error("BENCH_SOAK_MINUTES: a whole number of minutes");
  const started = performance.now();
  const budgets = await coldStartAndSoak(minutes);
  console.log(`\nbudgets (issue 30)`);
  for (const b of budgets) console.log(`  ${b.ok ? "PASS" : "FAIL"}  ${b.name.padEnd(72)} ${b.value}`);
  console.log(`\ncold start and soak took ${((performance.now() - started) / 60_000).toFixed(1)} min`);
}
