// The SDL answered by about.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  extend type Query {
    "The members' chat link: null unless the viewer is a club member and the link is configured."
    getClubChatLink: String
  }
`;
