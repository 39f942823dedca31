// The back office's catalogue contract (/admin/products, /admin/plans, /admin/coupons, /admin/offers). Money is in
// minor units (cents, kopecks) as integers; percents of coupons in basis points (1500 = 15 %). Every field begins with
// "admin" and is in the authorization table (src/domain/authorization.ts), area "catalogue".
export const typeDefs = /* GraphQL */ `
  "A product or service as the back office edits it (one row per language; the two share a page name)."
  type AdminProduct {
    id: ID!
    slug: String!
    language: Language!
    title: String!
    "Benefit items joined by ' | ' (plain text)."
    description: String!
    kind: ProductKind!
    category: ProductCategory
    "Cents."
    priceUsd: Int!
    "Kopecks, when set; null: derived from the dollar price (priceRubResolved)."
    priceRub: Int
    "Kopecks the pages show and checkout charges: priceRub, else USD × the products' rate rounded to 100 rubles."
    priceRubResolved: Int!
    status: ContentStatus!
    sortOrder: Int!
    linkToProductInfo: String
    externalAccessUrl: String
    marathonTitle: String
    marathonBookingLink: String
    coachFirstName: String
    coachLastName: String
    coachBookingLink: String
    "Orders (any status) that name it: it is archived, not deleted."
    orderCount: Int!
    couponCount: Int!
    canDelete: Boolean!
    "Its public page (without the locale), when published."
    publicPath: String
    createdAt: String!
    updatedAt: String!
  }

  type AdminProductsPage {
    items: [AdminProduct!]!
    total: Int!
    pageSize: Int!
  }

  input AdminProductsFilter {
    "Part of a title or a page name."
    search: String
    category: ProductCategory
    language: Language
    status: ContentStatus
    "order (default), title, priceAsc, priceDesc, newest."
    sort: String
  }

  input AdminProductInput {
    "Absent: a new product."
    id: ID
    title: String!
    slug: String!
    "Benefit items, one a line."
    description: String
    language: Language!
    kind: ProductKind!
    category: ProductCategory
    "Cents."
    priceUsd: Int!
    "Kopecks; null: derived from the dollar price."
    priceRub: Int
    status: ContentStatus!
    sortOrder: Int
    linkToProductInfo: String
    externalAccessUrl: String
    marathonTitle: String
    marathonBookingLink: String
    coachFirstName: String
    coachLastName: String
    coachBookingLink: String
  }

  type AdminProductChoice {
    id: ID!
    title: String!
    language: Language!
    slug: String!
  }

  "What the catalogue's editors choose from and compute with."
  type AdminCatalogueOptions {
    "Rubles per dollar for products without their own ruble price."
    usdToRubRate: Float!
    products: [AdminProductChoice!]!
  }

  type AdminPlan {
    id: ID!
    billingCycle: BillingCycle!
    titleRu: String!
    titleEn: String!
    descriptionRu: String!
    descriptionEn: String!
    featuresRu: [String!]!
    featuresEn: [String!]!
    "Cents, for new members."
    priceUsd: Int!
    "Kopecks, for new members."
    priceRub: Int!
    stripePriceId: String
    status: ContentStatus!
    sortOrder: Int!
    "Memberships on this plan that have not ended (they keep the price they started with)."
    liveMemberships: Int!
    updatedAt: String!
  }

  input AdminPlanInput {
    "Absent: a new plan."
    id: ID
    billingCycle: BillingCycle!
    titleRu: String!
    titleEn: String!
    descriptionRu: String
    descriptionEn: String
    featuresRu: [String!]
    featuresEn: [String!]
    priceUsd: Int!
    priceRub: Int!
    stripePriceId: String
    status: ContentStatus!
    sortOrder: Int
  }

  type AdminCoupon {
    id: ID!
    code: String!
    kind: CouponKind!
    "1500 = 15 %."
    discountBasisPoints: Int!
    productId: ID
    productTitle: String
    productLanguage: Language
    promoterEmail: String
    stripeCouponId: String
    maxUsers: Int
    countUsers: Int!
    countTimes: Int!
    "The last day it works (YYYY-MM-DD, Moscow)."
    expiresOn: String
    isExpired: Boolean!
    active: Boolean!
    "Used coupons are deactivated, not deleted, and keep their code, kind and discount."
    isUsed: Boolean!
    createdAt: String!
  }

  type AdminCouponsPage {
    items: [AdminCoupon!]!
    total: Int!
    pageSize: Int!
  }

  input AdminCouponsFilter {
    "Part of a code."
    search: String
    kind: CouponKind
    active: Boolean
    "newest (default), code, mostUsed."
    sort: String
  }

  input AdminCouponInput {
    "Absent: a new coupon."
    id: ID
    code: String!
    kind: CouponKind!
    discountBasisPoints: Int!
    productId: ID
    maxUsers: Int
    "YYYY-MM-DD (Moscow)."
    expiresOn: String
    active: Boolean
  }

  "The first-timer offer: a trial, then a percent off the first charges."
  type AdminOffer {
    id: ID!
    name: String!
    trialPeriodDays: Int
    "Percent (20 = 20 %)."
    discountAfterTrial: Int
    discountedCharges: Int!
    groupDescription: String!
    groupDescriptionEn: String!
    active: Boolean!
    updatedAt: String!
  }

  input AdminOfferInput {
    id: ID
    name: String!
    trialPeriodDays: Int
    discountAfterTrial: Int
    discountedCharges: Int
    groupDescription: String
    groupDescriptionEn: String
    active: Boolean
  }

  extend type Query {
    "Products and services, 25 a page."
    adminProducts(filter: AdminProductsFilter, page: Int): AdminProductsPage!
    adminProduct(id: ID!): AdminProduct
    adminCatalogueOptions: AdminCatalogueOptions!
    adminPlans: [AdminPlan!]!
    adminPlan(id: ID!): AdminPlan
    "Coupons, 25 a page."
    adminCoupons(filter: AdminCouponsFilter, page: Int): AdminCouponsPage!
    adminCoupon(id: ID!): AdminCoupon
    adminOffers: [AdminOffer!]!
  }

  extend type Mutation {
    adminSaveProduct(input: AdminProductInput!): AdminProduct!
    "It leaves the public pages; its buyers keep their access."
    adminArchiveProduct(id: ID!): AdminProduct!
    "Refused when an order or a coupon names it (archive it instead)."
    adminDeleteProduct(id: ID!): AdminDeleted!
    "A new price is what new members pay; memberships already started keep theirs."
    adminSavePlan(input: AdminPlanInput!): AdminPlan!
    adminSaveCoupon(input: AdminCouponInput!): AdminCoupon!
    "Refused for a used coupon (deactivate it instead)."
    adminDeleteCoupon(id: ID!): AdminDeleted!
    "Turning an offer on turns the others off."
    adminSaveOffer(input: AdminOfferInput!): AdminOffer!
  }

  type AdminDeleted {
    id: ID!
  }
`;
