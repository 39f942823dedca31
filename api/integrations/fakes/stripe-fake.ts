// A local stand-in for Stripe, speaking its wire format (form-encoded requests as the official SDK sends them, JSON
// objects shaped like Stripe's, Idempotency-Key honoured, signed webhooks), for the tests and for the embedded default
// without keys. It has a hosted checkout page (/checkout/:id) with a test card: paying creates the subscription and
// delivers the events Stripe would send, in order, before returning the browser to success_url. Never in production.
import { Hono } from "hono";
import { discountedTotal, toMainUnits, toMinorUnits } from "../../../src/domain/money.ts";
import Stripe from "stripe";
import { escapeHtml } from "../../../src/domain/html.ts";

/** The API version the fake speaks: the one the Stripe SDK pins (events carry it, objects follow its shapes). */
export const STRIPE_API_VERSION: string = Stripe.API_VERSION;

type Json = Record<string, unknown>;
export type FakePrice = { unitAmount: number; currency: string; interval?: "month" | "year" };
/** A coupon the fake account holds (created in the dashboard in real life): percent or amount off. */
export type FakeCoupon = { percentOff?: number; amountOff?: number; duration?: "once" | "forever" };

/**
 * What a coupon leaves of an amount in minor units: percent off rounded as spec 03 says Stripe rounds (to 1 decimal
 * of the main unit, half up; src/domain/money.ts), amount off down to zero at most.
 */
export function amountAfterCoupon(amount: number, coupon: Json | null | undefined): number {
  if (!coupon) return amount;
  const percent = Number(coupon.percent_off ?? 0);
  if (percent) return toMinorUnits(discountedTotal(toMainUnits(amount), percent / 100, "STRIPE"));
  return Math.max(0, amount - Number(coupon.amount_off ?? 0));
}

const now = () => Math.floor(Date.now() / 1000);
/** Unix seconds one billing interval later, by the calendar as Stripe bills (Jan 31 + 1 month = Feb 28/29). */
export function addInterval(start: number, interval: "month" | "year"): number {
  const from = new Date(start * 1000);
  const to = new Date(from);
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + (interval === "year" ? 12 : 1));
  const lastDay = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return Math.floor(to.getTime() / 1000);
}
const rid = (prefix: string) => `${prefix}_${crypto.randomUUID().replace(/-/g, "").slice(0, 24)}`;

/** Stripe's form encoding (a[b][0][c]=…) back into nested objects; numeric keys make arrays. */
export function parseStripeForm(body: string): Json {
  const root: Json = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = rawKey.replace(/\]/g, "").split("[");
    let node: Json | unknown[] = root;
    path.forEach((key, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[key] = value;
        return;
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]);
      container[key] ??= nextIsIndex ? [] : {};
      node = container[key] as Json;
    });
  }
  return root;
}

async function hmacHex(secret: string, message: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(message)));
  return [...mac].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export function createStripeFake(options: {
  webhookSecret: string;
  /** The Connect endpoint's secret: connected accounts' events are signed with it and sent there. */
  connectWebhookSecret?: string;
  /** Where browsers reach this app (the session's url is `${publicBase}/checkout/:id`). */
  publicBase: string;
  deliverWebhook: (payload: string, signature: string, endpoint: "account" | "connect") => Promise<void>;
  prices?: Record<string, FakePrice>;
  /** Coupons the account holds, by id; any other coupon id is refused as Stripe refuses it. */
  coupons?: Record<string, FakeCoupon>;
}) {
  const sessions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const coupons = new Map<string, Json>(
    Object.entries(options.coupons ?? {}).map(([id, c]) => [id, {
      id,
      object: "coupon",
      percent_off: c.percentOff ?? null,
      amount_off: c.amountOff ?? null,
      duration: c.duration ?? "once",
      valid: true,
    }]),
  );
  const invoices = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const publicCharge = (charge: Json) => {
    const { invoice_fake: _i, ...rest } = charge;
    return rest;
  };
  /**
   * An object as Stripe's API answers it in the SDK's pinned version, without the fake's own bookkeeping: a
   * subscription's period lives on its items and its discounts in `discounts` (current_period_* and `discount` were
   * removed from the subscription), an invoice names its subscription under `parent.subscription_details` (its
   * `subscription`, `charge` and `payment_intent` were removed; invoice_payments tie payments to it).
   */
  const publicObject = (o: Json): Json => {
    const own = Object.fromEntries(Object.entries(o).filter(([key]) => !key.endsWith("_fake")));
    if (o.object === "subscription") {
      const { current_period_start: _s, current_period_end: _e, discount: _d, ...rest } = own;
      return rest;
    }
    if (o.object === "invoice") {
      const { subscription, charge: _c, payment_intent: _p, ...rest } = own;
      return {
        ...rest,
        parent: subscription
          ? {
            type: "subscription_details",
            quote_details: null,
            subscription_details: { subscription, metadata: {} },
          }
          : null,
      };
    }
    return own;
  };
  /** A successful card charge, as Stripe makes one per paid session or invoice. */
  const makeCharge = (amount: number, currency: unknown, paymentIntent: string, invoice: string | null) => {
    const charge: Json = {
      id: rid("ch"),
      object: "charge",
      amount,
      amount_captured: amount,
      amount_refunded: 0,
      refunded: false,
      paid: true,
      status: "succeeded",
      currency,
      payment_intent: paymentIntent,
      // Current API versions name no invoice on a charge (invoice_payments tie them); kept here for the fake.
      invoice_fake: invoice,
      created: now(),
    };
    charges.set(String(charge.id), charge);
    return charge;
  };
  // The demo club's prices unless the caller names its own; any other "price_…" id is 10.00 USD a month.
  const prices = new Map<string, FakePrice>(Object.entries({
    price_club_monthly: { unitAmount: 1500, currency: "usd", interval: "month" },
    price_club_annual: { unitAmount: 12000, currency: "usd", interval: "year" },
    ...options.prices,
  }));
  /** Idempotency-Key → the request's body and the answer (Stripe refuses a key reused with other parameters). */
  const idempotent = new Map<string, { body: string; answer: Json }>();
  const delivered: Json[] = [];

  const priceOf = (id: string): FakePrice | null =>
    prices.get(id) ?? (id.startsWith("price_") ? { unitAmount: 1000, currency: "usd", interval: "month" } : null);

  const signPayload = async (payload: string, timestamp = now(), secret = options.webhookSecret) =>
    `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${payload}`)}`;
  /** Signs as Stripe signs for the Connect endpoint (its own secret). */
  const signConnectPayload = (payload: string, timestamp = now()) =>
    signPayload(payload, timestamp, options.connectWebhookSecret ?? options.webhookSecret);

  const emit = async (type: string, object: Json) => {
    if (object.object === "invoice") invoices.set(String(object.id), object);
    const event = {
      id: rid("evt"),
      object: "event",
      type,
      created: now(),
      data: { object: publicObject(object) },
      api_version: STRIPE_API_VERSION,
    };
    const payload = JSON.stringify(event);
    delivered.push(event);
    await options.deliverWebhook(payload, await signPayload(payload), "account");
    return event;
  };

  /** A connected account's event: it names the account, and goes to the Connect endpoint with its own secret. */
  const emitConnect = async (type: string, account: string, object: Json) => {
    const event = {
      id: rid("evt"),
      object: "event",
      type,
      account,
      created: now(),
      data: { object: publicObject(object) },
      api_version: STRIPE_API_VERSION,
    };
    const payload = JSON.stringify(event);
    delivered.push(event);
    await options.deliverWebhook(payload, await signConnectPayload(payload), "connect");
    return event;
  };

  const setSubscriptionStatus = (id: string, status: string) => {
    const sub = subscriptions.get(id);
    if (sub) sub.status = status;
  };

  const error = (status: 400 | 401 | 404, message: string, type = "invalid_request_error") =>
    new Response(JSON.stringify({ error: { type, message } }), {
      status,
      headers: { "content-type": "application/json" },
    });

  /** A discount's coupon. */
  const couponOf = (discount: unknown) =>
    ((discount as Json | null)?.source as Json | undefined)?.coupon as Json | undefined;
  /** The discount a coupon id makes; undefined for an id the account does not hold (Stripe answers 400). */
  const discountOf = (couponId: unknown): Json | null | undefined => {
    if (typeof couponId !== "string" || !couponId) return null;
    const coupon = coupons.get(couponId);
    // The pinned version's discount: its coupon under `source` (the discount's own `coupon` was removed).
    return coupon
      ? {
        id: rid("di"),
        object: "discount",
        source: { type: "coupon", coupon },
        start: now(),
        end: null,
        customer: null,
        subscription: null,
        invoice: null,
        invoice_item: null,
        promotion_code: null,
        checkout_session: null,
        subscription_item: null,
      }
      : undefined;
  };
  const noSuchCoupon = (couponId: unknown) =>
    new Response(
      JSON.stringify({
        error: {
          type: "invalid_request_error",
          code: "resource_missing",
          param: "discounts[0][coupon]",
          message: `No such coupon: '${String(couponId)}'`,
        },
      }),
      { status: 400, headers: { "content-type": "application/json" } },
    );

  const app = new Hono();

  // The API: every call needs a secret key, as Stripe's does.
  app.use("/v1/*", async (c, next) => {
    if (!/^Bearer sk_(test|live)_/.test(c.req.header("authorization") ?? "")) {
      return error(401, "Invalid API Key provided", "authentication_error");
    }
    const key = c.req.header("idempotency-key");
    const body = c.req.method === "POST" && key ? await c.req.raw.clone().text() : "";
    const known = key ? idempotent.get(`${c.req.path}:${key}`) : undefined;
    if (c.req.method === "POST" && known) {
      if (known.body !== body) {
        return error(
          400,
          `Keys for idempotent requests can only be used with the same parameters they were first used with. ` +
            `Try using a key other than '${key}' if you meant to execute a different request.`,
          "idempotency_error",
        );
      }
      return c.json(known.answer);
    }
    await next();
    if (c.req.method === "POST" && key && c.res.status === 200) {
      idempotent.set(`${c.req.path}:${key}`, { body, answer: await c.res.clone().json() });
    }
  });

  app.post("/v1/checkout/sessions", async (c) => {
    const body = parseStripeForm(await c.req.text());
    const mode = body.mode;
    if (mode !== "payment" && mode !== "subscription") return error(400, "mode is required");
    const items = (body.line_items ?? []) as Json[];
    if (!items.length) return error(400, "line_items is required");
    let amount = 0;
    let currency = "usd";
    for (const item of items) {
      const quantity = Number(item.quantity ?? 1);
      if (typeof item.price === "string") {
        const price = priceOf(item.price);
        if (!price) return error(400, `No such price: '${item.price}'`);
        amount += price.unitAmount * quantity;
        currency = price.currency;
      } else {
        const data = item.price_data as Json | undefined;
        if (!data?.unit_amount) return error(400, "line_items[0][price_data][unit_amount] is required");
        amount += Number(data.unit_amount) * quantity;
        currency = String(data.currency ?? "usd");
      }
    }
    const couponId = (body.discounts as Json[] | undefined)?.[0]?.coupon;
    const discount = discountOf(couponId);
    if (discount === undefined) return noSuchCoupon(couponId);
    const id = rid("cs_test");
    const session: Json = {
      id,
      object: "checkout.session",
      mode,
      status: "open",
      payment_status: "unpaid",
      url: `${options.publicBase}/checkout/${id}`,
      customer: body.customer ?? null,
      customer_email: body.customer_email ?? null,
      subscription: null,
      payment_intent: null,
      client_reference_id: body.client_reference_id ?? null,
      metadata: body.metadata ?? {},
      amount_subtotal: amount,
      // A trial starts without a charge; otherwise the coupon applies to the first invoice.
      amount_total: (body.subscription_data as Json | undefined)?.trial_period_days
        ? 0
        : amountAfterCoupon(amount, couponOf(discount)),
      currency,
      success_url: body.success_url,
      cancel_url: body.cancel_url,
      created: now(),
      // Kept for the hosted page (Stripe keeps them too, behind other endpoints).
      line_items_fake: items,
      discount_fake: discount,
      subscription_data_fake: body.subscription_data ?? null,
    };
    sessions.set(id, session);
    return c.json(publicSession(session));
  });

  const publicSession = (s: Json) => {
    const { line_items_fake: _l, discount_fake: _d, subscription_data_fake: _s, ...rest } = s;
    return rest;
  };

  // Sessions by payment intent (Stripe's list filter), newest first.
  app.get("/v1/checkout/sessions", (c) => {
    const pi = c.req.query("payment_intent");
    const data = [...sessions.values()].filter((s) => !pi || s.payment_intent === pi).reverse()
      .slice(0, Number(c.req.query("limit") ?? 10)).map(publicSession);
    return c.json({ object: "list", url: "/v1/checkout/sessions", has_more: false, data });
  });

  // An invoice's payments by payment intent or by invoice (how current API versions tie a charge to its invoice).
  app.get("/v1/invoice_payments", (c) => {
    const pi = c.req.query("payment[payment_intent]");
    const invoice = c.req.query("invoice");
    const data = [...charges.values()].filter((ch) =>
      ch.invoice_fake && (pi ? ch.payment_intent === pi : invoice ? ch.invoice_fake === invoice : false)
    ).map((ch) => ({
      id: rid("inpay"),
      object: "invoice_payment",
      invoice: ch.invoice_fake,
      payment: { type: "payment_intent", payment_intent: ch.payment_intent },
      status: "paid",
    }));
    return c.json({ object: "list", url: "/v1/invoice_payments", has_more: false, data });
  });

  app.get("/v1/charges/:id", (c) => {
    const charge = charges.get(c.req.param("id"));
    return charge ? c.json(publicCharge(charge)) : error(404, `No such charge: '${c.req.param("id")}'`);
  });

  /**
   * A refund of a charge (by its id or its payment intent's), the whole rest or `amount` of it: the charge's
   * amount_refunded grows and Stripe sends charge.refunded with the charge. Answers the refund, or a Response error.
   */
  const refundCharge = async (target: { charge?: string; paymentIntent?: string }, amount?: number) => {
    const charge = target.charge
      ? charges.get(target.charge)
      : [...charges.values()].find((c) => c.payment_intent === target.paymentIntent);
    if (!charge) return error(404, `No such charge: '${target.charge ?? target.paymentIntent}'`);
    const left = Number(charge.amount) - Number(charge.amount_refunded);
    const value = amount ?? left;
    if (!(value > 0) || value > left) {
      return error(400, `Refund amount (${value}) is greater than unrefunded amount on charge (${left})`);
    }
    charge.amount_refunded = Number(charge.amount_refunded) + value;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = {
      id: rid("re"),
      object: "refund",
      amount: value,
      charge: charge.id,
      payment_intent: charge.payment_intent,
      currency: charge.currency,
      status: "succeeded",
      created: now(),
    };
    await emit("charge.refunded", publicCharge(charge));
    return refund;
  };

  app.post("/v1/refunds", async (c) => {
    const body = parseStripeForm(await c.req.text());
    const result = await refundCharge(
      { charge: body.charge as string | undefined, paymentIntent: body.payment_intent as string | undefined },
      body.amount ? Number(body.amount) : undefined,
    );
    return result instanceof Response ? result : c.json(result);
  });

  app.get("/v1/checkout/sessions/:id", (c) => {
    const s = sessions.get(c.req.param("id"));
    return s ? c.json(publicSession(s)) : error(404, `No such checkout.session: '${c.req.param("id")}'`);
  });

  // A subscription's invoices, newest first, optionally by status.
  app.get("/v1/invoices", (c) => {
    const subscription = c.req.query("subscription");
    const status = c.req.query("status");
    const data = [...invoices.values()].filter((i) =>
      (!subscription || i.subscription === subscription) && (!status || i.status === status)
    ).reverse().slice(0, Number(c.req.query("limit") ?? 10)).map(publicObject);
    return c.json({ object: "list", url: "/v1/invoices", has_more: false, data });
  });

  app.get("/v1/invoices/:id", (c) => {
    const invoice = invoices.get(c.req.param("id"));
    return invoice ? c.json(publicObject(invoice)) : error(404, `No such invoice: '${c.req.param("id")}'`);
  });

  app.get("/v1/subscriptions/:id", (c) => {
    const s = subscriptions.get(c.req.param("id"));
    return s ? c.json(publicObject(s)) : error(404, `No such subscription: '${c.req.param("id")}'`);
  });

  app.post("/v1/subscriptions/:id", async (c) => {
    const sub = subscriptions.get(c.req.param("id"));
    if (!sub) return error(404, `No such subscription: '${c.req.param("id")}'`);
    const body = parseStripeForm(await c.req.text());
    if (body.cancel_at_period_end !== undefined) {
      sub.cancel_at_period_end = body.cancel_at_period_end === "true";
      sub.cancel_at = sub.cancel_at_period_end ? sub.current_period_end : null;
    }
    if (body.metadata) sub.metadata = { ...(sub.metadata as Json), ...(body.metadata as Json) };
    const discounts = body.discounts as Json[] | undefined;
    if (discounts?.length) {
      const discount = discountOf(discounts[0].coupon);
      if (discount === undefined) return noSuchCoupon(discounts[0].coupon);
      sub.discounts = discount ? [discount] : [];
      sub.discount = discount;
    }
    return c.json(publicObject(sub));
  });

  app.delete("/v1/subscriptions/:id", (c) => {
    const sub = subscriptions.get(c.req.param("id"));
    if (!sub) return error(404, `No such subscription: '${c.req.param("id")}'`);
    sub.status = "canceled";
    sub.canceled_at = now();
    return c.json(publicObject(sub));
  });

  app.post("/v1/coupons", async (c) => {
    const body = parseStripeForm(await c.req.text());
    // As Stripe: an id the account holds already is refused, whatever the rest of the request says.
    if (body.id && coupons.has(String(body.id))) {
      return c.json({
        error: {
          type: "invalid_request_error",
          code: "resource_already_exists",
          message: "Coupon already exists.",
        },
      }, 400);
    }
    const coupon = {
      id: String(body.id ?? rid("co")),
      object: "coupon",
      percent_off: body.percent_off ? Number(body.percent_off) : null,
      amount_off: body.amount_off ? Number(body.amount_off) : null,
      duration: body.duration ?? "once",
      valid: true,
    };
    coupons.set(coupon.id, coupon);
    return c.json(coupon);
  });

  app.get("/v1/coupons/:id", (c) => {
    const coupon = coupons.get(c.req.param("id"));
    if (!coupon) return error(404, `No such coupon: '${c.req.param("id")}'`);
    return c.json(coupon);
  });

  app.post("/v1/billing_portal/sessions", async (c) => {
    const body = parseStripeForm(await c.req.text());
    if (!body.customer) return error(400, "customer is required");
    const id = rid("bps");
    const returnUrl = String(body.return_url ?? "/");
    portals.set(id, { customer: String(body.customer), returnUrl });
    return c.json({
      id,
      object: "billing_portal.session",
      url: `${options.publicBase}/portal/${id}`,
      return_url: returnUrl,
    });
  });
  const portals = new Map<string, { customer: string; returnUrl: string }>();

  app.get("/v1/prices/:id", (c) => {
    const price = priceOf(c.req.param("id"));
    if (!price) return error(404, `No such price: '${c.req.param("id")}'`);
    return c.json({
      id: c.req.param("id"),
      object: "price",
      unit_amount: price.unitAmount,
      currency: price.currency,
      recurring: price.interval ? { interval: price.interval } : null,
    });
  });

  // The hosted pages a browser sees.
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
    `<title>${title}</title><link rel="icon" href="data:,"><style>body{font:16px system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}` +
    `label,input,button{display:block;width:100%;box-sizing:border-box}input{padding:.6rem;margin:.3rem 0 1rem}` +
    `button{padding:.8rem;background:#635bff;color:#fff;border:0;border-radius:6px;font-size:1rem}</style></head>` +
    `<body><p><b>Fake Stripe</b> · test mode, no money moves</p>${body}</body></html>`;

  app.get("/checkout/:id", (c) => {
    const s = sessions.get(c.req.param("id"));
    if (!s) return c.html(page("Fake Stripe Checkout", "<p>This checkout session does not exist.</p>"), 404);
    if (s.status !== "open") {
      return c.html(page("Fake Stripe Checkout", "<p>This checkout session is already complete.</p>"), 409);
    }
    const total = `${(Number(s.amount_total) / 100).toFixed(2)} ${String(s.currency).toUpperCase()}`;
    const trial = (s.subscription_data_fake as Json | null)?.trial_period_days;
    return c.html(page(
      "Fake Stripe Checkout",
      `<h1>Fake Stripe Checkout</h1><p>${s.mode === "subscription" ? "Subscription" : "Payment"}: <b>${
        escapeHtml(total)
      }</b>${trial ? ` after a ${escapeHtml(String(trial))}-day trial` : ""}</p>` +
        `<form method="post" action="${escapeHtml(new URL(`${options.publicBase}/checkout/${s.id}/pay`).pathname)}">` +
        `<label>Card number<input name="card" value="4242 4242 4242 4242" autocomplete="off"></label>` +
        `<button type="submit">Pay</button></form>` +
        (s.mode === "payment"
          ? `<form method="post" action="${
            escapeHtml(new URL(`${options.publicBase}/checkout/${s.id}/pay`).pathname)
          }"><input type="hidden" name="method" value="sepa_debit">` +
            `<button type="submit">Pay by bank debit (settles later)</button></form>`
          : "") +
        `<p><a href="${escapeHtml(String(s.cancel_url))}">Cancel</a></p>`,
    ));
  });

  app.post("/checkout/:id/pay", async (c) => {
    const s = sessions.get(c.req.param("id"));
    if (!s || s.status !== "open") return c.text("This checkout session is not open", 409);
    const customer = String(s.customer ?? rid("cus"));
    s.customer = customer;
    s.status = "complete";
    if (s.mode === "subscription") {
      const item = (s.line_items_fake as Json[])[0];
      const price = priceOf(String(item.price))!;
      const data = (s.subscription_data_fake ?? {}) as Json;
      const trialDays = Number(data.trial_period_days ?? 0);
      const start = now();
      const periodEnd = trialDays ? start + trialDays * 86_400 : addInterval(start, price.interval ?? "month");
      const discount = s.discount_fake as Json | null;
      const sub: Json = {
        id: rid("sub"),
        object: "subscription",
        status: trialDays ? "trialing" : "active",
        customer,
        start_date: start,
        current_period_start: start,
        current_period_end: periodEnd,
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        trial_end: trialDays ? periodEnd : null,
        metadata: data.metadata ?? s.metadata ?? {},
        items: {
          object: "list",
          data: [{
            id: rid("si"),
            object: "subscription_item",
            price: { id: item.price, object: "price", unit_amount: price.unitAmount, currency: price.currency },
            current_period_start: start,
            current_period_end: periodEnd,
          }],
        },
        discounts: discount ? [discount] : [],
        discount,
      };
      subscriptions.set(String(sub.id), sub);
      s.subscription = sub.id;
      s.payment_status = trialDays ? "no_payment_required" : "paid";
      await emit("customer.subscription.created", sub);
      await emit("checkout.session.completed", publicSession(s));
      if (!trialDays) spendOnceDiscount(sub);
      const invoiceId = rid("in");
      const paid = trialDays ? 0 : Number(s.amount_total);
      const first = paid > 0 ? makeCharge(paid, s.currency, rid("pi"), invoiceId) : null;
      await emit("invoice.paid", {
        id: invoiceId,
        object: "invoice",
        customer,
        subscription: sub.id,
        billing_reason: "subscription_create",
        amount_paid: paid,
        currency: s.currency,
        status: "paid",
        charge: first?.id ?? null,
        payment_intent: first?.payment_intent ?? null,
      });
    } else {
      s.payment_intent = rid("pi");
      const form = await c.req.parseBody().catch(() => ({} as Record<string, unknown>));
      if (form.method === "sepa_debit" && Number(s.amount_total) > 0) {
        // A delayed method: the session completes unpaid, and the payment settles days later
        // (settleDelayedPayment sends checkout.session.async_payment_succeeded or _failed).
        s.payment_status = "unpaid";
        await emit("checkout.session.completed", publicSession(s));
      } else {
        s.payment_status = "paid";
        if (Number(s.amount_total) > 0) makeCharge(Number(s.amount_total), s.currency, String(s.payment_intent), null);
        await emit("checkout.session.completed", publicSession(s));
      }
    }
    return c.redirect(String(s.success_url).replace("{CHECKOUT_SESSION_ID}", String(s.id)), 303);
  });

  /** A duration-once discount is used up by the first invoice that charges something. */
  const spendOnceDiscount = (sub: Json) => {
    if (couponOf(sub.discount)?.duration === "once") {
      sub.discount = null;
      sub.discounts = [];
    }
  };

  /**
   * Test helper: the subscription's next invoice, as Stripe bills it when the period (or the trial) ends: the price
   * less the subscription's discount (a once discount is then used up), paid at once, with the events Stripe sends.
   * A subscription set to cancel at the period's end ends instead. Answers the invoice, or null when it ended.
   */
  const renew = async (id: string): Promise<Json | null> => {
    const sub = subscriptions.get(id);
    if (!sub) throw new Error(`no fake Stripe subscription ${id}`);
    if (sub.cancel_at_period_end) {
      sub.status = "canceled";
      sub.canceled_at = now();
      await emit("customer.subscription.deleted", sub);
      return null;
    }
    const item = ((sub.items as Json).data as Json[])[0];
    const price = item.price as Json;
    const interval = priceOf(String(price.id))?.interval ?? "month";
    const start = Number(sub.current_period_end);
    const end = addInterval(start, interval);
    const amount = amountAfterCoupon(Number(price.unit_amount), couponOf(sub.discount));
    spendOnceDiscount(sub);
    Object.assign(sub, { status: "active", current_period_start: start, current_period_end: end });
    Object.assign(item, { current_period_start: start, current_period_end: end });
    await emit("customer.subscription.updated", sub);
    const invoiceId = rid("in");
    const paidCharge = amount > 0 ? makeCharge(amount, price.currency, rid("pi"), invoiceId) : null;
    const invoice = {
      id: invoiceId,
      object: "invoice",
      customer: sub.customer,
      subscription: sub.id,
      billing_reason: "subscription_cycle",
      amount_paid: amount,
      currency: price.currency,
      status: "paid",
      charge: paidCharge?.id ?? null,
      payment_intent: paidCharge?.payment_intent ?? null,
    };
    await emit("invoice.paid", invoice);
    return invoice;
  };

  app.get("/portal/:id", (c) => {
    const portal = portals.get(c.req.param("id"));
    if (!portal) return c.html(page("Fake Stripe billing portal", "<p>This portal session does not exist.</p>"), 404);
    const subs = [...subscriptions.values()].filter((s) => s.customer === portal.customer);
    return c.html(page(
      "Fake Stripe billing portal",
      `<h1>Billing portal</h1><ul>${
        subs.map((s) =>
          `<li>${escapeHtml(String(s.id))}: ${escapeHtml(String(s.status))}${
            s.cancel_at_period_end ? " (ends at the period's end)" : ""
          }</li>`
        ).join("")
      }</ul><p>Card •••• 4242</p><p><a href="${escapeHtml(portal.returnUrl)}">Return to the site</a></p>`,
    ));
  });

  // Stripe Connect: Express accounts, their hosted onboarding and dashboard, account sessions and a stand-in for
  // Connect.js whose payments and payouts components list what the account holds (nothing moves in the fake).
  const accounts = new Map<string, Json>();
  const accountLinks = new Map<string, { account: string; returnUrl: string; refreshUrl: string; used: boolean }>();
  const loginLinks = new Map<string, string>();
  const accountSecrets = new Map<string, string>();
  const accountActivity = new Map<string, { payments: Json[]; payouts: Json[] }>();
  const activityOf = (account: string) => {
    if (!accountActivity.has(account)) accountActivity.set(account, { payments: [], payouts: [] });
    return accountActivity.get(account)!;
  };
  const accountOr404 = (id: string) => accounts.get(id) ?? null;

  app.post("/v1/accounts", async (c) => {
    const body = parseStripeForm(await c.req.text());
    if (body.type !== "express") return error(400, "Only Express accounts are faked");
    const account: Json = {
      id: rid("acct"),
      object: "account",
      type: "express",
      email: body.email ?? null,
      metadata: body.metadata ?? {},
      details_submitted: false,
      charges_enabled: false,
      payouts_enabled: false,
      created: now(),
    };
    accounts.set(String(account.id), account);
    return c.json(account);
  });

  app.get("/v1/accounts/:id", (c) => {
    const account = accountOr404(c.req.param("id"));
    return account ? c.json(account) : error(404, `No such account: '${c.req.param("id")}'`);
  });

  app.post("/v1/account_links", async (c) => {
    const body = parseStripeForm(await c.req.text());
    if (!accounts.has(String(body.account))) return error(400, `No such account: '${body.account}'`);
    if (!body.return_url || !body.refresh_url) return error(400, "return_url and refresh_url are required");
    const id = rid("al");
    accountLinks.set(id, {
      account: String(body.account),
      returnUrl: String(body.return_url),
      refreshUrl: String(body.refresh_url),
      used: false,
    });
    return c.json({
      object: "account_link",
      url: `${options.publicBase}/connect/onboarding/${id}`,
      created: now(),
      expires_at: now() + 300,
    });
  });

  app.post("/v1/accounts/:id/login_links", (c) => {
    const account = accountOr404(c.req.param("id"));
    if (!account) return error(404, `No such account: '${c.req.param("id")}'`);
    if (!account.details_submitted) {
      return error(400, "Cannot create a login link for an account that has not completed onboarding.");
    }
    const id = rid("ll");
    loginLinks.set(id, String(account.id));
    return c.json({ object: "login_link", url: `${options.publicBase}/connect/dashboard/${id}`, created: now() });
  });

  app.post("/v1/account_sessions", async (c) => {
    const body = parseStripeForm(await c.req.text());
    const account = accountOr404(String(body.account));
    if (!account) return error(400, `No such account: '${body.account}'`);
    const secret = `${rid("accs")}_secret_${crypto.randomUUID().replace(/-/g, "")}`;
    accountSecrets.set(secret, String(account.id));
    return c.json({
      object: "account_session",
      account: account.id,
      client_secret: secret,
      expires_at: now() + 3600,
      components: body.components ?? {},
    });
  });

  app.get("/connect/onboarding/:id", (c) => {
    const link = accountLinks.get(c.req.param("id"));
    if (!link) return c.html(page("Fake Stripe Connect", "<p>This onboarding link does not exist.</p>"), 404);
    if (link.used) return c.redirect(link.refreshUrl, 303);
    const action = escapeHtml(new URL(`${options.publicBase}/connect/onboarding/${c.req.param("id")}`).pathname);
    return c.html(page(
      "Fake Stripe Connect onboarding",
      `<h1>Get paid with Stripe</h1><p>Account ${escapeHtml(link.account)}</p>` +
        `<form method="post" action="${action}/submit">` +
        `<label>Bank account (test)<input name="iban" value="DE89 3704 0044 0532 0130 00" autocomplete="off"></label>` +
        `<button type="submit">Agree and submit</button></form>` +
        `<form method="post" action="${action}/later"><button type="submit" style="background:#999;margin-top:1rem">` +
        `Save and return later</button></form>`,
    ));
  });

  // A redirect built here, not with Response.redirect(): its headers stay mutable for the app's header middleware.
  const seeOther = (location: string) => new Response(null, { status: 303, headers: { location } });
  const leaveOnboarding = (finished: boolean) => async (c: { req: { param(name: string): string } }) => {
    const link = accountLinks.get(c.req.param("id"));
    if (!link) return new Response("This onboarding link does not exist", { status: 404 });
    if (link.used) return seeOther(link.refreshUrl);
    link.used = true;
    if (finished) {
      const account = accounts.get(link.account)!;
      account.details_submitted = true;
      account.charges_enabled = true;
      account.payouts_enabled = true;
      await emitConnect("account.updated", String(account.id), account);
    }
    return seeOther(link.returnUrl);
  };
  app.post("/connect/onboarding/:id/submit", leaveOnboarding(true));
  app.post("/connect/onboarding/:id/later", leaveOnboarding(false));

  const activityTable = (rows: Json[], empty: string) =>
    rows.length
      ? `<table><tbody>${
        rows.map((r) =>
          `<tr><td>${escapeHtml(String(r.description ?? r.id))}</td><td>${
            escapeHtml(`${(Number(r.amount) / 100).toFixed(2)} ${String(r.currency).toUpperCase()}`)
          }</td><td>${escapeHtml(String(r.status))}</td></tr>`
        ).join("")
      }</tbody></table>`
      : `<p>${empty}</p>`;

  app.get("/connect/dashboard/:id", (c) => {
    const account = loginLinks.get(c.req.param("id"));
    if (!account) return c.html(page("Fake Stripe Express", "<p>This login link does not exist.</p>"), 404);
    const activity = activityOf(account);
    return c.html(page(
      "Fake Stripe Express dashboard",
      `<h1>Express dashboard</h1><p>Account ${escapeHtml(account)}</p><h2>Payments</h2>${
        activityTable(activity.payments, "No payments yet")
      }<h2>Payouts</h2>${activityTable(activity.payouts, "No payouts yet")}`,
    ));
  });

  // What the fake Connect.js components read, with the account session's secret as the key.
  app.get("/connect/components/:kind", (c) => {
    const secret = (c.req.header("authorization") ?? "").replace(/^Bearer /, "");
    const account = accountSecrets.get(secret);
    if (!account) return error(401, "Invalid account session", "authentication_error");
    const kind = c.req.param("kind");
    if (kind !== "payments" && kind !== "payouts") return error(404, "No such component");
    return c.json({ account, data: activityOf(account)[kind] });
  });

  // Connect.js as the page loads it: window.StripeConnect.init(...).create("payments" | "payouts") gives an element
  // that lists the account's payments or payouts (Stripe's draws its own iframes; this one plain HTML).
  app.get("/connect.js", (c) =>
    c.body(
      `(() => {
  const base = ${JSON.stringify(new URL(options.publicBase).pathname)};
  const words = { payments: ["Payments", "No payments yet"], payouts: ["Payouts", "No payouts yet"] };
  window.StripeConnect = window.StripeConnect || {};
  window.StripeConnect.init = (params) => ({
    create(kind) {
      const element = document.createElement("div");
      element.setAttribute("data-fake-stripe-component", kind);
      element.textContent = "…";
      Promise.resolve(params.fetchClientSecret()).then((secret) =>
        fetch(base + "/connect/components/" + kind, { headers: { authorization: "Bearer " + secret } })
      ).then((r) => r.json()).then((body) => {
        element.textContent = "";
        const title = document.createElement("p");
        title.textContent = "Fake Stripe · " + words[kind][0] + " · " + body.account;
        element.appendChild(title);
        const rows = body.data || [];
        if (!rows.length) {
          const empty = document.createElement("p");
          empty.textContent = words[kind][1];
          element.appendChild(empty);
        }
        for (const row of rows) {
          const line = document.createElement("p");
          line.textContent = (row.description || row.id) + " · " + (row.amount / 100).toFixed(2) + " " +
            String(row.currency).toUpperCase() + " · " + row.status;
          element.appendChild(line);
        }
      }).catch(() => { element.textContent = "Could not load " + kind; });
      return element;
    },
    update() {},
    logout() { return Promise.resolve(); },
  });
})();
`,
      200,
      { "content-type": "text/javascript; charset=utf-8", "cache-control": "no-store" },
    ));

  return {
    app,
    /** What the fake knows, for keeping beside the embedded database (fakes/fake-state.ts). */
    stateMaps: {
      sessions,
      subscriptions,
      coupons,
      invoices,
      charges,
      idempotent,
      portals,
      accounts,
      accountLinks,
      loginLinks,
      accountSecrets,
      accountActivity,
    },
    sessions,
    subscriptions,
    coupons,
    invoices,
    prices,
    delivered,
    signPayload,
    signConnectPayload,
    emit,
    /**
     * Test helper: Stripe restricts a connected account (requirements past due: charges and payouts off) and tells the
     * Connect endpoint with account.updated.
     */
    async restrictAccount(id: string) {
      const account = accounts.get(id);
      if (!account) throw new Error(`fake Stripe: no account ${id}`);
      account.charges_enabled = false;
      account.payouts_enabled = false;
      account.requirements = {
        disabled_reason: "requirements.past_due",
        past_due: ["individual.verification.document"],
      };
      return await emitConnect("account.updated", id, account);
    },
    setSubscriptionStatus,
    renew,
    charges,
    /**
     * Test helper: a delayed payment (a bank debit) settles: paid, with its charge, and async_payment_succeeded; or
     * left unpaid, and async_payment_failed, as Stripe tells days after the session completed.
     */
    async settleDelayedPayment(sessionId: string, outcome: "succeeded" | "failed") {
      const s = sessions.get(sessionId);
      if (!s || s.status !== "complete" || s.payment_status !== "unpaid") {
        throw new Error(`fake Stripe: session ${sessionId} has no delayed payment pending`);
      }
      if (outcome === "succeeded") {
        s.payment_status = "paid";
        makeCharge(Number(s.amount_total), s.currency, String(s.payment_intent), null);
      }
      return await emit(`checkout.session.async_payment_${outcome}`, publicSession(s));
    },
    /** Test helper: refunds a charge (by id or payment intent), whole or `amount`; Stripe then sends charge.refunded. */
    async refund(target: { charge?: string; paymentIntent?: string }, amount?: number) {
      const result = await refundCharge(target, amount);
      if (result instanceof Response) throw new Error(`fake Stripe refused the refund: ${await result.text()}`);
      return result;
    },
    /** Test helper: the charge that paid a session's payment intent or an invoice. */
    chargeOf(by: { paymentIntent?: string; invoice?: string }) {
      return [...charges.values()].find((c) =>
        by.invoice ? c.invoice_fake === by.invoice : c.payment_intent === by.paymentIntent
      ) ?? null;
    },
    accounts,
    /** Test helper: a payment or payout on a connected account, as the components and dashboard list them. */
    addAccountActivity(account: string, kind: "payments" | "payouts", row: Json) {
      activityOf(account)[kind].push(row);
    },
  };
}
