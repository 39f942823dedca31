// `deno task db:seed`: loads the demo content into the configured database when it is empty.
import { loadConfig } from "../../src/config.ts";
import { connect } from "../client.ts";
import { isDatabaseEmpty, seedDemoContent } from "./demo.ts";

const config = loadConfig();
const database = await connect(
  config.database.kind === "pglite"
    ? { kind: "pglite", dir: config.database.dir }
    : { kind: "postgres", url: config.database.url, wsProxy: config.database.wsProxy },
);
await database.migrate();
if (await isDatabaseEmpty(database.db)) {
  await seedDemoContent(database.db);
  console.log("demo content loaded");
} else {
  console.log("database already has content; nothing loaded");
}
await database.close();
