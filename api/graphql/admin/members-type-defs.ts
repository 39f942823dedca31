// The members screens' contract (/admin/members): the search, a person with their timeline, and the team's writes.
export const typeDefs = /* GraphQL */ `
  type AdminMember {
    id: ID!
    email: String!
    firstName: String!
    lastName: String!
    role: Role!
    isFellow: Boolean!
    emailVerified: Boolean!
    language: Language!
    blockedAt: String
    createdAt: String!
    "Whether the account was deleted (its row stays for the orders that refer to it)."
    deleted: Boolean!
  }

  type AdminMembersPage {
    items: [AdminMember!]!
    total: Int!
    pageSize: Int!
  }

  input AdminMemberSearch {
    "Part of an e-mail or a name."
    q: String
    "all | fellows | team | blocked"
    show: String
    "newest | oldest | email"
    sort: String
  }

  type AdminMembership {
    id: ID!
    "STRIPE, YOO, or TEAM for a membership granted by hand."
    provider: String!
    status: String!
    billingCycle: String!
    currentPeriodEnd: String
    cancelAt: String
  }

  type AdminTimelineEvent {
    at: String!
    "signUp | verified | signIn | order | orderRefunded | membership | membershipEnded | charge | support | team"
    kind: String!
    "The event's details as JSON text (an order's product and sum, the team's operation and reason …)."
    detail: String!
  }

  type AdminMemberDetail {
    member: AdminMember!
    membership: AdminMembership
    "Sessions alive now."
    sessions: Int!
    timeline: [AdminTimelineEvent!]!
  }

  extend type Query {
    adminMembers(search: AdminMemberSearch, page: Int): AdminMembersPage!
    adminMember(id: ID!): AdminMemberDetail
  }

  extend type Mutation {
    adminSetMemberRole(id: ID!, role: Role!): AdminMember!
    adminGrantMembership(id: ID!, days: Int!, reason: String!): AdminMember!
    adminEndMembership(id: ID!, reason: String!): AdminMember!
    adminSignOutMember(id: ID!): OkResult!
    adminBlockMember(id: ID!, reason: String!): AdminMember!
    adminUnblockMember(id: ID!, reason: String!): AdminMember!
    adminDeleteMember(id: ID!, reason: String!): OkResult!
  }
`;
