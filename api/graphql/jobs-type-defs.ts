// The SDL answered by jobs.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  type Salary {
    min: Int
    max: Int
    currency: String
  }

  type CompanyObject {
    name: String!
    companyLogo: Picture
  }

  type JobCountry {
    id: ID!
    rusTrans: String!
    engTrans: String!
  }

  type JobLocation {
    city: String
    state: String
    countryObject: JobCountry
  }

  type Seniority {
    name: String!
    translation: String
  }

  type JobCategory {
    id: ID!
    name: String!
    engTrans: String!
  }

  type Job {
    id: ID!
    title: String!
    openUntil: String
    postedAt: String!
    isUN: Boolean!
    readAccess: ReadAccess!
    company: String
    companyObject: CompanyObject
    hasCompany: Boolean!
    hasSalaryRange: Boolean!
    salary: Salary
    location: JobLocation!
    seniority: Seniority
    jobCategories: [JobCategory!]!
    isRelocationPackage: Boolean!
    isVisaNeeded: Boolean!
    description: String!
    applicationLink: String
    isInWishlist: Boolean!
    hasReferral: Boolean!
    tags: [String!]!
  }

  "A job the viewer may not open: gated fields are placeholders."
  type DisabledJob {
    id: ID!
    title: String!
    openUntil: String
    postedAt: String!
    isUN: Boolean!
    readAccess: ReadAccess!
    "A placeholder; nullable like Job.company so both can be selected in one query."
    company: String
    hasCompany: Boolean!
    hasSalaryRange: Boolean!
    location: JobLocation!
    seniority: Seniority
    jobCategories: [JobCategory!]!
    description: String!
    tags: [String!]!
    "The viewer's own saved state (not gated): a saved job stays saved when its level is above the viewer's."
    isInWishlist: Boolean!
  }

  union JobByAccess = Job | DisabledJob

  type PageMeta {
    hasNextPage: Boolean!
    hasPrevPage: Boolean!
    totalItems: Int!
    totalPages: Int!
    currentPage: Int!
    nextPage: Int
    prevPage: Int
  }

  type JobsResult {
    meta: PageMeta!
    jobsByAccess: [JobByAccess!]!
  }

  input JobsInput {
    textSearch: String
    jobCategories: [ID!]
    regions: [String!]
    tags: [String!]
    countriesIds: [ID!]
    isUN: Boolean
    readAccess: [ReadAccess!]
  }

  "The anonymous preview: up to 3 jobs open to everyone, first on an anonymous visitor's first page."
  input AnonymousJobsInput {
    limit: Int
  }

  input PaginationOptions {
    skip: Int
    limit: Int
  }

  type JobFilters {
    jobCategories: [JobCategory!]!
    "Countries that have jobs, most jobs first (at most 50)."
    countries: [JobCountry!]!
    regions: [String!]!
    tags: [String!]!
  }

  extend type Query {
    getJobs(input: JobsInput, paginationOptions: PaginationOptions, anonymousJobsInput: AnonymousJobsInput): JobsResult!
    getJob(id: ID!): JobByAccess
    fetchJobFilters: JobFilters!
    "The signed-in user's saved jobs, most recently saved first."
    getSavedJobs: [JobByAccess!]!
    "The tags published jobs carry, alphabetically."
    getTags: [String!]!
    getJobCategories: [JobCategory!]!
  }

  type ViewCount {
    id: ID!
    views: Int!
  }

  type FavouriteResult {
    id: ID!
    isInWishlist: Boolean!
  }

  extend type Mutation {
    recordJobView(id: ID!): ViewCount!
    toggleFavouriteJob(id: ID!): FavouriteResult!
  }
`;
