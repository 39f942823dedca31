// A fresh, migrated database for each call (each test or test file), from a template built once per test process:
// - PGlite (default, TEST_DB_KIND=pglite): an in-memory database migrated once and dumped; each call loads a copy.
//   The dump is also kept in .tmp/test-db/, so the next test processes skip the ≈5 s of initdb and migrations.
// - PostgreSQL server (TEST_DB_KIND=postgres + TEST_DATABASE_URL): `CREATE DATABASE fc_test_… TEMPLATE fc_template_…`,
//   reached through the Neon driver and the local WebSocket proxy, the driver production uses.
// Templates are named by a hash of the files they are built from, so parallel test processes share one, and a change
// to the migrations (or the seed) builds a new one. TEST_DB_TIMINGS=1 prints how long templates and copies take.
import { Pool, type PoolClient } from "@neondatabase/serverless";
import { configureNeonWsProxy, connect, type Database, MIGRATIONS_FOLDER } from "../../db/client.ts";
import { seedDemoContent } from "../../db/seed/demo.ts";
import { startWsProxy, type WsProxy } from "./ws-proxy.ts";

export type TestDbKind = "pglite" | "postgres";
export type TestDatabase = {
  database: Database;
  kind: TestDbKind;
  /** On the server: the database's postgres:// address, for pg_dump and pg_restore. */
  serverUrl?: string;
  cleanup(): Promise<void>;
};
export type TestDatabaseOptions = {
  /** Start from the demo content (countries, SEO tags, banners…) instead of empty tables. */
  seed?: boolean;
  /** Called with every SQL statement (tests that count the queries a page costs). */
  onQuery?: (sql: string, params: unknown[]) => void;
};
type TemplateKind = "empty" | "seeded";

export function testDbKind(): TestDbKind {
  const kind = Deno.env.get("TEST_DB_KIND") || "pglite";
  if (kind !== "pglite" && kind !== "postgres") {
    throw new Error(`TEST_DB_KIND must be "pglite" or "postgres", not "${kind}"`);
  }
  return kind;
}

/** For test names and messages: which database the suite runs on. */
export function describeDb(): string {
  return testDbKind() === "postgres" ? "PostgreSQL server via the Neon driver" : "PGlite";
}

export function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return testDbKind() === "postgres" ? createServerDatabase(options) : createPgliteDatabase(options);
}

/**
 * A database with no migration applied yet, and a way to open it again as another process would (a second isolate, a
 * second deploy): on PGlite the same embedded database (one process holds it), on the server a second pool.
 */
export async function createBlankTestDatabase(): Promise<TestDatabase & { openAgain(): Promise<Database> }> {
  if (testDbKind() === "pglite") {
    const database = await connect({ kind: "pglite" });
    return { database, kind: "pglite", cleanup: () => database.close(), openAgain: () => Promise.resolve(database) };
  }
  const adminUrl = serverUrl();
  const wsProxy = await proxyUrl();
  const name = `fc_test_${runId}_${randomHex(10)}`;
  const admin = adminPool(adminUrl);
  await admin.query(`create database ${ident(name)}`);
  const opened: Database[] = [];
  const open = async () => {
    const database = await connect({ kind: "postgres", url: urlFor(adminUrl, name), wsProxy });
    opened.push(database);
    return database;
  };
  const database = await open();
  return {
    database,
    kind: "postgres",
    serverUrl: urlFor(adminUrl, name),
    openAgain: open,
    cleanup: async () => {
      for (const db of opened) await db.close().catch(() => {});
      await admin.query(`drop database if exists ${ident(name)} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  };
}

const showTimings = Deno.env.get("TEST_DB_TIMINGS") === "1";
function logTiming(what: string, started: number): void {
  if (showTimings) console.error(`[test-db] ${what} in ${(performance.now() - started).toFixed(0)} ms`);
}

/** Memoises one promise per key; a failed build is forgotten so the next call tries again. */
function once<T>(cache: Map<TemplateKind, Promise<T>>, kind: TemplateKind, build: () => Promise<T>): Promise<T> {
  let promise = cache.get(kind);
  if (!promise) {
    promise = build();
    cache.set(kind, promise);
    promise.catch(() => cache.delete(kind));
  }
  return promise;
}

function randomHex(length: number): string {
  return crypto.randomUUID().replaceAll("-", "").slice(0, length);
}

async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    const path = `${prefix}${entry.name}`;
    if (entry.isDirectory) files.push(...await listFiles(`${dir}/${entry.name}`, `${path}/`));
    else if (entry.isFile) files.push(path);
  }
  return files;
}

/**
 * A hash of what a template is made of: the migrations for "empty"; for "seeded", all of db/ (the seed code and the
 * schema it inserts through). A seed that starts importing from outside db/ should add those files here.
 */
async function templateHash(kind: TemplateKind, extra = ""): Promise<string> {
  const root = kind === "empty" ? MIGRATIONS_FOLDER : new URL("../../db", import.meta.url).pathname;
  const parts: BlobPart[] = [extra, "\0"];
  for (const file of (await listFiles(root)).sort()) {
    parts.push(file, "\0", await Deno.readFile(`${root}/${file}`), "\0");
  }
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", await new Blob(parts).arrayBuffer()));
  return [...hash.slice(0, 6)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

// ---------------------------------------------------------------------------------------------------------------
// PGlite

type PgliteClient = { dumpDataDir(compression: "none"): Promise<Blob | File> };

const pgliteTemplates = new Map<TemplateKind, Promise<Blob>>();
/** Dumps that were read from the cache, with their file: one that does not load is deleted and built again. */
const cachedDumps = new WeakMap<Blob, string>();
/** Dumps kept between test processes (building the migrated template takes ≈5 s, loading a dump ≈0.5 s). */
const PGLITE_CACHE_DIR = new URL("../../.tmp/test-db/", import.meta.url).pathname;

function pgliteTemplate(kind: TemplateKind): Promise<Blob> {
  return once(pgliteTemplates, kind, async () => {
    const started = performance.now();
    // The resolved path names PGlite's version: a dump is only loaded by the Postgres build that wrote it.
    const version = import.meta.resolve("@electric-sql/pglite");
    const cacheFile = `${PGLITE_CACHE_DIR}pglite-${kind}-${await templateHash(kind, version)}.tar`;
    try {
      const dump = new Blob([await Deno.readFile(cacheFile)]);
      cachedDumps.set(dump, cacheFile);
      logTiming(`PGlite template "${kind}" read from ${cacheFile}`, started);
      return dump;
    } catch { /* not built yet for these files */ }
    // The seeded template starts from the migrated one rather than migrating again.
    const database = kind === "empty"
      ? await connect({ kind: "pglite" })
      : await connect({ kind: "pglite", loadDataDir: await pgliteTemplate("empty") });
    let dump: Blob;
    try {
      if (kind === "empty") await database.migrate();
      else await seedDemoContent(database.db);
      const client = (database.db as unknown as { $client: PgliteClient }).$client;
      dump = await client.dumpDataDir("none");
    } finally {
      await database.close();
    }
    logTiming(`PGlite template "${kind}" built (${(dump.size / 1e6).toFixed(1)} MB)`, started);
    await writeCache(cacheFile, dump).catch((error) => console.error(`test-db: could not cache ${cacheFile}:`, error));
    return dump;
  });
}

/** Written under a temporary name and renamed, so a parallel process never reads half a file. */
async function writeCache(file: string, dump: Blob): Promise<void> {
  await Deno.mkdir(PGLITE_CACHE_DIR, { recursive: true });
  const name = file.slice(PGLITE_CACHE_DIR.length);
  const sameKind = new RegExp(`^${name.replace(/-[0-9a-f]+\.tar$/, "")}-[0-9a-f]+\.tar$`);
  for await (const entry of Deno.readDir(PGLITE_CACHE_DIR)) {
    // Dumps made from older versions of the files are of no further use.
    if (sameKind.test(entry.name) && entry.name !== name) {
      await Deno.remove(`${PGLITE_CACHE_DIR}${entry.name}`).catch(() => {});
    }
  }
  const partial = `${file}.${randomHex(8)}.partial`;
  await Deno.writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await Deno.rename(partial, file);
}

async function createPgliteDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const kind: TemplateKind = options.seed ? "seeded" : "empty";
  let template = await pgliteTemplate(kind);
  const started = performance.now();
  let database: Database;
  try {
    database = await connect({ kind: "pglite", loadDataDir: template, onQuery: options.onQuery });
  } catch (error) {
    const file = cachedDumps.get(template);
    if (!file) throw error;
    console.error(`test-db: the cached dump ${file} does not load (${error}); building it again`);
    await Deno.remove(file).catch(() => {});
    pgliteTemplates.clear();
    template = await pgliteTemplate(kind);
    database = await connect({ kind: "pglite", loadDataDir: template, onQuery: options.onQuery });
  }
  logTiming("PGlite copy loaded", started);
  let closing: Promise<void> | undefined;
  return { database, kind: "pglite", cleanup: () => closing ??= database.close() };
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL server

/** pg_advisory_lock key held while templates are checked or built: one builder at a time across processes. */
const TEMPLATE_LOCK = 7_210_431_001;
/** fc_test_* databases older than this are leftovers of a run that crashed; the next run drops them. */
const STALE_AFTER_SECONDS = 6 * 3600;
const TEST_DB_PATTERN = /^fc_test_([0-9a-z]+)_([0-9a-z]+)_[0-9a-f]+$/;

/** Names a test run: `<unix seconds, base 36>_<random>`; every fc_test_ database carries it. */
export function newTestRunId(): string {
  return `${Math.floor(Date.now() / 1000).toString(36)}_${randomHex(4)}`;
}

const runId = (() => {
  const fromEnv = Deno.env.get("FC_TEST_RUN_ID");
  if (fromEnv && !/^[0-9a-z]+_[0-9a-z]+$/.test(fromEnv)) throw new Error(`FC_TEST_RUN_ID "${fromEnv}" is malformed`);
  return fromEnv || newTestRunId();
})();

function serverUrl(): string {
  const url = Deno.env.get("TEST_DATABASE_URL");
  if (!url) {
    throw new Error(
      "TEST_DB_KIND=postgres needs TEST_DATABASE_URL, e.g. postgres://postgres@127.0.0.1:5432/postgres",
    );
  }
  return url;
}

function urlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Our names are [a-z0-9_] only; quoting keeps that an identifier in any case. */
function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function adminPool(adminUrl: string): Pool {
  const pool = new Pool({ connectionString: adminUrl, max: 1 });
  pool.on("error", () => {/* the server ends idle admin connections when a database is dropped with force */});
  return pool;
}

let proxy: Promise<WsProxy> | undefined;

/** One proxy per test process, started on first use; its address goes into the Neon driver's global config. */
async function proxyUrl(): Promise<string> {
  proxy ??= startWsProxy();
  const { url } = await proxy;
  configureNeonWsProxy(url);
  return url;
}

const serverTemplates = new Map<TemplateKind, Promise<string>>();

/** The name of a ready template database, built by whichever test process gets the lock first. */
function serverTemplate(kind: TemplateKind): Promise<string> {
  return once(serverTemplates, kind, async () => {
    const adminUrl = serverUrl();
    const wsProxy = await proxyUrl();
    const source = kind === "seeded" ? await serverTemplate("empty") : undefined;
    const name = `fc_template_${kind}_${await templateHash(kind)}`;
    const started = performance.now();
    const admin = adminPool(adminUrl);
    const client = await admin.connect();
    let built = false;
    try {
      await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK]);
      await dropStaleDatabases(client, kind, name);
      const { rows } = await client.query<{ ready: boolean }>(
        "select datistemplate as ready from pg_database where datname = $1",
        [name],
      );
      if (!rows[0]?.ready) {
        // Not marked as a template yet: half built by a process that died. Start over.
        if (rows.length) await client.query(`drop database ${ident(name)} with (force)`);
        await client.query(`create database ${ident(name)}${source ? ` template ${ident(source)}` : ""}`);
        const database = await connect({ kind: "postgres", url: urlFor(adminUrl, name), wsProxy });
        try {
          if (kind === "empty") await database.migrate();
          else await seedDemoContent(database.db);
        } finally {
          await database.close();
        }
        await client.query(`alter database ${ident(name)} is_template true`);
        built = true;
      }
    } finally {
      await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => {});
      client.release();
      await admin.end().catch(() => {});
    }
    logTiming(`server template ${name} ${built ? "built" : "found ready"}`, started);
    return name;
  });
}

/** Under the template lock: templates of other versions of the files, and test databases of crashed runs. */
async function dropStaleDatabases(client: PoolClient, kind: TemplateKind, current: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "select datname from pg_database where datname like 'fc\\_test\\_%' or datname like $1",
    [`fc\\_template\\_${kind}\\_%`],
  );
  const now = Date.now() / 1000;
  for (const { datname } of rows) {
    if (datname === current) continue;
    if (datname.startsWith("fc_template_")) {
      // Without force: a template another checkout is cloning from right now stays (that run rebuilds it if not).
      await client.query(`alter database ${ident(datname)} is_template false`).catch(() => {});
      await client.query(`drop database ${ident(datname)}`).catch(() => {});
      continue;
    }
    const started = TEST_DB_PATTERN.exec(datname)?.[1];
    if (started && now - parseInt(started, 36) > STALE_AFTER_SECONDS) {
      await client.query(`drop database if exists ${ident(datname)} with (force)`).catch(() => {});
    }
  }
}

async function createServerDatabase(options: TestDatabaseOptions): Promise<TestDatabase> {
  const adminUrl = serverUrl();
  const wsProxy = await proxyUrl();
  const kind: TemplateKind = options.seed ? "seeded" : "empty";
  const name = `fc_test_${runId}_${randomHex(10)}`;
  const admin = adminPool(adminUrl);
  let database: Database;
  try {
    for (let attempt = 1;; attempt++) {
      const template = await serverTemplate(kind);
      const started = performance.now();
      try {
        await admin.query(`create database ${ident(name)} template ${ident(template)}`);
        logTiming("server copy created", started);
        break;
      } catch (error) {
        // 3D000: the template was dropped meanwhile (a run on other migrations replaced it): rebuild it once.
        if (attempt > 1 || (error as { code?: string }).code !== "3D000") throw error;
        serverTemplates.clear();
      }
    }
    database = await connect({ kind: "postgres", url: urlFor(adminUrl, name), wsProxy, onQuery: options.onQuery });
  } catch (error) {
    await admin.query(`drop database if exists ${ident(name)} with (force)`).catch(() => {});
    await admin.end().catch(() => {});
    throw error;
  }
  let dropping: Promise<void> | undefined;
  return {
    database,
    kind: "postgres",
    serverUrl: urlFor(adminUrl, name),
    cleanup: () =>
      dropping ??= (async () => {
        try {
          await database.close().catch(() => {});
          await admin.query(`drop database if exists ${ident(name)} with (force)`);
        } finally {
          await admin.end().catch(() => {});
        }
      })(),
  };
}

/**
 * Drops the fc_test_ databases of one run (FC_TEST_RUN_ID) and answers their names: after the run's test processes
 * have ended, any left are from tests that never called cleanup().
 */
export async function dropTestDatabasesOfRun(adminUrl: string, id: string): Promise<string[]> {
  const local = await startWsProxy();
  configureNeonWsProxy(local.url);
  const admin = adminPool(adminUrl);
  try {
    const { rows } = await admin.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1)",
      [`fc_test_${id}_`],
    );
    for (const { datname } of rows) await admin.query(`drop database if exists ${ident(datname)} with (force)`);
    return rows.map((r) => r.datname);
  } finally {
    await admin.end().catch(() => {});
    await local.close();
  }
}
