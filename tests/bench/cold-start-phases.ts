// Where a cold start's time goes (tests/bench/soak.ts): the server's own start-up steps (src/server/main.ts) in the
// same order, each timed from the process's time origin, with the module graph main.ts loads imported statically
// here, so the first line's time is Deno loading it. Prints one JSON line on stdout and exits. Run with the
// production server's environment.
import { loadConfig } from "../../src/config.ts";
import { connect } from "../../db/client.ts";
import { prepareDatabase } from "../../src/server/startup.ts";
import "../../api/cron/runner.ts";
import { loadClientAssets } from "../../src/server/assets.ts";
import { createApp } from "../../src/server/app.ts";
import "../../src/server/connection-guard.ts";
import { createLogger } from "../../src/platform/log.ts";

const modulesLoaded = performance.now();
const config = loadConfig();
const database = await connect(
  config.database.kind === "pglite"
    ? { kind: "pglite", dir: config.database.dir }
    : { kind: "postgres", url: config.database.url, wsProxy: config.database.wsProxy },
);
await prepareDatabase(config, database);
const databaseReady = performance.now();
const assets = await loadClientAssets();
const app = createApp({ database, config, assets, log: createLogger(config.logFormat) });
const appCreated = performance.now();
const page = await app.fetch(new Request(`${config.origin}/ru/jobs/`));
await page.arrayBuffer();
if (page.status !== 200) throw new Error(`/ru/jobs/ answered ${page.status}`);
const firstPage = performance.now();
console.log(JSON.stringify({ modulesLoaded, databaseReady, appCreated, firstPage }));
await database.close();
Deno.exit(0);
