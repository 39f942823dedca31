// The SDL answered by leads.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  extend type Mutation {
    "Adds a contact to mailing groups (the lead-magnet gift); the gift is mailed to the address."
    addContactToGroups(groups: [String!]!, email: String!, name: String): OkResult!
    "A message to the club from the send-request dialog (email, name and subject required)."
    sendMessage(email: String!, name: String!, subject: String!, message: String): OkResult!
    "The contact form of an expert's or a partner's page: stored and mailed to the club, which passes it on."
    sendContactInfo(input: ContactInfoInput!): OkResult!
  }

  input ContactInfoInput {
    "Composed by the page: type / name / service title."
    subject: String!
    name: String!
    telegram: String
    message: String!
    email: String!
  }
`;
