// Sessions the way lucia's author documents them now: a random token in an HttpOnly cookie, only its SHA-256 in the
// database, a 30-day sliding expiry (renewed when less than half is left), invalidation on sign-out.
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { sessions, users } from "../../../db/schema/index.ts";
import { randomToken, sha256Hex } from "./encoding.ts";
import type { Viewer } from "../../../src/domain/viewer.ts";

export const SESSION_COOKIE = "fc_session";
const SESSION_DAYS = 30;
const DAY = 86_400_000;

/** A new session for a user who just proved who they are (password or Google): its sign-in is fresh from `now`. */
export async function createSession(db: DbOrTx, userId: string, now = new Date()) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY);
  await db.insert(sessions).values({
    id: await sha256Hex(token),
    userId,
    expiresAt,
    createdAt: now,
    authenticatedAt: now,
  });
  return { token, expiresAt };
}

/**
 * The lookup every signed-in request makes, built once per database handle and prepared on each connection: drizzle
 * does not assemble its SQL again and the server does not parse it again (decision 132).
 */
function sessionLookup(db: DbOrTx) {
  return db.select({ session: sessions, user: users }).from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A blocked user's sessions are deleted when they are blocked; the condition keeps any other one dead too.
    .where(and(
      eq(sessions.id, sql.placeholder("id")),
      gt(sessions.expiresAt, sql.placeholder("now")),
      isNull(users.blockedAt),
    ))
    .prepare("session_lookup");
}
const sessionLookups = new WeakMap<DbOrTx, ReturnType<typeof sessionLookup>>();

/**
 * The session and user for a cookie's token, or null (unknown, expired). A session past half its life is extended:
 * `renewedUntil` tells the caller to send the cookie again with the new expiry.
 */
export async function validateSessionToken(db: DbOrTx, token: string, now = new Date()) {
  if (!token || token.length > 100) return null;
  const id = await sha256Hex(token);
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, lookup = sessionLookup(db));
  const [row] = await lookup.execute({ id, now });
  if (!row) return null;
  let renewedUntil: Date | null = null;
  if (row.session.expiresAt.getTime() - now.getTime() < (SESSION_DAYS / 2) * DAY) {
    renewedUntil = new Date(now.getTime() + SESSION_DAYS * DAY);
    await db.update(sessions).set({ expiresAt: renewedUntil }).where(eq(sessions.id, id));
  }
  return {
    user: row.user,
    expiresAt: renewedUntil ?? row.session.expiresAt,
    renewedUntil,
    authenticatedAt: row.session.authenticatedAt,
  };
}

type SessionUser = typeof users.$inferSelect;
const sessionUsers = new WeakMap<Viewer, { user: SessionUser; authenticatedAt: Date }>();

/**
 * The user row the session lookup already read, kept beside the request's viewer (the viewer object is made per
 * request), so `me` does not read the same row again. Nothing outlives the request: the map holds it weakly.
 */
export function rememberSessionUser(viewer: Viewer, user: SessionUser, authenticatedAt: Date) {
  sessionUsers.set(viewer, { user, authenticatedAt });
}

/** The row `rememberSessionUser` kept for this viewer, if it is still the viewer's own. */
export function sessionUserOf(viewer: Viewer): SessionUser | null {
  const kept = sessionUsers.get(viewer);
  return kept && kept.user.id === viewer.userId ? kept.user : null;
}

/** When this viewer's session last proved its password (or Google); null without a session. */
export function sessionAuthenticatedAt(viewer: Viewer): Date | null {
  const kept = sessionUsers.get(viewer);
  return kept && kept.user.id === viewer.userId ? kept.authenticatedAt : null;
}

/** Marks the session of this token as freshly proven (the password was entered again). */
export async function markSessionAuthenticated(db: DbOrTx, token: string, now: Date): Promise<boolean> {
  const rows = await db.update(sessions).set({ authenticatedAt: now })
    .where(and(eq(sessions.id, await sha256Hex(token)), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function invalidateSession(db: DbOrTx, token: string) {
  await db.delete(sessions).where(eq(sessions.id, await sha256Hex(token)));
}

export async function invalidateUserSessions(db: DbOrTx, userId: string) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Deletes sessions that expired before `now`; returns how many. */
export async function deleteExpiredSessions(db: DbOrTx, now = new Date()): Promise<number> {
  const rows = await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
  return rows.length;
}
