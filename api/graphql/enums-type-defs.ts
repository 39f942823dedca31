// The SDL answered by enums.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  enum Language {
    en
    ru
  }

  enum ContentStatus {
    ARCHIVED
    DRAFT
    MODERATION
    PUBLISHED
  }

  enum ReadAccess {
    UNANYMOUS
    AUTHORIZED
    FELLOW
  }

  enum Role {
    ADMIN
    COACH
    CUSTOMER
    GLOBAL_ADMIN
    MODERATOR
    PROMOTER
    RECRUITER
  }

  type Enums {
    languages: [String!]!
    billingPeriods: [String!]!
    productListKinds: [String!]!
    productCategories: [String!]!
    contentStatuses: [String!]!
    roles: [String!]!
    readAccessLevels: [String!]!
    registrationSources: [String!]!
    paymentProviders: [String!]!
    regions: [String!]!
    currencies: [String!]!
  }

  extend type Query {
    fetchEnums: Enums!
  }
`;
