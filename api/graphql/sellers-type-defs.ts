// The SDL answered by sellers.ts (decision 213: a domain's SDL in a file of its own beside its resolvers).
export const typeDefs = /* GraphQL */ `
  type StripeConnectResult {
    "Stripe's hosted onboarding, opened in a new tab."
    url: String
    error: String
  }

  "spec 03: stripeAccountId is \\"empty\\" without an account; status is \\"true\\" or \\"false\\" as text."
  type StripeConnectionStatus {
    stripeAccountId: String!
    status: String!
    error: String
  }

  type StripeLoginLinkResult {
    link: String
    error: String
  }

  type AccountSessionResult {
    "The client secret the embedded payments and payouts components run on."
    secret: String
    publishableKey: String
    "Stripe's Connect.js (or the local fake's)."
    scriptUrl: String
    error: String
  }

  extend type Query {
    checkStripeConnectionStatus: StripeConnectionStatus!
  }

  extend type Mutation {
    """
    The onboarding link of the viewer's connected Stripe account, made on first use (a write, so a mutation: a GET
    link cannot run it); source: expert or seller.
    """
    connectStripe(source: String!): StripeConnectResult!
    "A one-time link into the viewer's Stripe Express dashboard."
    createStripeLoginLink: StripeLoginLinkResult!
    "An account session for the embedded payments and payouts components."
    createAccountSession: AccountSessionResult!
  }
`;
