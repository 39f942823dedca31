// Accounts: sign-up (one user per email even under concurrent attempts), email verification and password reset
// with single-use mailed tokens, sign-in with equal work whether or not the account exists.
import { and, eq, gt, inArray, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { authTokens, users } from "../../../db/schema/index.ts";
import { dictionaries } from "../../../i18n/dictionaries.ts";
import { createTranslator } from "../../../i18n/translator.ts";
import type { Locale } from "../../../src/domain/locale.ts";
// Only same-site paths are kept as a place to continue to: the one rule the client's dialog also applies.
import { safeRedirectPath } from "../../../src/domain/auth.ts";
import { randomToken, sha256Hex } from "./encoding.ts";
import type { Mailer } from "../../integrations/mail.ts";
import { escapeHtml } from "../../../src/domain/html.ts";
import { LEGAL_VERSION } from "../../../src/domain/about.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords.ts";
import { invalidateUserSessions } from "./sessions.ts";

export const VERIFY_EMAIL_HOURS = 24;
export const RESET_PASSWORD_MINUTES = 60;

export type User = typeof users.$inferSelect;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The registration source: the first path segment that is a known section, else "other". */
export function registrationSource(path: string | null | undefined): string {
  const segments = (path ?? "").split(/[/?#]/).filter(Boolean);
  return segments.find((s) => ["jobs", "articles", "tools", "courses"].includes(s)) ?? "other";
}

type TokenKind = "VERIFY_EMAIL" | "RESET_PASSWORD" | "CHANGE_EMAIL";
/** The kinds a /verify-email/ link may carry: a new account's address, or a signed-in user's new address. */
const EMAIL_LINK_KINDS: TokenKind[] = ["VERIFY_EMAIL", "CHANGE_EMAIL"];

/**
 * Issues a single-use mailed token. Only the newest link of a kind works: the user's unused older tokens of the same
 * kind are deleted in the same statement sequence (a new reset request or a new email change voids the old link).
 */
export async function issueToken(
  db: DbOrTx,
  kind: TokenKind,
  userId: string,
  minutes: number,
  redirectPath: string | null,
  now: Date,
  email: string | null = null,
) {
  const token = randomToken();
  await revokeTokens(db, userId, kind);
  await db.insert(authTokens).values({
    id: await sha256Hex(token),
    kind,
    userId,
    email,
    redirectPath,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    createdAt: now,
  });
  return token;
}

/** Deletes a user's unused tokens of one kind. */
async function revokeTokens(db: DbOrTx, userId: string, kind: TokenKind) {
  await db.delete(authTokens).where(
    and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
  );
}

export function accountMail(
  locale: Locale,
  key: "verify" | "reset" | "changeEmail",
  name: string,
  link: string,
) {
  const t = createTranslator(locale, dictionaries[locale]);
  const subject = t(`mail.${key}Subject`);
  const body = t(`mail.${key}Body`, { name });
  return {
    subject,
    text: `${body}\n\n${link}\n\n${t("mail.ignore")}`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t(`mail.${key}Button`))}</a></p><p>${
      escapeHtml(t("mail.ignore"))
    }</p>`,
  };
}

export type SignUpInput = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  language: Locale;
  fromPath?: string | null;
  redirectPath?: string | null;
};

export type SignUpResult = { user: User } | { error: "EMAIL_EXISTS" };

/**
 * Creates the user and mails the verification link. Attempts for one email are serialized by an advisory lock, so
 * concurrent sign-ups create one user; a known email answers at once, without hashing.
 */
export async function signUp(
  db: DbOrTx,
  mailer: Mailer,
  origin: string,
  input: SignUpInput,
  now = new Date(),
): Promise<SignUpResult> {
  const email = normalizeEmail(input.email);
  const exists = async (tx: DbOrTx) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email))).length > 0;
  if (await exists(db)) return { error: "EMAIL_EXISTS" };
  const passwordHash = await hashPassword(input.password);
  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signup:${email}`}))`);
    if (await exists(tx)) return null;
    const [user] = await tx.insert(users).values({
      email,
      passwordHash,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      language: input.language,
      registrationSource: registrationSource(input.fromPath),
      termsAcceptedAt: now,
      termsVersion: LEGAL_VERSION,
    }).returning();
    const token = await issueToken(
      tx,
      "VERIFY_EMAIL",
      user.id,
      VERIFY_EMAIL_HOURS * 60,
      safeRedirectPath(input.redirectPath),
      now,
    );
    return { user, token };
  });
  if (!created) return { error: "EMAIL_EXISTS" };
  const link = `${origin}/${input.language}/verify-email/${created.token}/`;
  await mailer.send({
    to: email,
    ...accountMail(input.language, "verify", created.user.firstName, link),
    secret: created.token,
  });
  return { user: created.user };
}

export type TokenCheck = {
  success: boolean;
  redirectPath: string | null;
  error: "invalid" | "expired" | null;
  /** Set by verifyEmail: the link confirmed an email change, not a sign-up. */
  emailChanged?: boolean;
};

async function findToken(db: DbOrTx, kinds: TokenKind[], token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db.select().from(authTokens)
    .where(and(eq(authTokens.id, await sha256Hex(token)), inArray(authTokens.kind, kinds)));
  return row ?? null;
}

const kindsOf = (kind: "VERIFY_EMAIL" | "RESET_PASSWORD"): TokenKind[] =>
  kind === "VERIFY_EMAIL" ? EMAIL_LINK_KINDS : [kind];

/** IsVerificationTokenValid: whether a link can still be used, without using it. */
export async function checkToken(
  db: DbOrTx,
  kind: "VERIFY_EMAIL" | "RESET_PASSWORD",
  token: string,
  now = new Date(),
): Promise<TokenCheck> {
  const row = await findToken(db, kindsOf(kind), token);
  if (!row || row.usedAt) return { success: false, redirectPath: null, error: "invalid" };
  if (row.expiresAt <= now) return { success: false, redirectPath: null, error: "expired" };
  return { success: true, redirectPath: row.redirectPath, error: null };
}

/** Uses a token once: the update that marks it used is the check, so two concurrent uses cannot both succeed. */
async function consumeToken(db: DbOrTx, kind: "VERIFY_EMAIL" | "RESET_PASSWORD", token: string, now: Date) {
  const check = await checkToken(db, kind, token, now);
  if (!check.success) return { check, userId: null, kind: null, email: null };
  const [used] = await db.update(authTokens).set({ usedAt: now })
    .where(and(
      eq(authTokens.id, await sha256Hex(token)),
      inArray(authTokens.kind, kindsOf(kind)),
      isNull(authTokens.usedAt),
      gt(authTokens.expiresAt, now),
    ))
    .returning({ userId: authTokens.userId, kind: authTokens.kind, email: authTokens.email });
  if (!used) {
    return {
      check: { success: false, redirectPath: null, error: "invalid" as const },
      userId: null,
      kind: null,
      email: null,
    };
  }
  return { check, userId: used.userId, kind: used.kind, email: used.email };
}

/**
 * Confirms an address. A VERIFY_EMAIL link confirms a new account's email. A CHANGE_EMAIL link confirms exactly the
 * address it was mailed to: it replaces the email only while that address is still the pending one (a later request
 * voided this link anyway) and nobody took it meanwhile.
 */
export async function verifyEmail(db: DbOrTx, token: string, now = new Date()): Promise<TokenCheck> {
  const invalid = { success: false, redirectPath: null, error: "invalid" as const };
  // One transaction: the token is used only if the address it confirms is written.
  return await db.transaction(async (tx) => {
    const { check, userId, kind, email } = await consumeToken(tx, "VERIFY_EMAIL", token, now);
    if (!userId) return check;
    if (kind === "CHANGE_EMAIL") {
      const user = await findUser(tx, userId);
      if (!user || !email || user.pendingEmail !== email) {
        tx.rollback();
      }
      const taken = await tx.select({ id: users.id }).from(users).where(eq(users.email, email!));
      if (taken.length) tx.rollback();
      await tx.update(users).set({ email: email!, pendingEmail: null, emailVerified: true, updatedAt: now })
        .where(eq(users.id, userId));
      return { ...check, emailChanged: true };
    }
    await tx.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
    return check;
  }).catch((error) => {
    if (error instanceof TransactionRollbackError) return invalid;
    throw error;
  });
}

export type SignInResult = { user: User } | { error: "INVALID_CREDENTIALS" | "EMAIL_NOT_VERIFIED" | "ACCOUNT_BLOCKED" };

/** The same work (one password hash) whether or not the account exists. */
export async function signIn(db: DbOrTx, email: string, password: string): Promise<SignInResult> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  const ok = await verifyPassword(password, user?.passwordHash ?? await dummyPasswordHash());
  if (!user || !user.passwordHash || !ok) return { error: "INVALID_CREDENTIALS" };
  if (!user.emailVerified) return { error: "EMAIL_NOT_VERIFIED" };
  // Said only to whoever knows the password: the team blocked the account (/admin), so no session is made.
  if (user.blockedAt) return { error: "ACCOUNT_BLOCKED" };
  return { user };
}

/**
 * Mails a reset link when the account exists. The answer and the caller's wait are the same either way: the lookup
 * and the mail happen after the answer.
 */
export function forgotPassword(
  db: DbOrTx,
  mailer: Mailer,
  origin: string,
  email: string,
  now = new Date(),
): { done: Promise<void> } {
  const done = (async () => {
    const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
    if (!user) return;
    // issueToken voids the older reset links: only the newest mail works.
    const token = await issueToken(db, "RESET_PASSWORD", user.id, RESET_PASSWORD_MINUTES, null, now);
    const link = `${origin}/${user.language}/reset-password/${token}/`;
    await mailer.send({ to: user.email, ...accountMail(user.language, "reset", user.firstName, link), secret: token });
  })().catch((error) => console.error("forgotPassword:", error instanceof Error ? error.message : error));
  return { done };
}

/** Sets a new password with a reset token (once) and signs the account out everywhere. */
/** Resets the password; on success also names the account's email (the browser that used the link is the owner's). */
export async function resetPasswordByToken(
  db: DbOrTx,
  token: string,
  password: string,
  now = new Date(),
): Promise<TokenCheck & { email: string | null }> {
  const passwordHash = await hashPassword(password);
  // One transaction: the token, the new password and the sign-out everywhere happen together or not at all.
  return await db.transaction(async (tx) => {
    const { check, userId } = await consumeToken(tx, "RESET_PASSWORD", token, now);
    if (!userId) return { ...check, email: null };
    const [user] = await tx.update(users).set({ passwordHash, emailVerified: true, updatedAt: now })
      .where(eq(users.id, userId)).returning({ email: users.email });
    // Every other reset link of the account dies with this reset, and every session signs out.
    await revokeTokens(tx, userId, "RESET_PASSWORD");
    await invalidateUserSessions(tx, userId);
    return { ...check, email: user?.email ?? null };
  });
}

export async function findUser(db: DbOrTx, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

/**
 * The account for a Google sign-in: the one already linked to this Google id; else the one with the same email,
 * linked now (Google vouches for the address, so it is also confirmed); else a new account.
 *
 * Pre-hijacking rule: a password nobody proved is not kept. When the existing account's email was never verified,
 * whoever set its password never showed they own the address (it may be an attacker who signed up with the victim's
 * email first), so linking discards that password, its sessions and its unused links; the Google owner can set a
 * password later through "Forgot password". A verified account keeps its password: its holder proved the address.
 */
export async function signInWithGoogle(
  db: DbOrTx,
  input: { googleId: string; email: string; firstName: string; lastName: string; language: Locale },
): Promise<User> {
  const email = normalizeEmail(input.email);
  return await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`signup:${email}`}))`);
    const [linked] = await tx.select().from(users).where(eq(users.googleId, input.googleId));
    if (linked) return linked;
    const [existing] = await tx.select().from(users).where(eq(users.email, email));
    if (existing) {
      const unproven = !existing.emailVerified;
      const [updated] = await tx.update(users).set({
        googleId: input.googleId,
        emailVerified: true,
        ...(unproven ? { passwordHash: null, pendingEmail: null } : {}),
        updatedAt: new Date(),
      })
        .where(eq(users.id, existing.id)).returning();
      if (unproven) {
        await invalidateUserSessions(tx, existing.id);
        await tx.delete(authTokens).where(and(eq(authTokens.userId, existing.id), isNull(authTokens.usedAt)));
      }
      return updated;
    }
    const [created] = await tx.insert(users).values({
      email,
      googleId: input.googleId,
      emailVerified: true,
      firstName: input.firstName.slice(0, 100) || email,
      lastName: input.lastName.slice(0, 100),
      language: input.language,
      // The sign-in dialog says that continuing with Google accepts the terms and the privacy policy.
      termsAcceptedAt: new Date(),
      termsVersion: LEGAL_VERSION,
    }).returning();
    return created;
  });
}
