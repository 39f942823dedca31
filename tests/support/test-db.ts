// A fresh, migrated database per test file (or per call): PGlite from an in-memory template dump by default, or a
// database cloned from a migrated template on the PostgreSQL server (TEST_DB_KIND=postgres + TEST_DATABASE_URL),
// reached through the Neon driver and the local WebSocket proxy — the same driver production uses.
import { Pool } from "@neondatabase/serverless";
import { configureNeonWsProxy, connect, type Database, MIGRATIONS_FOLDER } from "../../db/client.ts";
import { seedDemoContent } from "../../db/seed/demo.ts";
import { startWsProxy } from "./ws-proxy.ts";

export type TestDbKind = "pglite" | "postgres";

export function testDbKind(): TestDbKind {
  return Deno.env.get("TEST_DB_KIND") === "postgres" ? "postgres" : "pglite";
}

export function describeDb(): string {
  return testDbKind() === "postgres" ? "Postgres server (Neon driver)" : "PGlite";
}

const templates = new Map<string, Promise<Blob>>();

function pgliteTemplate(seed: boolean): Promise<Blob> {
  const key = seed ? "seeded" : "empty";
  let template = templates.get(key);
  if (!template) {
    template = (async () => {
      const database = await connect({ kind: "pglite" });
      await database.migrate();
      if (seed) await seedDemoContent(database.db);
      const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
      const blob = await client.dumpDataDir("none");
      await database.close();
      return blob;
    })();
    templates.set(key, template);
  }
  return template;
}

let proxy: Promise<{ url: string; close(): Promise<void> }> | undefined;

async function migrationsHash(): Promise<string> {
  const names: string[] = [];
  for await (const e of Deno.readDir(MIGRATIONS_FOLDER)) if (e.name.endsWith(".sql")) names.push(e.name);
  names.sort();
  let text = "";
  for (const n of names) text += n + (await Deno.readTextFile(`${MIGRATIONS_FOLDER}/${n}`));
  text += await Deno.readTextFile(new URL("../../db/seed/demo.ts", import.meta.url));
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].slice(0, 6).map((b) => b.toString(16).padStart(2, "0")).join("");
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

const serverTemplates = new Map<string, Promise<string>>();

/** Creates (once, even across parallel test processes) a migrated template database and returns its name. */
function postgresTemplate(adminUrl: string, wsProxy: string, seed: boolean): Promise<string> {
  const key = seed ? "seeded" : "empty";
  let template = serverTemplates.get(key);
  if (!template) {
    template = (async () => {
      const name = `fc_template_${await migrationsHash()}_${key}`;
      const admin = new Pool({ connectionString: adminUrl, max: 1 });
      admin.on("error", () => {});
      const client = await admin.connect();
      try {
        // One process builds the template; the others wait on the advisory lock and find it ready.
        await client.query("select pg_advisory_lock(727272)");
        const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
        if (exists.rowCount === 0) {
          // Templates of older migrations are of no further use.
          const stale = await client.query(
            "select datname from pg_database where datname like 'fc\\_template\\_%' and datname not like $1",
            [`fc\\_template\\_${name.split("_")[2]}\\_%`],
          );
          for (const row of stale.rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
          const building = `${name}_building_${crypto.randomUUID().slice(0, 8)}`;
          await client.query(`create database "${building}"`);
          const database = await connect({ kind: "postgres", url: withDatabase(adminUrl, building), wsProxy });
          await database.migrate();
          if (seed) await seedDemoContent(database.db);
          await database.close();
          await client.query(`alter database "${building}" rename to "${name}"`);
        }
        await client.query("select pg_advisory_unlock(727272)");
      } finally {
        client.release();
        await admin.end();
      }
      return name;
    })();
    serverTemplates.set(key, template);
  }
  return template;
}

export async function createTestDatabase(options: { seed?: boolean; onQuery?: (sql: string) => void } = {}): Promise<
  { database: Database; kind: TestDbKind; cleanup(): Promise<void> }
> {
  const seed = options.seed ?? false;
  if (testDbKind() === "pglite") {
    const database = await connect({
      kind: "pglite",
      loadDataDir: await pgliteTemplate(seed),
      onQuery: options.onQuery,
    });
    return { database, kind: "pglite", cleanup: () => database.close().catch(() => {}) };
  }
  const adminUrl = Deno.env.get("TEST_DATABASE_URL");
  if (!adminUrl) {
    throw new Error("TEST_DB_KIND=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)");
  }
  proxy ??= startWsProxy();
  const wsProxy = (await proxy).url;
  configureNeonWsProxy(wsProxy);
  const template = await postgresTemplate(adminUrl, wsProxy, seed);
  const name = `fc_test_${crypto.randomUUID().replaceAll("-", "").slice(0, 16)}`;
  const admin = new Pool({ connectionString: adminUrl, max: 1 });
  admin.on("error", () => {});
  await admin.query(`create database "${name}" template "${template}"`);
  const database = await connect({
    kind: "postgres",
    url: withDatabase(adminUrl, name),
    wsProxy,
    onQuery: options.onQuery,
  });
  return {
    database,
    kind: "postgres",
    async cleanup() {
      await database.close().catch(() => {});
      await admin.query(`drop database if exists "${name}" with (force)`).catch((e) =>
        console.error("drop test database:", e.message)
      );
      await admin.end().catch(() => {});
    },
  };
}
