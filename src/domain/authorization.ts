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

// --- The back office (/admin) ---

/** The roles of the club's team: each opens /admin and sees the screens its areas allow; anyone else gets a 404. */
export const TEAM_ROLES = ["RECRUITER", "MODERATOR", "ADMIN", "GLOBAL_ADMIN"] as const satisfies readonly Role[];

export type TeamRole = (typeof TEAM_ROLES)[number];

/** Whether a role belongs to the club's team (opens /admin). */
export function isTeamRole(role: string | null | undefined): role is TeamRole {
  return (TEAM_ROLES as readonly string[]).includes(role ?? "");
}

/**
 * Who may do what in /admin: one row per area, read by every admin operation on the server and by the admin menu.
 * MODERATOR: content, moderation and the inbox; ADMIN: also money, members, the catalogue's prices and the audit log;
 * GLOBAL_ADMIN: also roles and the system (the deployment's readiness and scheduled jobs). A RECRUITER writes jobs that wait for a moderator, and sees only their own.
 */
export const ADMIN_AREAS = {
  /** The back office itself: its overview and the password confirmation. */
  team: TEAM_ROLES,
  /** Write jobs: a recruiter's own, waiting in MODERATION; a moderator's any, published or not. */
  jobs: TEAM_ROLES,
  /** Publish, archive and edit anyone's jobs. */
  jobModeration: MODERATION_ROLES,
  /** Articles, learning paths and the site's content (banners, creeping line, FAQ, reviews, SEO texts). */
  content: MODERATION_ROLES,
  /** Expert profiles and promoter applications waiting for a decision. */
  moderation: MODERATION_ROLES,
  /** Messages the site's forms send: support, requests, leads, partnership. */
  inbox: MODERATION_ROLES,
  /** Services, products, plans and coupons: prices are money. */
  catalogue: ["ADMIN", "GLOBAL_ADMIN"],
  /** People: search, timeline, memberships by hand, sign out everywhere, block, delete. */
  members: ["ADMIN", "GLOBAL_ADMIN"],
  /** Orders, memberships and refunds; promoters' payouts. */
  money: ["ADMIN", "GLOBAL_ADMIN"],
  /** Who did what in /admin. */
  audit: ["ADMIN", "GLOBAL_ADMIN"],
  /** Giving a person a role. */
  roles: ["GLOBAL_ADMIN"],
  /** The deployment itself: readiness checks and the scheduled jobs' runs (decision 154). */
  system: ["GLOBAL_ADMIN"],
} as const satisfies Record<string, readonly TeamRole[]>;

export type AdminArea = keyof typeof ADMIN_AREAS;

/**
 * Every /admin operation (its GraphQL field; all begin with "admin"), the area that decides who may call it, and
 * whether it writes: a write needs a password proven within ADMIN_FRESH_SIGN_IN_MINUTES and counts against the
 * team's write limit, and records an audit entry.
 */
export const ADMIN_OPERATIONS = {
  adminOverview: { area: "team", writes: false },
  adminConfirmPassword: { area: "team", writes: false },
  adminAuditLog: { area: "audit", writes: false },
  adminSystem: { area: "system", writes: false },
  adminMembers: { area: "members", writes: false },
  adminMember: { area: "members", writes: false },
  adminSetMemberRole: { area: "roles", writes: true },
  adminGrantMembership: { area: "members", writes: true },
  adminEndMembership: { area: "members", writes: true },
  adminSignOutMember: { area: "members", writes: true },
  adminBlockMember: { area: "members", writes: true },
  adminUnblockMember: { area: "members", writes: true },
  adminDeleteMember: { area: "members", writes: true },
  adminOrders: { area: "money", writes: false },
  adminMemberships: { area: "money", writes: false },
  adminRefundOrder: { area: "money", writes: true },
  adminRefundMembershipCharge: { area: "money", writes: true },
  adminRefundStripeMembership: { area: "money", writes: true },
  adminPayouts: { area: "money", writes: false },
  adminMarkPayoutPaid: { area: "money", writes: true },
  adminMarkPayoutFailed: { area: "money", writes: true },
  adminApproveExpert: { area: "moderation", writes: true },
  adminRejectExpert: { area: "moderation", writes: true },
  adminApprovePromoter: { area: "moderation", writes: true },
  adminDeclinePromoter: { area: "moderation", writes: true },
  adminInbox: { area: "inbox", writes: false },
  adminInboxItem: { area: "inbox", writes: false },
  adminSetInboxStatus: { area: "inbox", writes: true },
  adminReplyToInboxItem: { area: "inbox", writes: true },
  adminJobs: { area: "jobs", writes: false },
  adminJob: { area: "jobs", writes: false },
  adminSaveJob: { area: "jobs", writes: true },
  adminDuplicateJob: { area: "jobs", writes: true },
  adminPublishJob: { area: "jobModeration", writes: true },
  adminArchiveJob: { area: "jobModeration", writes: true },
  adminArticles: { area: "content", writes: false },
  adminArticle: { area: "content", writes: false },
  adminArticlePreview: { area: "content", writes: false },
  adminSaveArticle: { area: "content", writes: true },
  adminPublishArticle: { area: "content", writes: true },
  adminUnpublishArticle: { area: "content", writes: true },
  adminArchiveArticle: { area: "content", writes: true },
  adminLearningPaths: { area: "content", writes: false },
  adminLearningPath: { area: "content", writes: false },
  adminSaveLearningPath: { area: "content", writes: true },
  adminPublishLearningPath: { area: "content", writes: true },
  adminUnpublishLearningPath: { area: "content", writes: true },
  adminArchiveLearningPath: { area: "content", writes: true },
  adminStepArticleChoices: { area: "content", writes: false },
  adminProducts: { area: "catalogue", writes: false },
  adminProduct: { area: "catalogue", writes: false },
  adminCatalogueOptions: { area: "catalogue", writes: false },
  adminSaveProduct: { area: "catalogue", writes: true },
  adminArchiveProduct: { area: "catalogue", writes: true },
  adminDeleteProduct: { area: "catalogue", writes: true },
  adminPlans: { area: "catalogue", writes: false },
  adminPlan: { area: "catalogue", writes: false },
  adminSavePlan: { area: "catalogue", writes: true },
  adminCoupons: { area: "catalogue", writes: false },
  adminCoupon: { area: "catalogue", writes: false },
  adminSaveCoupon: { area: "catalogue", writes: true },
  adminDeleteCoupon: { area: "catalogue", writes: true },
  adminOffers: { area: "catalogue", writes: false },
  adminSaveOffer: { area: "catalogue", writes: true },
  adminBanners: { area: "content", writes: false },
  adminCreepingLines: { area: "content", writes: false },
  adminReviews: { area: "content", writes: false },
  adminSeoTags: { area: "content", writes: false },
  adminSaveBanner: { area: "content", writes: true },
  adminDeleteBanner: { area: "content", writes: true },
  adminMoveBanner: { area: "content", writes: true },
  adminSaveCreepingLine: { area: "content", writes: true },
  adminDeleteCreepingLine: { area: "content", writes: true },
  adminSaveReview: { area: "content", writes: true },
  adminDeleteReview: { area: "content", writes: true },
  adminMoveReview: { area: "content", writes: true },
  adminSaveSeoTag: { area: "content", writes: true },
  adminDeleteSeoTag: { area: "content", writes: true },
  adminFaqItems: { area: "content", writes: false },
  adminSaveFaqItem: { area: "content", writes: true },
  adminDeleteFaqItem: { area: "content", writes: true },
  adminMoveFaqItem: { area: "content", writes: true },
} as const satisfies Record<`admin${string}`, { area: AdminArea; writes: boolean }>;

export type AdminOperation = keyof typeof ADMIN_OPERATIONS;

/** How long a proven password lets a team member write in /admin before it is asked again. */
export const ADMIN_FRESH_SIGN_IN_MINUTES = 30;

/** Whether a role may work in an area of /admin. */
export function mayWorkIn(role: string | null | undefined, area: AdminArea): boolean {
  return (ADMIN_AREAS[area] as readonly string[]).includes(role ?? "");
}

/** The decision for one admin operation: who is asking decides it, never what the page showed. */
export function decideAdminOperation(subject: AccessSubject, operation: AdminOperation): AccessDecision {
  const signedIn = subject.tier !== "anonymous" && subject.userId !== null;
  if (!signedIn) return "UNAUTHENTICATED";
  return mayWorkIn(subject.role, ADMIN_OPERATIONS[operation].area) ? "allowed" : "FORBIDDEN";
}

/** Whether a password proven at `authenticatedAt` still lets its session write in /admin at `now`. */
export function isSignInFresh(authenticatedAt: Date | null, now: Date): boolean {
  return authenticatedAt !== null &&
    now.getTime() - authenticatedAt.getTime() < ADMIN_FRESH_SIGN_IN_MINUTES * 60_000;
}
