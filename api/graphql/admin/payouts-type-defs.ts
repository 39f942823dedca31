// The promoter payouts screen's contract (/admin/payouts): the list with its filters, and marking one paid or failed.
export const typeDefs = /* GraphQL */ `
  input AdminPayoutSearch {
    "Part of the promoter's e-mail or username."
    q: String
    "PENDING | HELD | PAID | FAILED (HELD: pending with no account in its currency; PENDING leaves those out)"
    status: String
    "The period's month, YYYY-MM."
    period: String
  }

  type AdminPayout {
    id: ID!
    promoterId: ID!
    promoterEmail: String!
    "Null when the promoter's partner settings are gone."
    promoterUsername: String
    "YYYY-MM-DD, Moscow calendar dates, inclusive."
    periodFrom: String!
    periodTo: String!
    currency: String!
    "Minor units."
    productCommission: Int!
    "Minor units."
    subscriptionCommission: Int!
    "Minor units."
    totalAmount: Int!
    "PENDING | PAID | FAILED"
    status: String!
    "Why the bank did not pay it (shown to the promoter)."
    failReason: String
    paidOutAt: String
    createdAt: String!
    "The currency of the bank account snapshotted with the payout (always its own); null when it is held."
    bankCurrency: String
    "PENDING with no account in its currency: the CSV leaves it out and it cannot be marked paid."
    isHeld: Boolean!
  }

  type AdminPayoutTotal {
    currency: String!
    "Minor units."
    amount: Int!
  }

  type AdminPayoutsPage {
    items: [AdminPayout!]!
    total: Int!
    pageSize: Int!
    "The filter's sum per currency."
    totals: [AdminPayoutTotal!]!
    "The months that have payouts (YYYY-MM), newest first."
    periods: [String!]!
  }

  extend type Query {
    adminPayouts(search: AdminPayoutSearch, page: Int): AdminPayoutsPage!
  }

  extend type Mutation {
    "The bank paid it. Asked again, it changes nothing."
    adminMarkPayoutPaid(id: ID!): AdminPayout!
    "The bank did not pay it: the reason is shown to the promoter, and its commissions go to the next payout."
    adminMarkPayoutFailed(id: ID!, reason: String!): AdminPayout!
  }
`;
