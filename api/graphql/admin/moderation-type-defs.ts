// The moderation queues' writes in the back office (/admin/moderation, /admin/promoter-applications). The queues are
// read with getExperts(status: MODERATION) and getPromoterApplications, which answer moderators only.
export const typeDefs = /* GraphQL */ `
  extend type Mutation {
    "Publishes an expert profile waiting for moderation (it becomes public); its owner is told by mail."
    adminApproveExpert(id: ID!): OkResult!
    "Sends an expert profile waiting for moderation back as a draft; the reason is mailed to its owner."
    adminRejectExpert(id: ID!, reason: String!): OkResult!
    "Approves an application to become a promoter (the partner settings and the two default codes are made)."
    adminApprovePromoter(id: ID!): OkResult!
    "Declines an application to become a promoter; the reason is mailed to the applicant."
    adminDeclinePromoter(id: ID!, reason: String!): OkResult!
  }
`;
