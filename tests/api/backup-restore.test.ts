// The restore drill (db/backup.ts, `deno task db:backup` / `db:restore`) against a real database: a backup of a
// database in use, restored into a new one, has every table's rows, and the app works on it; a restore never writes
// over a database that has tables. On PGlite (its data directory) and on the PostgreSQL server (pg_dump / pg_restore).
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import { trackerItems } from "../../db/schema/index.ts";
import type { Database } from "../../db/client.ts";
import {
  BackupError,
  backupPgliteDatabase,
  backupServerDatabase,
  restorePgliteDatabase,
  restoreServerDatabase,
} from "../../db/backup.ts";
import { createTestApp } from "../support/app.ts";
import { createBlankTestDatabase, createTestDatabase, describeDb } from "../support/test-db.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

/** Rows per table of the app's schema, and the migrations applied. */
async function rowCounts(database: Database): Promise<Record<string, number>> {
  const tables = await database.rawQuery(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
    [],
  ) as { rows: Array<{ table_name: string }> };
  const counts: Record<string, number> = {};
  for (const { table_name } of tables.rows) {
    const result = await database.rawQuery(`select count(*) as n from "${table_name}"`, []) as {
      rows: Array<{ n: unknown }>;
    };
    counts[table_name] = Number(result.rows[0].n);
  }
  const migrations = await database.rawQuery("select count(*) as n from drizzle.__drizzle_migrations", []) as {
    rows: Array<{ n: unknown }>;
  };
  counts["drizzle.__drizzle_migrations"] = Number(migrations.rows[0].n);
  return counts;
}

Deno.test(
  `a backup restored into a new database has every table's rows, and the app works on it (${describeDb()})`,
  opts,
  async () => {
    const source = await createTestDatabase({ seed: true });
    const dir = await Deno.makeTempDir({ prefix: "fellows-backup-" });
    const file = `${dir}/club.backup`;
    let restored: Database | undefined;
    let blank: Awaited<ReturnType<typeof createBlankTestDatabase>> | undefined;
    try {
      const t = await createTestApp({ database: source.database });
      const made = await t.graphql<{ createTrackerItem: { trackerItem: { id: string } } }>(
        `mutation { createTrackerItem(input: { title: "Restore drill", company: "Backup Ltd" }) { trackerItem { id } } }`,
        {},
        { "x-test-viewer": "fellow" },
      );
      const itemId = Number(made.data!.createTrackerItem.trackerItem.id);
      const before = await rowCounts(source.database);
      assert.ok(Object.keys(before).length > 40 && before.jobs > 0 && before.tracker_items > 0, JSON.stringify(before));

      if (source.kind === "pglite") await backupPgliteDatabase(source.database, file);
      else await backupServerDatabase(source.serverUrl!, file);
      assert.ok((await Deno.stat(file)).size > 10_000, "the backup holds something");

      if (source.kind === "pglite") {
        restored = await restorePgliteDatabase(file);
      } else {
        blank = await createBlankTestDatabase();
        await restoreServerDatabase(file, blank.serverUrl!);
        restored = blank.database;
      }
      assert.deepEqual(await rowCounts(restored), before, "every table, row for row");
      const [item] = await restored.db.select().from(trackerItems).where(eq(trackerItems.id, itemId));
      assert.equal(item?.company, "Backup Ltd");

      // The app on the restored database: pages and the API answer from it.
      const onRestored = await createTestApp({ database: restored });
      const page = await onRestored.request("/ru/jobs/");
      assert.equal(page.status, 200);
      await page.body?.cancel();
      const jobs = await onRestored.graphql<{ getJobs: { jobsByAccess: unknown[] } }>(
        `{ getJobs(paginationOptions: { limit: 3 }) { jobsByAccess { __typename } } }`,
      );
      assert.equal(jobs.data?.getJobs.jobsByAccess.length, 3, JSON.stringify(jobs));

      // A restore never writes over a database that has tables: refused, and it still holds what it held.
      const target = source.kind === "pglite" ? undefined : source;
      if (target) {
        await assert.rejects(
          () => restoreServerDatabase(file, target.serverUrl!),
          (error) => error instanceof BackupError && /already has tables/.test(error.message),
        );
      } else {
        const full = `${dir}/full`;
        await Deno.mkdir(full);
        await Deno.writeTextFile(`${full}/PG_VERSION`, "17");
        await assert.rejects(() => restorePgliteDatabase(file, full), (error) => error instanceof BackupError);
        assert.equal(await Deno.readTextFile(`${full}/PG_VERSION`), "17");
      }
      assert.deepEqual(await rowCounts(source.database), before);
    } finally {
      await restored?.close().catch(() => {});
      await blank?.cleanup();
      await source.cleanup();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  },
);
