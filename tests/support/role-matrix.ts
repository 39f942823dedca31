// Who may work where in /admin, written out by hand from decision 134's table (the specs say "admin capabilities: not
// shown", so that record is the spec) and decision 154 (the system area). The tests check the server's table
// (`ADMIN_AREAS`, `ADMIN_OPERATIONS` in src/domain/authorization.ts) against this one and never derive an expectation
// from the server's own table: a wrong entry there must fail a test, not pass it. Change a line here only together
// with a decision record.
import type { Role } from "../../src/domain/authorization.ts";

/** Area → the roles that work in it, one column per team role; COACH, CUSTOMER and PROMOTER work in none. */
// deno-fmt-ignore
export const ROLE_MATRIX = {
  //               RECRUITER MODERATOR ADMIN  GLOBAL_ADMIN
  team:          [ true,     true,     true,  true  ],
  jobs:          [ true,     true,     true,  true  ],
  jobModeration: [ false,    true,     true,  true  ],
  content:       [ false,    true,     true,  true  ],
  moderation:    [ false,    true,     true,  true  ],
  inbox:         [ false,    true,     true,  true  ],
  catalogue:     [ false,    false,    true,  true  ],
  members:       [ false,    false,    true,  true  ],
  money:         [ false,    false,    true,  true  ],
  audit:         [ false,    false,    true,  true  ],
  roles:         [ false,    false,    false, true  ],
  system:        [ false,    false,    false, true  ],
} as const;

/** The matrix's columns, in order. */
export const MATRIX_ROLES = ["RECRUITER", "MODERATOR", "ADMIN", "GLOBAL_ADMIN"] as const satisfies readonly Role[];

export type MatrixArea = keyof typeof ROLE_MATRIX;

/** Whether the literal table lets a role (null: a visitor) work in an area. */
export function matrixAllows(role: string | null, area: MatrixArea): boolean {
  const column = (MATRIX_ROLES as readonly string[]).indexOf(role ?? "");
  return column >= 0 && ROLE_MATRIX[area][column];
}

/** The areas a role works in, in the table's order. */
export function matrixAreas(role: string): MatrixArea[] {
  return (Object.keys(ROLE_MATRIX) as MatrixArea[]).filter((area) => matrixAllows(role, area));
}

/**
 * Every back-office operation's area, by hand from what it does: a refund is money, a price is the catalogue, a
 * banner is content. A wrong area on the server would move an operation to other roles; this catches it.
 */
export const OPERATION_AREAS: Record<string, MatrixArea> = {
  adminOverview: "team",
  adminConfirmPassword: "team",
  adminAuditLog: "audit",
  adminSystem: "system",
  adminSetMemberRole: "roles",
  // People.
  adminMembers: "members",
  adminMember: "members",
  adminGrantMembership: "members",
  adminEndMembership: "members",
  adminSignOutMember: "members",
  adminBlockMember: "members",
  adminUnblockMember: "members",
  adminDeleteMember: "members",
  // Orders, memberships, refunds and payouts.
  adminOrders: "money",
  adminMemberships: "money",
  adminRefundOrder: "money",
  adminRefundMembershipCharge: "money",
  adminRefundStripeMembership: "money",
  adminPayouts: "money",
  adminMarkPayoutPaid: "money",
  adminMarkPayoutFailed: "money",
  // Expert profiles and promoter applications.
  adminApproveExpert: "moderation",
  adminRejectExpert: "moderation",
  adminApprovePromoter: "moderation",
  adminDeclinePromoter: "moderation",
  adminInbox: "inbox",
  adminInboxItem: "inbox",
  adminSetInboxStatus: "inbox",
  adminReplyToInboxItem: "inbox",
  // Jobs: every team role writes them; publishing and archiving is moderation.
  adminJobs: "jobs",
  adminJob: "jobs",
  adminSaveJob: "jobs",
  adminDuplicateJob: "jobs",
  adminPublishJob: "jobModeration",
  adminArchiveJob: "jobModeration",
  // Articles, learning paths and the site's content.
  adminArticles: "content",
  adminArticle: "content",
  adminArticlePreview: "content",
  adminSaveArticle: "content",
  adminPublishArticle: "content",
  adminUnpublishArticle: "content",
  adminArchiveArticle: "content",
  adminLearningPaths: "content",
  adminLearningPath: "content",
  adminSaveLearningPath: "content",
  adminPublishLearningPath: "content",
  adminUnpublishLearningPath: "content",
  adminArchiveLearningPath: "content",
  adminStepArticleChoices: "content",
  adminBanners: "content",
  adminSaveBanner: "content",
  adminDeleteBanner: "content",
  adminMoveBanner: "content",
  adminCreepingLines: "content",
  adminSaveCreepingLine: "content",
  adminDeleteCreepingLine: "content",
  adminReviews: "content",
  adminSaveReview: "content",
  adminDeleteReview: "content",
  adminMoveReview: "content",
  adminSeoTags: "content",
  adminSaveSeoTag: "content",
  adminDeleteSeoTag: "content",
  adminFaqItems: "content",
  adminSaveFaqItem: "content",
  adminDeleteFaqItem: "content",
  adminMoveFaqItem: "content",
  // Services, products, plans, coupons and offers: prices are money.
  adminProducts: "catalogue",
  adminProduct: "catalogue",
  adminCatalogueOptions: "catalogue",
  adminSaveProduct: "catalogue",
  adminArchiveProduct: "catalogue",
  adminDeleteProduct: "catalogue",
  adminPlans: "catalogue",
  adminPlan: "catalogue",
  adminSavePlan: "catalogue",
  adminCoupons: "catalogue",
  adminCoupon: "catalogue",
  adminSaveCoupon: "catalogue",
  adminDeleteCoupon: "catalogue",
  adminOffers: "catalogue",
  adminSaveOffer: "catalogue",
};
