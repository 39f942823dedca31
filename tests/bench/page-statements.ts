// Statements per request, per page: the app in this process on the bench's database (a copy of it for PGlite, whose
// directory the server holds; the database itself on the PostgreSQL server), with every SQL statement counted, and the
// in-process page cache off (PAGE_MEMORY_CACHE_ENTRIES=0) so the page is really built. Each page is asked twice and
// the second answer's statements are counted (the in-process site cache warm, as on a running server); the session
// lookup of a signed-in page counts too.
import { benchMailEnv } from "./mail-stand-in.ts";
import { connect } from "../../db/client.ts";
import { parseConfig } from "../../src/config.ts";
import { createApp } from "../../src/server/app.ts";
import { loadClientAssets } from "../../src/server/assets.ts";

export type PageRequest = { path: string; cookie?: string };
export type StatementsDatabase = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string; wsProxy: string };

export async function statementsPerPage(target: StatementsDatabase, pages: Record<string, PageRequest>) {
  let counted = 0;
  const database = await connect({ ...target, onQuery: () => counted++ });
  const uploads = await Deno.makeTempDir({ prefix: "fellows-bench-uploads-" });
  const app = createApp({
    database,
    config: parseConfig({
      APP_ENV: "production",
      APP_URL: "http://127.0.0.1:8703",
      SESSION_SECRET: crypto.randomUUID() + crypto.randomUUID(),
      STORAGE_LOCAL_DIR: uploads,
      BANK_DATA_KEY: "A".repeat(43) + "=",
      LOCAL_STATE_IN_PRODUCTION: "allow",
      ...benchMailEnv(),
      PAGE_MEMORY_CACHE_ENTRIES: "0",
    }),
    assets: await loadClientAssets(),
    // The bench's report is its stdout: the request log would bury it.
    log: () => {},
  });
  const ask = async ({ path, cookie }: PageRequest) => {
    const res = await app.request(path, { headers: cookie ? { cookie } : {} }, {
      remoteAddr: { hostname: "127.0.0.1", port: 0, transport: "tcp" },
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`statements: ${path} answered ${res.status}`);
  };
  const counts: Record<string, number> = {};
  try {
    for (const [name, page] of Object.entries(pages)) {
      await ask(page);
      counted = 0;
      await ask(page);
      counts[name] = counted;
    }
  } finally {
    await app.settled();
    await database.close();
    await Deno.remove(uploads, { recursive: true }).catch(() => {});
  }
  return counts;
}
