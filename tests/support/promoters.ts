// Helpers of the promoter suites: users of a role with a session, the application → approval path, and the mails.
import { eq } from "drizzle-orm";
import { mailOutbox, partnerSettings, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { approvePromoter } from "../../api/services/promoters/approve-promoter.ts";
import { createPromoterApplication } from "../../api/services/promoters/create-application.ts";
import { promoterApplications } from "../../db/schema/index.ts";
import type { createTestApp } from "./app.ts";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export type Role = "CUSTOMER" | "PROMOTER" | "MODERATOR" | "ADMIN" | "GLOBAL_ADMIN";

export const opts = { sanitizeResources: false, sanitizeOps: false };

/** A confirmed account of the role with a password and a live session: its id, email and cookie header. */
export async function createAccount(
  t: TestApp,
  options: { role?: Role; firstName?: string; lastName?: string; password?: string; email?: string } = {},
) {
  const [user] = await t.db.insert(users).values({
    email: options.email ?? `user-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    passwordHash: options.password ? await hashPassword(options.password) : null,
    firstName: options.firstName ?? "Rita",
    lastName: options.lastName ?? "Tester",
    role: options.role ?? "CUSTOMER",
  }).returning();
  const session = await createSession(t.db, user.id);
  return { id: user.id, email: user.email, headers: { cookie: `${SESSION_COOKIE}=${session.token}` } };
}

/** A live promoter made the way a moderator makes one (application → approval): id, username, cookie header. */
export async function createPromoter(
  t: TestApp,
  options: { firstName?: string; lastName?: string; password?: string } = {},
) {
  const account = await createAccount(t, { firstName: "Pavel", lastName: "Promo", ...options });
  const moderator = await createAccount(t, { role: "MODERATOR" });
  await createPromoterApplication(t.db, account.id, new Date());
  const [application] = await t.db.select().from(promoterApplications)
    .where(eq(promoterApplications.userId, account.id));
  await approvePromoter(t.db, application.id, moderator.id, new Date());
  const [settings] = await t.db.select().from(partnerSettings).where(eq(partnerSettings.userId, account.id));
  // The session was made before the role changed; the viewer is read from the account on every request.
  return { ...account, username: settings.username };
}

export async function mailsTo(t: TestApp, to: string) {
  await t.app.settled();
  return await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
}

export type Gql<T> = {
  status: number;
  data?: T;
  errors?: Array<
    { message: string; extensions?: { code?: string; i18nKey?: string; fields?: Record<string, string> } }
  >;
};

export const codeOf = (res: { errors?: Array<{ extensions?: { code?: string } }> }) =>
  res.errors?.[0]?.extensions?.code;
