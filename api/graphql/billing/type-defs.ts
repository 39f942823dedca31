// Billing's GraphQL contract: the catalogue (plans, the first-timer offer, coupons, products and the access a paid
// order gives), checkout, memberships and orders. One block, in the order the generated contract prints it; the
// resolvers live beside it, one file per job.
export const typeDefs = /* GraphQL */ `
  enum BillingCycle {
    MONTHLY
    ANNUALLY
  }

  enum Currency {
    RUB
    USD
  }

  "The card issuer's choice: Yoo for a card issued in Russia, Stripe for any other country."
  enum PaymentProvider {
    Stripe
    Yoo
  }

  enum ProductKind {
    Coaching
    MockInterview
    DownloadableMedia
    Marathon
    LearningPathAccess
    ExternalAccess
    ConsultationWithCoach
  }

  enum ProductCategory {
    CAREER
    EDUCATION
    MOCK_INTERVIEW
    SELF_DEVELOPMENT
    UN
  }

  type Money {
    "In the currency's main unit (dollars, rubles), to two decimals."
    value: Float!
    currency: Currency!
  }

  type Plan {
    id: ID!
    billingCycle: BillingCycle!
    title: String!
    description: String!
    features: [String!]!
    "In the language's currency: rubles for ru, dollars for en."
    price: Money!
    priceInUsd: Float!
    priceInRub: Float!
    language: Language!
  }

  type CustomDiscount {
    id: ID!
    name: String!
    "Days of the trial, if any."
    trialPeriod: Int
    "Percent off the charges after the trial (20 = 20 %), if any."
    discountAfterTrial: Int
    group_description: String!
    group_description_en: String!
  }

  type CouponCheckResult {
    couponCode: String!
    "A fraction: 0.15 is 15 %."
    discountPercentage: Float!
    stripeCouponId: String
  }

  type Product {
    id: ID!
    slug: String!
    title: String!
    kind: ProductKind!
    category: ProductCategory
    "Benefit items separated by ' | '."
    description: String!
    priceInUsd: Float!
    priceInRub: Float!
    "Free to book (the free career consultation): never sold through checkout."
    isFree: Boolean!
    "The card offers payment in installments (services from $300)."
    showInstallment: Boolean!
    picture: Picture
    linkToProductInfo: String
    language: Language!
    "The products this one bundles."
    products: [Product!]!
    "Access, for a buyer with a paid order only (null for everyone else)."
    externalAccessLinkProps: ExternalAccessLinkProps
    accessToMarathonProps: AccessToMarathonProps
    accessToLearningPathProps: AccessToLearningPathProps
    downloadableMediaProps: DownloadableMediaProps
    consultationWithCoachProps: ConsultationWithCoachProps
  }

  "Which checkout paths work on this server (a provider without keys says it is not configured)."
  type PaymentProviders {
    stripe: Boolean!
    yoo: Boolean!
    "The YooKassa checkout widget script the page loads."
    yooWidgetUrl: String!
  }

  "Stripe's recurring price for a club plan."
  type StripePlan {
    id: ID!
    price: Float!
    currency: Currency!
    priceId: String!
  }

  type ExternalAccessLinkProps {
    url: String!
  }

  type AccessToMarathonProps {
    marathonTitle: String!
    linkForBooking: String!
  }

  type AccessLearningPath {
    title: String!
    slug: String!
  }

  type AccessToLearningPathProps {
    learningPath: AccessLearningPath
  }

  type ProductFile {
    id: ID!
    fileName: String!
    "A short-lived signed download link (10 minutes)."
    url: String!
  }

  type DownloadableMediaProps {
    files(limit: Int = 20): [ProductFile!]!
  }

  type Coach {
    firstName: String!
    lastName: String!
  }

  type ConsultationWithCoachProps {
    coach: Coach!
    linkForBooking: String!
  }

  "The money of an order or a subscription, in the currency's main unit."
  type OrderMoney {
    value: Float!
    currency: Currency!
  }

  enum OrderStatus {
    PENDING
    PAID
    FAILED
    CANCELLED
    REFUNDED
  }

  type Order {
    id: ID!
    created_at: String!
    status: OrderStatus!
    "When the whole payment was returned (status REFUNDED); null otherwise. The amount returned is totalPrice."
    refunded_at: String
    paymentProvider: PaymentProvider!
    quantity: Int!
    originalPrice: OrderMoney!
    discount: OrderMoney!
    totalPrice: OrderMoney!
    product: Product!
  }

  input OrdersFilter {
    status: OrderStatus
  }

  enum SubscriptionStatus {
    INCOMPLETE
    TRIALING
    ACTIVE
    PAST_DUE
    PAUSED
    SUSPENDED
    CANCELLED
  }

  type StripeSubscriptionDiscount {
    "Cents."
    amount_off: Int
    percent_off: Float
    "True while it still lowers a coming charge; false once spent on a charge already made."
    valid: Boolean!
    kind: MembershipDiscountKind!
    "The coupon's code, for a coupon's discount."
    couponCode: String
    "How many charges it covers."
    numberOfCharges: Int!
  }

  "Where a membership's discount comes from: a coupon at joining, the offer to stay, the first-timer offer after a trial."
  enum MembershipDiscountKind {
    COUPON
    RETENTION_OFFER
    FIRST_TIMER_OFFER
  }

  "A membership paid through Stripe (the card-provider kind)."
  type StripeSubscription {
    id: ID!
    planTitle: String!
    billingCycle: BillingCycle!
    status: SubscriptionStatus!
    currency: Currency!
    priceWithoutDiscount: Float!
    start_date: String
    current_period_start: String
    current_period_end: String
    stripeCustomerId: String
    cancel_at: String
    trial_end: String
    discount: StripeSubscriptionDiscount
    "True when the last charge failed and the member should update the card."
    showSubscriptionPaymentPrompt: Boolean!
    "The one retention offer (50 % off the next charge) may still be taken."
    retentionOfferAvailable: Boolean!
  }

  type YooRefund {
    yooId: String!
    yooStatus: String!
    amount: Float!
    capturedAt: String
  }

  type YooTransaction {
    yooId: String!
    yooStatus: String!
    price: Float!
    refunds: [YooRefund!]!
    capturedAt: String
  }

  type YooSubscriptionDiscount {
    percentage: Int!
    numberOfCharges: Int!
    kind: MembershipDiscountKind!
    couponCode: String
  }

  "A membership paid through YooKassa, renewed by the club from the saved card."
  type YooSubscription {
    id: ID!
    status: SubscriptionStatus!
    lastTimeAmount: Float
    startTime: String
    lastTimeCharge: String
    nextTimeCharge: String
    "When access ends for a cancelled membership (its paid period's end), as on the Stripe kind."
    cancel_at: String
    plan: Plan!
    transactions: [YooTransaction!]!
    discount: YooSubscriptionDiscount
    retentionOfferAvailable: Boolean!
  }

  union MySubscription = StripeSubscription | YooSubscription

  "A confirmation token for the YooKassa widget."
  type PaymentToken {
    "Empty when paid is true."
    confirmationToken: String!
    paymentId: String!
    "What YooKassa was asked to charge, from the server's order (0 when paid is true): the page shows it and compares it with its summary."
    amount: Money!
    "Nothing was left to pay (a whole-price coupon): the order is complete without the widget; go to the return page."
    paid: Boolean!
  }

  type CheckoutRedirect {
    url: String!
  }

  "Why a member leaves: one of the picker's reasons."
  enum CancelReason {
    TOO_EXPENSIVE
    FOUND_A_JOB
    NOT_USING
    MISSING_FEATURES
    TECHNICAL_PROBLEMS
    OTHER
  }

  extend type Query {
    "The published club plans, texts in the language asked for."
    getSubscriptionPlans(language: Language!): [Plan!]!
    "The first-timer offer (trial, discount after it) for the signed-in user; null for visitors and former members."
    userGetCustomDiscount: CustomDiscount
    "A coupon's discount if it fits this purchase; null means COUPON_INVALID."
    isCouponValid(
      couponCode: String!
      paymentProvider: PaymentProvider!
      isSubscription: Boolean!
      productId: ID
    ): CouponCheckResult
    getProductById(id: ID!): Product
    "A published product by its slug, in the language asked for."
    getProductBySlug(slug: String!, language: Language!): Product
    "The published services and products of a language (the services pages), optionally of one category."
    getProducts(language: Language!, category: ProductCategory): [Product!]!
    "Stripe's price for a club plan; null when Stripe is not configured or the plan has no Stripe price."
    getStripeSubscriptionPlan(unihowPlanId: ID!): StripePlan
    getPaymentProviders: PaymentProviders!
    "The signed-in user's membership, of either provider; null when there is none."
    getMySubscription: MySubscription
    "The signed-in user's paid orders, newest first (limit at most 100)."
    getOrders(filter: OrdersFilter, paginationOptions: PaginationOptions): [Order!]!
    "The viewer's paid order of this product (either language's row), else their latest order of it in any state."
    getMyOrderForProduct(productId: ID!): Order
  }

  extend type Mutation {
    "The same check as the query, as checkout sends it."
    isCouponValid(
      couponCode: String!
      paymentProvider: PaymentProvider!
      isSubscription: Boolean!
      productId: ID
    ): CouponCheckResult
    "A Stripe Checkout Session for one product; redirectUrl is the locale's order-completed path."
    createStripeProductSession(quantity: Int!, productId: ID!, redirectUrl: String!, couponCode: String): CheckoutRedirect!
    """
    A Stripe Checkout Session for a club plan at the plan's own price, for the signed-in member, in the request's
    language; redirectUrl is the page to offer after the success page (a path of ours, else none).
    """
    createStripeSubscriptionSession(
      planId: ID!
      payment_source: String
      couponCode: String
      redirectUrl: String
    ): CheckoutRedirect!
    "A YooKassa payment for a club plan (the card is saved for renewals); the token renders the widget."
    initSubscriptionToken(planId: ID!, payment_source: String, couponCode: String): PaymentToken!
    "A YooKassa payment for one product."
    initYooOrderToken(quantity: Int!, productId: ID!, couponCode: String): PaymentToken!
    "Re-reads a YooKassa payment of the signed-in user and applies it if it succeeded (the widget's return page)."
    confirmYooPayment(paymentId: String!): Boolean!
    "Stops renewal at the end of the paid period (the member keeps access until then)."
    cancelMySubscription(reason: CancelReason, comment: String): MySubscription
    "Takes back a cancellation before the period ends."
    renewMySubscription: MySubscription
    "Stays, with 50 % off the next charge; offered once per membership, before cancelling."
    acceptRetentionOffer: MySubscription
  }
`;
