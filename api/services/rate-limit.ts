// A Postgres-backed fixed-window rate limiter: one upsert per attempt, so every node sees the same counts.
import { eq, lt, sql } from "drizzle-orm";
import { type DbOrTx, rowsOf } from "../../db/client.ts";
import { rateLimitHits } from "../../db/schema/index.ts";

type Limit = { max: number; windowSeconds: number };

export const LIMITS = {
  signInPerIp: { max: 20, windowSeconds: 600 },
  /** Per account and address, so guesses from other addresses never lock the owner out (decision 038). */
  signInPerAccountAndIp: { max: 10, windowSeconds: 600 },
  /**
   * Per account, from browsers that never proved they know it (no device cookie): a ceiling however many addresses
   * guess. The owner's own browser is not counted, and a new one gets in through the mailed reset link
   * (api/services/auth/devices.ts), so the ceiling slows guessing without locking the owner out.
   */
  signInPerAccount: { max: 10, windowSeconds: 900 },
  signInPerAccountDay: { max: 40, windowSeconds: 86_400 },
  signUpPerIp: { max: 10, windowSeconds: 3600 },
  forgotPerIp: { max: 10, windowSeconds: 3600 },
  forgotPerAccount: { max: 3, windowSeconds: 3600 },
  verifyPerIp: { max: 30, windowSeconds: 600 },
  supportPerUser: { max: 10, windowSeconds: 3600 },
  /** Lead-magnet contacts and send-request messages per address: anyone may send them, so they are counted. */
  leadsPerIp: { max: 10, windowSeconds: 3600 },
  /** Coupon checks per address: enough for a person typing codes, too few to guess them. */
  couponCheckPerIp: { max: 30, windowSeconds: 600 },
  /** Payment sessions and tokens per user: each makes an object at the provider. */
  checkoutPerUser: { max: 30, windowSeconds: 600 },
  /** Deleting the account: the password is asked, so guesses are limited. */
  deleteAccountPerUser: { max: 5, windowSeconds: 3600 },
  /** Photo uploads, refused ones included: storage and parsing are not free (decision 042). */
  avatarUploadsPerUser: { max: 10, windowSeconds: 3600 },
  /** Expert product documents, refused ones included: up to 10 MB each. */
  expertDocumentsPerUser: { max: 30, windowSeconds: 3600 },
  /** Tracker creates, edits and deletes: a board drag is one edit, so a busy hour of work fits. */
  trackerWritesPerUser: { max: 600, windowSeconds: 3600 },
  /** AI tool runs, exempt roles included: each is a paid call to the provider (the allowance is the real limit). */
  aiRunsPerUser: { max: 120, windowSeconds: 3600 },
  /** A promoter's bank data changes (valid ones; each is mailed to them): enough to fix a typo, too few to probe. */
  promoterBankAccountPerUser: { max: 5, windowSeconds: 3600 },
  /** Writes in /admin per team member: a busy hour of editing fits; a script or a stolen session meets the ceiling. */
  adminWritesPerUser: { max: 200, windowSeconds: 600 },
  /** Article pictures uploaded in /admin, refused ones included: up to 5 MB each, an article has a few. */
  adminPictureUploadsPerUser: { max: 60, windowSeconds: 3600 },
  /** Password confirmations in /admin: the password is checked, so guesses are limited. */
  adminConfirmPasswordPerUser: { max: 5, windowSeconds: 900 },
} as const satisfies Record<string, Limit>;

/** Counts one attempt for `key`; false when the window already holds `max` attempts. */
export async function hit(db: DbOrTx, key: string, limit: Limit, now = new Date()): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = rowsOf<{ hits: number }>(
    await db.execute(sql`insert into rate_limit_hits (key, window_start, hits) values (${key}, ${windowStart}, 1)
      on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1 returning hits`),
  );
  return Number(row?.hits ?? 0) <= limit.max;
}

/** Forgets every counter of `key` (a successful sign-in clears its own account+address counter). */
export async function clearHits(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

/** The longest window of any limit: a row that started earlier than this before now belongs to an ended window. */
export const LONGEST_WINDOW_SECONDS = Math.max(...Object.values(LIMITS).map((limit) => limit.windowSeconds));

/** Deletes counters whose window started before `before`; returns how many. */
export async function deleteOldHits(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, before)).returning({
    key: rateLimitHits.key,
  });
  return rows.length;
}
