// Which of this release's migrations a database has not applied yet: drizzle records each applied migration with its
// journal time (created_at), and applies, as here, every journal entry newer than the last one recorded.
import type { Database } from "./client.ts";
import { MIGRATIONS_FOLDER } from "./client.ts";

type Journal = { entries: Array<{ tag: string; when: number }> };

export async function pendingMigrations(database: Database): Promise<string[]> {
  const journal = JSON.parse(await Deno.readTextFile(`${MIGRATIONS_FOLDER}/meta/_journal.json`)) as Journal;
  let last = -1;
  try {
    const result = await database.rawQuery(
      "select coalesce(max(created_at), -1)::text as last from drizzle.__drizzle_migrations",
      [],
    ) as { rows: Array<{ last: string }> };
    last = Number(result.rows[0]?.last ?? -1);
  } catch (error) {
    // 42P01 / 3F000: no migrations table (or schema) yet: nothing is applied.
    const code = (error as { code?: string; cause?: { code?: string } }).code ??
      (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "42P01" && code !== "3F000") throw error;
  }
  return journal.entries.filter((entry) => entry.when > last).map((entry) => entry.tag);
}
