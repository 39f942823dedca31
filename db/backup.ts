// Backups and restores of the club's database, for the operator's drill (README, "Backups and restore"):
// - the PostgreSQL server (Neon or plain): `pg_dump --format=custom` of the whole database, restored with `pg_restore`
//   into an empty database in one transaction (on Neon, point-in-time restore to a branch is the first resort; a
//   dump is the copy kept outside the provider);
// - the embedded PGlite: its data directory as a gzipped tarball, loaded into a new directory.
// A restore never writes over data: the target must have no table yet.
import { connect, type Database } from "./client.ts";

export class BackupError extends Error {}

async function tool(name: "pg_dump" | "pg_restore" | "psql", args: string[]): Promise<string> {
  let output: Deno.CommandOutput;
  try {
    output = await new Deno.Command(name, { args, stdout: "piped", stderr: "piped" }).output();
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) {
      throw new BackupError(`${name} is not installed (Debian: apt-get install -y postgresql-client)`);
    }
    throw error;
  }
  if (!output.success) {
    // The tools' messages name the database, never the password (libpq leaves it out).
    throw new BackupError(`${name} failed: ${new TextDecoder().decode(output.stderr).trim().slice(0, 2000)}`);
  }
  return new TextDecoder().decode(output.stdout);
}

/** Writes a backup of the embedded database to `file`: its data directory as a gzipped tarball. */
export async function backupPgliteDatabase(database: Database, file: string): Promise<void> {
  if (!database.dumpDataDir) throw new BackupError("not an embedded database: back up the server with its URL");
  const tarball = await database.dumpDataDir();
  await Deno.writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
}

/** Writes a custom-format dump of the server database at `serverUrl` (postgres://…, Neon's direct address too). */
export async function backupServerDatabase(serverUrl: string, file: string): Promise<void> {
  await tool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, serverUrl]);
}

/** The tables of the app's schema on the server (a restore target must have none). */
export async function serverTableCount(serverUrl: string): Promise<number> {
  const out = await tool("psql", [
    "--no-psqlrc",
    "--tuples-only",
    "--no-align",
    "--command=select count(*) from information_schema.tables where table_schema = 'public'",
    serverUrl,
  ]);
  return Number(out.trim());
}

/** Restores a server dump into the empty database at `serverUrl` (one transaction: all of it or nothing). */
export async function restoreServerDatabase(file: string, serverUrl: string): Promise<void> {
  if (await serverTableCount(serverUrl)) {
    throw new BackupError("the target database already has tables: restore into a new, empty database");
  }
  await tool("pg_restore", [
    "--no-owner",
    "--no-privileges",
    "--exit-on-error",
    "--single-transaction",
    `--dbname=${serverUrl}`,
    file,
  ]);
}

/** Opens a PGlite backup as a new embedded database, in `dir` (kept) or in memory. */
export async function restorePgliteDatabase(file: string, dir?: string): Promise<Database> {
  if (dir) {
    const entries = await Array.fromAsync(Deno.readDir(dir)).catch(() => []);
    if (entries.length) throw new BackupError(`${dir} is not empty: restore into a new directory`);
  }
  return await connect({ kind: "pglite", dir, loadDataDir: new Blob([await Deno.readFile(file)]) });
}
