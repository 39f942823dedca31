// The back office's GraphQL contract (/admin): every field begins with "admin" and is listed in the authorization
// table (src/domain/authorization.ts), which a test holds equal to this schema.
export const typeDefs = /* GraphQL */ `
  "What the signed-in team member may open in /admin; null for anyone else."
  type AdminOverview {
    email: String!
    role: Role!
    "The areas of /admin this role works in (src/domain/authorization.ts), e.g. jobs, content, money."
    areas: [String!]!
    "Until when this session may write without entering the password again (ISO); null when it must now."
    signInFreshUntil: String
    waiting: AdminWaiting!
  }

  "What waits for the team, for the areas the viewer works in (null for the others)."
  type AdminWaiting {
    "Jobs waiting for a moderator."
    jobs: Int
    "Expert profiles waiting for a moderator."
    experts: Int
    "New messages in the inbox."
    inbox: Int
  }

  type AdminConfirmPasswordResult {
    signInFreshUntil: String!
  }

  type AdminAuditChange {
    field: String!
    "The value before, as JSON text (null: the field was not set)."
    before: String
    after: String
  }

  type AdminAuditEntry {
    id: ID!
    actorEmail: String!
    operation: String!
    entity: String!
    entityId: String!
    changes: [AdminAuditChange!]!
    reason: String
    createdAt: String!
  }

  type AdminAuditPage {
    items: [AdminAuditEntry!]!
    total: Int!
    pageSize: Int!
  }

  input AdminAuditFilter {
    actor: String
    entity: String
    entityId: String
    operation: String
    "YYYY-MM-DD (Moscow), inclusive."
    from: String
    to: String
  }

  extend type Query {
    adminOverview: AdminOverview
    adminAuditLog(filter: AdminAuditFilter, page: Int): AdminAuditPage!
  }

  extend type Mutation {
    "Proves the password again: /admin writes need it within the last 30 minutes."
    adminConfirmPassword(password: String!): AdminConfirmPasswordResult!
  }
`;
