// The probes (issue 30, decision 148): GET /healthz answers from the process alone; GET /readyz names each failing
// check — the database, its migrations, production's configuration — with a 503, and never a secret.
import assert from "node:assert/strict";
import journal from "../../db/migrations/meta/_journal.json" with { type: "json" };
import { connect } from "../../db/client.ts";
import { createLocalStorage } from "../../api/integrations/file-storage.ts";
import type { Readiness } from "../../api/rest/health.ts";
import { createTestApp, PRODUCTION_ON_LOCAL_STATE } from "../support/app.ts";
import { startWsProxy } from "../support/ws-proxy.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const tags = journal.entries.map((e) => e.tag);
const LATEST = tags.at(-1)!;

/** Runs `work` with console.warn captured (the readiness check logs its failures there). */
async function capturingWarnings<T>(work: () => Promise<T>): Promise<{ result: T; warnings: string }> {
  const original = console.warn;
  const lines: string[] = [];
  console.warn = (...args: unknown[]) => lines.push(args.map(String).join(" "));
  try {
    return { result: await work(), warnings: lines.join("\n") };
  } finally {
    console.warn = original;
  }
}

async function readyz(t: { request(path: string): Promise<Response> }) {
  const res = await t.request("/readyz");
  const text = await res.text();
  return { res, text, body: JSON.parse(text) as Readiness };
}

Deno.test("GET /healthz answers 200, never cached, without touching the database", opts, async () => {
  await using t = await createTestApp({ seed: false });
  // A session cookie would send any route through the session lookup; the probe must not get that far.
  const cookie = { "x-test-viewer": "authorized" } as const;
  assert.equal((await t.request("/healthz", { headers: cookie })).status, 200);
  await t.database.close();
  const res = await t.request("/healthz", { headers: cookie });
  assert.equal(res.status, 200);
  assert.equal(res.headers.get("cache-control"), "no-store");
  assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
  assert.deepEqual(await res.json(), { status: "ok" });
  const head = await t.request("/healthz", { method: "HEAD" });
  assert.equal(head.status, 200);
  assert.equal(await head.text(), "");
  // The same closed database fails readiness: /healthz really did not ask it.
  const { result } = await capturingWarnings(() => readyz(t));
  assert.equal(result.res.status, 503);
});

Deno.test("GET /readyz answers 200 on a migrated database, as JSON, never cached, never a page", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const { res, text, body } = await readyz(t);
  assert.equal(res.status, 200, text);
  assert.equal(res.headers.get("cache-control"), "no-store");
  assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
  assert.doesNotMatch(text, /<html|<!doctype/i, "not rendered by the SSR");
  assert.equal(res.headers.get("content-security-policy"), null, "no page policy: the page routes never saw it");
  assert.deepEqual(body, {
    status: "ready",
    failing: [],
    checks: { database: { ok: true }, migrations: { ok: true, applied: LATEST }, config: { ok: true } },
  });
});

Deno.test(
  "GET /readyz is not rate-limited: a probe every few milliseconds, and ten at once, all answer 200",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    for (let i = 0; i < 40; i++) assert.equal((await t.request("/readyz")).status, 200, `probe ${i}`);
    const together = await Promise.all(Array.from({ length: 10 }, () => readyz(t)));
    assert.deepEqual(together.map((r) => r.res.status), Array(10).fill(200));
  },
);

Deno.test("GET /readyz answers 503 naming the database when it is closed", opts, async () => {
  await using t = await createTestApp({ seed: false });
  await t.database.close();
  const { result: { res, body }, warnings } = await capturingWarnings(() => readyz(t));
  assert.equal(res.status, 503);
  assert.equal(res.headers.get("cache-control"), "no-store");
  assert.equal(body.status, "not ready");
  assert.deepEqual(body.failing, ["database", "migrations"]);
  assert.deepEqual(body.checks.database, { ok: false, error: "unreachable" });
  assert.equal(body.checks.config.ok, true);
  assert.match(warnings, /readyz: the database check failed/, "the operator's log says why");
});

Deno.test(
  "GET /readyz answers 503 naming the database when its server refuses, with no part of the URL in the answer",
  opts,
  async () => {
    const password = "pw-readyz-5513";
    // A port nothing listens on: the driver's connection is refused behind the WebSocket proxy.
    const free = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const port = free.addr.port;
    free.close();
    const proxy = await startWsProxy();
    const url = `postgres://fellows:${password}@127.0.0.1:${port}/fellows_prod`;
    const database = await connect({ kind: "postgres", url, wsProxy: proxy.url });
    try {
      await using t = await createTestApp({ database, env: { DATABASE_URL: url } });
      const { result: { res, text, body }, warnings } = await capturingWarnings(() => readyz(t));
      assert.equal(res.status, 503, text);
      assert.deepEqual(body.checks.database, { ok: false, error: "unreachable" });
      for (const secret of [password, url, "fellows_prod", `:${port}`]) {
        assert.ok(!text.includes(secret), `the answer carries ${secret}`);
      }
      assert.ok(!warnings.includes(password), "nor does the log");
    } finally {
      await proxy.close();
    }
  },
);

Deno.test(
  "GET /readyz answers 503 with database: timeout when the server accepts and never answers",
  opts,
  async () => {
    // A TCP listener that takes the connection and says nothing: the probe must answer within its own timeout.
    const silent = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const held: Deno.Conn[] = [];
    const accepting = (async () => {
      for await (const conn of silent) held.push(conn);
    })().catch(() => {});
    const proxy = await startWsProxy();
    const database = await connect({
      kind: "postgres",
      url: `postgres://fellows:pw-silent-2207@127.0.0.1:${silent.addr.port}/fellows`,
      wsProxy: proxy.url,
    });
    try {
      await using t = await createTestApp({ database });
      const started = performance.now();
      const { res, text, body } = await readyz(t);
      const took = performance.now() - started;
      assert.equal(res.status, 503, text);
      assert.equal(body.checks.database.ok, false);
      assert.equal(body.checks.database.error, "timeout");
      assert.ok(took < 3_000, `answered in ${took.toFixed(0)} ms`);
      assert.ok(!text.includes("pw-silent-2207"));
      // Held connections end, so the pool's close (and the pending check) can finish.
      silent.close();
      for (const conn of held) conn.close();
      await accepting;
      await capturingWarnings(() => database.close().catch(() => {}));
    } finally {
      await proxy.close();
    }
  },
);

Deno.test("GET /readyz answers 503 naming the migrations when the newest is not applied", opts, async () => {
  await using t = await createTestApp({ seed: false });
  await t.database.rawQuery(
    "delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)",
    [],
  );
  const behind = await readyz(t);
  assert.equal(behind.res.status, 503);
  assert.deepEqual(behind.body.failing, ["migrations"]);
  assert.deepEqual(behind.body.checks.migrations, {
    ok: false,
    error: "behind",
    expected: LATEST,
    applied: tags.at(-2),
  });
  assert.deepEqual(behind.body.checks.database, { ok: true });
  // A database the migrator never ran on has no table at all.
  await t.database.rawQuery("drop schema drizzle cascade", []);
  const never = await readyz(t);
  assert.equal(never.res.status, 503);
  assert.deepEqual(never.body.checks.migrations, { ok: false, error: "behind", expected: LATEST, applied: null });
});

Deno.test(
  "GET /readyz answers 503 naming the config when production runs without Postgres or S3 storage, no secret shown",
  opts,
  async () => {
    const secrets = {
      DATABASE_URL: "postgres://fellows:db-pass-8841@db.example.com/fellows",
      STORAGE_S3_SECRET_ACCESS_KEY: "s3-secret-6629",
      SESSION_SECRET: "session-secret-".padEnd(40, "q"),
    };
    const env = {
      ...PRODUCTION_ON_LOCAL_STATE,
      LOCAL_STATE_IN_PRODUCTION: "refuse",
      ...secrets,
      STORAGE_S3_ENDPOINT: "https://s3.example.com",
      STORAGE_S3_BUCKET: "fellows",
      STORAGE_S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
    };
    const uploads = await Deno.makeTempDir({ prefix: "fellows-readyz-" });
    try {
      // The configuration names Postgres and a bucket, but this process runs on the test's database and a local
      // folder: what readiness judges is what runs.
      await using t = await createTestApp({ seed: false, env, fileStorage: createLocalStorage(uploads) });
      const { res, text, body } = await readyz(t);
      assert.equal(res.status, 503, text);
      assert.deepEqual(body.failing, ["config"]);
      const missing = body.checks.config.missing as string[];
      assert.ok(missing.includes("STORAGE_S3_BUCKET") && missing.includes("STORAGE_S3_SECRET_ACCESS_KEY"), text);
      assert.equal(missing.includes("DATABASE_URL"), t.database.kind === "pglite", text);
      for (const secret of [...Object.values(secrets), "db-pass-8841", "AKIAEXAMPLE"]) {
        assert.ok(!text.includes(secret), `the answer carries ${secret}`);
      }
    } finally {
      await Deno.remove(uploads, { recursive: true });
    }
  },
);
