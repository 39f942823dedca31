// Statements per request, per page: the app in this process on a copy of the bench's database, with every SQL
// statement counted. Each page is asked twice and the second answer's statements are counted (the in-process site
// cache warm, as on a running server); the session lookup of a signed-in page counts too.
import { connect } from "../../db/client.ts";
import { parseConfig } from "../../src/config.ts";
import { createApp } from "../../src/server/app.ts";
import { loadClientAssets } from "../../src/server/assets.ts";

export type PageRequest = { path: string; cookie?: string };

export async function statementsPerPage(pgliteDir: string, pages: Record<string, PageRequest>) {
  let counted = 0;
  const database = await connect({ kind: "pglite", dir: pgliteDir, onQuery: () => counted++ });
  const uploads = await Deno.makeTempDir({ prefix: "fellows-bench-uploads-" });
  const app = createApp({
    database,
    config: parseConfig({
      APP_ENV: "production",
      APP_URL: "http://127.0.0.1:8703",
      SESSION_SECRET: crypto.randomUUID() + crypto.randomUUID(),
      STORAGE_LOCAL_DIR: uploads,
    }),
    assets: await loadClientAssets(),
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
