// The public pages' content version (one row of page_content_version): bumped by every change that purges the CDN
// (api/integrations/edge-cache.ts), read by each isolate at most once a second to drop its in-process copies of the
// pages (src/server/page-memory-cache.ts). No row yet reads as version 0.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pageContentVersion } from "../../db/schema/index.ts";

export async function readPageContentVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: pageContentVersion.version }).from(pageContentVersion)
    .where(eq(pageContentVersion.id, 1));
  return row?.version ?? 0;
}

/** Moves the version on by one, atomically on every node; returns the new version. */
export async function bumpPageContentVersion(db: Db): Promise<number> {
  const [row] = await db.insert(pageContentVersion).values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: pageContentVersion.id,
      set: { version: sql`${pageContentVersion.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: pageContentVersion.version });
  return row.version;
}
