// The database side of start-up: migrations, the demo content into an empty database, the demo accounts on the
// embedded default; and in production, a refusal to run with the demo accounts (their password is public).
import type { Config } from "../config.ts";
import type { Database } from "../../db/client.ts";
import { demoAccountsPresent, seedDemoAccounts } from "../../db/seed/accounts.ts";
import { isCatalogueEmpty, seedBillingCatalogue } from "../../db/seed/billing.ts";
import { ensureDemoFiles } from "../../db/seed/demo-files.ts";
import { ensureDemoRates } from "../../api/services/promoters/exchange-rates.ts";
import { createFileStorage } from "../../api/integrations/file-storage.ts";
import { pendingMigrations } from "../../db/migration-status.ts";

export class StartupError extends Error {}

export async function prepareDatabase(config: Config, database: Database): Promise<void> {
  // In production the deploy migrates once, before traffic moves (`deno task db:migrate` in deploy.yml, under the
  // migration lock); an isolate that starts never does. One that finds its release's migrations missing refuses to
  // serve, rather than run queries on columns that are not there.
  if (config.isProduction) await requireCurrentSchema(database);
  else await database.migrate();
  await prepareContent(config, database);
  // PGlite runs no autovacuum, so its planner would never learn the tables' sizes (it guessed hundreds of rows for
  // fourteen job categories and planned for them): statistics are gathered once per start (under a second on the demo
  // content). PostgreSQL's autovacuum keeps its own.
  if (database.kind === "pglite") await database.rawQuery("analyze", []);
}

async function requireCurrentSchema(database: Database): Promise<void> {
  const pending = await pendingMigrations(database);
  if (pending.length) {
    throw new StartupError(
      `Refusing to start in production: the database lacks ${pending.length} of this release's migrations (${
        pending.slice(0, 3).join(", ")
      }${
        pending.length > 3 ? ", …" : ""
      }). Run \`deno task db:migrate\` first (deploy.yml does, before traffic moves).`,
    );
  }
}

async function prepareContent(config: Config, database: Database): Promise<void> {
  if (config.isProduction) {
    const found = await demoAccountsPresent(database.db);
    if (found.length) {
      throw new StartupError(
        `Refusing to start in production: the database holds demo accounts with a public password (${
          found.join(", ")
        }). Delete them first.`,
      );
    }
    return;
  }
  // Loaded only here: the demo content (≈300 KB of source) is never read by a production start.
  const { isDatabaseEmpty, seedDemoContent } = await import("../../db/seed/demo.ts");
  if (config.seedDemoContent && (await isDatabaseEmpty(database.db))) {
    await seedDemoContent(database.db);
    console.log("Loaded the demo content into the empty database.");
  } else if (config.seedDemoContent && (await isCatalogueEmpty(database.db))) {
    // A demo database from before the billing catalogue: add it once.
    await database.db.transaction((tx) => seedBillingCatalogue(tx));
    console.log("Added the demo billing catalogue (plans, services, coupons).");
  }
  // The demo product's PDF, into the configured storage when it is missing.
  if (config.seedDemoContent) await ensureDemoFiles(createFileStorage(config));
  // Without a rates source, today's demo exchange rates, so the promoter area shows some (the daily job adds more).
  if (config.seedDemoContent && !config.promoters.exchangeRatesUrl) await ensureDemoRates(database.db, new Date());
  // Known-password demo accounts only on the embedded database a developer runs locally.
  if (config.seedDemoContent && database.kind === "pglite") await seedDemoAccounts(database.db);
}
