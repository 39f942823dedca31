// Accounts: sign-up (one user per email even under concurrent attempts), email verification and password reset
// with single-use mailed tokens, sign-in with equal work whether or not the account exists.
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { authTokens, supportMessages, users } from "../../db/schema/index.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import type { Locale } from "../../src/domain/locale.ts";
import { randomToken, sha256Hex } from "./encoding.ts";
import type { Mailer } from "./mailer.ts";
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

/** Only same-site paths are kept as a place to continue to ("/ru/jobs/", never "//evil.example"). */
export function safeRedirectPath(path: string | undefined | null): string | null {
  return path && /^\/(?!\/)[^\s\\]*$/.test(path) && path.length <= 300 ? path : null;
}

async function issueToken(
  db: DbOrTx,
  kind: "VERIFY_EMAIL" | "RESET_PASSWORD",
  userId: string,
  minutes: number,
  redirectPath: string | null,
  now: Date,
) {
  const token = randomToken();
  await db.insert(authTokens).values({
    id: await sha256Hex(token),
    kind,
    userId,
    redirectPath,
    expiresAt: new Date(now.getTime() + minutes * 60_000),
    createdAt: now,
  });
  return token;
}

function mailText(locale: Locale, key: "verify" | "reset", name: string, link: string) {
  const t = createTranslator(locale, dictionaries[locale]);
  const subject = t(`mail.${key}Subject`);
  const body = t(`mail.${key}Body`, { name });
  const escape = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return {
    subject,
    text: `${body}\n\n${link}\n\n${t("mail.ignore")}`,
    html: `<p>${escape(body)}</p><p><a href="${escape(link)}">${escape(t(`mail.${key}Button`))}</a></p><p>${
      escape(t("mail.ignore"))
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
  appUrl: string,
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
  const link = `${appUrl}/${input.language}/verify-email/${created.token}/`;
  await mailer.send({ to: email, ...mailText(input.language, "verify", created.user.firstName, link) });
  return { user: created.user };
}

export type TokenCheck = { success: boolean; redirectPath: string | null; error: "invalid" | "expired" | null };

async function findToken(db: DbOrTx, kind: "VERIFY_EMAIL" | "RESET_PASSWORD", token: string) {
  if (!token || token.length > 100) return null;
  const [row] = await db.select().from(authTokens)
    .where(and(eq(authTokens.id, await sha256Hex(token)), eq(authTokens.kind, kind)));
  return row ?? null;
}

/** IsVerificationTokenValid: whether a link can still be used, without using it. */
export async function checkToken(
  db: DbOrTx,
  kind: "VERIFY_EMAIL" | "RESET_PASSWORD",
  token: string,
  now = new Date(),
): Promise<TokenCheck> {
  const row = await findToken(db, kind, token);
  if (!row || row.usedAt) return { success: false, redirectPath: null, error: "invalid" };
  if (row.expiresAt <= now) return { success: false, redirectPath: null, error: "expired" };
  return { success: true, redirectPath: row.redirectPath, error: null };
}

/** Uses a token once: the update that marks it used is the check, so two concurrent uses cannot both succeed. */
async function consumeToken(db: DbOrTx, kind: "VERIFY_EMAIL" | "RESET_PASSWORD", token: string, now: Date) {
  const check = await checkToken(db, kind, token, now);
  if (!check.success) return { check, userId: null };
  const [used] = await db.update(authTokens).set({ usedAt: now })
    .where(and(eq(authTokens.id, await sha256Hex(token)), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
    .returning({ userId: authTokens.userId });
  if (!used) return { check: { success: false, redirectPath: null, error: "invalid" as const }, userId: null };
  return { check, userId: used.userId };
}

/**
 * Confirms an address: a new user's email, or a signed-in user's new address (pendingEmail), which then replaces the
 * old one — unless someone took it meanwhile.
 */
export async function verifyEmail(db: DbOrTx, token: string, now = new Date()): Promise<TokenCheck> {
  const { check, userId } = await consumeToken(db, "VERIFY_EMAIL", token, now);
  if (!userId) return check;
  const user = await findUser(db, userId);
  if (user?.pendingEmail) {
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, user.pendingEmail));
    if (taken.length) return { success: false, redirectPath: null, error: "invalid" };
    await db.update(users).set({ email: user.pendingEmail, pendingEmail: null, emailVerified: true, updatedAt: now })
      .where(eq(users.id, userId));
    return check;
  }
  await db.update(users).set({ emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
  return check;
}

/**
 * updateUserEmail: the new address gets a confirmation link; the email changes when it is followed, so a typo never
 * locks anyone out. A taken address is 'Email already exists'.
 */
export async function requestEmailChange(
  db: DbOrTx,
  mailer: Mailer,
  appUrl: string,
  userId: string,
  newEmail: string,
  language: Locale,
  now = new Date(),
): Promise<{ user: User } | { error: "EMAIL_EXISTS" }> {
  const email = normalizeEmail(newEmail);
  const user = await findUser(db, userId);
  if (!user) throw new Error("no such user");
  if (email === user.email) return { user };
  if ((await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length) {
    return { error: "EMAIL_EXISTS" };
  }
  const [updated] = await db.update(users).set({ pendingEmail: email, updatedAt: now }).where(eq(users.id, userId))
    .returning();
  const token = await issueToken(db, "VERIFY_EMAIL", userId, VERIFY_EMAIL_HOURS * 60, `/${language}/profile/`, now);
  const link = `${appUrl}/${language}/verify-email/${token}/`;
  await mailer.send({ to: email, ...mailText(language, "verify", user.firstName, link) });
  return { user: updated };
}

export type SignInResult = { user: User } | { error: "INVALID_CREDENTIALS" | "EMAIL_NOT_VERIFIED" };

/** The same work (one password hash) whether or not the account exists. */
export async function signIn(db: DbOrTx, email: string, password: string): Promise<SignInResult> {
  const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
  const ok = await verifyPassword(password, user?.passwordHash ?? await dummyPasswordHash());
  if (!user || !user.passwordHash || !ok) return { error: "INVALID_CREDENTIALS" };
  if (!user.emailVerified) return { error: "EMAIL_NOT_VERIFIED" };
  return { user };
}

/**
 * Mails a reset link when the account exists. The answer and the caller's wait are the same either way: the lookup
 * and the mail happen after the answer.
 */
export function forgotPassword(
  db: DbOrTx,
  mailer: Mailer,
  appUrl: string,
  email: string,
  now = new Date(),
): { done: Promise<void> } {
  const done = (async () => {
    const [user] = await db.select().from(users).where(eq(users.email, normalizeEmail(email)));
    if (!user) return;
    const token = await issueToken(db, "RESET_PASSWORD", user.id, RESET_PASSWORD_MINUTES, null, now);
    const link = `${appUrl}/${user.language}/reset-password/${token}/`;
    await mailer.send({ to: user.email, ...mailText(user.language, "reset", user.firstName, link) });
  })().catch((error) => console.error("forgotPassword:", error instanceof Error ? error.message : error));
  return { done };
}

/** Sets a new password with a reset token (once) and signs the account out everywhere. */
export async function resetPasswordByToken(db: DbOrTx, token: string, password: string, now = new Date()) {
  const passwordHash = await hashPassword(password);
  const { check, userId } = await consumeToken(db, "RESET_PASSWORD", token, now);
  if (!userId) return check;
  await db.update(users).set({ passwordHash, emailVerified: true, updatedAt: now }).where(eq(users.id, userId));
  await invalidateUserSessions(db, userId);
  return check;
}

export async function findUser(db: DbOrTx, id: string): Promise<User | null> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user ?? null;
}

export async function saveSupportMessage(db: DbOrTx, userId: string, title: string, message: string) {
  await db.insert(supportMessages).values({ userId, title, message });
}

/** Profile fields as the form sends them; only the fields present change. */
export async function updateUserInfo(
  db: DbOrTx,
  userId: string,
  input: Partial<{
    firstName: string;
    lastName: string;
    summary: string | null;
    birthDate: string | null;
    gender: string | null;
    countryId: number | null;
    nationality: string | null;
    languages: string[];
    linkedId: string | null;
    phone: string | null;
    skype: string | null;
    zoom: string | null;
    notificationTypes: string[];
    applyForPartnership: boolean;
  }>,
): Promise<User> {
  const { applyForPartnership, linkedId, phone, ...rest } = input;
  const set: Partial<typeof users.$inferInsert> = { ...rest, updatedAt: new Date() };
  if (linkedId !== undefined) set.linkedId = linkedId || null;
  if (phone !== undefined) set.phone = phone || null;
  if (applyForPartnership) set.requestForPartnershipSent = true;
  const [user] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return user;
}

export async function setPreferences(
  db: DbOrTx,
  userId: string,
  input: { isSubscribedOnJobsMailing?: boolean; jobCategories?: number[]; regions?: string[] },
): Promise<User> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.isSubscribedOnJobsMailing !== undefined) set.isSubscribedOnJobsMailing = input.isSubscribedOnJobsMailing;
  if (input.jobCategories) set.preferredJobCategoryIds = [...new Set(input.jobCategories)];
  if (input.regions) set.preferredRegions = [...new Set(input.regions)];
  const [user] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return user;
}

/**
 * The account for a Google sign-in: the one already linked to this Google id; else the one with the same email,
 * linked now (Google vouches for the address, so it is also confirmed); else a new account.
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
      const [updated] = await tx.update(users).set({
        googleId: input.googleId,
        emailVerified: true,
        updatedAt: new Date(),
      })
        .where(eq(users.id, existing.id)).returning();
      return updated;
    }
    const [created] = await tx.insert(users).values({
      email,
      googleId: input.googleId,
      emailVerified: true,
      firstName: input.firstName.slice(0, 100) || email,
      lastName: input.lastName.slice(0, 100),
      language: input.language,
    }).returning();
    return created;
  });
}
