// The nine kinds of viewer the back office's authorization matrix is tried with, each a real user with a live
// session (its sign-in as fresh as the test says), and a GraphQL call as that viewer.
import { experts, sessions, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import type { createTestApp, GraphQLResponse } from "./app.ts";
import { eq } from "drizzle-orm";

type App = Awaited<ReturnType<typeof createTestApp>>;

export const VIEWER_KINDS = [
  "anonymous",
  "member",
  "fellow",
  "expert",
  "promoter",
  "recruiter",
  "moderator",
  "admin",
  "globalAdmin",
] as const;

export type ViewerKind = (typeof VIEWER_KINDS)[number];

const ROLE_OF = {
  member: "CUSTOMER",
  fellow: "CUSTOMER",
  expert: "CUSTOMER",
  promoter: "PROMOTER",
  recruiter: "RECRUITER",
  moderator: "MODERATOR",
  admin: "ADMIN",
  globalAdmin: "GLOBAL_ADMIN",
} as const;

export const TEAM_PASSWORD = "team-password-1";

export type TestViewer = { kind: ViewerKind; id: string | null; email: string | null; headers: Record<string, string> };

/**
 * A viewer of a kind: a confirmed user of its role (a fellow is a member of the club; an expert owns a published
 * profile) signed in `signedInMinutesAgo` minutes ago (0: just now), with the password TEAM_PASSWORD.
 */
export async function createViewer(
  t: App,
  kind: ViewerKind,
  options: { signedInMinutesAgo?: number; passwordHash?: string } = {},
): Promise<TestViewer> {
  if (kind === "anonymous") return { kind, id: null, email: null, headers: {} };
  const email = `${kind.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@fellows.test`;
  const [user] = await t.db.insert(users).values({
    email,
    emailVerified: true,
    passwordHash: options.passwordHash ?? await teamPasswordHash(),
    firstName: kind,
    lastName: "Tester",
    role: ROLE_OF[kind],
    isFellow: kind === "fellow",
  }).returning();
  if (kind === "expert") {
    await t.db.insert(experts).values({
      slug: `expert-${user.id.slice(0, 8)}`,
      userId: user.id,
      name: "Erik Expert",
      position: "Career coach",
      description: "Helps people move abroad.",
      status: "PUBLISHED",
      approvedAt: new Date(),
    });
  }
  const session = await createSession(t.db, user.id);
  if (options.signedInMinutesAgo) {
    const at = new Date(Date.now() - options.signedInMinutesAgo * 60_000);
    await t.db.update(sessions).set({ authenticatedAt: at }).where(eq(sessions.userId, user.id));
  }
  return { kind, id: user.id, email, headers: { cookie: `${SESSION_COOKIE}=${session.token}` } };
}

let passwordHash: Promise<string> | undefined;
/** One hash for every viewer of a suite (each costs a PBKDF2 run). */
export const teamPasswordHash = () => passwordHash ??= hashPassword(TEAM_PASSWORD);

/** A GraphQL call as a viewer. */
export async function gqlAs<T = Record<string, unknown>>(
  t: App,
  viewer: TestViewer,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  return await t.graphql<T>(query, variables, viewer.headers);
}
