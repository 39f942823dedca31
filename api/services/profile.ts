// Profile: general information, the email change (confirmed from a mailed link), job preferences, the photo, and
// deleting the account.
import { and, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { authTokens, sessions, users } from "../../db/schema/index.ts";
import type { Locale } from "../../src/domain/locale.ts";
import type { PreferencesInput, UpdateUserInfoInput } from "../../src/domain/profile.ts";
import { type Mail, type Mailer, oneLineHeader } from "../integrations/mail.ts";
import { escapeHtml } from "../../src/domain/html.ts";
import { dictionaries } from "../../i18n/dictionaries.ts";
import { createTranslator } from "../../i18n/translator.ts";
import { accountMail, findUser, issueToken, normalizeEmail, type User, VERIFY_EMAIL_HOURS } from "./auth/accounts.ts";
import { verifyPassword } from "./auth/passwords.ts";
import type { Payments } from "../integrations/payments.ts";
import type { FileStorage } from "../integrations/file-storage.ts";
import { cancelBillingOf } from "./billing/memberships.ts";
import { hit, LIMITS } from "./rate-limit.ts";
import { createPromoterApplication } from "./promoters/create-application.ts";

/**
 * updateUserEmail: the new address gets a confirmation link; the email changes when it is followed, so a typo never
 * locks anyone out. A taken address is 'Email already exists'.
 */
export async function requestEmailChange(
  db: DbOrTx,
  mailer: Mailer,
  origin: string,
  userId: string,
  newEmail: string,
  language: Locale,
  now = new Date(),
): Promise<{ user: User } | { error: "EMAIL_EXISTS" }> {
  const email = normalizeEmail(newEmail);
  const user = await findUser(db, userId);
  if (!user) throw new Error("no such user");
  if (email === user.email) {
    // Asking for the current address again withdraws a pending change and voids its link.
    if (!user.pendingEmail) return { user };
    return await db.transaction(async (tx) => {
      await tx.delete(authTokens).where(and(eq(authTokens.userId, userId), eq(authTokens.kind, "CHANGE_EMAIL")));
      const [updated] = await tx.update(users).set({ pendingEmail: null, updatedAt: now }).where(eq(users.id, userId))
        .returning();
      return { user: updated };
    });
  }
  if ((await db.select({ id: users.id }).from(users).where(eq(users.email, email))).length) {
    return { error: "EMAIL_EXISTS" };
  }
  // One transaction: the pending address and its link are kept together or not at all.
  const { updated, token } = await db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ pendingEmail: email, updatedAt: now }).where(eq(users.id, userId))
      .returning();
    // The link carries the address it is mailed to; issueToken voids the links of earlier requests.
    const token = await issueToken(
      tx,
      "CHANGE_EMAIL",
      userId,
      VERIFY_EMAIL_HOURS * 60,
      `/${language}/profile/`,
      now,
      email,
    );
    return { updated, token };
  });
  const link = `${origin}/${language}/verify-email/${token}/`;
  await mailer.send({ to: email, ...accountMail(language, "changeEmail", user.firstName, link), secret: token });
  return { user: updated };
}

/**
 * Profile fields as the form sends them; only the fields present change. `appliedForPartnership` is true only for the
 * request that turned the promoter application on (the flag flips once, in SQL, so two clicks at once apply once).
 */
export async function updateUserInfo(
  db: DbOrTx,
  userId: string,
  input: UpdateUserInfoInput,
): Promise<{ user: User; appliedForPartnership: boolean }> {
  const { applyForPartnership, linkedId, phone, ...rest } = input;
  const set: Partial<typeof users.$inferInsert> = { ...rest, updatedAt: new Date() };
  if (linkedId !== undefined) set.linkedId = linkedId || null;
  if (phone !== undefined) set.phone = phone || null;
  return await db.transaction(async (tx) => {
    const applied = applyForPartnership
      ? await tx.update(users).set({ requestForPartnershipSent: true })
        .where(and(eq(users.id, userId), eq(users.requestForPartnershipSent, false))).returning({ id: users.id })
      : [];
    const [user] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
    // The application waits in the moderators' queue (one per user; a promoter already is one).
    if (applyForPartnership && user.role !== "PROMOTER") await createPromoterApplication(tx, userId, new Date());
    return { user, appliedForPartnership: applied.length > 0 };
  });
}

/** Who reads promoter applications: moderators and admins; when there are none, the club's inbox (in Russian). */
export async function partnershipReviewers(db: DbOrTx, inbox: string): Promise<{ email: string; language: Locale }[]> {
  const reviewers = await db.select({ email: users.email, language: users.language }).from(users)
    .where(inArray(users.role, ["MODERATOR", "ADMIN", "GLOBAL_ADMIN"]));
  return reviewers.length > 0 ? reviewers : [{ email: inbox, language: "ru" }];
}

/** The application's mail to one reviewer, in the reviewer's language. */
export function partnershipApplicationMail(
  to: { email: string; language: Locale },
  applicant: Pick<User, "email" | "firstName" | "lastName" | "language">,
): Mail {
  const t = createTranslator(to.language, dictionaries[to.language]);
  const name = `${applicant.firstName} ${applicant.lastName}`.trim();
  const body = t("profile.partnershipMail.body", { name, email: applicant.email, language: applicant.language });
  return {
    to: to.email,
    subject: oneLineHeader(t("profile.partnershipMail.subject", { name })),
    text: body,
    html: `<p>${escapeHtml(body)}</p>`,
  };
}

export async function setPreferences(
  db: DbOrTx,
  userId: string,
  input: PreferencesInput,
): Promise<User> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (input.isSubscribedOnJobsMailing !== undefined) set.isSubscribedOnJobsMailing = input.isSubscribedOnJobsMailing;
  if (input.jobCategories) set.preferredJobCategoryIds = [...new Set(input.jobCategories)];
  if (input.regions) set.preferredRegions = [...new Set(input.regions)];
  const [user] = await db.update(users).set(set).where(eq(users.id, userId)).returning();
  return user;
}

/**
 * The user's photo: points the user at a new file and answers the one it replaces (null if none), so the caller can
 * delete that file. The row is locked while read and written: of two uploads at once, the second sees the first's
 * file, so none is orphaned.
 */
export async function setAvatar(
  db: DbOrTx,
  userId: string,
  avatarUrl: string,
  now = new Date(),
): Promise<string | null> {
  return await db.transaction(async (tx) => {
    const [current] = await tx.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, userId))
      .for("update");
    if (!current) throw new Error("no such user");
    await tx.update(users).set({ avatarUrl, updatedAt: now }).where(eq(users.id, userId));
    return current.avatarUrl;
  });
}

export type DeleteAccountAnswer = { deleted: true } | { error: "WRONG_PASSWORD" | "TOO_MANY_REQUESTS" };

/**
 * Deleting an account: the password confirms it (an account that only signs in with Google has none to give), then
 * the billing ends (Stripe cancelled now, YooKassa never charged again), and the person is removed from the account:
 * name, email, photo, profile, preferences and every session. What money needs kept stays, unnamed: orders and
 * memberships remain for the books, tied to an account nobody can sign in to.
 */
export async function deleteAccount(
  db: DbOrTx,
  deps: { payments: Payments; storage: FileStorage },
  userId: string,
  password: string,
  now = new Date(),
): Promise<DeleteAccountAnswer> {
  if (!(await hit(db, `delete-account:user:${userId}`, LIMITS.deleteAccountPerUser, now))) {
    return { error: "TOO_MANY_REQUESTS" };
  }
  const user = await findUser(db, userId);
  if (!user) return { deleted: true };
  if (user.passwordHash && !(await verifyPassword(password, user.passwordHash))) return { error: "WRONG_PASSWORD" };
  await eraseAccount(db, deps, user, now);
  return { deleted: true };
}

/**
 * What deleting an account does, whoever asks (the owner with their password, or the team in /admin): memberships
 * end now, the personal data is wiped (the row stays for the orders and ledgers that refer to it), every session
 * and link dies, and the photo is removed. `alsoInTransaction` writes the team's audit entry with the wipe.
 */
export async function eraseAccount(
  db: DbOrTx,
  deps: { payments: Payments; storage: FileStorage },
  user: { id: string; avatarUrl: string | null },
  now: Date,
  alsoInTransaction?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  const userId = user.id;
  await cancelBillingOf(db, deps.payments, userId, now);
  await db.transaction(async (tx) => {
    await tx.update(users).set({
      email: `deleted-${userId}@deleted.fellows.invalid`,
      emailVerified: false,
      pendingEmail: null,
      passwordHash: null,
      googleId: null,
      firstName: "",
      lastName: "",
      isFellow: false,
      avatarUrl: null,
      summary: null,
      birthDate: null,
      gender: null,
      countryId: null,
      nationality: null,
      languages: [],
      linkedId: null,
      phone: null,
      skype: null,
      zoom: null,
      notificationTypes: [],
      requestForPartnershipSent: false,
      isSubscribedOnJobsMailing: false,
      preferredJobCategoryIds: [],
      preferredRegions: [],
      updatedAt: now,
    }).where(eq(users.id, userId));
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(authTokens).where(eq(authTokens.userId, userId));
    await alsoInTransaction?.(tx);
  });
  const key = user.avatarUrl ? deps.storage.keyOf(user.avatarUrl) : null;
  if (key) await deps.storage.delete(key).catch((error) => console.error("deleting a photo failed:", error));
}
