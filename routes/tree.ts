// The route tree, built once per process (server) or page load (client); routers are created from it per request.
import { rootRoute } from "./__root.tsx";
import { localeRoute } from "./$locale/route.tsx";
import { homeRoute } from "./$locale/index.tsx";
import { notFoundRoute } from "./$locale/404.tsx";
import { jobsRoute } from "./$locale/jobs/index.tsx";
import { jobRoute } from "./$locale/jobs/$id.tsx";
import { articlesRoute } from "./$locale/articles/index.tsx";
import { articleRoute } from "./$locale/articles/$slug.tsx";
import { learningPathRoute } from "./$locale/courses/$slug.tsx";
import { verifyEmailRoute } from "./$locale/verify-email/$token.tsx";
import { resetPasswordRoute } from "./$locale/reset-password/$token.tsx";
import { personalAreaRoute } from "./$locale/_personal-area.tsx";
import { profileRoute } from "./$locale/profile/index.tsx";
import { preferencesRoute } from "./$locale/preferences.tsx";
import { supportRoute } from "./$locale/support.tsx";
import { savedJobsRoute } from "./$locale/saved_jobs.tsx";
import { subscribeRoute } from "./$locale/subscribe.tsx";
import { subscribeSuccessRoute } from "./$locale/subscribe-success.tsx";
import { purchasesRoute } from "./$locale/purchases.tsx";
import { orderCompletedRoute } from "./$locale/order-completed.tsx";
import { buyServiceRoute } from "./$locale/buy-service/$slug.tsx";
import { allServicesRoute } from "./$locale/services/index.tsx";
import { unServicesRoute } from "./$locale/services/un.tsx";
import { interviewServicesRoute } from "./$locale/services/interviews.tsx";
import { coachingRoute } from "./$locale/coaching.tsx";
import { careerServiceRoute } from "./$locale/services/$slug.tsx";
import { educationServiceRoute } from "./$locale/services/education/$slug.tsx";
import { selfDevelopmentServiceRoute } from "./$locale/services/self-development/$slug.tsx";
import { aboutRoute } from "./$locale/about.tsx";
import { internationalCareerRoute } from "./$locale/international-career.tsx";
import { careerInTheUnitedNationsRoute } from "./$locale/career-in-the-united-nations.tsx";
import { internshipsRoute } from "./$locale/internships.tsx";
import { remoteWorkRoute } from "./$locale/remote-work.tsx";
import { termsRoute } from "./$locale/terms.tsx";
import { privacyRoute } from "./$locale/privacy.tsx";
import { affiliatesRoute } from "./$locale/affiliates.tsx";
import { networkRoute } from "./$locale/network.tsx";
import { expertsRoute } from "./$locale/experts/index.tsx";
import { expertRoute } from "./$locale/experts/$slug.tsx";
import { partnersRoute } from "./$locale/partners/index.tsx";
import { partnerRoute } from "./$locale/partners/$slug.tsx";
import { partnershipRoute } from "./$locale/partnership.tsx";
import { promoterRoute } from "./$locale/promoter.tsx";
import { toolRoute } from "./$locale/tools/$tool.tsx";
import { trackerRoute } from "./$locale/profile/job-application-tracker.tsx";
import { moderationMovedRoute } from "./$locale/profile/moderation.tsx";
import { expertProfileRoute } from "./$locale/profile/expert.tsx";
import { sellerPaymentsRoute } from "./$locale/profile/payments.tsx";
import { promoterApplicationsMovedRoute } from "./$locale/profile/promoter-applications.tsx";
import { payoutsMovedRoute } from "./$locale/profile/payouts.tsx";
import { adminRoute } from "./$locale/_back-office.tsx";
import { adminOverviewRoute } from "./$locale/admin/index.tsx";
import { adminAuditRoute } from "./$locale/admin/audit.tsx";
import { adminOrdersRoute } from "./$locale/admin/money/index.tsx";
import { adminMembershipsRoute } from "./$locale/admin/money/memberships.tsx";
import { adminPayoutsRoute } from "./$locale/admin/payouts.tsx";
import { adminModerationRoute } from "./$locale/admin/moderation.tsx";
import { adminPromoterApplicationsRoute } from "./$locale/admin/promoter-applications.tsx";
import { adminSystemRoute } from "./$locale/admin/system.tsx";
import { adminMembersRoute } from "./$locale/admin/members/index.tsx";
import { adminMemberRoute } from "./$locale/admin/members/$id.tsx";
import { adminInboxRoute } from "./$locale/admin/inbox/index.tsx";
import { adminInboxItemRoute } from "./$locale/admin/inbox/$kind/$id.tsx";
import { adminJobsRoute } from "./$locale/admin/jobs/index.tsx";
import { adminNewJobRoute } from "./$locale/admin/jobs/new.tsx";
import { adminJobRoute } from "./$locale/admin/jobs/$id.tsx";
import { adminArticlesRoute } from "./$locale/admin/articles/index.tsx";
import { adminNewArticleRoute } from "./$locale/admin/articles/new.tsx";
import { adminArticleRoute } from "./$locale/admin/articles/$id.tsx";
import { adminLearningPathsRoute } from "./$locale/admin/learning-paths/index.tsx";
import { adminNewLearningPathRoute } from "./$locale/admin/learning-paths/new.tsx";
import { adminLearningPathRoute } from "./$locale/admin/learning-paths/$id.tsx";
import { adminProductsRoute } from "./$locale/admin/products/index.tsx";
import { adminNewProductRoute } from "./$locale/admin/products/new.tsx";
import { adminProductRoute } from "./$locale/admin/products/$id.tsx";
import { adminPlansRoute } from "./$locale/admin/plans/index.tsx";
import { adminNewPlanRoute } from "./$locale/admin/plans/new.tsx";
import { adminPlanRoute } from "./$locale/admin/plans/$id.tsx";
import { adminCouponsRoute } from "./$locale/admin/coupons/index.tsx";
import { adminNewCouponRoute } from "./$locale/admin/coupons/new.tsx";
import { adminCouponRoute } from "./$locale/admin/coupons/$id.tsx";
import { adminOffersRoute } from "./$locale/admin/offers.tsx";
import { adminSiteRoute } from "./$locale/admin/site/index.tsx";
import { adminSiteBannersRoute } from "./$locale/admin/site/banners.tsx";
import { adminSiteCreepingLinesRoute } from "./$locale/admin/site/creeping-lines.tsx";
import { adminSiteReviewsRoute } from "./$locale/admin/site/reviews.tsx";
import { adminSiteSeoRoute } from "./$locale/admin/site/seo.tsx";
import { adminSiteFaqRoute } from "./$locale/admin/site/faq.tsx";
import { ABOUT_SITEMAP_PATHS, TOOL_SLUGS } from "../src/domain/about.ts";

export const routeTree = rootRoute.addChildren([localeRoute.addChildren([
  homeRoute,
  notFoundRoute,
  jobsRoute,
  jobRoute,
  articlesRoute,
  articleRoute,
  learningPathRoute,
  verifyEmailRoute,
  resetPasswordRoute,
  subscribeRoute,
  subscribeSuccessRoute,
  buyServiceRoute,
  allServicesRoute,
  unServicesRoute,
  interviewServicesRoute,
  coachingRoute,
  careerServiceRoute,
  educationServiceRoute,
  selfDevelopmentServiceRoute,
  aboutRoute,
  internationalCareerRoute,
  careerInTheUnitedNationsRoute,
  internshipsRoute,
  remoteWorkRoute,
  termsRoute,
  privacyRoute,
  affiliatesRoute,
  networkRoute,
  expertsRoute,
  expertRoute,
  partnersRoute,
  partnerRoute,
  partnershipRoute,
  promoterRoute,
  toolRoute,
  personalAreaRoute.addChildren([
    profileRoute,
    preferencesRoute,
    savedJobsRoute,
    purchasesRoute,
    orderCompletedRoute,
    supportRoute,
    trackerRoute,
    expertProfileRoute,
    sellerPaymentsRoute,
  ]),
  payoutsMovedRoute,
  moderationMovedRoute,
  promoterApplicationsMovedRoute,
  adminRoute.addChildren([
    adminOverviewRoute,
    adminAuditRoute,
    adminJobsRoute,
    adminNewJobRoute,
    adminJobRoute,
    adminArticlesRoute,
    adminNewArticleRoute,
    adminArticleRoute,
    adminLearningPathsRoute,
    adminNewLearningPathRoute,
    adminLearningPathRoute,
    adminSiteRoute,
    adminSiteBannersRoute,
    adminSiteCreepingLinesRoute,
    adminSiteReviewsRoute,
    adminSiteSeoRoute,
    adminSiteFaqRoute,
    adminModerationRoute,
    adminPromoterApplicationsRoute,
    adminMembersRoute,
    adminMemberRoute,
    adminInboxRoute,
    adminInboxItemRoute,
    adminOrdersRoute,
    adminMembershipsRoute,
    adminPayoutsRoute,
    adminProductsRoute,
    adminNewProductRoute,
    adminProductRoute,
    adminPlansRoute,
    adminNewPlanRoute,
    adminPlanRoute,
    adminCouponsRoute,
    adminNewCouponRoute,
    adminCouponRoute,
    adminOffersRoute,
    adminSystemRoute,
  ]),
])]);

/** Fixed pages, without locale, for sitemap.xml (jobs, articles and learning paths are listed from the database). */
export const SITEMAP_PATHS = [
  "/",
  "/jobs",
  "/articles",
  "/subscribe",
  "/services",
  "/services/un",
  "/services/interviews",
  ...ABOUT_SITEMAP_PATHS,
  "/experts",
  "/partners",
  ...TOOL_SLUGS.map((slug) => `/tools/${slug}`),
];
