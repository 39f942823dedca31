// Partnership: the partnership page's four forms (sendPartnershipRequest) and enquiries (SubmitEnquiry).
import type { Resolvers } from "./generated/resolvers.ts";

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

  extend type Mutation {
    "A partnership page form: stored, mailed to the club and confirmed to the sender. True on success."
    sendPartnershipRequest(input: PartnershipRequestInput!): Boolean!
  }
`;

export const resolvers: Resolvers = {};
