// Stripe through its official SDK (server only): checkout sessions, subscriptions, the customer portal, prices and
// webhook signatures (SubtleCrypto, since Deno has no synchronous HMAC for the SDK's constructEvent). `apiUrl` points
// the SDK at another origin (a local fake in tests); `fetch` hands its requests to a function instead (the in-process
// fake of the embedded default).
import { tracedCalls } from "../../src/platform/trace.ts";
import Stripe from "stripe";
import { StripeCouponMismatch } from "./payments.ts";
import type {
  StripeCharge,
  StripeCheckoutSession,
  StripeConnectedAccount,
  StripeGateway,
  StripeInvoice,
  StripeSubscription,
} from "./payments.ts";

/** Stripe's Connect.js, which defines window.StripeConnect for the embedded components. */
export const STRIPE_CONNECT_JS_URL = "https://connect-js.stripe.com/v1.0/connect.js";

/** How old a webhook signature may be (Stripe's own default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

type Options = {
  secretKey: string;
  webhookSecret: string | undefined;
  /** The Connect endpoint's signing secret (connected accounts' events). */
  connectWebhookSecret?: string;
  /** Another origin for Stripe's API, optionally with a base path (http://127.0.0.1:8123/dev/stripe). */
  apiUrl?: string;
  fetch?: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
};

const seconds = (value: unknown): Date | null => (typeof value === "number" ? new Date(value * 1000) : null);
const idOf = (value: unknown): string | null =>
  typeof value === "string"
    ? value
    : value && typeof value === "object" && "id" in value
    ? String((value as { id: unknown }).id)
    : null;

function session(s: Stripe.Checkout.Session): StripeCheckoutSession {
  return {
    id: s.id,
    url: s.url ?? null,
    mode: s.mode === "subscription" ? "subscription" : "payment",
    status: s.status ?? "open",
    paymentStatus: s.payment_status,
    customerId: idOf(s.customer),
    subscriptionId: idOf(s.subscription),
    clientReferenceId: s.client_reference_id ?? null,
    metadata: (s.metadata ?? {}) as Record<string, string>,
    amountTotal: s.amount_total ?? null,
    currency: s.currency ?? null,
    paymentIntentId: idOf(s.payment_intent),
  };
}

function subscription(s: Stripe.Subscription): StripeSubscription {
  // Newer API versions keep the period on the subscription's items; older ones on the subscription itself.
  const raw = s as unknown as Record<string, unknown>;
  const item = s.items?.data?.[0] as unknown as Record<string, unknown> | undefined;
  // The pinned version keeps a discount's coupon under `source` (expanded by retrieveSubscription); older ones had
  // `coupon` on the discount, and a single `discount` on the subscription.
  type Coupon = { amount_off?: number | null; percent_off?: number | null; valid?: boolean };
  const first = (s.discounts?.[0] && typeof s.discounts[0] === "object" ? s.discounts[0] : raw.discount) as
    | { coupon?: Coupon; source?: { coupon?: Coupon | string | null } }
    | null
    | undefined;
  const sourceCoupon = first?.source?.coupon;
  const discount = { coupon: typeof sourceCoupon === "object" && sourceCoupon ? sourceCoupon : first?.coupon };
  return {
    id: s.id,
    status: s.status,
    customerId: idOf(s.customer) ?? "",
    currentPeriodStart: seconds(raw.current_period_start ?? item?.current_period_start),
    currentPeriodEnd: seconds(raw.current_period_end ?? item?.current_period_end),
    cancelAtPeriodEnd: Boolean(s.cancel_at_period_end),
    cancelAt: seconds(s.cancel_at),
    trialEnd: seconds(s.trial_end),
    startDate: seconds(s.start_date),
    metadata: (s.metadata ?? {}) as Record<string, string>,
    priceId: s.items?.data?.[0]?.price?.id ?? null,
    discount: discount?.coupon
      ? {
        amountOff: discount.coupon.amount_off ?? null,
        percentOff: discount.coupon.percent_off ?? null,
        valid: discount.coupon.valid ?? true,
      }
      : null,
  };
}

function invoice(i: Stripe.Invoice): StripeInvoice {
  // Older API versions name the subscription on the invoice, newer ones under parent.subscription_details.
  const raw = i as unknown as {
    subscription?: unknown;
    parent?: { subscription_details?: { subscription?: unknown } | null } | null;
  };
  return {
    id: i.id ?? "",
    status: i.status ?? "draft",
    amountPaid: i.amount_paid ?? 0,
    currency: i.currency,
    subscriptionId: idOf(raw.subscription) ?? idOf(raw.parent?.subscription_details?.subscription),
    billingReason: i.billing_reason ?? null,
  };
}

function charge(c: Stripe.Charge): StripeCharge {
  // Older API versions name the invoice on the charge; newer ones only through the invoice's payments.
  const raw = c as unknown as { invoice?: unknown };
  return {
    id: c.id,
    amount: c.amount,
    amountRefunded: c.amount_refunded ?? 0,
    refunded: Boolean(c.refunded),
    currency: c.currency,
    paymentIntentId: idOf(c.payment_intent),
    invoiceId: idOf(raw.invoice),
  };
}

function connectedAccount(a: Stripe.Account): StripeConnectedAccount {
  return {
    id: a.id,
    detailsSubmitted: Boolean(a.details_submitted),
    chargesEnabled: Boolean(a.charges_enabled),
    payoutsEnabled: Boolean(a.payouts_enabled),
  };
}

export function createStripeGateway(options: Options): StripeGateway {
  const base = options.apiUrl?.replace(/\/$/, "");
  const send = options.fetch ?? fetch;
  const fetchFn = (input: string | URL | Request, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const target = base ? url.replace(/^https:\/\/api\.stripe\.com/, base) : url;
    return send(target, init);
  };
  const stripe = new Stripe(options.secretKey, {
    httpClient: Stripe.createFetchHttpClient(fetchFn as typeof fetch),
    maxNetworkRetries: 1,
    timeout: 20_000,
  });
  const crypto = Stripe.createSubtleCryptoProvider();

  // Each call in a span named by the method (`stripe retrieveInvoice`) under the request's (decision 155).
  return tracedCalls(
    "stripe",
    {
      async createCheckoutSession(input) {
        const params: Stripe.Checkout.SessionCreateParams = {
          mode: input.mode,
          client_reference_id: input.clientReferenceId,
          metadata: input.metadata,
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          line_items: [
            input.priceId ? { price: input.priceId, quantity: input.quantity } : {
              price_data: {
                currency: input.amount!.currency,
                unit_amount: input.amount!.unitAmount,
                product_data: { name: input.amount!.productName },
              },
              quantity: input.quantity,
            },
          ],
          ...(input.customerId ? { customer: input.customerId } : { customer_email: input.customerEmail ?? undefined }),
          ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
          ...(input.mode === "subscription"
            ? {
              subscription_data: {
                metadata: input.metadata,
                ...(input.trialPeriodDays ? { trial_period_days: input.trialPeriodDays } : {}),
              },
            }
            : { payment_intent_data: { metadata: input.metadata } }),
        };
        return session(await stripe.checkout.sessions.create(params, { idempotencyKey: input.idempotencyKey }));
      },
      async retrieveCheckoutSession(id) {
        return session(await stripe.checkout.sessions.retrieve(id));
      },
      async retrieveSubscription(id) {
        // The discount's coupon is an id unless expanded (the membership's discount shows its percent).
        return subscription(await stripe.subscriptions.retrieve(id, { expand: ["discounts.source.coupon"] }));
      },
      async retrieveInvoice(id) {
        return invoice(await stripe.invoices.retrieve(id));
      },
      async retrieveCharge(id) {
        const found = charge(await stripe.charges.retrieve(id));
        // Current API versions keep a membership invoice's payment apart from the charge: ask its invoice payments.
        if (!found.invoiceId && found.paymentIntentId) {
          const payments = await stripe.invoicePayments.list({
            payment: { type: "payment_intent", payment_intent: found.paymentIntentId },
            limit: 1,
          });
          found.invoiceId = idOf(payments.data[0]?.invoice);
        }
        return found;
      },
      async createRefund(input) {
        const refund = await stripe.refunds.create(
          { payment_intent: input.paymentIntentId, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        );
        return { id: refund.id, chargeId: idOf(refund.charge), status: refund.status ?? "pending" };
      },
      async lastPaidInvoice(subscriptionId) {
        const list = await stripe.invoices.list({ subscription: subscriptionId, status: "paid", limit: 10 });
        const paid = list.data.find((i) => (i.amount_paid ?? 0) > 0);
        if (!paid?.id) return null;
        // Current API versions keep the payment apart from the invoice (invoice payments); older ones name it on it.
        const payments = await stripe.invoicePayments.list({ invoice: paid.id, limit: 1 });
        const paymentIntentId = idOf(payments.data[0]?.payment?.payment_intent) ??
          idOf((paid as unknown as { payment_intent?: unknown }).payment_intent);
        return paymentIntentId ? { invoiceId: paid.id, paymentIntentId, amountPaid: paid.amount_paid } : null;
      },
      async checkoutSessionOfPaymentIntent(paymentIntentId) {
        const list = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
        return list.data[0]?.id ?? null;
      },
      async updateSubscription(id, input) {
        const params: Stripe.SubscriptionUpdateParams = {};
        if (input.cancelAtPeriodEnd !== undefined) params.cancel_at_period_end = input.cancelAtPeriodEnd;
        if (input.metadata) params.metadata = input.metadata;
        const key = (
          suffix: string,
        ) => (input.idempotencyKey ? { idempotencyKey: `${input.idempotencyKey}${suffix}` } : {});
        if (input.percentOffOnce) {
          const coupon = await stripe.coupons.create(
            { percent_off: input.percentOffOnce, duration: "once" },
            key(":coupon"),
          );
          params.discounts = [{ coupon: coupon.id }];
        }
        return subscription(await stripe.subscriptions.update(id, params, key("")));
      },
      async cancelSubscriptionNow(id) {
        return subscription(await stripe.subscriptions.cancel(id));
      },
      async createPortalSession(input) {
        const portal = await stripe.billingPortal.sessions.create({
          customer: input.customerId,
          return_url: input.returnUrl,
        });
        return { url: portal.url };
      },
      async retrievePrice(id) {
        const price = await stripe.prices.retrieve(id);
        return { id: price.id, unitAmount: price.unit_amount ?? 0, currency: price.currency };
      },
      async createPercentCoupon(input) {
        try {
          const coupon = await stripe.coupons.create(
            { id: input.id, percent_off: input.percentOff, duration: "once", name: input.id },
            // The percent is in the key: the same id asked with another percent is a new request, never a replay.
            { idempotencyKey: `coupon:${input.id}:${input.percentOff}` },
          );
          return { id: coupon.id };
        } catch (error) {
          if ((error as { code?: string }).code !== "resource_already_exists") throw error;
          // A coupon of that id exists (an earlier run made it, or someone in the dashboard): it counts only if it
          // takes what this code takes; a different one is never silently put behind the code (decision 166).
          const existing = await stripe.coupons.retrieve(input.id);
          if (existing.percent_off !== input.percentOff || existing.duration !== "once" || existing.amount_off) {
            throw new StripeCouponMismatch(input.id, input.percentOff, existing.percent_off ?? null);
          }
          return { id: existing.id };
        }
      },
      async createConnectedAccount(input) {
        return connectedAccount(
          await stripe.accounts.create({
            type: "express",
            email: input.email,
            metadata: { userId: input.userId },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          }, { idempotencyKey: input.idempotencyKey }),
        );
      },
      async retrieveConnectedAccount(id) {
        return connectedAccount(await stripe.accounts.retrieve(id));
      },
      async createAccountLink(input) {
        const link = await stripe.accountLinks.create({
          account: input.accountId,
          type: "account_onboarding",
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        });
        return { url: link.url };
      },
      async createLoginLink(accountId) {
        const link = await stripe.accounts.createLoginLink(accountId);
        return { url: link.url };
      },
      async createAccountSession(accountId) {
        const session = await stripe.accountSessions.create({
          account: accountId,
          components: {
            payments: { enabled: true, features: { refund_management: true, dispute_management: true } },
            payouts: { enabled: true, features: { standard_payouts: true, edit_payout_schedule: true } },
          },
        });
        return { clientSecret: session.client_secret };
      },
      receivesConnectEvents: Boolean(options.connectWebhookSecret),
      async verifyEvent(payload, signature, endpoint = "account") {
        // Each endpoint has its own secret: an event signed for one is refused by the other.
        const secret = endpoint === "connect" ? options.connectWebhookSecret : options.webhookSecret;
        if (!secret) {
          throw new Error(
            `${endpoint === "connect" ? "STRIPE_CONNECT_WEBHOOK_SECRET" : "STRIPE_WEBHOOK_SECRET"} is not set`,
          );
        }
        return await stripe.webhooks.constructEventAsync(
          payload,
          signature,
          secret,
          WEBHOOK_TOLERANCE_SECONDS,
          crypto,
        );
      },
    } satisfies StripeGateway,
  );
}
