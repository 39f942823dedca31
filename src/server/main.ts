// Starts the server: validates the environment, opens the database (PGlite by default), migrates, seeds the demo
// content into an empty database, registers cron jobs and serves on PORT.
import { ConfigError, describeDisabledFeatures, loadConfig } from "../config.ts";
import { connect } from "../../db/client.ts";
import { prepareDatabase, StartupError } from "./startup.ts";
import { registerCronJobs } from "../../api/cron/runner.ts";
import { loadClientAssets } from "./assets.ts";
import { createApp } from "./app.ts";
import { serveWithGuard } from "./connection-guard.ts";
import { createLogger } from "../platform/log.ts";
import { stopGracefully } from "./graceful-stop.ts";

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    Deno.exit(1);
  }
  throw error;
}

const database = await connect(
  config.database.kind === "pglite"
    ? { kind: "pglite", dir: config.database.dir }
    : { kind: "postgres", url: config.database.url, wsProxy: config.database.wsProxy },
);
try {
  await prepareDatabase(config, database);
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  console.error(error.message);
  await database.close();
  Deno.exit(1);
}
for (const line of describeDisabledFeatures(config)) console.log(`Not configured, so off: ${line}`);
// Only LOCAL_STATE_IN_PRODUCTION=allow runs production on local state (parseConfig refuses otherwise): said at every start.
const localState = [database.kind === "pglite" && "the database (PGlite)", config.storage.kind === "local" && "uploads"]
  .filter(Boolean);
if (config.isProduction && localState.length) {
  console.warn(
    `LOCAL_STATE_IN_PRODUCTION=allow: production keeps ${localState.join(" and ")} on this machine's disk, ` +
      "lost unless the disk outlives the process",
  );
}

const assets = await loadClientAssets();
const log = createLogger(config.logFormat);
const app = createApp({ database, config, assets, log });
const cron = registerCronJobs({
  log,
  db: database.db,
  now: () => new Date(),
  billing: app.billing,
  aiAllowance: config.aiAllowance,
  promoters: config.promoters,
});

// Behind the connection guard unless CONNECTION_GUARD=off: Deno.serve alone never times out a slow request head.
const server = serveWithGuard({
  hostname: "0.0.0.0",
  port: config.port,
  guard: config.connectionGuard,
  onListen: ({ port }) => console.log(`Fellows Club on http://localhost:${port}/ (${database.kind})`),
}, (request, info) => app.fetch(request, info));

// A stop (a deploy, a scale-down) takes no new connection and starts no new cron run, lets the answers in flight
// finish — a streaming AI answer included — with the mail they queued, and a running cron step commit, then closes the
// database: bounded, so a stuck client or job cannot hold the process past the platform's kill (decisions 153, 154).
let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  Deno.addSignalListener(signal, async () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: taking no new connections or cron runs; finishing the answers and runs in flight`);
    await stopGracefully({ server, app, cron, database });
    console.log("stopped");
    Deno.exit(0);
  });
}
