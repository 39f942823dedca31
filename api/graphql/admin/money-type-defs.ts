// The money screens' contract (/admin/money): orders and memberships with their payments, and refunds.
export const typeDefs = /* GraphQL */ `
  input AdminMoneySearch {
    "Part of the payer's e-mail."
    q: String
    "An order's or a membership's status."
    status: String
    "STRIPE | YOO"
    provider: String
  }

  type AdminOrder {
    id: ID!
    email: String!
    userId: ID!
    product: String!
    status: String!
    provider: String!
    "Minor units."
    totalPrice: Int!
    currency: String!
    createdAt: String!
    paidAt: String
    "Whether the team may refund it here (paid, something was paid, and its provider is configured)."
    refundable: Boolean!
  }

  type AdminOrdersPage {
    items: [AdminOrder!]!
    total: Int!
    pageSize: Int!
  }

  type AdminMembershipCharge {
    id: ID!
    kind: String!
    status: String!
    "Minor units."
    amount: Int!
    currency: String!
    at: String!
    refundable: Boolean!
  }

  type AdminMembershipRow {
    id: ID!
    email: String!
    userId: ID!
    "STRIPE, YOO, or TEAM for a membership granted by hand."
    provider: String!
    status: String!
    billingCycle: String!
    currentPeriodEnd: String
    createdAt: String!
    cancelReason: String
    "YooKassa's payments, each refundable on its own (Stripe keeps a Stripe membership's invoices)."
    charges: [AdminMembershipCharge!]!
    currency: String!
    "Minor units of the last successful payment, if any."
    lastPaymentAmount: Int
    "A Stripe membership whose last paid invoice can be refunded here (adminRefundStripeMembership)."
    lastPaymentRefundable: Boolean!
  }

  type AdminMembershipsPage {
    items: [AdminMembershipRow!]!
    total: Int!
    pageSize: Int!
  }

  extend type Query {
    adminOrders(search: AdminMoneySearch, page: Int): AdminOrdersPage!
    adminMemberships(search: AdminMoneySearch, page: Int): AdminMembershipsPage!
  }

  extend type Mutation {
    "Refunds a paid order whole through its provider; the access it bought ends."
    adminRefundOrder(id: ID!, reason: String!): AdminOrder!
    "Refunds one YooKassa membership payment whole; the membership ends."
    adminRefundMembershipCharge(id: ID!, reason: String!): AdminMembershipRow!
    "Refunds a Stripe membership's last paid invoice whole through Stripe; the membership ends."
    adminRefundStripeMembership(id: ID!, reason: String!): AdminMembershipRow!
  }
`;
