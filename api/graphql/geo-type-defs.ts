// The SDL answered by geo.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  type Country {
    id: ID!
    "The name in the request's language."
    country: String!
    rusTrans: String!
    engTrans: String!
    isoCode: String!
    abbreviations: [String!]!
    regions: [String!]!
  }

  extend type Query {
    getCountries(search: String): [Country!]!
  }
`;
