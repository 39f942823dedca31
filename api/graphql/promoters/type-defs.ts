// Promoters' GraphQL contract (spec 03: promoter area, partner settings, bank account, coupons, promoter subscriptions,
// payouts, exchange rates), the moderators' queue of applications and the admins' payouts. Amounts are in the
// currency's main unit (dollars, rubles) to two decimals, as Money elsewhere; rates and discounts are fractions
// (0.2 = 20 %), shown as percent by the page.
export const typeDefs = /* GraphQL */ `
  enum BankCurrency {
    RUB
    USD
    EUR
  }

  enum CouponKind {
    PRODUCTS
    SUBSCRIPTIONS
  }

  enum PayoutStatus {
    PENDING
    PAID
    FAILED
  }

  enum PromoterApplicationStatus {
    PENDING
    APPROVED
    DECLINED
  }

  type BankAddress {
    city: String!
    state: String!
    zipCode: String!
    countryId: Int!
  }

  "A promoter's bank account: shown to its owner and to admins only."
  type BankAccount {
    currency: BankCurrency!
    accountName: String!
    "The IBAN, or the account number for RUB."
    iban: String!
    "The SWIFT/BIC, or the BIC for RUB."
    swift_bic: String!
    reference: String
    "USD and EUR only."
    address: BankAddress
    updatedAt: String!
  }

  type PartnerSettings {
    partnershipStarted: String!
    partnershipCancelled: String
    username: String!
    isDeactivated: Boolean!
    "Fractions: 0.2 = 20 %."
    productCommission: Float!
    subscriptionCommission: Float!
    "The default subscriptions code, <USERNAME>SUB."
    couponCode: String!
    couponSubscriptionDiscount: Float!
    couponProductDiscount: Float!
    isSubscribedOnPaymentsInfo: Boolean!
    bankAccount: BankAccount
  }

  "A promoter's promo code."
  type PromoterCoupon {
    id: ID!
    couponCode: String!
    kind: CouponKind!
    countUsers: Int!
    countTimes: Int!
    "A fraction: 0.1 = 10 %."
    discountPercentage: Float!
    "The two default codes (<USERNAME>SUB, <USERNAME>PROD) cannot be deleted."
    isDefault: Boolean!
  }

  type PromoterCouponError {
    "exists | exceeded | invalid"
    name: String!
    message: String!
  }

  type AddPromoterCouponResult {
    coupon: PromoterCoupon
    error: PromoterCouponError
  }

  "Money earned over a span, in one currency."
  type Income {
    dateFrom: String
    dateTo: String
    amount: Float!
    currency: Currency!
  }

  "The commission summary: each list has one entry per currency with money in it."
  type PromoterIncome {
    "Earned since the last closed period (any status but reversed)."
    thisPeriod: [Income!]!
    "In the refund hold."
    pending: [Income!]!
    "Out of the hold, to be paid on the next payout date."
    payable: [Income!]!
    "Paid out so far."
    paid: [Income!]!
    "The spec's payout date (YYYY-MM-DD)."
    nextPayoutDate: String!
  }

  type ExchangeRates {
    "The day the rates are for (YYYY-MM-DD)."
    date: String!
    rubToEur: Float!
    rubToUsd: Float!
    usdToEur: Float!
    usdToRub: Float!
  }

  "A membership that started with one of the promoter's codes; the customer's e-mail is masked."
  type PromoterSubscription {
    id: ID!
    billingCycle: BillingCycle!
    "Earned on this membership so far, in its currency."
    commission: Float!
    coupon: String!
    couponDiscountPercentage: Float!
    currency: Currency!
    customerEmail: String!
    nextTimeCharge: String
    numberOfCharges: Int!
    "Stripe or Yoo."
    paymentMethod: String!
    planTitle: String!
    priceAfterDiscount: Float!
    priceWithoutDiscount: Float!
    startTime: String
    status: String!
  }

  type Payout {
    id: ID!
    promoterId: ID!
    "Admins see whose payout it is."
    promoterUsername: String
    failReason: String
    createdAt: String!
    paidOutAt: String
    periodFrom: String!
    periodTo: String!
    productCommission: Float!
    subscriptionCommission: Float!
    totalAmount: Float!
    currency: Currency!
    status: PayoutStatus!
    "The Stripe checkout sessions and invoices whose commissions it pays (and refunds it deducts)."
    stripeInvoices: [String!]!
    "The YooKassa payments whose commissions it pays."
    yooInvoices: [String!]!
    "The bank account as it was when the payout was made."
    bankAccount: BankAccount
  }

  input PayoutsQuery {
    "A promoter sees only their own; admins may name any promoter, or none for all."
    promoterId: ID
    "YYYY-MM-DD: payouts whose period starts on or after this day."
    periodFrom: String
    "YYYY-MM-DD: payouts whose period ends on or before this day."
    periodTo: String
    status: PayoutStatus
  }

  input BankAddressInput {
    city: String
    state: String
    zipCode: String
    countryId: Int
  }

  input BankAccountInput {
    currency: BankCurrency!
    accountName: String
    iban: String
    swift_bic: String
    reference: String
    address: BankAddressInput
  }

  type BankAccountResult {
    bankAccount: BankAccount
  }

  type PromoterApplicant {
    id: ID!
    email: String!
    firstName: String!
    lastName: String!
  }

  type PromoterApplication {
    id: ID!
    status: PromoterApplicationStatus!
    createdAt: String!
    decidedAt: String
    reason: String
    user: PromoterApplicant!
  }

  extend type Query {
    "The signed-in promoter's settings; null for anyone who is not a promoter."
    getPartnerSettings: PartnerSettings
    "The signed-in promoter's codes (the two defaults are re-created if missing)."
    getCoupons: [PromoterCoupon!]!
    "The signed-in promoter's commission summary."
    getPromoterIncome: PromoterIncome!
    "The latest stored rates (the Central Bank of Russia's by default); null before the first are stored."
    getCurrencyExchangeRates: ExchangeRates
    "Payouts: a promoter's own; admins' any."
    getPayouts(query: PayoutsQuery): [Payout!]!
    "The memberships that started with a promoter's codes (id: the promoter; a promoter may name only themself)."
    getPromoterSubscriptionList(id: ID): [PromoterSubscription!]!
    "Moderators: applications to become a promoter (default: those waiting); null for anyone else."
    getPromoterApplications(status: PromoterApplicationStatus): [PromoterApplication!]
  }

  extend type Mutation {
    updatePromoterBankAccount(input: BankAccountInput!): BankAccountResult!
    toggleSubscriptionOnPaymentsInfo: PartnerSettings!
    addPromoterCoupon(alias: String!, kind: CouponKind!): AddPromoterCouponResult!
    deletePromoterCoupon(couponId: ID!): OkResult!
    "Ends the partnership: the codes stop working; commissions already earned are still paid."
    cancelMyPartnership: OkResult!
  }
`;
