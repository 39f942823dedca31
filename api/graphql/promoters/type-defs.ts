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

  """
  A promoter's bank account in one currency (a promoter holds one per currency; a payout goes only to the account in
  its own currency): shown to its owner and to admins only.
  """
  type BankAccount {
    currency: BankCurrency!
    accountName: String!
    "The bank's name; null for an account saved before it was asked for."
    bankName: String
    "The IBAN, or the account number for RUB."
    iban: String!
    "The SWIFT/BIC, or the BIC (БИК) for RUB."
    swift_bic: String!
    "RUB only: the bank's correspondent account (20 digits, 301…)."
    correspondentAccount: String
    "RUB only: the holder's taxpayer number (ИНН, 10 or 12 digits)."
    inn: String
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
    "The account changed most recently (the spec's one account); bankAccounts has one per currency."
    bankAccount: BankAccount
    "The promoter's accounts, one per currency, in RUB, USD, EUR order."
    bankAccounts: [BankAccount!]!
    """
    The payout currencies the promoter earns in with no account in that currency: those payouts are held until one
    is added.
    """
    missingBankCurrencies: [Currency!]!
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

  "A payout to come of one currency: what it holds of the promoter's commissions."
  type ScheduledPayout {
    currency: Currency!
    "The 15th it is paid on (YYYY-MM-DD)."
    date: String!
    "Main units."
    amount: Float!
    "The run of that day has made it: the bank transfer follows."
    made: Boolean!
    "Below the payout minimum even at the last date: it waits until the commissions reach it."
    belowMinimum: Boolean!
    "The payout minimum of the currency, main units."
    minimum: Float!
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
    "Per currency, the payouts to come: the one on nextPayoutDate first (if it holds anything), then later ones."
    nextPayouts: [ScheduledPayout!]!
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
    "Tells customers with the same masked e-mail apart (the same customer, the same reference), e.g. #K3F9Q."
    customerRef: String!
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

  "A paid product order made with one of the promoter's codes; the customer's e-mail is masked."
  type PromoterProductBuyer {
    id: ID!
    customerEmail: String!
    customerRef: String!
    productTitle: String!
    "When it was paid (ISO)."
    paidAt: String!
    "What the customer paid, main units."
    totalPrice: Float!
    currency: Currency!
    coupon: String!
    "Earned on this order, in its currency (0 once refunded)."
    commission: Float!
    "PAID or REFUNDED."
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
    "PENDING, but there is no bank account in its currency: it is paid once the promoter adds one."
    isHeld: Boolean!
    "The Stripe checkout sessions and invoices whose commissions it pays (and refunds it deducts)."
    stripeInvoices: [String!]!
    "The YooKassa payments whose commissions it pays."
    yooInvoices: [String!]!
    "The bank account in its currency as it was when the payout was made (or, for a held one, when it was added)."
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

  "One currency's account: it replaces the promoter's account in that currency and leaves the others as they are."
  input BankAccountInput {
    currency: BankCurrency!
    accountName: String
    bankName: String
    iban: String
    swift_bic: String
    "RUB only."
    correspondentAccount: String
    "RUB only."
    inn: String
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
    "The paid product orders made with the promoter's codes (admins may name a promoter), newest first, at most 500."
    getPromoterProductBuyers(id: ID): [PromoterProductBuyer!]!
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
