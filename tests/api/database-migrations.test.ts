// Migrations against a real database (PGlite, or the PostgreSQL server through the Neon driver): two runs at once —
// two deploys, a deploy and a developer, two starting processes — apply each migration exactly once and both succeed.
import assert from "node:assert/strict";
import { createBlankTestDatabase, describeDb } from "../support/test-db.ts";
import { MIGRATIONS_FOLDER } from "../../db/client.ts";
import { PRODUCTION_ON_LOCAL_STATE } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const journal = JSON.parse(await Deno.readTextFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`)) as {
  entries: Array<{ tag: string }>;
};

Deno.test(
  `two migration runs at once apply each migration once, and both succeed (${describeDb()})`,
  opts,
  async () => {
    const blank = await createBlankTestDatabase();
    try {
      const other = await blank.openAgain();
      const runs = await Promise.allSettled([blank.database.migrate(), other.migrate(), blank.database.migrate()]);
      assert.deepEqual(runs.map((r) => r.status), ["fulfilled", "fulfilled", "fulfilled"], JSON.stringify(runs));
      const applied = await blank.database.rawQuery("select hash from drizzle.__drizzle_migrations", []) as {
        rows: Array<{ hash: string }>;
      };
      assert.equal(applied.rows.length, journal.entries.length, "one row per migration in the journal");
      assert.equal(new Set(applied.rows.map((r) => r.hash)).size, applied.rows.length, "none applied twice");
      // The newest migration's work is there, and a later run finds nothing to do.
      await other.migrate();
      const again = await blank.database.rawQuery(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
        [],
      ) as {
        rows: Array<{ n: number }>;
      };
      assert.equal(again.rows[0].n, journal.entries.length);
      const tables = await blank.database.rawQuery(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
        [],
      ) as { rows: Array<{ n: number }> };
      assert.ok(tables.rows[0].n > 40, `the schema is there (${tables.rows[0].n} tables)`);
    } finally {
      await blank.cleanup();
    }
  },
);

Deno.test(
  `a production start never migrates: behind this release it refuses and names the command (${describeDb()})`,
  opts,
  async () => {
    const { parseConfig } = await import("../../src/config.ts");
    const { prepareDatabase, StartupError } = await import("../../src/server/startup.ts");
    const { pendingMigrations } = await import("../../db/migration-status.ts");
    const production = parseConfig({
      ...PRODUCTION_ON_LOCAL_STATE,
      APP_URL: "https://fellows.test",
      MAIL_API_URL: "http://127.0.0.1:9/send",
      MAIL_API_KEY: "local-mail-stand-in",
    });
    const blank = await createBlankTestDatabase();
    try {
      assert.equal((await pendingMigrations(blank.database)).length, journal.entries.length);
      await assert.rejects(
        () => prepareDatabase(production, blank.database),
        (error) =>
          error instanceof StartupError &&
          error.message.includes(`lacks ${journal.entries.length} of this release's migrations`) &&
          error.message.includes("deno task db:migrate"),
      );
      const tables = await blank.database.rawQuery(
        "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
        [],
      ) as { rows: Array<{ n: number }> };
      assert.equal(tables.rows[0].n, 0, "the start applied nothing");
      // The deploy's step migrates; the next start finds the schema current and goes on.
      await blank.database.migrate();
      assert.deepEqual(await pendingMigrations(blank.database), []);
      await prepareDatabase(production, blank.database);
    } finally {
      await blank.cleanup();
    }
  },
);
