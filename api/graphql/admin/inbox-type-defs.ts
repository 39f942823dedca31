// The back office's inbox contract (/admin/inbox): the messages the site's forms store, one list of four kinds, their
// status and the team's replies. Kinds, statuses and sorts are strings checked by src/domain/admin-inbox.ts, so an
// unknown one is a translated BAD_USER_INPUT rather than a schema error.
export const typeDefs = /* GraphQL */ `
  "A reply mailed from the inbox."
  type AdminInboxReply {
    id: ID!
    "Who on the team sent it (null when that account is gone)."
    authorEmail: String
    toEmail: String!
    subject: String!
    body: String!
    createdAt: String!
  }

  "A field of the form besides the message: telegram, groups, company, role, profession, website, socialNetworks, partnershipGoal."
  type AdminInboxDetail {
    field: String!
    value: String!
  }

  type AdminInboxItem {
    "support | leadContact | leadRequest | partnershipRequest"
    kind: String!
    id: ID!
    "The form within the kind: sendRequest | expertContact | partnerContact for a lead request; company | expert | recruiter | media | enquiry for a partnership request; null otherwise."
    origin: String
    name: String
    email: String!
    subject: String
    message: String!
    "The language the sender wrote in (ru | en): the reply's mail is in it."
    language: String!
    details: [AdminInboxDetail!]!
    createdAt: String!
    "new | answered | closed"
    status: String!
    statusUpdatedAt: String
    "Oldest first."
    replies: [AdminInboxReply!]!
  }

  type AdminInboxKindCount {
    kind: String!
    count: Int!
  }

  type AdminInboxPage {
    items: [AdminInboxItem!]!
    total: Int!
    pageSize: Int!
    "How many messages of each kind are new (whatever the filter)."
    newByKind: [AdminInboxKindCount!]!
  }

  input AdminInboxFilter {
    kind: String
    status: String
    "Part of the sender's name or e-mail, the subject or the text."
    search: String
    "newest (default) | oldest"
    sort: String
  }

  type AdminInboxReplyResult {
    replyId: ID!
    "False when a reply of this replyId had been sent already: nothing was sent again."
    sent: Boolean!
    item: AdminInboxItem!
  }

  extend type Query {
    adminInbox(filter: AdminInboxFilter, page: Int): AdminInboxPage!
    adminInboxItem(kind: String!, id: ID!): AdminInboxItem!
  }

  extend type Mutation {
    "new | answered | closed; recorded in the audit log."
    adminSetInboxStatus(kind: String!, id: ID!, status: String!): AdminInboxItem!
    "Mails a reply to the sender and marks the message answered. replyId (a uuid the screen picks per reply) makes a retry send nothing twice."
    adminReplyToInboxItem(kind: String!, id: ID!, subject: String!, body: String!, replyId: ID): AdminInboxReplyResult!
  }
`;
