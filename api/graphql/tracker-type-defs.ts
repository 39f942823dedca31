// The SDL answered by tracker.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  enum TrackerStatus {
    BOOKMARKED
    APPLYING
    APPLIED
    INTERVIEWING
    NEGOTIATING
    ACCEPTED
    DECLINED
    REJECTED
    ARCHIVED
  }

  "The board's job an item was saved from: its id and title (never gated)."
  type TrackerJob {
    id: ID!
    title: String!
  }

  type TrackerStatusChange {
    status: TrackerStatus!
    changedAt: String!
  }

  type TrackerItem {
    id: ID!
    company: String!
    title: String!
    status: TrackerStatus!
    country: Country
    createdAt: String!
    appliedAt: String
    notes: String!
    link: String!
    job: TrackerJob
    description: String!
    salary: String!
    companyLogo: String!
    "When the user means to act next; a reminder mail goes out that day."
    nextActionAt: String
    "Each status the item entered, oldest first."
    statusHistory: [TrackerStatusChange!]!
  }

  type TrackerItemsMeta {
    "Items matching the filter (the page holds up to limit of them)."
    total: Int!
    skip: Int!
    limit: Int!
    hasNextPage: Boolean!
  }

  type TrackerItemsResult {
    meta: TrackerItemsMeta!
    trackerItems: [TrackerItem!]!
  }

  type TrackerFilters {
    "The countries the viewer's items name."
    countries: [Country!]!
    statuses: [TrackerStatus!]!
  }

  type TrackerError {
    name: String!
    message: String!
  }

  type TrackerItemResult {
    trackerItem: TrackerItem
    error: TrackerError
  }

  enum TrackerSortField {
    createdAt
    appliedAt
    title
    company
    status
    updatedAt
  }

  enum TrackerSortOrder {
    asc
    desc
  }

  input TrackerSortInput {
    field: TrackerSortField
    sortBy: TrackerSortOrder
  }

  input TrackerPaginationOptions {
    "Up to 500 (the default)."
    limit: Int
    skip: Int
    sort: TrackerSortInput
  }

  input TrackerItemsInput {
    "3 characters or more search title, company and notes; shorter text is ignored."
    textSearch: String
    countryId: ID
    status: TrackerStatus
    "YYYY-MM-DD (Moscow), included."
    createdFrom: String
    "YYYY-MM-DD (Moscow), included."
    createdTo: String
  }

  input CreateTrackerItemInput {
    "Empty: the default label 'Untitled position' (in the request's language)."
    title: String
    "Empty: the default label 'Unknown company'."
    company: String
    notes: String
    link: String
    countryId: ID
    "A job of the board: its title and link (and, where the viewer may read them, company, logo and salary) are copied."
    jobId: ID
    status: TrackerStatus
  }

  input UpdateTrackerItemInput {
    id: ID!
    title: String
    company: String
    status: TrackerStatus
    "null clears it ('Not specified')."
    countryId: ID
    "YYYY-MM-DD; null clears it."
    appliedAt: String
    "YYYY-MM-DD; null clears it."
    nextActionAt: String
    notes: String
    link: String
  }

  extend type Query {
    "The viewer's own items, newest first by default."
    getTrackerItems(paginationOptions: TrackerPaginationOptions, input: TrackerItemsInput): TrackerItemsResult!
    getTrackerFilters: TrackerFilters!
  }

  extend type Mutation {
    createTrackerItem(input: CreateTrackerItemInput!): TrackerItemResult!
    updateTrackerItem(input: UpdateTrackerItemInput!): TrackerItemResult!
    deleteTrackerItem(id: ID!): OkResult!
  }
`;
