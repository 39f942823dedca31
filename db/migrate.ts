// `deno task db:migrate`: applies the committed SQL migrations to the configured database.
import { loadConfig } from "../src/config.ts";
import { connect } from "./client.ts";

const config = loadConfig();
const database = await connect(
  config.database.kind === "pglite"
    ? { kind: "pglite", dir: config.database.dir }
    : { kind: "postgres", url: config.database.url, wsProxy: config.database.wsProxy },
);
await database.migrate();
console.log(`migrations applied (${database.kind})`);
await database.close();
