// `deno task db:backup <file>`: a backup of the configured database (DATABASE_URL, else the embedded PGlite) to
// <file>; `deno task db:restore <file>` restores one into the configured database, which must be new and empty.
import { loadConfig } from "../src/config.ts";
import { connect } from "../db/client.ts";
import {
  BackupError,
  backupPgliteDatabase,
  backupServerDatabase,
  restorePgliteDatabase,
  restoreServerDatabase,
} from "../db/backup.ts";

const [command, file] = Deno.args;
if ((command !== "backup" && command !== "restore") || !file) {
  console.error("usage: deno task db:backup <file> | deno task db:restore <file>");
  Deno.exit(2);
}
const config = loadConfig();
try {
  if (config.database.kind === "pglite") {
    if (command === "backup") {
      const database = await connect({ kind: "pglite", dir: config.database.dir });
      await backupPgliteDatabase(database, file);
      await database.close();
    } else {
      const restored = await restorePgliteDatabase(file, config.database.dir);
      await restored.close();
    }
  } else if (command === "backup") {
    // The server's own tools over its address (on Neon: the direct, unpooled one).
    await backupServerDatabase(config.database.url, file);
  } else {
    await restoreServerDatabase(file, config.database.url);
  }
  console.log(`${command === "backup" ? "backed up to" : "restored from"} ${file} (${config.database.kind})`);
} catch (error) {
  if (!(error instanceof BackupError)) throw error;
  console.error(error.message);
  Deno.exit(1);
}
