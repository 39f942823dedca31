// The back office's site content contract (/admin/site): banners, creeping lines, reviews, SEO texts and the FAQ — their lists
// and the writes. Every field begins with "admin" and is in the authorization table (area "content").
export const siteContentTypeDefs = /* GraphQL */ `
  "A banner of the home page's slider as the back office edits it."
  type AdminBanner {
    id: ID!
    kind: String!
    title: String!
    text: String
    extraText: String
    buttonTitle: String
    href: String
    nextLink: String
    image: String
    imageMobile: String
    "Who sees it: visitors (isFree), signed-in non-members (isRegistered), club members (isPaid)."
    isFree: Boolean!
    isRegistered: Boolean!
    isPaid: Boolean!
    language: Language!
    status: ContentStatus!
    sortOrder: Int!
    updatedAt: String!
  }

  input AdminBannerInput {
    "Absent: a new banner (at the end of its language's list)."
    id: ID
    kind: String
    title: String!
    text: String
    extraText: String
    buttonTitle: String
    "An http(s) address or a path of this site."
    href: String
    nextLink: String
    image: String
    imageMobile: String
    isFree: Boolean
    isRegistered: Boolean
    isPaid: Boolean
    language: Language!
    published: Boolean
  }

  type AdminCreepingLine {
    id: ID!
    text: String!
    link: String
    textColor: String!
    backgroundColor: String!
    bgOpacityPercentage: Int!
    priority: Int!
    "Shown only to the signed-in user with this e-mail (when their tier is in the audience); null: to the audience."
    conditionEmail: String
    "Who sees it, as for banners: visitors (isFree), signed-in non-members (isRegistered), club members (isPaid)."
    isFree: Boolean!
    isRegistered: Boolean!
    isPaid: Boolean!
    language: Language!
    status: ContentStatus!
    updatedAt: String!
    """
    Who sees it now, one entry per audience it is for (none for a draft): of the published lines of its language for
    that audience, the site shows the highest priority, then the oldest; a line for one e-mail competes only for that
    person.
    """
    reach: [AdminCreepingLineReach!]!
  }

  "Whether a published creeping line shows to one of its audiences now."
  type AdminCreepingLineReach {
    "isFree (visitors), isRegistered (signed-in non-members) or isPaid (club members)."
    audience: String!
    shown: Boolean!
    "The line shown instead (higher priority, or the same and older); null when this one is shown."
    hiddenBy: AdminCreepingLineRival
  }

  "The line that hides another: enough to name it and say why."
  type AdminCreepingLineRival {
    id: ID!
    text: String!
    priority: Int!
    conditionEmail: String
  }

  input AdminCreepingLineInput {
    id: ID
    text: String!
    link: String
    textColor: String
    backgroundColor: String
    bgOpacityPercentage: Int
    priority: Int
    conditionEmail: String
    "At least one audience."
    isFree: Boolean
    isRegistered: Boolean
    isPaid: Boolean
    language: Language!
    published: Boolean
  }

  type AdminReview {
    id: ID!
    firstName: String!
    lastName: String!
    position: String
    title: String
    text: String!
    picture: String
    "Where it shows: home, subscription."
    categories: [String!]!
    language: Language!
    status: ContentStatus!
    sortOrder: Int!
    updatedAt: String!
  }

  input AdminReviewInput {
    id: ID
    firstName: String!
    lastName: String
    position: String
    title: String
    text: String!
    picture: String
    categories: [String!]
    language: Language!
    published: Boolean
  }

  "The title and description of one page of the site (they win over the page's own)."
  type AdminSeoTag {
    id: ID!
    "A locale-prefixed path of a public page, with its trailing slash, e.g. /ru/jobs/."
    url: String!
    title: String!
    description: String!
    updatedAt: String!
  }

  input AdminSeoTagInput {
    id: ID
    url: String!
    title: String!
    description: String!
  }

  "A question of the home page's FAQ; the answer is sanitized rich text (HTML)."
  type AdminFaqItem {
    id: ID!
    question: String!
    answer: String!
    language: Language!
    status: ContentStatus!
    sortOrder: Int!
    updatedAt: String!
  }

  input AdminFaqItemInput {
    id: ID
    question: String!
    "HTML; the server keeps only its allow-list of text markup."
    answer: String!
    language: Language!
    published: Boolean
  }

  input AdminSiteFilter {
    language: Language
    "Part of a title, a text, an author or an address."
    search: String
  }

  extend type Query {
    adminBanners(filter: AdminSiteFilter): [AdminBanner!]!
    adminCreepingLines(filter: AdminSiteFilter): [AdminCreepingLine!]!
    adminReviews(filter: AdminSiteFilter): [AdminReview!]!
    adminSeoTags(filter: AdminSiteFilter): [AdminSeoTag!]!
    adminFaqItems(filter: AdminSiteFilter): [AdminFaqItem!]!
  }

  extend type Mutation {
    adminSaveBanner(input: AdminBannerInput!): AdminBanner!
    adminDeleteBanner(id: ID!): Boolean!
    "Moves a banner one place up or down (direction: up, down) in its language's list."
    adminMoveBanner(id: ID!, direction: String!): Boolean!
    adminSaveCreepingLine(input: AdminCreepingLineInput!): AdminCreepingLine!
    adminDeleteCreepingLine(id: ID!): Boolean!
    adminSaveReview(input: AdminReviewInput!): AdminReview!
    adminDeleteReview(id: ID!): Boolean!
    adminMoveReview(id: ID!, direction: String!): Boolean!
    adminSaveSeoTag(input: AdminSeoTagInput!): AdminSeoTag!
    adminDeleteSeoTag(id: ID!): Boolean!
    adminSaveFaqItem(input: AdminFaqItemInput!): AdminFaqItem!
    adminDeleteFaqItem(id: ID!): Boolean!
    adminMoveFaqItem(id: ID!, direction: String!): Boolean!
  }
`;
