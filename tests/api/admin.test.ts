// The back office's gate (/admin): the authorization table (src/domain/authorization.ts) tried as a matrix of every
// admin operation × nine kinds of viewer, refused calls changing nothing; writes needing a password proven in the
// last 30 minutes and counted against a limit; the password confirmation; the audit log; and the /admin pages
// (404 for anyone off the team, never indexed, never cached).
import assert from "node:assert/strict";
import { count, eq, sql } from "drizzle-orm";
import {
  adminAuditLog,
  adminInboxReplies,
  adminInboxStates,
  articles,
  banners,
  coupons,
  creepingLineBanners,
  customDiscounts,
  experts,
  faqItems,
  jobJobCategories,
  jobs,
  learningPaths,
  learningPathSteps,
  mailOutbox,
  orders,
  payouts,
  plans,
  products,
  promoterApplications,
  reviews,
  seoTags,
  sessions,
  subscriptions,
  supportMessages,
  users,
} from "../../db/schema/index.ts";
import { ADMIN_OPERATIONS, type AdminArea, type AdminOperation } from "../../src/domain/authorization.ts";
import { SCHEMA_SDL } from "../../api/graphql/schema.ts";
import { recordAudit } from "../../api/services/admin/audit.ts";
import { BROWSER_UA, createTestApp } from "../support/app.ts";
import { createArticle, createJob, createLearningPath } from "../support/factories.ts";
import { createViewer, gqlAs, TEAM_PASSWORD, type TestViewer, VIEWER_KINDS, type ViewerKind } from "../support/team.ts";
import { matrixAllows, matrixAreas, OPERATION_AREAS } from "../support/role-matrix.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;

const ROLE_OF_KIND: Record<ViewerKind, string | null> = {
  anonymous: null,
  member: "CUSTOMER",
  fellow: "CUSTOMER",
  expert: "CUSTOMER",
  promoter: "PROMOTER",
  recruiter: "RECRUITER",
  moderator: "MODERATOR",
  admin: "ADMIN",
  globalAdmin: "GLOBAL_ADMIN",
};

/** Whether the literal table (tests/support/role-matrix.ts, not the server's) lets a kind of viewer call an operation. */
function allowed(kind: ViewerKind, operation: AdminOperation): boolean {
  return matrixAllows(ROLE_OF_KIND[kind], OPERATION_AREAS[operation]);
}

/** What the calls act on: made before each call, so every allowed call finds its target as the screens would. */
type Fixture = { t: App };

async function targetMember(t: App, options: { member?: boolean } = {}) {
  const [user] = await t.db.insert(users).values({
    email: `target-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: "Tara",
    lastName: "Target",
  }).returning();
  if (options.member) {
    const [plan] = await t.db.select().from(plans).limit(1);
    await t.db.insert(subscriptions).values({
      userId: user.id,
      planId: plan.id,
      provider: "YOO",
      status: "ACTIVE",
      currency: "RUB",
      priceWithoutDiscount: 0,
      providerSubscriptionId: `free-${crypto.randomUUID()}`,
      currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    });
    await t.db.update(users).set({ isFellow: true }).where(eq(users.id, user.id));
  }
  return user.id;
}
/** A fresh product for the catalogue's calls (an allowed archive or delete would otherwise fail the next kind's). */
async function targetProduct(t: App): Promise<string> {
  const [row] = await t.db.insert(products).values({
    slug: `matrix-${crypto.randomUUID().slice(0, 8)}`,
    language: "en",
    title: "Matrix service",
    kind: "Coaching",
    category: "CAREER",
    priceUsd: 10_000,
  }).returning({ id: products.id });
  return String(row.id);
}

/** A fresh unused coupon. */
async function targetCoupon(t: App): Promise<string> {
  const [row] = await t.db.insert(coupons).values({
    code: `MATRIX${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
    kind: "PRODUCTS",
    discountBasisPoints: 1000,
  }).returning({ id: coupons.id });
  return String(row.id);
}

/** The support message the inbox's operations are tried on (made by the matrix's set-up). */
const SUPPORT_MESSAGE_ID = "00000000-0000-4000-8000-000000000029";

/**
 * One call per admin operation, as the screens make it. Each refused call must leave the database as it was (the
 * snapshot below); each allowed one must answer without an error.
 */
/**
 * A call as the screens make it; `refusedPastTheGate` names the refusal an allowed viewer gets when the call acts on
 * something it cannot (a refund of an unpaid order: the providers are not asked in this matrix), proving the call
 * passed the authorization table.
 */
type Call = { query: string; variables?: Record<string, unknown>; refusedPastTheGate?: string };

/** An unpaid order: a refund of it is refused past the gate, so the matrix asks no provider. */
async function unpaidOrder(t: App) {
  const [product] = await t.db.insert(products).values({
    slug: `matrix-${crypto.randomUUID().slice(0, 8)}`,
    title: "Matrix product",
    language: "ru",
    kind: "Coaching",
    priceUsd: 1000,
  }).returning();
  const [order] = await t.db.insert(orders).values({
    userId: await targetMember(t),
    productId: product.id,
    provider: "YOO",
    currency: "RUB",
    originalPrice: 100,
    totalPrice: 100,
    providerPaymentId: `pay-${crypto.randomUUID()}`,
  }).returning();
  return order.id;
}

/** A promoter's PENDING payout of its own (a fresh one per call, so an allowed mark never spoils the next kind's). */
async function pendingPayout(t: App): Promise<string> {
  const [row] = await t.db.insert(payouts).values({
    promoterId: await targetMember(t),
    periodFrom: "2026-04-01",
    periodTo: "2026-04-30",
    currency: "USD",
    productCommission: 0,
    subscriptionCommission: 2700,
    totalAmount: 2700,
    // A dollar account on file (its sealed text is not opened here): without one the payout is held (decision 162).
    bankAccountSealed: "c2VhbGVk",
    bankCurrency: "USD",
  }).returning({ id: payouts.id });
  return row.id;
}

/** An expert profile waiting for moderation (a fresh one per call). */
async function waitingExpert(t: App): Promise<string> {
  const [row] = await t.db.insert(experts).values({
    slug: `matrix-expert-${crypto.randomUUID().slice(0, 8)}`,
    name: "Matrix Expert",
    position: "Coach",
    description: "Waits for a moderator.",
    status: "MODERATION",
  }).returning({ id: experts.id });
  return String(row.id);
}

/** An application to become a promoter, waiting (a fresh applicant per call). */
async function pendingApplication(t: App): Promise<string> {
  const [row] = await t.db.insert(promoterApplications).values({ userId: await targetMember(t) })
    .returning({ id: promoterApplications.id });
  return row.id;
}

const CALLS: Record<AdminOperation, (f: Fixture) => Promise<Call>> = {
  adminApproveExpert: async ({ t }) => ({
    query: `mutation($id: ID!) { adminApproveExpert(id: $id) { success } }`,
    variables: { id: await waitingExpert(t) },
  }),
  adminRejectExpert: async ({ t }) => ({
    query: `mutation($id: ID!) { adminRejectExpert(id: $id, reason: "No photo yet") { success } }`,
    variables: { id: await waitingExpert(t) },
  }),
  adminApprovePromoter: async ({ t }) => ({
    query: `mutation($id: ID!) { adminApprovePromoter(id: $id) { success } }`,
    variables: { id: await pendingApplication(t) },
  }),
  adminDeclinePromoter: async ({ t }) => ({
    query: `mutation($id: ID!) { adminDeclinePromoter(id: $id, reason: "No audience yet") { success } }`,
    variables: { id: await pendingApplication(t) },
  }),
  adminOrders: () => Promise.resolve({ query: `{ adminOrders(search: { provider: "YOO" }) { total } }` }),
  adminMemberships: () => Promise.resolve({ query: `{ adminMemberships { total items { charges { id } } } }` }),
  adminRefundOrder: async ({ t }) => ({
    query: `mutation($id: ID!) { adminRefundOrder(id: $id, reason: "Asked to") { status } }`,
    variables: { id: await unpaidOrder(t) },
    refusedPastTheGate: "admin.errors.money.notPaid",
  }),
  adminRefundMembershipCharge: () =>
    Promise.resolve({
      query: `mutation($id: ID!) { adminRefundMembershipCharge(id: $id, reason: "Asked to") { status } }`,
      variables: { id: crypto.randomUUID() },
      refusedPastTheGate: "admin.errors.money.notFound",
    }),
  adminRefundStripeMembership: () =>
    Promise.resolve({
      query: `mutation($id: ID!) { adminRefundStripeMembership(id: $id, reason: "Asked to") { status } }`,
      variables: { id: crypto.randomUUID() },
      refusedPastTheGate: "admin.errors.money.notFound",
    }),
  adminPayouts: () =>
    Promise.resolve({ query: `{ adminPayouts(search: { status: "PENDING" }) { total periods items { id } } }` }),
  adminMarkPayoutPaid: async ({ t }) => ({
    query: `mutation($id: ID!) { adminMarkPayoutPaid(id: $id) { status paidOutAt } }`,
    variables: { id: await pendingPayout(t) },
  }),
  adminMarkPayoutFailed: async ({ t }) => ({
    query: `mutation($id: ID!) { adminMarkPayoutFailed(id: $id, reason: "The IBAN was closed") { status } }`,
    variables: { id: await pendingPayout(t) },
  }),
  adminOverview: () => Promise.resolve({ query: `{ adminOverview { role areas } }` }),
  adminConfirmPassword: () =>
    Promise.resolve({
      query: `mutation($p: String!) { adminConfirmPassword(password: $p) { signInFreshUntil } }`,
      variables: { p: TEAM_PASSWORD },
    }),
  adminAuditLog: () => Promise.resolve({ query: `{ adminAuditLog { total items { id } } }` }),
  adminSystem: () =>
    Promise.resolve({ query: `{ adminSystem { isReady checks { name ok } jobs { name runs { id } } } }` }),
  adminMembers: () => Promise.resolve({ query: `{ adminMembers(search: { q: "tara" }) { total } }` }),
  adminMember: async ({ t }) => ({
    query: `query($id: ID!) { adminMember(id: $id) { member { id } timeline { kind } } }`,
    variables: { id: await targetMember(t) },
  }),
  adminSetMemberRole: async ({ t }) => ({
    query: `mutation($id: ID!) { adminSetMemberRole(id: $id, role: COACH) { role } }`,
    variables: { id: await targetMember(t) },
  }),
  adminGrantMembership: async ({ t }) => ({
    query: `mutation($id: ID!) { adminGrantMembership(id: $id, days: 30, reason: "A prize") { isFellow } }`,
    variables: { id: await targetMember(t) },
  }),
  adminEndMembership: async ({ t }) => ({
    query: `mutation($id: ID!) { adminEndMembership(id: $id, reason: "Asked to") { isFellow } }`,
    variables: { id: await targetMember(t, { member: true }) },
  }),
  adminSignOutMember: async ({ t }) => ({
    query: `mutation($id: ID!) { adminSignOutMember(id: $id) { success } }`,
    variables: { id: await targetMember(t) },
  }),
  adminBlockMember: async ({ t }) => ({
    query: `mutation($id: ID!) { adminBlockMember(id: $id, reason: "Spam") { blockedAt } }`,
    variables: { id: await targetMember(t) },
  }),
  adminUnblockMember: async ({ t }) => ({
    query: `mutation($id: ID!) { adminUnblockMember(id: $id, reason: "Appeal") { blockedAt } }`,
    variables: { id: await targetMember(t) },
  }),
  adminDeleteMember: async ({ t }) => ({
    query: `mutation($id: ID!) { adminDeleteMember(id: $id, reason: "Asked to") { success } }`,
    variables: { id: await targetMember(t) },
  }),
  adminInbox: () => Promise.resolve({ query: `{ adminInbox { total items { kind id status } } }` }),
  adminInboxItem: () =>
    Promise.resolve({
      query: `query($id: ID!) { adminInboxItem(kind: "support", id: $id) { subject status } }`,
      variables: { id: SUPPORT_MESSAGE_ID },
    }),
  adminSetInboxStatus: () =>
    Promise.resolve({
      query: `mutation($id: ID!) { adminSetInboxStatus(kind: "support", id: $id, status: "closed") { status } }`,
      variables: { id: SUPPORT_MESSAGE_ID },
    }),
  adminReplyToInboxItem: () =>
    Promise.resolve({
      query: `mutation($id: ID!) { adminReplyToInboxItem(kind: "support", id: $id, subject: "Re: Help", body: "Done.") {
      sent } }`,
      variables: { id: SUPPORT_MESSAGE_ID },
    }),
  // Job 1 is the recruiter's, waiting for moderation (the matrix test creates it): each role may call these on it.
  adminJobs: () =>
    Promise.resolve({ query: `{ adminJobs(filter: { search: "Matrix" }) { total items { id status } } }` }),
  adminJob: () => Promise.resolve({ query: `{ adminJob(id: "1") { id title } }` }),
  adminSaveJob: () =>
    Promise.resolve({
      query: `mutation($input: AdminJobInput!) { adminSaveJob(input: $input) { id status } }`,
      variables: { input: { title: "Matrix Officer", readAccess: "UNANYMOUS", description: "<p>Matrix</p>" } },
    }),
  adminDuplicateJob: () => Promise.resolve({ query: `mutation { adminDuplicateJob(id: "1") { id status } }` }),
  adminPublishJob: () => Promise.resolve({ query: `mutation { adminPublishJob(id: "1") { id status } }` }),
  adminArchiveJob: () => Promise.resolve({ query: `mutation { adminArchiveJob(id: "1") { id status } }` }),
  // Articles and learning paths: a fresh target per call, so an allowed call never spoils the next kind's.
  adminArticles: () =>
    Promise.resolve({ query: `{ adminArticles(filter: { search: "Matrix" }) { total items { id status } } }` }),
  adminArticle: async ({ t }) => ({
    query: `query($id: ID!) { adminArticle(id: $id) { id title } }`,
    variables: { id: String((await createArticle(t.db, { status: "DRAFT" })).id) },
  }),
  adminArticlePreview: async ({ t }) => ({
    query: `query($id: ID!) { adminArticlePreview(id: $id, tier: "fellow") { id isGated } }`,
    variables: { id: String((await createArticle(t.db, { status: "DRAFT", readAccess: "FELLOW" })).id) },
  }),
  adminSaveArticle: () =>
    Promise.resolve({
      query: `mutation($input: AdminArticleInput!) { adminSaveArticle(input: $input) { id status } }`,
      variables: {
        input: { title: "Matrix article", readAccess: "UNANYMOUS", language: "en", articleText: "<p>Matrix</p>" },
      },
    }),
  adminPublishArticle: async ({ t }) => ({
    query: `mutation($id: ID!) { adminPublishArticle(id: $id) { id status } }`,
    variables: { id: String((await createArticle(t.db, { status: "DRAFT" })).id) },
  }),
  adminUnpublishArticle: async ({ t }) => ({
    query: `mutation($id: ID!) { adminUnpublishArticle(id: $id) { id status } }`,
    variables: { id: String((await createArticle(t.db)).id) },
  }),
  adminArchiveArticle: async ({ t }) => ({
    query: `mutation($id: ID!) { adminArchiveArticle(id: $id) { id status } }`,
    variables: { id: String((await createArticle(t.db)).id) },
  }),
  adminLearningPaths: () =>
    Promise.resolve({ query: `{ adminLearningPaths(filter: { search: "Matrix" }) { total items { id } } }` }),
  adminLearningPath: async ({ t }) => ({
    query: `query($id: ID!) { adminLearningPath(id: $id) { id steps { articleId } } }`,
    variables: { id: String((await matrixPath(t, "DRAFT")).id) },
  }),
  adminStepArticleChoices: () => Promise.resolve({ query: `{ adminStepArticleChoices(language: en) { id title } }` }),
  adminSaveLearningPath: () =>
    Promise.resolve({
      query: `mutation($input: AdminLearningPathInput!) { adminSaveLearningPath(input: $input) { id status } }`,
      variables: { input: { title: "Matrix path", language: "en", description: "<p>Matrix</p>" } },
    }),
  adminPublishLearningPath: async ({ t }) => ({
    query: `mutation($id: ID!) { adminPublishLearningPath(id: $id) { id status } }`,
    variables: { id: String((await matrixPath(t, "DRAFT")).id) },
  }),
  adminUnpublishLearningPath: async ({ t }) => ({
    query: `mutation($id: ID!) { adminUnpublishLearningPath(id: $id) { id status } }`,
    variables: { id: String((await matrixPath(t, "PUBLISHED")).id) },
  }),
  adminArchiveLearningPath: async ({ t }) => ({
    query: `mutation($id: ID!) { adminArchiveLearningPath(id: $id) { id status } }`,
    variables: { id: String((await matrixPath(t, "PUBLISHED")).id) },
  }),
  adminProducts: () =>
    Promise.resolve({ query: `{ adminProducts(filter: { search: "Matrix", language: en }) { total items { id } } }` }),
  adminProduct: async ({ t }) => ({
    query: `query($id: ID!) { adminProduct(id: $id) { id priceRubResolved } }`,
    variables: { id: await targetProduct(t) },
  }),
  adminCatalogueOptions: () => Promise.resolve({ query: `{ adminCatalogueOptions { usdToRubRate products { id } } }` }),
  adminSaveProduct: () =>
    Promise.resolve({
      query: `mutation($input: AdminProductInput!) { adminSaveProduct(input: $input) { id priceUsd } }`,
      variables: {
        input: {
          title: "Matrix coaching",
          slug: `matrix-new-${crypto.randomUUID().slice(0, 8)}`,
          language: "en",
          kind: "Coaching",
          priceUsd: 12_050,
          status: "DRAFT",
        },
      },
    }),
  adminArchiveProduct: async ({ t }) => ({
    query: `mutation($id: ID!) { adminArchiveProduct(id: $id) { id status } }`,
    variables: { id: await targetProduct(t) },
  }),
  adminDeleteProduct: async ({ t }) => ({
    query: `mutation($id: ID!) { adminDeleteProduct(id: $id) { id } }`,
    variables: { id: await targetProduct(t) },
  }),
  adminPlans: () => Promise.resolve({ query: `{ adminPlans { id priceUsd } }` }),
  adminPlan: () => Promise.resolve({ query: `{ adminPlan(id: "1") { id priceRub } }` }),
  adminSavePlan: () =>
    Promise.resolve({
      query: `mutation($input: AdminPlanInput!) { adminSavePlan(input: $input) { id priceUsd } }`,
      variables: {
        input: {
          id: "1",
          billingCycle: "MONTHLY",
          titleRu: "Месяц",
          titleEn: "Month",
          priceUsd: 2100,
          priceRub: 199_000,
          status: "PUBLISHED",
        },
      },
    }),
  adminCoupons: () => Promise.resolve({ query: `{ adminCoupons(filter: { search: "MATRIX" }) { total } }` }),
  adminCoupon: async ({ t }) => ({
    query: `query($id: ID!) { adminCoupon(id: $id) { id code } }`,
    variables: { id: await targetCoupon(t) },
  }),
  adminSaveCoupon: () =>
    Promise.resolve({
      query: `mutation($input: AdminCouponInput!) { adminSaveCoupon(input: $input) { id code } }`,
      variables: {
        input: { code: `new${crypto.randomUUID().slice(0, 8)}`, kind: "SUBSCRIPTIONS", discountBasisPoints: 1500 },
      },
    }),
  adminDeleteCoupon: async ({ t }) => ({
    query: `mutation($id: ID!) { adminDeleteCoupon(id: $id) { id } }`,
    variables: { id: await targetCoupon(t) },
  }),
  adminOffers: () => Promise.resolve({ query: `{ adminOffers { id active } }` }),
  adminSaveOffer: () =>
    Promise.resolve({
      query: `mutation($input: AdminOfferInput!) { adminSaveOffer(input: $input) { id active } }`,
      variables: { input: { name: "Matrix trial", trialPeriodDays: 7, discountAfterTrial: 20, active: true } },
    }),
  adminBanners: () => Promise.resolve({ query: `{ adminBanners { id title } }` }),
  adminCreepingLines: () => Promise.resolve({ query: `{ adminCreepingLines { id text } }` }),
  adminReviews: () => Promise.resolve({ query: `{ adminReviews { id text } }` }),
  adminSeoTags: () => Promise.resolve({ query: `{ adminSeoTags { id url } }` }),
  adminSaveBanner: () =>
    Promise.resolve({
      query: `mutation($input: AdminBannerInput!) { adminSaveBanner(input: $input) { id } }`,
      variables: { input: { title: "Matrix banner", isFree: true, language: "en", published: true } },
    }),
  adminDeleteBanner: async ({ t }) => {
    const [row] = await t.db.insert(banners).values({ title: "Doomed", language: "en" }).returning();
    return { query: `mutation($id: ID!) { adminDeleteBanner(id: $id) }`, variables: { id: String(row.id) } };
  },
  adminMoveBanner: async ({ t }) => {
    await t.db.insert(banners).values({ title: "Above", language: "ru", sortOrder: 1 });
    const [row] = await t.db.insert(banners).values({ title: "Below", language: "ru", sortOrder: 2 }).returning();
    return {
      query: `mutation($id: ID!) { adminMoveBanner(id: $id, direction: "up") }`,
      variables: { id: String(row.id) },
    };
  },
  adminSaveCreepingLine: () =>
    Promise.resolve({
      query: `mutation($input: AdminCreepingLineInput!) { adminSaveCreepingLine(input: $input) { id } }`,
      variables: { input: { text: "Matrix line", isPaid: true, language: "en" } },
    }),
  adminDeleteCreepingLine: async ({ t }) => {
    const [row] = await t.db.insert(creepingLineBanners).values({ text: "Doomed", language: "en" }).returning();
    return { query: `mutation($id: ID!) { adminDeleteCreepingLine(id: $id) }`, variables: { id: String(row.id) } };
  },
  adminSaveReview: () =>
    Promise.resolve({
      query: `mutation($input: AdminReviewInput!) { adminSaveReview(input: $input) { id } }`,
      variables: { input: { firstName: "Matrix", text: "A review", language: "en" } },
    }),
  adminDeleteReview: async ({ t }) => {
    const [row] = await t.db.insert(reviews).values({ firstName: "Doomed", text: "x", language: "en" }).returning();
    return { query: `mutation($id: ID!) { adminDeleteReview(id: $id) }`, variables: { id: String(row.id) } };
  },
  adminMoveReview: async ({ t }) => {
    await t.db.insert(reviews).values({ firstName: "Above", text: "x", language: "ru", sortOrder: 1 });
    const [row] = await t.db.insert(reviews).values({ firstName: "Below", text: "x", language: "ru", sortOrder: 2 })
      .returning();
    return {
      query: `mutation($id: ID!) { adminMoveReview(id: $id, direction: "up") }`,
      variables: { id: String(row.id) },
    };
  },
  adminSaveSeoTag: () =>
    Promise.resolve({
      query: `mutation($input: AdminSeoTagInput!) { adminSaveSeoTag(input: $input) { id } }`,
      // A fresh page each time: an allowed call would otherwise leave the address taken for the next kind.
      variables: { input: { url: `/en/jobs/${crypto.randomUUID().slice(0, 8)}/`, title: "T", description: "D" } },
    }),
  adminDeleteSeoTag: async ({ t }) => {
    const [row] = await t.db.insert(seoTags).values({
      url: `/en/articles/${crypto.randomUUID().slice(0, 8)}/`,
      title: "Doomed",
      description: "D",
    }).returning();
    return { query: `mutation($id: ID!) { adminDeleteSeoTag(id: $id) }`, variables: { id: String(row.id) } };
  },
  adminFaqItems: () => Promise.resolve({ query: `{ adminFaqItems { id question } }` }),
  adminSaveFaqItem: () =>
    Promise.resolve({
      query: `mutation($input: AdminFaqItemInput!) { adminSaveFaqItem(input: $input) { id } }`,
      variables: { input: { question: "Matrix?", answer: "<p>Yes.</p>", language: "en" } },
    }),
  adminDeleteFaqItem: async ({ t }) => {
    const [row] = await t.db.insert(faqItems).values({ question: "Doomed?", answer: "<p>x</p>", language: "en" })
      .returning();
    return { query: `mutation($id: ID!) { adminDeleteFaqItem(id: $id) }`, variables: { id: String(row.id) } };
  },
  adminMoveFaqItem: async ({ t }) => {
    const [row] = await t.db.insert(faqItems).values({
      question: "Last?",
      answer: "<p>x</p>",
      language: "ru",
      sortOrder: 100,
    }).returning();
    return {
      query: `mutation($id: ID!) { adminMoveFaqItem(id: $id, direction: "up") }`,
      variables: { id: String(row.id) },
    };
  },
};

/** A learning path of one article, in a status, for the matrix's learning path calls. */
async function matrixPath(t: App, status: "DRAFT" | "PUBLISHED") {
  const article = await createArticle(t.db);
  const path = await createLearningPath(t.db, {
    slug: `matrix-${crypto.randomUUID().slice(0, 8)}`,
    articleIds: [article.id],
    countAvailableArticles: 1,
  });
  await t.db.update(learningPaths).set({ status }).where(eq(learningPaths.id, path.id));
  return path;
}

/** Everything an admin operation may change, as rows: a refused call must leave it equal. */
async function snapshot(t: App) {
  const [audit] = await t.db.select({ n: count() }).from(adminAuditLog);
  const people = await t.db.select({
    id: users.id,
    email: users.email,
    role: users.role,
    isFellow: users.isFellow,
    blockedAt: users.blockedAt,
  }).from(users).orderBy(users.id);
  const memberships = await t.db.select({ id: subscriptions.id, status: subscriptions.status }).from(subscriptions)
    .orderBy(subscriptions.id);
  const payoutRows = await t.db.select({
    id: payouts.id,
    status: payouts.status,
    paidOutAt: payouts.paidOutAt,
    failReason: payouts.failReason,
  }).from(payouts).orderBy(payouts.id);
  const live = await t.db.select({ id: sessions.id, at: sessions.authenticatedAt }).from(sessions).orderBy(sessions.id);
  const inboxStates = await t.db.select().from(adminInboxStates).orderBy(
    adminInboxStates.kind,
    adminInboxStates.itemId,
  );
  const [replies] = await t.db.select({ n: count() }).from(adminInboxReplies);
  const [mails] = await t.db.select({ n: count() }).from(mailOutbox);
  const jobRows = await t.db.select({
    id: jobs.id,
    title: jobs.title,
    status: jobs.status,
    postedAt: jobs.postedAt,
    updatedAt: jobs.updatedAt,
    createdById: jobs.createdById,
  }).from(jobs).orderBy(jobs.id);
  const [jobLinks] = await t.db.select({ n: count() }).from(jobJobCategories);
  const articleRows = await t.db.select({
    id: articles.id,
    slug: articles.slug,
    title: articles.title,
    status: articles.status,
    articleText: articles.articleText,
    updatedAt: articles.updatedAt,
  }).from(articles).orderBy(articles.id);
  const pathRows = await t.db.select({
    id: learningPaths.id,
    slug: learningPaths.slug,
    status: learningPaths.status,
    updatedAt: learningPaths.updatedAt,
  }).from(learningPaths).orderBy(learningPaths.id);
  const steps = await t.db.select().from(learningPathSteps).orderBy(learningPathSteps.id);
  const expertRows = await t.db.select({ id: experts.id, status: experts.status, reason: experts.rejectionReason })
    .from(experts).orderBy(experts.id);
  const applications = await t.db.select({ id: promoterApplications.id, status: promoterApplications.status })
    .from(promoterApplications).orderBy(promoterApplications.id);
  const productRows = await t.db.select().from(products).orderBy(products.id);
  const planRows = await t.db.select().from(plans).orderBy(plans.id);
  const couponRows = await t.db.select().from(coupons).orderBy(coupons.id);
  const offerRows = await t.db.select().from(customDiscounts).orderBy(customDiscounts.id);
  const site = {
    banners: await t.db.select().from(banners).orderBy(banners.id),
    lines: await t.db.select().from(creepingLineBanners).orderBy(creepingLineBanners.id),
    reviews: await t.db.select().from(reviews).orderBy(reviews.id),
    seoTags: await t.db.select().from(seoTags).orderBy(seoTags.id),
    faq: await t.db.select().from(faqItems).orderBy(faqItems.id),
  };
  return JSON.stringify({
    expertRows,
    applications,
    productRows,
    planRows,
    couponRows,
    offerRows,
    site,
    audit: Number(audit.n),
    people,
    live,
    memberships,
    payoutRows,
    inboxStates,
    inboxReplies: Number(replies.n),
    mails: Number(mails.n),
    jobRows,
    jobLinks: Number(jobLinks.n),
    articleRows,
    pathRows,
    steps,
  });
}

Deno.test("every admin operation in the schema is in the authorization table, and every one is tried", () => {
  const inSchema = [...SCHEMA_SDL.matchAll(/^\s+(admin[A-Za-z]+)\s*[(:]/gm)].map((m) => m[1]).sort();
  assert.deepEqual(inSchema, Object.keys(ADMIN_OPERATIONS).sort());
  assert.deepEqual(Object.keys(CALLS).sort(), Object.keys(ADMIN_OPERATIONS).sort());
});

Deno.test(
  "each admin operation × nine kinds of viewer: allowed or refused exactly per the table, refusals change nothing",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    await t.db.insert(plans).values({
      billingCycle: "MONTHLY",
      titleRu: "Месяц",
      titleEn: "Month",
      priceUsd: 2000,
      priceRub: 190000,
    });
    const viewers = new Map<ViewerKind, TestViewer>();
    for (const kind of VIEWER_KINDS) viewers.set(kind, await createViewer(t, kind));
    const admin = viewers.get("admin")!;
    await t.db.transaction((tx) =>
      recordAudit(tx, { id: admin.id!, email: admin.email! }, {
        operation: "adminTest",
        entity: "job",
        entityId: 1,
        before: null,
        after: { title: "A job" },
      }, new Date())
    );
    await t.db.insert(supportMessages).values({
      id: SUPPORT_MESSAGE_ID,
      userId: viewers.get("member")!.id!,
      title: "Help",
      message: "Where is my invoice?",
    });
    const job = await createJob(t.db, {
      title: "Matrix Analyst",
      status: "MODERATION",
      createdById: viewers.get("recruiter")!.id,
    });
    assert.equal(job.id, 1, "the calls name job 1");
    for (const operation of Object.keys(CALLS) as AdminOperation[]) {
      for (const kind of VIEWER_KINDS) {
        const viewer = viewers.get(kind)!;
        const { query, variables, refusedPastTheGate } = await CALLS[operation]({ t });
        // Mail an allowed call sends after its answer (a moderation decision's) lands before this call's snapshot.
        await t.app.settled();
        const before = await snapshot(t);
        const res = await gqlAs(t, viewer, query, variables);
        const label = `${operation} as ${kind}`;
        if (operation === "adminOverview") {
          // The layout asks it of everyone: null (the 404 page) rather than an error.
          const overview = (res.data as { adminOverview: { role: string } | null }).adminOverview;
          assert.equal(overview?.role ?? null, allowed(kind, operation) ? ROLE_OF_KIND[kind] : null, label);
          continue;
        }
        if (allowed(kind, operation) && refusedPastTheGate) {
          assert.equal(res.errors?.[0]?.extensions?.i18nKey, refusedPastTheGate, `${label}: past the gate`);
          assert.equal(await snapshot(t), before, `${label} changed nothing`);
        } else if (allowed(kind, operation)) {
          assert.equal(res.errors, undefined, `${label}: ${JSON.stringify(res.errors)}`);
        } else {
          assert.equal(
            res.errors?.[0]?.extensions?.code,
            kind === "anonymous" ? "UNAUTHENTICATED" : "FORBIDDEN",
            label,
          );
          assert.equal(await snapshot(t), before, `${label} changed nothing`);
        }
      }
    }
  },
);

Deno.test("the overview names the areas of the viewer's role only", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const query = `{ adminOverview { role areas signInFreshUntil } }`;
  for (const kind of ["recruiter", "moderator", "admin", "globalAdmin"] as const) {
    const viewer = await createViewer(t, kind);
    const res = await gqlAs<{ adminOverview: { areas: string[]; signInFreshUntil: string | null } }>(t, viewer, query);
    const role = ROLE_OF_KIND[kind]!;
    assert.deepEqual(res.data!.adminOverview.areas, matrixAreas(role), kind);
    assert.ok(res.data!.adminOverview.signInFreshUntil, `${kind}: just signed in, so fresh`);
  }
});

Deno.test(
  "a password entered 31 minutes ago: the overview says so, and the confirmation makes it fresh",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin", { signedInMinutesAgo: 31 });
    const overview = async () =>
      (await gqlAs<{ adminOverview: { signInFreshUntil: string | null } }>(
        t,
        admin,
        `{ adminOverview { signInFreshUntil } }`,
      )).data!.adminOverview.signInFreshUntil;
    assert.equal(await overview(), null);
    const confirm = `mutation($p: String!) { adminConfirmPassword(password: $p) { signInFreshUntil } }`;

    const wrong = await gqlAs(t, admin, confirm, { p: "not-the-password" });
    assert.equal(wrong.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.equal(wrong.errors?.[0]?.extensions?.i18nKey, "admin.errors.wrongPassword");
    assert.equal(await overview(), null, "a wrong password changes nothing");

    const empty = await gqlAs(t, admin, confirm, { p: "" });
    assert.equal(empty.errors?.[0]?.extensions?.i18nKey, "admin.errors.passwordRequired");

    const right = await gqlAs<{ adminConfirmPassword: { signInFreshUntil: string } }>(t, admin, confirm, {
      p: TEAM_PASSWORD,
    });
    assert.equal(right.errors, undefined);
    const until = Date.parse(right.data!.adminConfirmPassword.signInFreshUntil);
    assert.ok(Math.abs(until - (Date.now() + 30 * 60_000)) < 60_000, "fresh for 30 minutes from now");
    assert.ok(await overview());
  },
);

Deno.test("password confirmations are limited: the sixth guess in 15 minutes is refused", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const admin = await createViewer(t, "admin", { signedInMinutesAgo: 40 });
  const confirm = `mutation($p: String!) { adminConfirmPassword(password: $p) { signInFreshUntil } }`;
  for (let i = 0; i < 5; i++) {
    const res = await gqlAs(t, admin, confirm, { p: `guess-${i}` });
    assert.equal(res.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", `guess ${i}`);
  }
  const sixth = await gqlAs(t, admin, confirm, { p: TEAM_PASSWORD });
  assert.equal(sixth.errors?.[0]?.extensions?.code, "TOO_MANY_REQUESTS");
  const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, admin.id!));
  assert.ok(Date.now() - session.authenticatedAt.getTime() > 39 * 60_000, "still not fresh");
});

Deno.test(
  "the audit log filters by who, what and day, newest first, with each field before and after",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const moderator = await createViewer(t, "moderator");
    const write = (actor: TestViewer, entity: string, id: number, at: string, after: Record<string, unknown>) =>
      t.db.transaction((tx) =>
        recordAudit(tx, { id: actor.id!, email: actor.email! }, {
          operation: "adminSaveJob",
          entity,
          entityId: id,
          before: { title: "Old", salaryMin: 100, openUntil: new Date("2026-01-01T00:00:00Z") },
          after,
        }, new Date(at))
      );
    await write(moderator, "job", 1, "2026-11-20T10:00:00Z", { title: "New", salaryMin: 100, openUntil: null });
    await write(admin, "user", 2, "2026-11-21T10:00:00Z", {
      title: "Old",
      salaryMin: 200,
      openUntil: new Date("2026-01-01T00:00:00Z"),
    });
    const query = `query($f: AdminAuditFilter) { adminAuditLog(filter: $f) { total items {
    actorEmail entity entityId createdAt changes { field before after } } } }`;
    type Log = {
      adminAuditLog: {
        total: number;
        items: Array<
          {
            actorEmail: string;
            entity: string;
            changes: Array<{ field: string; before: string | null; after: string | null }>;
          }
        >;
      };
    };
    const all = await gqlAs<Log>(t, admin, query, { f: {} });
    assert.equal(all.data!.adminAuditLog.total, 2);
    assert.equal(all.data!.adminAuditLog.items[0].entity, "user", "newest first");
    assert.deepEqual(all.data!.adminAuditLog.items[0].changes, [{ field: "salaryMin", before: "100", after: "200" }]);
    assert.deepEqual(all.data!.adminAuditLog.items[1].changes, [
      { field: "title", before: '"Old"', after: '"New"' },
      { field: "openUntil", before: '"2026-01-01T00:00:00.000Z"', after: null },
    ]);
    const byActor = await gqlAs<Log>(t, admin, query, { f: { actor: moderator.email!.slice(0, 12) } });
    assert.deepEqual(byActor.data!.adminAuditLog.items.map((i) => i.entity), ["job"]);
    const byDay = await gqlAs<Log>(t, admin, query, { f: { from: "2026-11-21", to: "2026-11-21" } });
    assert.deepEqual(byDay.data!.adminAuditLog.items.map((i) => i.entity), ["user"]);
    const wildcard = await gqlAs<Log>(t, admin, query, { f: { actor: "%" } });
    assert.equal(wildcard.data!.adminAuditLog.total, 0, "a % is a character, not a wildcard");
    const badDay = await gqlAs(t, admin, query, { f: { from: "2026-02-31" } });
    assert.equal(badDay.errors?.[0]?.extensions?.i18nKey, "admin.errors.badDate");
    const badLine = await gqlAs(t, admin, query, { f: { actor: "a\r\nb" } });
    assert.equal(badLine.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
  },
);

Deno.test(
  "/admin pages: 404 for anyone off the team, the back office for the team, never indexed or cached",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false, env: { EDGE_CACHE_SECONDS: "60" } });
    const page = (viewer: TestViewer, path: string) =>
      t.request(path, { headers: { "user-agent": BROWSER_UA, ...viewer.headers } });
    for (const kind of ["anonymous", "member", "fellow", "expert", "promoter"] as const) {
      const viewer = await createViewer(t, kind);
      for (const path of ["/ru/admin/", "/en/admin/audit/"]) {
        const res = await page(viewer, path);
        const html = await res.text();
        assert.equal(res.status, 404, `${kind} ${path}`);
        assert.doesNotMatch(html, /Бэк-офис|Back office/, `${kind} ${path}: the back office is not advertised`);
      }
    }
    for (const kind of ["recruiter", "moderator", "admin", "globalAdmin"] as const) {
      const viewer = await createViewer(t, kind);
      const res = await page(viewer, "/ru/admin/");
      const html = await res.text();
      assert.equal(res.status, 200, kind);
      assert.match(html, /<meta name="robots" content="noindex/, `${kind}: noindex`);
      assert.match(res.headers.get("cache-control") ?? "", /no-store/, `${kind}: never cached`);
      assert.match(html, /Бэк-офис/);
      // The site's own frame is not there: no footer, no creeping line.
      assert.doesNotMatch(html, /<footer/);
      const audit = await page(viewer, "/en/admin/audit/");
      assert.equal(audit.status, kind === "admin" || kind === "globalAdmin" ? 200 : 404, `${kind} audit`);
      if (audit.status === 200) assert.match(await audit.text(), /Audit log/);
      else await audit.body?.cancel();
    }
  },
);

Deno.test("the overview counts what waits, for the viewer's own areas only", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const recruiter = await createViewer(t, "recruiter");
  const moderator = await createViewer(t, "moderator");
  await createJob(t.db, { title: "Waiting job", status: "MODERATION", createdById: recruiter.id });
  await createJob(t.db, { title: "Live job", status: "PUBLISHED" });
  await t.db.insert(supportMessages).values({ userId: recruiter.id!, title: "Help", message: "Please" });
  const query = `{ adminOverview { waiting { jobs experts inbox } } }`;
  type Waiting = { adminOverview: { waiting: { jobs: number | null; experts: number | null; inbox: number | null } } };
  const forModerator = await gqlAs<Waiting>(t, moderator, query);
  assert.deepEqual(forModerator.data!.adminOverview.waiting, { jobs: 1, experts: 0, inbox: 1 });
  const forRecruiter = await gqlAs<Waiting>(t, recruiter, query);
  assert.deepEqual(forRecruiter.data!.adminOverview.waiting, { jobs: null, experts: null, inbox: null });
});

Deno.test(
  "visitors' dictionary leaves out the back office's strings; the team's pages load the whole dictionary",
  opts,
  async () => {
    // Shared caching on, the CDN's headers and the in-process page cache both.
    await using t = await createTestApp({
      seed: false,
      env: { EDGE_CACHE_SECONDS: "60", PAGE_MEMORY_CACHE_ENTRIES: "200" },
    });
    const page = (viewer: TestViewer, path: string) =>
      t.request(path, { headers: { "user-agent": BROWSER_UA, ...viewer.headers } });
    /** The page, the dictionary file it names in data-i18n and in its preload link, and that file's JSON. */
    const dictionaryOf = async (viewer: TestViewer, path: string) => {
      const res = await page(viewer, path);
      const html = await res.text();
      const url = html.match(/data-i18n="(\/assets\/i18n-[^"]+\.json)"/)?.[1];
      assert.ok(url, `${viewer.kind} ${path}: the page names its dictionary`);
      assert.match(html, new RegExp(`<link rel="preload" href="${url}" as="fetch"`), "and preloads that one");
      const file = await t.request(url);
      assert.equal(file.status, 200);
      assert.match(file.headers.get("cache-control")!, /immutable/);
      const body = await file.text();
      return { res, html, url, bytes: body.length, dictionary: JSON.parse(body) as Record<string, unknown> };
    };
    const TEAM_NAMESPACES = [
      "admin",
      "adminArticles",
      "adminCatalogue",
      "adminEditor",
      "adminInbox",
      "adminJobs",
      "adminModeration",
      "adminPayouts",
      "adminSite",
      "adminSystem",
    ];

    // A moderator first: the in-process page cache must not keep their page for the visitors who follow.
    const moderator = await createViewer(t, "moderator");
    const team = await dictionaryOf(moderator, "/ru/jobs/");
    assert.match(team.url, /^\/assets\/i18n-ru-team-[0-9a-f]{10}\.json$/);
    assert.match(team.res.headers.get("cache-control") ?? "", /no-store/, "a team member's page is theirs alone");
    for (const name of TEAM_NAMESPACES) assert.ok(team.dictionary[name], `the team's file holds ${name}`);
    assert.equal((team.dictionary.admin as { title: string }).title, "Бэк-офис");

    const memoryCache: Array<string | null> = [];
    for (const kind of ["anonymous", "anonymous", "member"] as const) {
      const viewer = await createViewer(t, kind);
      const site = await dictionaryOf(viewer, "/ru/jobs/");
      memoryCache.push(site.res.headers.get("x-memory-cache"));
      assert.match(site.url, /^\/assets\/i18n-ru-[0-9a-f]{10}\.json$/, kind);
      assert.deepEqual(
        Object.keys(site.dictionary),
        Object.keys(team.dictionary).filter((name) => !TEAM_NAMESPACES.includes(name)),
        `${kind}: every namespace but the back office's`,
      );
      assert.ok(!site.html.includes(team.url), `${kind}: the team's file is not named`);
      assert.ok(site.bytes < team.bytes * 0.8, `${kind}: ${site.bytes} bytes against the team's ${team.bytes}`);
    }
    // The first visitor's page was kept, and the second got that copy, naming the visitors' file; the member's not.
    assert.deepEqual(memoryCache, ["miss", "hit", null]);

    // The back office itself: the team's file for the team; the 404 anyone else gets names the visitors' file.
    const admin = await dictionaryOf(moderator, "/en/admin/");
    assert.match(admin.url, /^\/assets\/i18n-en-team-/);
    const refused = await dictionaryOf(await createViewer(t, "member"), "/en/admin/");
    assert.equal(refused.res.status, 404);
    assert.match(refused.url, /^\/assets\/i18n-en-[0-9a-f]{10}\.json$/);
    assert.doesNotMatch(refused.html, /\badmin[A-Za-z]*\.[a-z]/, "no back office key left untranslated");
  },
);

Deno.test(
  "the audit log is append-only in the database: an update, a delete and a truncate are refused",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const [actor] = await t.db.insert(users).values({
      email: `leaving-admin-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
      emailVerified: true,
      firstName: "Lea",
      lastName: "Ving",
      role: "ADMIN",
    }).returning();
    await t.db.transaction((tx) =>
      recordAudit(tx, { id: actor.id, email: actor.email }, {
        operation: "adminSaveJob",
        entity: "job",
        entityId: 7,
        before: { title: "Old" },
        after: { title: "New" },
        reason: "A typo",
      }, new Date("2026-11-20T10:00:00Z"))
    );
    const entries = () => t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    const [entry] = await entries();
    const refusals = [
      () => t.db.update(adminAuditLog).set({ reason: "Nothing happened" }).where(eq(adminAuditLog.id, entry.id)),
      () => t.db.update(adminAuditLog).set({ actorEmail: "someone-else@fellows.test" }),
      () => t.db.update(adminAuditLog).set({ actorId: null }).where(eq(adminAuditLog.id, entry.id)),
      () => t.db.delete(adminAuditLog).where(eq(adminAuditLog.id, entry.id)),
      () => t.db.delete(adminAuditLog),
      () => t.db.execute(sql`truncate admin_audit_log`),
    ];
    for (const [i, attempt] of refusals.entries()) {
      await assert.rejects(async () => await attempt(), (error: Error) => {
        // drizzle wraps the database's refusal; its cause is the trigger's message.
        assert.match(`${error.message} ${(error.cause as Error | undefined)?.message}`, /append-only/);
        return true;
      }, `attempt ${i} is refused`);
      assert.deepEqual(await entries(), [entry], `attempt ${i} changed nothing`);
    }
    // Deleting the actor's account is still possible: the database sets the actor's id to null, and the entry keeps
    // who it was by e-mail, with everything else as written.
    await t.db.delete(users).where(eq(users.id, actor.id));
    assert.deepEqual(await entries(), [{ ...entry, actorId: null }]);
  },
);

/** The back office's screens (route files under routes/$locale/admin/), each with the area whose roles open it. */
const ADMIN_SCREENS: Record<string, AdminArea> = {
  "admin": "team",
  "admin/audit": "audit",
  "admin/moderation": "moderation",
  "admin/promoter-applications": "moderation",
  "admin/system": "system",
  "admin/jobs": "jobs",
  "admin/jobs/new": "jobs",
  "admin/jobs/$id": "jobs",
  "admin/articles": "content",
  "admin/articles/new": "content",
  "admin/articles/$id": "content",
  "admin/learning-paths": "content",
  "admin/learning-paths/new": "content",
  "admin/learning-paths/$id": "content",
  "admin/site": "content",
  "admin/site/banners": "content",
  "admin/site/creeping-lines": "content",
  "admin/site/faq": "content",
  "admin/site/reviews": "content",
  "admin/site/seo": "content",
  "admin/inbox": "inbox",
  "admin/inbox/$kind/$id": "inbox",
  "admin/members": "members",
  "admin/members/$id": "members",
  "admin/money": "money",
  "admin/money/memberships": "money",
  "admin/payouts": "money",
  "admin/products": "catalogue",
  "admin/products/new": "catalogue",
  "admin/products/$id": "catalogue",
  "admin/plans": "catalogue",
  "admin/plans/new": "catalogue",
  "admin/plans/$id": "catalogue",
  "admin/coupons": "catalogue",
  "admin/coupons/new": "catalogue",
  "admin/coupons/$id": "catalogue",
  "admin/offers": "catalogue",
};

/** Every route file's pattern under routes/$locale/admin/ (index.tsx is its folder's own address). */
async function adminRoutePatterns(dir = new URL("../../routes/$locale/admin/", import.meta.url), prefix = "admin") {
  const found: string[] = [];
  for await (const entry of Deno.readDir(dir)) {
    if (entry.isDirectory) {
      found.push(...await adminRoutePatterns(new URL(`${entry.name}/`, dir), `${prefix}/${entry.name}`));
    } else if (entry.name.endsWith(".tsx")) {
      const name = entry.name.slice(0, -4);
      found.push(name === "index" ? prefix : `${prefix}/${name}`);
    }
  }
  return found.sort();
}

Deno.test(
  "every /admin screen as every kind of viewer, in both languages: its area's roles open it, everyone else gets " +
    "the 404 page, never a 500 and nothing logged",
  opts,
  async () => {
    assert.deepEqual(await adminRoutePatterns(), Object.keys(ADMIN_SCREENS).sort(), "every screen is walked");
    await using t = await createTestApp({ seed: false });
    await t.db.insert(plans).values({
      billingCycle: "MONTHLY",
      titleRu: "Месяц",
      titleEn: "Month",
      priceUsd: 2000,
      priceRub: 190000,
    });
    const viewers = new Map<ViewerKind, TestViewer>();
    for (const kind of VIEWER_KINDS) viewers.set(kind, await createViewer(t, kind));
    // What the editors open: a recruiter's job waiting for moderation (a recruiter opens their own), and one of each.
    const job = await createJob(t.db, {
      title: "Walk Analyst",
      status: "MODERATION",
      createdById: viewers.get("recruiter")!.id,
    });
    const article = await createArticle(t.db, { status: "DRAFT" });
    const path = await matrixPath(t, "DRAFT");
    const product = await targetProduct(t);
    const coupon = await targetCoupon(t);
    const member = await targetMember(t);
    const [plan] = await t.db.select({ id: plans.id }).from(plans).limit(1);
    await t.db.insert(supportMessages).values({
      id: SUPPORT_MESSAGE_ID,
      userId: viewers.get("member")!.id!,
      title: "Help",
      message: "Where is my invoice?",
    });
    const ids: Record<string, string> = {
      "admin/jobs/$id": String(job.id),
      "admin/articles/$id": String(article.id),
      "admin/learning-paths/$id": String(path.id),
      "admin/products/$id": product,
      "admin/plans/$id": String(plan.id),
      "admin/coupons/$id": coupon,
      "admin/members/$id": member,
    };
    const addressOf = (locale: string, pattern: string) =>
      `/${locale}/${pattern.replace("$kind/$id", `support/${SUPPORT_MESSAGE_ID}`).replace("$id", ids[pattern] ?? "")}/`;
    const wrong: string[] = [];
    // What the server logs as an error meanwhile (a screen that failed to load is logged, whatever it answered).
    const logged: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(" ").slice(0, 200));
    try {
      for (const [screen, [pattern, area]] of Object.entries(ADMIN_SCREENS).entries()) {
        // Every screen in both languages, each kind of viewer in both: the kinds alternate, and swap on every other screen.
        await Promise.all(VIEWER_KINDS.map(async (kind, k) => {
          const opens = matrixAllows(ROLE_OF_KIND[kind], area);
          const address = addressOf((screen + k) % 2 ? "en" : "ru", pattern);
          const res = await t.request(address, {
            headers: { "user-agent": BROWSER_UA, ...viewers.get(kind)!.headers },
          });
          const html = await res.text();
          const notFoundPage = /<title>[^<]*(Страница не найдена|Page not found)/.test(html);
          if (opens ? res.status !== 200 || notFoundPage : res.status !== 404 || !notFoundPage) {
            wrong.push(`${kind} ${address}: ${res.status}${notFoundPage ? " (the 404 page)" : ""}`);
          }
        }));
      }
    } finally {
      console.error = consoleError;
    }
    assert.deepEqual(wrong, []);
    assert.deepEqual(logged, [], "nothing logged as an error");
  },
);

Deno.test(
  "moderation passes the back office's gate: a stale password is asked again, every decision is in the audit log, " +
    "and the old profile addresses redirect",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const moderator = await createViewer(t, "moderator");
    const stale = await createViewer(t, "moderator", { signedInMinutesAgo: 31 });
    const experts_ = [await waitingExpert(t), await waitingExpert(t)];
    const applications = [await pendingApplication(t), await pendingApplication(t)];
    const APPROVE_EXPERT = `mutation($id: ID!) { adminApproveExpert(id: $id) { success } }`;
    const REJECT_EXPERT = `mutation($id: ID!, $r: String!) { adminRejectExpert(id: $id, reason: $r) { success } }`;
    const APPROVE_PROMOTER = `mutation($id: ID!) { adminApprovePromoter(id: $id) { success } }`;
    const DECLINE_PROMOTER =
      `mutation($id: ID!, $r: String!) { adminDeclinePromoter(id: $id, reason: $r) { success } }`;

    // A password proven 31 minutes ago: each decision is refused and changes nothing.
    const before = await snapshot(t);
    for (
      const [query, variables] of [
        [APPROVE_EXPERT, { id: experts_[0] }],
        [REJECT_EXPERT, { id: experts_[0], r: "No photo yet" }],
        [APPROVE_PROMOTER, { id: applications[0] }],
        [DECLINE_PROMOTER, { id: applications[0], r: "No audience yet" }],
      ] as const
    ) {
      const res = await gqlAs(t, stale, query, variables);
      assert.equal(res.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED", query);
    }
    assert.equal(await snapshot(t), before, "stale decisions changed nothing");
    // The old operations, outside the gate, are gone.
    const old = await gqlAs(t, moderator, `mutation($id: ID!) { approveExpert(id: $id) { success } }`, {
      id: experts_[0],
    });
    assert.match(old.errors?.[0]?.message ?? "", /Cannot query field "approveExpert"/);

    // Fresh: each decision writes one entry with who, what, the fields before and after, and the reason.
    for (
      const [query, variables] of [
        [APPROVE_EXPERT, { id: experts_[0] }],
        [REJECT_EXPERT, { id: experts_[1], r: "No photo yet" }],
        [APPROVE_PROMOTER, { id: applications[0] }],
        [DECLINE_PROMOTER, { id: applications[1], r: "No audience yet" }],
        // Approved again: nothing changes and no second entry.
        [APPROVE_PROMOTER, { id: applications[0] }],
      ] as const
    ) {
      const res = await gqlAs(t, moderator, query, variables);
      assert.equal(res.errors, undefined, `${query}: ${JSON.stringify(res.errors)}`);
    }
    const entries = await t.db.select().from(adminAuditLog).orderBy(adminAuditLog.id);
    assert.deepEqual(
      entries.map((e) => [e.actorEmail, e.operation, e.entity, e.entityId, e.reason]),
      [
        [moderator.email, "adminApproveExpert", "expert", experts_[0], null],
        [moderator.email, "adminRejectExpert", "expert", experts_[1], "No photo yet"],
        [moderator.email, "adminApprovePromoter", "promoterApplication", applications[0], null],
        [moderator.email, "adminDeclinePromoter", "promoterApplication", applications[1], "No audience yet"],
      ],
    );
    assert.deepEqual(entries[0].changes.status, { before: "MODERATION", after: "PUBLISHED" });
    assert.deepEqual(entries[1].changes, {
      status: { before: "MODERATION", after: "DRAFT" },
      rejectionReason: { before: null, after: "No photo yet" },
    });
    assert.deepEqual(entries[2].changes.status, { before: "PENDING", after: "APPROVED" });
    assert.deepEqual(entries[2].changes.role, { before: "CUSTOMER", after: "PROMOTER" });
    assert.deepEqual(entries[3].changes, { status: { before: "PENDING", after: "DECLINED" } });

    // The overview offers both queues, each with its description.
    const overview = await t.request("/en/admin/", { headers: { "user-agent": BROWSER_UA, ...moderator.headers } });
    const overviewHtml = await overview.text();
    assert.match(overviewHtml, /Experts to moderate/);
    assert.match(overviewHtml, /Promoter applications[\s\S]*Approve applications to become a promoter/);
    assert.doesNotMatch(overviewHtml, /admin\.overview\.descriptions\./, "no untranslated key");

    // The queues' old addresses in the personal area: a permanent redirect to the back office, the query kept.
    for (
      const [from, to] of [
        ["/ru/profile/moderation/?from=mail", "/ru/admin/moderation/?from=mail"],
        ["/en/profile/promoter-applications/?from=mail", "/en/admin/promoter-applications/?from=mail"],
      ]
    ) {
      const res = await t.request(from, { headers: { "user-agent": BROWSER_UA, ...moderator.headers } });
      await res.body?.cancel();
      assert.equal(res.status, 301, from);
      assert.equal(
        new URL(res.headers.get("location")!, "http://x").pathname +
          new URL(res.headers.get("location")!, "http://x").search,
        to,
      );
    }
  },
);
