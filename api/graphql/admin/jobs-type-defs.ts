// The back office's jobs contract (/admin/jobs): the list, one job, and the writes. Every field begins with "admin"
// and is in the authorization table (src/domain/authorization.ts).
export const jobsTypeDefs = /* GraphQL */ `
  "A job as the back office edits it: every stored field, its status and who wrote it."
  type AdminJob {
    id: ID!
    title: String!
    "HTML, as stored (the server keeps an allow-list of text markup)."
    description: String!
    company: String
    companyLogo: String
    city: String
    state: String
    countryId: ID
    regions: [String!]!
    "One of Intern, Junior, Middle, Senior, Lead."
    seniority: String
    salaryMin: Int
    salaryMax: Int
    salaryCurrency: String
    categoryIds: [ID!]!
    tags: [String!]!
    readAccess: ReadAccess!
    isUN: Boolean!
    isRelocationPackage: Boolean!
    isVisaNeeded: Boolean!
    hasReferral: Boolean!
    applicationLink: String
    "The last day the vacancy is open (YYYY-MM-DD, Moscow); null: open until archived."
    openUntil: String
    "Whether that day has passed: the public lists no longer show it."
    isExpired: Boolean!
    postedAt: String!
    status: ContentStatus!
    createdByEmail: String
    createdAt: String!
    updatedAt: String!
    "What the asking team member may do to it (the server checks again on every write)."
    canEdit: Boolean!
    canPublish: Boolean!
    canArchive: Boolean!
  }

  type AdminJobsPage {
    items: [AdminJob!]!
    total: Int!
    pageSize: Int!
  }

  input AdminJobsFilter {
    "Part of a title or a company's name."
    search: String
    status: ContentStatus
    readAccess: ReadAccess
    isUN: Boolean
    categoryId: ID
    "true: only vacancies whose last day has passed; false: only open ones."
    expired: Boolean
    "newest (default), oldest, openUntil, title."
    sort: String
  }

  input AdminJobInput {
    "Absent: a new job."
    id: ID
    title: String!
    "HTML, up to 50 000 characters."
    description: String
    company: String
    companyLogo: String
    city: String
    state: String
    countryId: ID
    regions: [String!]
    seniority: String
    salaryMin: Int
    salaryMax: Int
    salaryCurrency: String
    categoryIds: [ID!]
    tags: [String!]
    readAccess: ReadAccess!
    isUN: Boolean
    isRelocationPackage: Boolean
    isVisaNeeded: Boolean
    hasReferral: Boolean
    applicationLink: String
    "The last day the vacancy is open (YYYY-MM-DD, Moscow)."
    openUntil: String
  }

  extend type Query {
    "The jobs list (25 a page); a recruiter's holds only the jobs they wrote."
    adminJobs(filter: AdminJobsFilter, page: Int): AdminJobsPage!
    adminJob(id: ID!): AdminJob
  }

  extend type Mutation {
    "Creates (no id) or edits a job: a moderator's new job is a draft, a recruiter's waits for moderation."
    adminSaveJob(input: AdminJobInput!): AdminJob!
    adminPublishJob(id: ID!): AdminJob!
    adminArchiveJob(id: ID!): AdminJob!
    "A copy to start a similar job from: a draft (a recruiter's waits for moderation), its title marked as a copy."
    adminDuplicateJob(id: ID!): AdminJob!
  }
`;
