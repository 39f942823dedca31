// The database side of start-up: migrations, the demo content into an empty database, the demo accounts on the
// embedded default; and in production, a refusal to run with the demo accounts (their password is public).
import type { Config } from "../config.ts";
import type { Database } from "../../db/client.ts";
import { isDatabaseEmpty, seedDemoContent } from "../../db/seed/demo.ts";
import { demoAccountsPresent, seedDemoAccounts } from "../../db/seed/accounts.ts";
import { isCatalogueEmpty, seedBillingCatalogue } from "../../db/seed/billing.ts";
import { ensureDemoFiles } from "../../db/seed/demo-files.ts";
import { ensureDemoRates } from "../../api/services/promoters/exchange-rates.ts";
import { createFileStorage } from "../../api/integrations/file-storage.ts";

export class StartupError extends Error {}

export async function prepareDatabase(config: Config, database: Database): Promise<void> {
  await database.migrate();
  await prepareContent(config, database);
  // PGlite runs no autovacuum, so its planner would never learn the tables' sizes (it guessed hundreds of rows for
  // fourteen job categories and planned for them): statistics are gathered once per start (under a second on the demo
  // content). PostgreSQL's autovacuum keeps its own.
  if (database.kind === "pglite") await database.rawQuery("analyze", []);
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
