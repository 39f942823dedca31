// Whether the database has this release's migrations: drizzle's journal (shipped with the code) against the rows
// drizzle's migrator writes into drizzle.__drizzle_migrations (one per applied migration, keyed by its journal time).
// drizzle applies every journal entry newer than the last one recorded; so do these answers.
import journal from "./migrations/meta/_journal.json" with { type: "json" };
import { type Database, rowsOf } from "./client.ts";

type JournalEntry = { idx: number; when: number; tag: string };

const entries = (journal as { entries: JournalEntry[] }).entries;

export type MigrationStatus = {
  /** The newest migration is applied (a newer one, applied by the next release, counts as current too). */
  current: boolean;
  /** The newest migration this code ships. */
  expected: string;
  /** The newest migration the database has applied (its tag when this code knows it), or null for none. */
  applied: string | null;
};

/** The journal time of the last applied migration, or null when the migrator never ran here. Throws when unreadable. */
async function lastAppliedAt(database: Database): Promise<number | null> {
  try {
    const [row] = rowsOf<{ last: string | number | bigint | null }>(
      await database.rawQuery("select max(created_at) as last from drizzle.__drizzle_migrations", []),
    );
    return row?.last === null || row?.last === undefined ? null : Number(row.last);
  } catch (error) {
    // 3F000 / 42P01: no schema or table yet — the migrator has never run here.
    const code = (error as { code?: string }).code;
    if (code !== "3F000" && code !== "42P01") throw error;
    return null;
  }
}

/** Reads drizzle's table (the migrator's own: drizzle-orm's pg dialect, schema "drizzle"). Throws when unreadable. */
export async function readMigrationStatus(database: Database): Promise<MigrationStatus> {
  const latest = entries.reduce((a, b) => (b.when > a.when ? b : a));
  const appliedAt = await lastAppliedAt(database);
  return {
    current: appliedAt !== null && appliedAt >= latest.when,
    expected: latest.tag,
    applied: appliedAt === null ? null : entries.find((e) => e.when === appliedAt)?.tag ?? String(appliedAt),
  };
}

/** This release's migrations the database has not applied yet, in order (a production start refuses them). */
export async function pendingMigrations(database: Database): Promise<string[]> {
  const appliedAt = await lastAppliedAt(database) ?? -1;
  return entries.filter((entry) => entry.when > appliedAt).map((entry) => entry.tag);
}
