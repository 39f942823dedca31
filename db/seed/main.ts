// `deno task db:seed [--jobs N]`: loads the demo content into the configured database when it is empty, and with
// --jobs adds N synthetic jobs (for benchmarks).
import { loadConfig } from "../../src/config.ts";
import { connect } from "../client.ts";
import { isDatabaseEmpty, seedDemoContent } from "./demo.ts";
import { generateSyntheticJobs } from "./synthetic-jobs.ts";

const jobsFlag = Deno.args.indexOf("--jobs");
const syntheticJobs = jobsFlag >= 0 ? Number(Deno.args[jobsFlag + 1]) : 0;
if (!Number.isInteger(syntheticJobs) || syntheticJobs < 0 || syntheticJobs > 1_000_000) {
  console.error("--jobs takes a whole number from 0 to 1000000");
  Deno.exit(1);
}

const config = loadConfig();
if (config.isProduction) {
  console.error("db:seed refuses APP_ENV=production: demo content and demo accounts are for development only");
  Deno.exit(1);
}
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
  console.log("database already has content; demo content not loaded again");
}
if (syntheticJobs > 0) {
  const started = performance.now();
  await generateSyntheticJobs(database.db, syntheticJobs, (done) => {
    if (done % 10_000 === 0 || done === syntheticJobs) console.log(`  ${done} synthetic jobs`);
  });
  console.log(`${syntheticJobs} synthetic jobs added in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}
await database.close();
