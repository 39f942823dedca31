// The experts' GraphQL contract: the directory, moderation and the owner's profile form. One block, in the order the
// generated contract prints it; the resolvers live beside it, one file per job.
export const typeDefs = /* GraphQL */ `
  type ExpertActivity {
    id: ID!
    "In the request's language."
    title: String!
  }

  type ExpertLocation {
    countryObject: Country!
  }

  type ExpertContacts {
    website: String
    twitter: String
    linkedIn: String
    telegram: String
    vk: String
    instagram: String
    youTube: String
  }

  type ExpertExperience {
    id: ID!
    position: String!
    company: ExpertCompany!
    "YYYY-MM-DD."
    startedAt: String!
    finishedAt: String
    isWorkingCurrently: Boolean!
  }

  type Expert {
    id: ID!
    slug: String!
    name: String!
    position: String!
    description: String!
    "What can I help (rich text)."
    usefulness: String!
    picture: Picture
    expertActivities: [ExpertActivity!]!
    locations: [ExpertLocation!]!
    "Language codes the expert works in."
    languages: [String!]!
    "The language the profile is written in; lists show the request's language first."
    language: Language!
    contacts: ExpertContacts!
    "Where the expert worked: read for the profile page (one statement)."
    experience: [ExpertExperience!]!
    status: ContentStatus!
    postedAt: String!
    "What a visitor may come with (the expertRequests filter)."
    expertRequests: [ExpertRequest!]!
    "Services and products, in the expert's order (one statement, read for the profile page)."
    services: [ExpertService!]!
    "Why a moderator sent the profile back: for its owner only."
    rejectionReason: String
    "Whether a moderator has approved the profile once (it is public while PUBLISHED): for its owner only."
    approved: Boolean
  }

  type ExpertPrice {
    "In the main unit (dollars, rubles)."
    value: Float!
    currency: Currency!
  }

  type ExpertDocument {
    fileName: String!
    "The stored file's address (http…): for the profile's owner only; a visitor sees the name."
    source: String
  }

  "A service, or a product when it has a document."
  type ExpertService {
    id: ID!
    title: String!
    meetingsInfo: String!
    promoText: String!
    affiliateLink: String
    price: ExpertPrice
    "Rich text."
    description: String!
    document: ExpertDocument
  }

  type ExpertParams {
    expertCompanies: [ExpertCompany!]!
    countries: [Country!]!
    expertActivities: [ExpertActivity!]!
    expertRequests: [ExpertRequest!]!
  }

  "A refused save: name expertServiceDocument (too many services) or expertService (file too large), with the limit."
  type ExpertSaveError {
    name: String!
    message: String!
    limit: Int
  }

  type ExpertSaveResult {
    error: ExpertSaveError
    expert: Expert
  }

  input ExpertContactsInput {
    telegram: String
    linkedIn: String
    twitter: String
    youTube: String
    vk: String
    instagram: String
    website: String
  }

  input ExpertExperienceInput {
    companyId: ID!
    position: String!
    "YYYY-MM-DD."
    startedAt: String!
    finishedAt: String
    isWorkingCurrently: Boolean
  }

  input ExpertPriceInput {
    value: Float!
    currency: Currency!
  }

  input ExpertDocumentInput {
    "A stored file's address (starts with http), as the upload answered it."
    source: String!
    fileName: String!
  }

  input ExpertServiceInput {
    title: String!
    meetingsInfo: String
    promoText: String
    affiliateLink: String
    "Sent only with both value and currency."
    price: ExpertPriceInput
    description: String
    "A product's file; a service has none."
    document: ExpertDocumentInput
  }

  input CreateExpertInput {
    name: String!
    position: String!
    description: String!
    usefulness: String
    "Ignored: the address is made from the name (spaces as hyphens) and kept."
    slug: String
    "Country ids."
    locations: [ID!]
    "Language codes."
    languages: [String!]
    "The language the profile is written in (default: the request's language)."
    language: Language
    expertActivities: [ID!]
    expertRequests: [ID!]
    contacts: ExpertContactsInput!
    experience: [ExpertExperienceInput!]
    services: [ExpertServiceInput!]
  }

  input UpdateExpertInput {
    id: ID!
    "The form sends PUBLISHED; the profile is public only once a moderator has approved it."
    status: ContentStatus
    name: String!
    position: String!
    description: String!
    usefulness: String
    slug: String
    locations: [ID!]
    languages: [String!]
    "The language the profile is written in (not sent: unchanged)."
    language: Language
    expertActivities: [ID!]
    expertRequests: [ID!]
    contacts: ExpertContactsInput!
    experience: [ExpertExperienceInput!]
    services: [ExpertServiceInput!]
  }

  input ExpertsInput {
    expertActivities: [ID!]
    expertRequests: [ID!]
    languages: [String!]
    expertCompanies: [ID!]
    countriesIds: [ID!]
    "PUBLISHED (the default) for everyone; other statuses for moderators."
    status: ContentStatus
    "3 characters or more; shorter text searches nothing."
    textSearch: String
  }

  enum DirectorySort {
    latest
    alphabeticallyAZ
    alphabeticallyZA
  }

  input DirectorySortInput {
    sortBy: DirectorySort!
  }

  input DirectoryPaginationOptions {
    limit: Int
    skip: Int
    sort: DirectorySortInput
  }

  type DirectoryMeta {
    hasNextPage: Boolean!
  }

  type ExpertsResult {
    experts: [Expert!]!
    meta: DirectoryMeta!
  }

  type ExpertRequest {
    id: ID!
    "In the request's language."
    title: String!
  }

  type ExpertCompany {
    id: ID!
    name: String!
    logo: String
  }

  "What the directory can be filtered by (countries and languages: those of public profiles)."
  type ExpertFilters {
    expertActivities: [ExpertActivity!]!
    expertRequests: [ExpertRequest!]!
    expertCompanies: [ExpertCompany!]!
    countries: [Country!]!
    "Language codes."
    languages: [String!]!
  }

  extend type Mutation {
    "The viewer's expert profile, waiting for moderation; needs a connected Stripe account. One per user."
    createExpert(input: CreateExpertInput!): ExpertSaveResult!
    "The viewer's own profile, replaced whole."
    updateExpert(input: UpdateExpertInput!): ExpertSaveResult!
  }

  extend type Query {
    getExpertFilters: ExpertFilters!
    "A public profile by its address; null when there is none or it is not public."
    getExpertBySlug(slug: String!): Expert
    "The experts directory: 6 a page by default, newest first unless sorted by name."
    getExperts(input: ExpertsInput, paginationOptions: DirectoryPaginationOptions): ExpertsResult!
    "The viewer's own profile in any status (null without one); another user's id is refused."
    getExpertByUserId(userId: String): Expert
    "What the expert form chooses from."
    getExpertParams: ExpertParams!
  }
`;
