// The SDL answered by partnership.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  input PartnershipRequestInput {
    "company | expert | recruiter | media"
    kind: String!
    name: String
    email: String
    role: String
    company: String
    profession: String
    website: String
    socialNetworks: String
    moreDetails: String
    partnershipGoal: String
  }

  "A general enquiry to the club: name, email and message required."
  input EnquiryInput {
    name: String!
    email: String!
    message: String!
    company: String
    "What the enquiry is about, in the sender's words."
    topic: String
  }

  extend type Mutation {
    "A partnership page form: stored, mailed to the club and confirmed to the sender. True on success."
    sendPartnershipRequest(input: PartnershipRequestInput!): Boolean!
    "A general enquiry: stored (kind enquiry), mailed to the club and confirmed to the sender."
    SubmitEnquiry(input: EnquiryInput!): OkResult!
  }
`;
