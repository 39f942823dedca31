// The server process stopped with SIGTERM in the middle of work, as a deploy or a scale-down stops it: the real
// src/server/main.ts on an embedded database in a temporary directory, the AI tools against the local model fake. A
// streaming answer started before the signal ends whole; a write is stored exactly when it was answered (none is made
// and then cut off; one the closed listener never let in is not made); the process exits 0. And the stop's own steps
// (src/server/graceful-stop.ts) with a cron run under way: it finishes and is logged before the database closes, and
// a tick after the signal starts nothing.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import { connect } from "../../db/client.ts";
import { cronRunLog, trackerItems, users } from "../../db/schema/index.ts";
import { createOpenAiFake } from "../../api/integrations/fakes/openai-fake.ts";
import type { CronJob } from "../../api/cron/jobs.ts";
import { createCronRunner } from "../../api/cron/runner.ts";
import { stopGracefully } from "../../src/server/graceful-stop.ts";
import type { LogRecord } from "../../src/platform/log.ts";
import { createTestDatabase, describeDb } from "../support/test-db.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const root = new URL("../../", import.meta.url).pathname;
const DEMO_MEMBER = "member@demo.fellows.club";

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const { port } = listener.addr as Deno.NetAddr;
  listener.close();
  return port;
}

/** Reads a process's lines until one matches; the rest keeps flowing to `lines`. */
function watchLines(stream: ReadableStream<Uint8Array<ArrayBuffer>>, lines: string[]) {
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = [];
  (async () => {
    let buffer = "";
    for await (const text of stream.pipeThrough(new TextDecoderStream())) {
      buffer += text;
      const parts = buffer.split("\n");
      buffer = parts.pop()!;
      for (const line of parts) {
        lines.push(line);
        for (const w of waiters.filter((w) => w.pattern.test(line))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve();
        }
      }
    }
  })().catch(() => {});
  return (pattern: RegExp, ms: number) =>
    lines.some((l) => pattern.test(l)) ? Promise.resolve() : new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no line ${pattern} in ${ms} ms:\n${lines.join("\n")}`)), ms);
      waiters.push({ pattern, resolve: () => (clearTimeout(timer), resolve()) });
    });
}

Deno.test(
  "SIGTERM during writes and a streaming answer: a write is stored exactly when answered, the stream ends whole",
  opts,
  async () => {
    const dir = await Deno.makeTempDir({ prefix: "fellows-shutdown-" });
    // Slow enough that the answer is still being written when the signal comes.
    const fake = createOpenAiFake({ firstTokenDelayMs: 50, pieceDelayMs: 60 });
    const fakeServer = Deno.serve({ hostname: "127.0.0.1", port: 0, onListen() {} }, fake.app.fetch);
    const port = freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", "src/server/main.ts"],
      cwd: root,
      env: {
        APP_ENV: "development",
        PORT: String(port),
        APP_URL: origin,
        DATABASE_URL: `pglite:${dir}/db`,
        STORAGE_LOCAL_DIR: `${dir}/uploads`,
        OPENAI_API_KEY: "sk-shutdown",
        OPENAI_BASE_URL: `http://127.0.0.1:${fakeServer.addr.port}/v1`,
        AI_ALLOWANCE: "1000",
        AI_ALLOWANCE_FELLOW: "1000",
        CONNECTION_GUARD: "on",
      },
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const lines: string[] = [];
    const waitFor = watchLines(child.stdout, lines);
    const errors: string[] = [];
    watchLines(child.stderr, errors);
    try {
      const exitedEarly = child.status.then((s) => {
        throw new Error(`the server exited (${s.code}) before it listened:\n${errors.join("\n")}`);
      });
      await Promise.race([waitFor(/Fellows Club on http/, 120_000), exitedEarly]);
      exitedEarly.catch(() => {});
      const signIn = await fetch(`${origin}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", origin },
        body: JSON.stringify({
          query: `mutation($input: SignInInput!) { signIn(input: $input) { user { id } } }`,
          variables: { input: { email: DEMO_MEMBER, password: "fellows-demo" } },
        }),
      });
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      assert.ok((await signIn.json()).data.signIn.user, "the demo member signs in");
      const headers = { "content-type": "application/json", origin, cookie };

      // A streaming answer, under way.
      const stream = await fetch(`${origin}/api/ai-tools/stream`, {
        method: "POST",
        headers,
        body: JSON.stringify({
          type: "GetJobKeywords",
          params: [{ key: "description", value: "Programme officer, UN Women: project management, M&E, English" }],
          locale: "en",
        }),
      });
      assert.equal(stream.status, 200);
      const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
      let body = "";
      while (!body.includes("event: delta")) {
        const { value, done } = await reader.read();
        if (done) break;
        body += value;
      }
      assert.match(body, /event: delta/);

      // A burst of writes, and the signal while they are in flight.
      const writes = Array.from({ length: 24 }, (_, i) =>
        fetch(`${origin}/graphql`, {
          method: "POST",
          headers,
          body: JSON.stringify({
            query:
              `mutation($input: CreateTrackerItemInput!) { createTrackerItem(input: $input) { trackerItem { id } } }`,
            variables: { input: { title: `Shutdown ${i}`, company: "Drill" } },
          }),
        }).then(
          async (res) => ({ status: res.status, json: await res.json() }),
          (error) => ({ error: String(error) }),
        ));
      await new Promise((resolve) => setTimeout(resolve, 150));
      child.kill("SIGTERM");

      const answered = await Promise.all(writes);
      while (true) {
        const { value, done } = await reader.read();
        if (done) break;
        body += value;
      }
      const status = await child.status;
      assert.equal(status.code, 0, `exit code; stderr:\n${errors.join("\n")}`);
      assert.match(body, /event: done/, "the answer under way ended whole");
      assert.doesNotMatch(body, /event: error/);

      // Each write either got its answer and is stored, or got none (it never reached the app: the listener had
      // closed) and is not: a write the app made but whose answer was cut off would fail here.
      const isAnswered = (a: (typeof answered)[number]) =>
        "json" in a && a.status === 200 && Boolean(a.json.data?.createTrackerItem?.trackerItem?.id);
      for (const a of answered) {
        if (!isAnswered(a)) assert.ok("error" in a, `an answer other than a stored write: ${JSON.stringify(a)}`);
      }
      const answeredCount = answered.filter(isAnswered).length;
      assert.ok(answeredCount > 0, "some writes were answered before the exit");
      console.log(`writes answered ${answeredCount}, not let in ${answered.length - answeredCount}`);
      const database = await connect({ kind: "pglite", dir: `${dir}/db` });
      try {
        const [member] = await database.db.select().from(users).where(eq(users.email, DEMO_MEMBER));
        const rows = await database.db.select({ title: trackerItems.title }).from(trackerItems)
          .where(and(eq(trackerItems.userId, member.id), eq(trackerItems.company, "Drill")));
        const stored = new Set(rows.map((r) => r.title));
        assert.deepEqual(
          answered.map((_, i) => stored.has(`Shutdown ${i}`)),
          answered.map(isAnswered),
          "stored exactly when answered",
        );
      } finally {
        await database.close();
      }
      assert.ok(lines.some((l) => /SIGTERM: taking no new connections/.test(l)), lines.join("\n"));
    } finally {
      try {
        child.kill("SIGKILL");
      } catch { /* gone */ }
      await child.status.catch(() => {});
      await fakeServer.shutdown();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  },
);

/** A cron job whose run waits until the test lets it go; `started` resolves when its body began. */
function heldJob(name: string) {
  let release!: () => void;
  let begin!: () => void;
  const gate = new Promise<void>((resolve) => release = resolve);
  const started = new Promise<void>((resolve) => begin = resolve);
  let calls = 0;
  const job: CronJob = {
    name,
    schedule: "0 4 * * *",
    periodKey: (d) => d.toISOString().slice(0, 10),
    run: async () => {
      calls++;
      begin();
      await gate;
      return { handled: 3 };
    },
  };
  return { job, release, started, calls: () => calls };
}

const idle = { server: { shutdown: () => Promise.resolve() }, app: { settled: () => Promise.resolve() } };

Deno.test(
  `a stop waits for a running cron run to finish and log before closing the database, and starts no new run (${describeDb()})`,
  opts,
  async () => {
    const { database, cleanup } = await createTestDatabase({ seed: false });
    try {
      const held = heldJob("held-job");
      const other = heldJob("other-job");
      other.release();
      const log: LogRecord[] = [];
      const runner = createCronRunner(
        { db: database.db, now: () => new Date("2026-05-04T04:00:00Z"), log: (r) => log.push(r) },
        [held.job, other.job],
      );
      const tick = (name: string) => runner.handlers.find((h) => h.name === name)!.tick();
      const running = tick("held-job");
      await held.started;

      let logAtClose: (typeof cronRunLog.$inferSelect)[] | undefined;
      let closed = false;
      const stopped = stopGracefully({
        ...idle,
        cron: runner,
        database: {
          close: async () => {
            // What the database holds at the moment the stop closes it.
            logAtClose = await database.db.select().from(cronRunLog);
            closed = true;
          },
        },
      });
      // The signal has come: a tick now, of another job or of the catch-up, starts nothing.
      await tick("other-job");
      await tick("catch-up-missed-runs");
      await new Promise((resolve) => setTimeout(resolve, 200));
      assert.equal(closed, false, "the database stays open while the run goes on");
      held.release();
      await stopped;
      await running;

      assert.equal(other.calls(), 0, "no run starts once stopping");
      assert.equal(held.calls(), 1);
      assert.deepEqual(
        logAtClose?.map((r) => ({ job: r.job, outcome: r.outcome, counts: r.counts, finished: r.finishedAt !== null })),
        [{ job: "held-job", outcome: "ok", counts: { handled: 3 }, finished: true }],
        "the running run committed its end before the close; nothing else ran",
      );
      assert.deepEqual(
        log.map((r) => [r.job, r.outcome, r.reason]),
        [
          ["other-job", "skipped", "stopping"],
          ["catch-up-missed-runs", "skipped", "stopping"],
          ["held-job", "done", undefined],
        ],
      );
    } finally {
      await cleanup();
    }
  },
);

Deno.test("a stop closes the database when the grace runs out, however long a cron run goes on", opts, async () => {
  const { database, cleanup } = await createTestDatabase({ seed: false });
  try {
    const held = heldJob("stuck-job");
    const runner = createCronRunner({ db: database.db, now: () => new Date(), log: () => {} }, [held.job]);
    const running = runner.handlers[0].tick();
    await held.started;
    let closedAfterMs = -1;
    const started = performance.now();
    await stopGracefully({
      ...idle,
      cron: runner,
      database: { close: () => Promise.resolve(void (closedAfterMs = performance.now() - started)) },
    }, 300);
    assert.ok(closedAfterMs >= 290 && closedAfterMs < 5_000, `closed after ${closedAfterMs} ms`);
    held.release();
    await running;
  } finally {
    await cleanup();
  }
});
