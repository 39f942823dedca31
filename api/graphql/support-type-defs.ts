// The SDL answered by support.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  input ContactSupportInput {
    title: String!
    message: String!
  }

  extend type Mutation {
    "A message to the club's support (signed-in users)."
    contactSupport(input: ContactSupportInput!): OkResult!
  }
`;
