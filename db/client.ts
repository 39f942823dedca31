// One connect() for both stores: embedded PGlite (default) or a Postgres server through Neon's WebSocket Pool.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzleNeon } from "drizzle-orm/neon-serverless";
import { migrate as migrateNeon } from "drizzle-orm/neon-serverless/migrator";
import { type Client, neonConfig, Pool } from "@neondatabase/serverless";
import { StatementSocket } from "./statement-socket.ts";
import { tracedNeonClient, traceStatementsOfPglite } from "./statement-spans.ts";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  /** Runs SQL text directly on the driver, bypassing drizzle (the bench's raw-SQL baseline). */
  rawQuery(sql: string, params: unknown[]): Promise<unknown>;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /** An embedded database's whole data directory as a gzipped tarball (its backup; db/backup.ts). */
  dumpDataDir?(): Promise<Blob>;
  /** Closes the connection (or pool); a second call waits for the first rather than failing. */
  close(): Promise<void>;
};

type ConnectOptions =
  & ({ kind: "pglite"; dir?: string; loadDataDir?: Blob } | { kind: "postgres"; url: string; wsProxy?: string })
  & {
    /** Called with every SQL statement (tests count the queries a page costs). */ onQuery?: (
      sql: string,
      params: unknown[],
    ) => void;
  };

export const MIGRATIONS_FOLDER = new URL("./migrations", import.meta.url).pathname;

export async function connect(options: ConnectOptions): Promise<Database> {
  if (options.kind === "pglite") {
    if (options.dir) await Deno.mkdir(options.dir, { recursive: true });
    const client = await PGlite.create({
      dataDir: options.dir,
      extensions: { pg_trgm },
      loadDataDir: options.loadDataDir,
    });
    // Each statement in a span under the request's when traces are on (decision 155).
    traceStatementsOfPglite(client);
    const logger = options.onQuery
      ? { logQuery: (query: string, params: unknown[]) => options.onQuery!(query, params) }
      : undefined;
    let migrating: Promise<void> = Promise.resolve();
    const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
    let closing: Promise<void> | undefined;
    return {
      db,
      rawQuery: (text, params) => client.query(text, params),
      kind: "pglite",
      // One process holds an embedded database: runs that overlap take turns (their statements would interleave on
      // its one connection).
      migrate: () =>
        migrating = migrating.catch(() => {}).then(async () => {
          await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
          // PGlite serialises a list parameter (`= any($1::read_access[])`) by the array types it read when it
          // opened; types a migration has just created would otherwise go out as plain text until the next start.
          await client.refreshArrayTypes();
        }),
      dumpDataDir: () => client.dumpDataDir("gzip"),
      close: () => closing ??= client.close(),
    };
  }
  if (options.wsProxy) configureNeonWsProxy(options.wsProxy);
  sendEachStatementAtOnce();
  const pool = new Pool({ connectionString: options.url, max: 10 });
  // Each statement in a span under the request's when traces are on (decision 155): the pool makes its connections
  // from this class.
  (pool as unknown as { Client: typeof Client }).Client = tracedNeonClient();
  // A frame error after end() would otherwise kill the process.
  pool.on("error", (error: Error & { code?: string }) => {
    // 57P01: the server ended an idle connection on purpose (shutdown, dropped database); the pool reconnects.
    if (error.code !== "57P01") console.error("postgres pool error:", error.message);
  });
  const logger = options.onQuery
    ? { logQuery: (query: string, params: unknown[]) => options.onQuery!(query, params) }
    : undefined;
  const db = drizzleNeon(pool, { schema, logger }) as unknown as Db;
  let closing: Promise<void> | undefined;
  return {
    db,
    rawQuery: (text, params) => pool.query(text, params),
    kind: "postgres",
    migrate: () => migrateLocked(pool),
    close: () => closing ??= pool.end(),
  };
}

/** The advisory lock every migration run holds on a PostgreSQL server ("FCMG"); tests' template lock is another. */
export const MIGRATION_LOCK = 0x46434d47;

/**
 * Applies the pending migrations on one connection that holds the migration lock for the whole run: two runs at once
 * (two deploys, a deploy and a developer, two isolates) take turns, and the second finds nothing left to apply.
 * drizzle's migrator alone would let both start the same migration, and the second would fail half-way.
 */
async function migrateLocked(pool: Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrateNeon(drizzleNeon(client) as never, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
    }
  } finally {
    client.release();
  }
}

/** Every statement leaves at once, in one frame (decision 132; `db/statement-socket.ts` says why). */
function sendEachStatementAtOnce(): void {
  neonConfig.webSocketConstructor = StatementSocket as unknown as typeof neonConfig.webSocketConstructor;
  neonConfig.coalesceWrites = false;
}

/** Points the Neon driver at a WebSocket proxy in front of a plain Postgres (tests, local servers). */
export function configureNeonWsProxy(proxy: string): void {
  // The driver adds the ws:// scheme itself.
  const base = proxy.replace(/^wss?:\/\//, "").replace(/\/$/, "");
  neonConfig.wsProxy = (host, port) => `${base}/v2?address=${host}:${port}`;
  neonConfig.useSecureWebSocket = false;
  neonConfig.pipelineTLS = false;
  neonConfig.pipelineConnect = false;
}

/** A LIKE/ILIKE pattern's wildcards (and the escape character) taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The rows of a db.execute() result: PGlite answers { rows }, the Neon driver's result also carries rows. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? (result as T[]);
}

/** count(*) arrives as a number from PGlite and as a string from the server. */
export function toCount(value: unknown): number {
  return typeof value === "number" ? value : Number(value ?? 0);
}
