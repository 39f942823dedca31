// Which payment providers this server has: the real ones when their keys are set; otherwise, outside production and
// unless PAYMENT_FAKES=false, the local fakes (api/integrations/fakes/), mounted on the app at /dev/stripe and
// /dev/yookassa so a new user sees the whole checkout without keys. The SDKs reach a fake in-process (their fetch is
// the fake's handler), and the fakes deliver webhooks and notifications back through the app's own routes.
import { Hono } from "hono";
import type { Config } from "../../src/config.ts";
import type { Payments } from "./payments.ts";
import { createStripeGateway, STRIPE_CONNECT_JS_URL } from "./stripe.ts";
import { createYooGateway, YOO_WIDGET_URL } from "./yookassa.ts";
import { createStripeFake } from "./fakes/stripe-fake.ts";
import { createYooKassaFake } from "./fakes/yookassa-fake.ts";
import { DEMO_COUPONS, DEMO_STRIPE_PRICES } from "../../db/seed/billing.ts";
import { type FakeMaps, loadFakeState, saveFakeState } from "./fakes/fake-state.ts";

/** The webhook secret the local Stripe fake signs with (public on purpose: it only ever signs fake events). */
export const FAKE_STRIPE_WEBHOOK_SECRET = "whsec_fellows_local_fake";
/** The Connect endpoint's secret the fake signs connected accounts' events with (public on purpose, as above). */
export const FAKE_STRIPE_CONNECT_WEBHOOK_SECRET = "whsec_fellows_local_fake_connect";
const FAKE_YOO_SHOP = { shopId: "100500", secretKey: "test_fellows_local_fake" };

export type PaymentSetup = {
  payments: Payments;
  /** Mounts the fakes' pages and APIs on the app (nothing when real providers are configured). */
  mount(app: Hono): void;
  fakes: {
    stripe: ReturnType<typeof createStripeFake> | undefined;
    yoo: ReturnType<typeof createYooKassaFake> | undefined;
  };
};

/** A Request to the app itself, as from the loopback address (the fakes run in this process). */
export type SelfCall = (path: string, init: RequestInit) => Promise<Response>;

export function createPaymentSetup(config: Config, callSelf: SelfCall): PaymentSetup {
  const fakes: PaymentSetup["fakes"] = { stripe: undefined, yoo: undefined };
  const throwUnless = async (response: Response) => {
    const text = await response.text();
    if (!response.ok) throw new Error(`the app answered ${response.status}: ${text.slice(0, 200)}`);
  };
  let stripe: Payments["stripe"];
  let stripeConnect: Payments["stripeConnect"];
  if (config.stripe) {
    // The embedded seller components need the publishable key; without it the seller page offers the dashboard only.
    stripeConnect = config.stripe.publishableKey
      ? { publishableKey: config.stripe.publishableKey, scriptUrl: STRIPE_CONNECT_JS_URL }
      : undefined;
    stripe = createStripeGateway({
      secretKey: config.stripe.secretKey,
      webhookSecret: config.stripe.webhookSecret,
      connectWebhookSecret: config.stripe.connectWebhookSecret,
      apiUrl: config.stripe.apiUrl,
    });
  } else if (config.paymentFakes) {
    const fake = createStripeFake({
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
      publicBase: `${config.origin}/dev/stripe`,
      // The account's events to its endpoint; connected accounts' events to the Connect endpoint, as Stripe sends them.
      deliverWebhook: async (payload, signature, endpoint) =>
        await throwUnless(
          await callSelf(endpoint === "connect" ? "/api/stripe/connect-webhook" : "/api/stripe/webhook", {
            method: "POST",
            headers: { "content-type": "application/json", "stripe-signature": signature },
            body: payload,
          }),
        ),
      prices: {
        [DEMO_STRIPE_PRICES.monthly]: { unitAmount: 2000, currency: "usd", interval: "month" },
        [DEMO_STRIPE_PRICES.annual]: { unitAmount: 19200, currency: "usd", interval: "year" },
      },
      // The demo coupons as the club would create them in Stripe's dashboard: the same percent, for one invoice.
      coupons: Object.fromEntries(
        DEMO_COUPONS.map((c) => [c.stripeCouponId, { percentOff: c.discountBasisPoints / 100, duration: "once" }]),
      ),
    });
    fakes.stripe = fake;
    stripeConnect = { publishableKey: "pk_test_fellows_local_fake", scriptUrl: "/dev/stripe/connect.js" };
    stripe = createStripeGateway({
      secretKey: "sk_test_fellows_local_fake",
      webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
      connectWebhookSecret: FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
      fetch: (input, init) => Promise.resolve(fake.app.fetch(new Request(input, init))),
    });
  }
  let yoo: Payments["yoo"];
  let yooWidgetUrl = YOO_WIDGET_URL;
  if (config.yookassa) {
    yoo = createYooGateway(config.yookassa);
  } else if (config.paymentFakes) {
    const fake = createYooKassaFake({
      ...FAKE_YOO_SHOP,
      publicBase: `${config.origin}/dev/yookassa`,
      notify: async (body) =>
        await throwUnless(
          await callSelf("/api/yookassa/notifications", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body,
          }),
        ),
    });
    fakes.yoo = fake;
    yoo = createYooGateway({
      ...FAKE_YOO_SHOP,
      fetch: (input, init) => Promise.resolve(fake.app.fetch(new Request(input, init))),
    });
    yooWidgetUrl = "/dev/yookassa/checkout-widget.js";
  }
  // On the embedded default the fakes keep what they know beside the database (fakes/fake-state.ts): read now, written
  // after every request that reaches a fake, from the SDKs or from a browser.
  const stateFile = config.paymentFakesStateFile;
  const kept: Record<string, FakeMaps> = {};
  if (fakes.stripe) kept.stripe = fakes.stripe.stateMaps;
  if (fakes.yoo) kept.yoo = fakes.yoo.stateMaps;
  if (stateFile && Object.keys(kept).length) loadFakeState(stateFile, kept);
  const persisted =
    (fake: { fetch: (request: Request) => Response | Promise<Response> }) => async (request: Request) => {
      const response = await fake.fetch(request);
      if (stateFile) saveFakeState(stateFile, kept);
      return response;
    };
  if (stateFile) {
    // The SDKs' own requests go through the same door.
    if (fakes.stripe) {
      stripe = createStripeGateway({
        secretKey: "sk_test_fellows_local_fake",
        webhookSecret: FAKE_STRIPE_WEBHOOK_SECRET,
        connectWebhookSecret: FAKE_STRIPE_CONNECT_WEBHOOK_SECRET,
        fetch: (input, init) => persisted(fakes.stripe!.app)(new Request(input, init)),
      });
    }
    if (fakes.yoo) {
      yoo = createYooGateway({
        ...FAKE_YOO_SHOP,
        fetch: (input, init) => persisted(fakes.yoo!.app)(new Request(input, init)),
      });
    }
  }
  /** The fake's pages and API as mounted under `prefix`, each request written down after it is answered. */
  const door = (prefix: string, fake: { fetch: (request: Request) => Response | Promise<Response> }) => {
    const app = new Hono();
    app.all("*", (c) => {
      const url = new URL(c.req.url);
      url.pathname = url.pathname.slice(prefix.length) || "/";
      return persisted(fake)(new Request(url, c.req.raw));
    });
    return app;
  };
  return {
    payments: { stripe, stripeConnect, yoo, yooWidgetUrl, fakes: Boolean(fakes.stripe || fakes.yoo) },
    fakes,
    mount(app) {
      if (fakes.stripe) app.route("/dev/stripe", stateFile ? door("/dev/stripe", fakes.stripe.app) : fakes.stripe.app);
      if (fakes.yoo) app.route("/dev/yookassa", stateFile ? door("/dev/yookassa", fakes.yoo.app) : fakes.yoo.app);
    },
  };
}
