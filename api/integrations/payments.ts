// The two payment providers as the billing services see them: small interfaces with real clients (stripe.ts with the
// official SDK, yookassa.ts over fetch) and local fakes speaking the same wire formats (fakes/). Nothing outside
// api/integrations/ talks to a provider.
import type Stripe from "stripe";

/** A Stripe Checkout Session, as far as billing reads it. */
export type StripeCheckoutSession = {
  id: string;
  url: string | null;
  mode: "payment" | "subscription";
  /** "open" | "complete" | "expired" */
  status: string;
  /** "paid" | "unpaid" | "no_payment_required" */
  paymentStatus: string;
  customerId: string | null;
  subscriptionId: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  /** Minor units. */
  amountTotal: number | null;
  currency: string | null;
  /** The payment a paid one-off session made (what a refund of it names); null for subscriptions and unpaid ones. */
  paymentIntentId: string | null;
};

/** A Stripe subscription, as far as billing reads it. Times are Date objects (Stripe sends Unix seconds). */
export type StripeSubscription = {
  id: string;
  /** incomplete | incomplete_expired | trialing | active | past_due | canceled | unpaid | paused */
  status: string;
  customerId: string;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: Date | null;
  trialEnd: Date | null;
  startDate: Date | null;
  metadata: Record<string, string>;
  priceId: string | null;
  /** The discount on the subscription, if any. */
  discount: { amountOff: number | null; percentOff: number | null; valid: boolean } | null;
};

export type StripePrice = { id: string; unitAmount: number; currency: string };

/** A Stripe invoice, as far as billing reads it (a membership's charge). */
export type StripeInvoice = {
  id: string;
  /** draft | open | paid | uncollectible | void */
  status: string;
  /** Minor units actually paid. */
  amountPaid: number;
  currency: string;
  subscriptionId: string | null;
  /** subscription_create (the first), subscription_cycle (a renewal), … */
  billingReason: string | null;
};

/** A Stripe charge, as far as refunds read it: how much was paid and refunded, and what it paid for. */
export type StripeCharge = {
  id: string;
  /** Minor units charged, and refunded so far (all refunds together). */
  amount: number;
  amountRefunded: number;
  refunded: boolean;
  currency: string;
  paymentIntentId: string | null;
  /** The membership invoice it paid, when it paid one. */
  invoiceId: string | null;
};

/** A connected account (Stripe Connect, Express), as far as the sellers read it. */
export type StripeConnectedAccount = {
  id: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
};

export type StripeGateway = {
  createCheckoutSession(input: {
    mode: "payment" | "subscription";
    customerEmail: string | null;
    customerId: string | null;
    clientReferenceId: string;
    metadata: Record<string, string>;
    /** A recurring price (subscriptions) … */
    priceId?: string;
    /** … or a one-off amount (products), minor units. */
    amount?: { unitAmount: number; currency: "usd" | "rub"; productName: string };
    quantity: number;
    couponId: string | null;
    trialPeriodDays: number | null;
    successUrl: string;
    cancelUrl: string;
    /** Our own key: a repeated call with the same key answers the same session. */
    idempotencyKey: string;
  }): Promise<StripeCheckoutSession>;
  retrieveCheckoutSession(id: string): Promise<StripeCheckoutSession>;
  retrieveSubscription(id: string): Promise<StripeSubscription>;
  retrieveInvoice(id: string): Promise<StripeInvoice>;
  retrieveCharge(id: string): Promise<StripeCharge>;
  /**
   * A subscription's newest invoice that charged something, with the payment intent that paid it (the team's refund of
   * a Stripe membership payment); null when none charged anything.
   */
  lastPaidInvoice(
    subscriptionId: string,
  ): Promise<{ invoiceId: string; paymentIntentId: string; amountPaid: number } | null>;
  /** The checkout session that made a payment intent (a product's order is keyed by its session id), if any. */
  checkoutSessionOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
  /**
   * cancel_at_period_end on or off; optionally a percent-off coupon for the next invoice (the retention offer). With
   * a key, a repeated call is the same request at Stripe (one coupon, one change).
   */
  updateSubscription(
    id: string,
    input: {
      cancelAtPeriodEnd?: boolean;
      percentOffOnce?: number;
      metadata?: Record<string, string>;
      idempotencyKey?: string;
    },
  ): Promise<StripeSubscription>;
  /**
   * A refund of a payment intent's charge, whole (the team's refund in /admin). With the key, a repeated call is the
   * same request at Stripe: one refund. Answers the refunded charge's id (charge.refunded follows as a webhook).
   */
  createRefund(input: {
    paymentIntentId: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; chargeId: string | null; status: string }>;
  /** Ends the subscription now (an account being deleted): no further invoice. */
  cancelSubscriptionNow(id: string): Promise<StripeSubscription>;
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  retrievePrice(id: string): Promise<StripePrice>;
  /**
   * A percent-off coupon under our own id (a promoter's code), for the first payment only — as YooKassa renewals
   * charge the full price. One that already exists under the id is kept as it is.
   */
  /**
   * A percent-off coupon, duration once, under `id`. When that id exists already it is answered only if it takes the
   * same percent once; otherwise this throws StripeCouponMismatch (a coupon's percent cannot be changed at Stripe).
   */
  createPercentCoupon(input: { id: string; percentOff: number }): Promise<{ id: string }>;
  /** Stripe Connect: an Express account for a seller; the key makes a repeated call answer the same account. */
  createConnectedAccount(input: { email: string; userId: string; idempotencyKey: string }): Promise<
    StripeConnectedAccount
  >;
  retrieveConnectedAccount(id: string): Promise<StripeConnectedAccount>;
  /** The hosted onboarding: Stripe sends the user to returnUrl when done, to refreshUrl when the link expired. */
  createAccountLink(input: { accountId: string; returnUrl: string; refreshUrl: string }): Promise<{ url: string }>;
  /** A one-time link into the seller's Express dashboard. */
  createLoginLink(accountId: string): Promise<{ url: string }>;
  /** The client secret the embedded payments and payouts components run on. */
  createAccountSession(accountId: string): Promise<{ clientSecret: string }>;
  /**
   * Verifies the Stripe-Signature header (300 s tolerance) with the endpoint's secret — the account's own endpoint, or
   * the Connect endpoint that receives connected accounts' events — and answers Stripe's typed event; throws on any
   * mismatch, or when that endpoint's secret is not set.
   */
  verifyEvent(payload: string, signature: string, endpoint?: "account" | "connect"): Promise<Stripe.Event>;
  /** Whether the Connect endpoint's secret is set (connected accounts' events can be received). */
  receivesConnectEvents: boolean;
};

/** A YooKassa payment (API v3), as far as billing reads it. */
export type YooPayment = {
  id: string;
  /** pending | waiting_for_capture | succeeded | canceled */
  status: string;
  paid: boolean;
  /** Kopecks. */
  amount: number;
  currency: string;
  confirmationToken: string | null;
  paymentMethod: { id: string; saved: boolean } | null;
  metadata: Record<string, string>;
  createdAt: Date;
  capturedAt: Date | null;
  cancellationReason: string | null;
  /** Kopecks refunded so far (all refunds together). */
  refundedAmount: number;
};

/** A YooKassa refund (API v3), as far as billing reads it. */
export type YooRefund = {
  id: string;
  paymentId: string;
  /** pending | succeeded | canceled */
  status: string;
  /** Kopecks. */
  amount: number;
};

export type YooGateway = {
  /** POST /v3/payments with capture: true and the Idempotence-Key; an embedded confirmation unless a saved method pays. */
  createPayment(input: {
    /** Kopecks. */
    amount: number;
    description: string;
    metadata: Record<string, string>;
    /** Save the card for renewals (subscriptions). */
    savePaymentMethod: boolean;
    /** Charge a saved method instead of asking the payer (renewals). */
    paymentMethodId?: string;
    idempotenceKey: string;
  }): Promise<YooPayment>;
  getPayment(id: string): Promise<YooPayment>;
  /** POST /v3/refunds with the Idempotence-Key (the club's refunds; tests). */
  createRefund(input: { paymentId: string; amount: number; idempotenceKey: string }): Promise<YooRefund>;
  getRefund(id: string): Promise<YooRefund>;
  /** GET /v3/refunds: the refunds made since a moment, in the status asked for (every page of the list). */
  listRefunds(input: { createdSince: Date; status: "pending" | "succeeded" | "canceled" }): Promise<YooRefund[]>;
};

/** What the app holds: each provider, or undefined when it is not configured (checkout then says so). */
export type Payments = {
  stripe: StripeGateway | undefined;
  yoo: YooGateway | undefined;
  /** The YooKassa widget script the checkout page loads. */
  yooWidgetUrl: string;
  /** Stripe's publishable key and its Connect.js, for the seller page's embedded components. */
  stripeConnect: { publishableKey: string; scriptUrl: string } | undefined;
  /** True when the local fakes stand in for the providers (never in production). */
  fakes: boolean;
};

/** Stripe holds a coupon under the id asked for, with another discount: it is never put behind the code. */
export class StripeCouponMismatch extends Error {
  constructor(readonly couponId: string, readonly wanted: number, readonly found: number | null) {
    super(`Stripe coupon ${couponId} takes ${found ?? "an amount"} % off, not ${wanted} %`);
    this.name = "StripeCouponMismatch";
  }
}
