// Who may do this: the one decision used by GraphQL resolvers, REST handlers and route guards. Each answers a refusal
// its own way (a coded GraphQL error, a 401/403 JSON answer, a redirect to the login dialog) from the same rule.
import type { ROLES } from "./enums.ts";
import type { Viewer, ViewerTier } from "./viewer.ts";

export type Role = (typeof ROLES)[number];

/** What an action needs: any signed-in user, a club member, or one of some roles. */
export type Requirement = { kind: "user" } | { kind: "fellow" } | { kind: "role"; roles: readonly Role[] };

export type AccessDecision = "allowed" | "UNAUTHENTICATED" | "FORBIDDEN";

/** The facts a decision reads; route guards know the tier only, the server knows the whole viewer. */
export type AccessSubject = { tier: ViewerTier; userId?: string | null; role?: Role | null };

/** The roles that moderate (spec: MODERATOR, ADMIN, GLOBAL_ADMIN): they see and decide on profiles not yet public. */
export const MODERATION_ROLES = ["MODERATOR", "ADMIN", "GLOBAL_ADMIN"] as const satisfies readonly Role[];

/** Whether a role moderates: sees the experts and partners that are not public (decided on the server). */
export function mayModerate(role: string | null | undefined): boolean {
  return (MODERATION_ROLES as readonly string[]).includes(role ?? "");
}

/** Roles the AI tools' counter does not apply to (spec 02 §6: moderators, admins and global admins). */
export const isAiExempt = (role: string | null | undefined): boolean => mayModerate(role);

export function decideAccess(subject: AccessSubject, need: Requirement): AccessDecision {
  const signedIn = subject.tier !== "anonymous" && subject.userId !== null;
  if (!signedIn) return "UNAUTHENTICATED";
  if (need.kind === "fellow") return subject.tier === "fellow" ? "allowed" : "FORBIDDEN";
  if (need.kind === "role") return subject.role && need.roles.includes(subject.role) ? "allowed" : "FORBIDDEN";
  return "allowed";
}

/** A refusal: its code is the GraphQL error code and tells a REST handler 401 from 403. */
export class AccessDenied extends Error {
  override readonly name = "AccessDenied";
  readonly i18nKey: string;
  constructor(readonly code: "UNAUTHENTICATED" | "FORBIDDEN") {
    super(code === "UNAUTHENTICATED" ? "Sign in first" : "Not allowed");
    this.i18nKey = `errors.${code}`;
  }
}

/** True for an AccessDenied, by shape (the server and the SSR bundle each have their own copy of the class). */
export function isAccessDenied(error: unknown): error is AccessDenied {
  return error instanceof Error && error.name === "AccessDenied" && "code" in error;
}

function require(viewer: Viewer, need: Requirement): asserts viewer is Viewer & { userId: string } {
  const decision = decideAccess(viewer, need);
  if (decision !== "allowed") throw new AccessDenied(decision);
}

/** The signed-in user's id, or AccessDenied(UNAUTHENTICATED). */
export function requireUser(viewer: Viewer): string {
  require(viewer, { kind: "user" });
  return viewer.userId;
}

/** A club member's id, or AccessDenied (UNAUTHENTICATED for visitors, FORBIDDEN for other users). */
export function requireFellow(viewer: Viewer): string {
  require(viewer, { kind: "fellow" });
  return viewer.userId;
}

/** The id of a user with one of the roles, or AccessDenied. */
export function requireRole(viewer: Viewer, ...roles: Role[]): string {
  require(viewer, { kind: "role", roles });
  return viewer.userId;
}

// --- The REST handlers' rules (api/rest) ---

/**
 * The signed-in user's id for a request that also names a user (the checkout body's `userId`, the page's copy of who
 * is signed in): only the session decides who acts, so naming anyone else is AccessDenied(FORBIDDEN).
 */
export function requireSelf(viewer: Viewer, claimedUserId: string | null | undefined): string {
  const userId = requireUser(viewer);
  if (claimedUserId && claimedUserId !== userId) throw new AccessDenied("FORBIDDEN");
  return userId;
}
