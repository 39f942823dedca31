// The view counters (jobs.views, articles.views: the "popular" sort): one view per viewer per item per UTC day, kept in
// job_views / article_views. Jobs and articles count the same way, here.
import { encodeHexLowerCase } from "@oslojs/encoding";
import { sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../db/client.ts";
import { articles, articleViews, jobs, jobViews } from "../../db/schema/index.ts";
import { utcDay } from "../../src/domain/dates.ts";

/** What has a view counter: its table, and the table of its day rows with the column naming the item. */
const COUNTED = {
  job: { items: jobs, views: jobViews, itemId: jobViews.jobId },
  article: { items: articles, views: articleViews, itemId: articleViews.articleId },
} as const;

export type Counted = keyof typeof COUNTED;

/**
 * The server-side salt for hashed addresses: random per process and never stored or sent, so a stored key cannot be
 * turned back into an address by trying all addresses. A restart (or a second isolate) draws a new salt, so an
 * address can count once more that day on each: still bounded, never open (decision 044).
 */
const PROCESS_SALT = encodeHexLowerCase(crypto.getRandomValues(new Uint8Array(32)));

/**
 * A signed-in viewer is their user id; anyone else is a SHA-256 of their address and the salt (the address itself
 * is never stored). No address at all (a render without a request) shares one key, so it counts once.
 */
export async function viewerKeyOf(
  viewer: { userId: string | null },
  address: string | undefined,
  salt = PROCESS_SALT,
): Promise<string> {
  if (viewer.userId) return `user:${viewer.userId}`;
  const digest = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(`${salt}\n${address ?? "unknown"}`),
  );
  return `addr:${encodeHexLowerCase(new Uint8Array(digest))}`;
}

/** The UTC day a view belongs to, as the `day` column stores it. */
export const viewDay = utcDay;

/**
 * Counts a view once per viewer per item per UTC day: in one statement the day's row is inserted (nothing when it is
 * there already) and the counter grows only when it was. Returns the count, or null when there is no such published
 * item.
 */
export async function recordView(
  db: DbOrTx,
  kind: Counted,
  id: number,
  viewerKey: string,
  day: string,
): Promise<number | null> {
  const { items, views, itemId } = COUNTED[kind];
  const column = sql.identifier(itemId.name);
  const [counted] = rowsOf<{ views: number }>(
    await db.execute(sql`with seen as (
        insert into ${views} (${column}, viewer_key, day)
        select ${items.id}, ${viewerKey}, ${day}::date from ${items}
        where ${items.id} = ${id} and ${items.status} = 'PUBLISHED'
        on conflict do nothing
        returning ${column})
      update ${items} set views = views + 1 where ${items.id} in (select ${column} from seen) returning views`),
  );
  if (counted) return counted.views;
  // Already counted today (or no such item): read the count in a statement of its own, so a concurrent first view
  // that committed meanwhile is seen.
  const [row] = rowsOf<{ views: number }>(
    await db.execute(sql`select ${items.views} as views from ${items}
      where ${items.id} = ${id} and ${items.status} = 'PUBLISHED'`),
  );
  return row?.views ?? null;
}

/** Forgets view rows of days before `before` (the day's dedupe is all they are for); answers how many. */
export async function deleteViewsBefore(db: DbOrTx, kind: Counted, before: string): Promise<number> {
  const { views } = COUNTED[kind];
  return rowsOf(await db.execute(sql`delete from ${views} where ${views.day} < ${before}::date returning 1`)).length;
}
