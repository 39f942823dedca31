// The fakes against the providers' published shapes for the versions the app speaks (DESIGN rule 7). Stripe: every
// object the fake answers or sends in an event is held field by field against the Stripe SDK's own TypeScript types
// for its pinned API version (node_modules/stripe/esm/resources/*.d.ts): a field that version removed, or a boolean
// sent as a string, fails here. The committed example objects (tests/fixtures/providers/) name the version they were
// written for, so upgrading the SDK without refreshing them (and the fakes) fails too. The adapters are then fed the
// example objects themselves, so the branches production takes are the ones tested. YooKassa: the fake's payments and
// refunds against the reference's objects (the same fields, of the same types).
import assert from "node:assert/strict";
import Stripe from "stripe";
import { createStripeGateway } from "../../api/integrations/stripe.ts";
import { createYooGateway } from "../../api/integrations/yookassa.ts";
import { createStripeFake, STRIPE_API_VERSION } from "../../api/integrations/fakes/stripe-fake.ts";
import { createYooKassaFake } from "../../api/integrations/fakes/yookassa-fake.ts";

type Json = Record<string, unknown>;
const fixtures = new URL("../fixtures/providers/", import.meta.url);
const stripeExamples = JSON.parse(
  await Deno.readTextFile(new URL(`stripe-${Stripe.API_VERSION}.json`, fixtures)).catch(() => "null"),
) as Json | null;
const yooExamples = JSON.parse(await Deno.readTextFile(new URL("yookassa-v3.json", fixtures))) as Record<string, Json>;

// ---- The SDK's types, read as a schema ----

const sdkRoot = new URL("../../node_modules/stripe/esm/resources/", import.meta.url);
/** Where each object type's interface is declared in the SDK (file, interface, namespace path for nested ones). */
const SDK_TYPES: Record<string, { file: string; name: string }> = {
  event: { file: "Events.d.ts", name: "EventBase" },
  subscription: { file: "Subscriptions.d.ts", name: "Subscription" },
  subscription_item: { file: "SubscriptionItems.d.ts", name: "SubscriptionItem" },
  invoice: { file: "Invoices.d.ts", name: "Invoice" },
  "invoice.parent": { file: "Invoices.d.ts", name: "Invoice.Parent" },
  charge: { file: "Charges.d.ts", name: "Charge" },
  "checkout.session": { file: "Checkout/Sessions.d.ts", name: "Session" },
  account: { file: "Accounts.d.ts", name: "Account" },
  discount: { file: "Discounts.d.ts", name: "Discount" },
  coupon: { file: "Coupons.d.ts", name: "Coupon" },
  price: { file: "Prices.d.ts", name: "Price" },
};

/** The fields of an interface in an SDK declaration file, with the first line of each field's type. */
async function sdkFields(kind: string): Promise<Map<string, string>> {
  const { file, name } = SDK_TYPES[kind];
  const text = await Deno.readTextFile(new URL(file, sdkRoot));
  const [outer, inner] = name.split(".");
  let start: number;
  let indent: string;
  if (inner) {
    const namespace = text.indexOf(`export declare namespace ${outer} {`);
    assert.ok(namespace >= 0, `the SDK declares namespace ${outer} in ${file}`);
    start = text.indexOf(`\n    interface ${inner} {`, namespace);
    indent = "        ";
  } else {
    start = text.indexOf(`\nexport interface ${outer} {`);
    indent = "    ";
  }
  assert.ok(start >= 0, `the SDK declares ${name} in ${file}`);
  const end = text.indexOf(`\n${indent.slice(4)}}`, start + 1);
  const fields = new Map<string, string>();
  for (const line of text.slice(start, end).split("\n")) {
    const match = new RegExp(`^${indent}(\\w+)\\??: (.+?);?$`).exec(line);
    if (match) fields.set(match[1], match[2]);
  }
  assert.ok(fields.size > 2, `${name}: fields read from the SDK`);
  return fields;
}

const schemaCache = new Map<string, Promise<Map<string, string>>>();
const schemaOf = (kind: string) => {
  if (!schemaCache.has(kind)) schemaCache.set(kind, sdkFields(kind));
  return schemaCache.get(kind)!;
};

/**
 * Problems of one object against the SDK's interface of its kind: fields the version does not have, and scalar values
 * of another type than declared (a "true" where a boolean is declared). Nested objects that say their kind are held
 * too; an invoice's parent against Invoice.Parent.
 */
async function problemsOf(value: Json, kind = String(value.object), path = kind): Promise<string[]> {
  if (!SDK_TYPES[kind]) return [];
  const schema = await schemaOf(kind);
  const problems: string[] = [];
  for (const [key, field] of Object.entries(value)) {
    const declared = schema.get(key);
    if (declared === undefined) {
      problems.push(`${path}.${key} is not a field of ${SDK_TYPES[kind].name} in API ${Stripe.API_VERSION}`);
      continue;
    }
    if (field === null) {
      if (!/\bnull\b/.test(declared)) problems.push(`${path}.${key} is null, declared ${declared}`);
      continue;
    }
    for (const scalar of ["boolean", "number", "string"] as const) {
      if (new RegExp(`^${scalar}( \\| null)?$`).test(declared) && typeof field !== scalar) {
        problems.push(`${path}.${key} is ${JSON.stringify(field)}, declared ${declared}`);
      }
    }
    if (kind === "invoice" && key === "parent") {
      problems.push(...await problemsOf(field as Json, "invoice.parent", `${path}.parent`));
    } else if (field && typeof field === "object") {
      const nested = Array.isArray(field)
        ? field
        : (field as Json).object === "list"
        ? ((field as Json).data as unknown[])
        : [field];
      for (const [i, item] of nested.entries()) {
        if (item && typeof item === "object" && typeof (item as Json).object === "string") {
          problems.push(...await problemsOf(item as Json, String((item as Json).object), `${path}.${key}[${i}]`));
        }
      }
    }
  }
  return problems;
}

// ---- Stripe ----

const CONNECT_SECRET = "whsec_contract_connect";

/** The Stripe fake in-process, the real SDK pointed at it, and every event it sends. */
function stripeWorld() {
  const events: Json[] = [];
  const fake = createStripeFake({
    webhookSecret: "whsec_contract",
    connectWebhookSecret: CONNECT_SECRET,
    publicBase: "http://shop.test/dev/stripe",
    deliverWebhook: (payload) => {
      events.push(JSON.parse(payload));
      return Promise.resolve();
    },
    coupons: { WELCOME10: { percentOff: 10, duration: "once" } },
  });
  const call = (path: string, init?: RequestInit) => fake.app.fetch(new Request(`http://shop.test${path}`, init));
  const gateway = createStripeGateway({
    secretKey: "sk_test_contract",
    webhookSecret: "whsec_contract",
    fetch: (input, init) => Promise.resolve(fake.app.fetch(new Request(input, init))),
  });
  return { fake, call, gateway, events };
}

/** Drives the fake through what the club does with Stripe and answers every object it said along the way. */
async function everythingTheStripeFakeSays() {
  const { fake, call, gateway, events } = stripeWorld();
  const session = await gateway.createCheckoutSession({
    mode: "subscription",
    customerEmail: "ann@example.com",
    customerId: null,
    clientReferenceId: "user-1",
    metadata: { userId: "user-1" },
    priceId: "price_club_monthly",
    quantity: 1,
    couponId: "WELCOME10",
    trialPeriodDays: null,
    successUrl: "http://shop.test/ok",
    cancelUrl: "http://shop.test/no",
    idempotencyKey: "contract-sub",
  });
  assert.equal((await call(`/checkout/${session.id}/pay`, { method: "POST" })).status, 303);
  const subscriptionId = (await gateway.retrieveCheckoutSession(session.id)).subscriptionId!;
  await fake.renew(subscriptionId);
  await gateway.updateSubscription(subscriptionId, { cancelAtPeriodEnd: true });
  const product = await gateway.createCheckoutSession({
    mode: "payment",
    customerEmail: "ann@example.com",
    customerId: null,
    clientReferenceId: "user-1",
    metadata: { orderId: "order-1" },
    amount: { unitAmount: 16000, currency: "usd", productName: "CV review" },
    quantity: 1,
    couponId: null,
    trialPeriodDays: null,
    successUrl: "http://shop.test/ok",
    cancelUrl: "http://shop.test/no",
    idempotencyKey: "contract-product",
  });
  await call(`/checkout/${product.id}/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "method=sepa_debit",
  });
  await fake.settleDelayedPayment(product.id, "succeeded");
  const paid = await gateway.retrieveCheckoutSession(product.id);
  await gateway.createRefund({
    paymentIntentId: paid.paymentIntentId!,
    idempotencyKey: "contract-refund",
    metadata: {},
  });
  const account = await gateway.createConnectedAccount({
    email: "seller@example.com",
    userId: "u",
    idempotencyKey: "a",
  });
  await fake.restrictAccount(account.id);
  // What the API answers when asked, beside what the events carried.
  const answers: Json[] = [];
  for (
    const path of [
      `/v1/subscriptions/${subscriptionId}`,
      `/v1/invoices?subscription=${subscriptionId}`,
      `/v1/checkout/sessions/${session.id}`,
      `/v1/checkout/sessions/${product.id}`,
      `/v1/accounts/${account.id}`,
      ...[...fake.charges.keys()].map((id) => `/v1/charges/${id}`),
    ]
  ) {
    const body = await (await call(path, { headers: { authorization: "Bearer sk_test_contract" } })).json() as Json;
    answers.push(...(body.object === "list" ? body.data as Json[] : [body]));
  }
  return { events, answers };
}

Deno.test("the Stripe fake's events say the API version the SDK pins, and its example objects were written for it", async () => {
  const { events } = await everythingTheStripeFakeSays();
  assert.equal(STRIPE_API_VERSION, Stripe.API_VERSION);
  assert.ok(events.length > 8);
  assert.deepEqual([...new Set(events.map((e) => e.api_version))], [Stripe.API_VERSION]);
  // Upgrading the SDK changes its pinned version: the examples (and the fakes they hold) must be refreshed with it.
  assert.ok(
    stripeExamples,
    `no example objects for Stripe API ${Stripe.API_VERSION}: write tests/fixtures/providers/stripe-${Stripe.API_VERSION}.json ` +
      "from the SDK's types and Stripe's changelog, and bring the fake to that version",
  );
  assert.equal(stripeExamples.apiVersion, Stripe.API_VERSION);
});

Deno.test("every object the Stripe fake sends or answers has only fields of the pinned version, of the declared types", async () => {
  const { events, answers } = await everythingTheStripeFakeSays();
  const problems: string[] = [];
  for (const event of events) {
    problems.push(...await problemsOf({ ...event, data: undefined } as Json, "event"));
    problems.push(...await problemsOf((event.data as Json).object as Json));
  }
  for (const answer of answers) problems.push(...await problemsOf(answer));
  assert.deepEqual([...new Set(problems)], []);
  // What production reads is there: an invoice's subscription under parent, a subscription's period on its items.
  const invoices = answers.filter((a) => a.object === "invoice");
  assert.ok(invoices.length >= 2);
  for (const invoice of invoices) {
    assert.match(String(((invoice.parent as Json).subscription_details as Json).subscription), /^sub_/);
  }
  const subscription = answers.find((a) => a.object === "subscription")!;
  const item = ((subscription.items as Json).data as Json[])[0];
  assert.equal(typeof item.current_period_end, "number");
  assert.equal(typeof subscription.cancel_at_period_end, "boolean");
  // Connected accounts' events name their account.
  assert.ok(events.some((e) => e.type === "account.updated" && typeof e.account === "string"));
});

Deno.test("the example objects themselves hold against the SDK's types", async () => {
  for (const kind of ["subscription", "invoice", "charge"]) {
    assert.deepEqual(await problemsOf(stripeExamples![kind] as Json), [], kind);
  }
  // And a field the version removed is caught: the check is not vacuous.
  const old = { ...(stripeExamples!.invoice as Json), subscription: "sub_x", paid: "true" };
  const caught = await problemsOf(old);
  assert.ok(caught.some((p) => p.includes("invoice.subscription")), caught.join("\n"));
});

Deno.test("the Stripe adapter reads the example objects of the pinned version as production will", async () => {
  const examples = stripeExamples!;
  const gateway = createStripeGateway({
    secretKey: "sk_test_examples",
    webhookSecret: undefined,
    fetch: (input) => {
      const path = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url).pathname;
      const kind = path.split("/")[2];
      const body = {
        subscriptions: examples.subscription,
        invoices: examples.invoice,
        charges: examples.charge,
        // The charge's invoice is asked through invoice_payments; a product's charge has none.
        invoice_payments: { object: "list", data: [], has_more: false, url: "/v1/invoice_payments" },
      }[kind];
      return Promise.resolve(
        body
          ? Response.json(body, { headers: { "request-id": "req_example" } })
          : Response.json({ error: { type: "invalid_request_error", message: "no such example" } }, { status: 404 }),
      );
    },
  });
  const invoice = await gateway.retrieveInvoice("in_1SExample0001");
  assert.deepEqual(
    [invoice.subscriptionId, invoice.amountPaid, invoice.status, invoice.billingReason],
    ["sub_1SExample0001", 1800, "paid", "subscription_create"],
  );
  const sub = await gateway.retrieveSubscription("sub_1SExample0001");
  assert.equal(sub.currentPeriodStart?.getTime(), 1761523200_000);
  assert.equal(sub.currentPeriodEnd?.getTime(), 1764201600_000);
  assert.deepEqual(sub.discount, { amountOff: null, percentOff: 10, valid: true });
  assert.equal(sub.priceId, "price_1SExample0001");
  assert.equal(sub.cancelAtPeriodEnd, false);
  const charge = await gateway.retrieveCharge("ch_3SExample0001");
  assert.deepEqual(
    [charge.amount, charge.amountRefunded, charge.refunded, charge.paymentIntentId, charge.invoiceId],
    [1800, 1800, true, "pi_3SExample0001", null],
  );
});

// ---- YooKassa ----

const SHOP = { shopId: "100500", secretKey: "test_contract" };

/** The type of a JSON value, as a contract compares them. */
const typeOf = (value: unknown) => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value);

/** Fields of `example` the object lacks or holds as another type, recursively for nested objects. */
function yooProblems(object: Json, example: Json, path: string): string[] {
  const problems: string[] = [];
  for (const [key, expected] of Object.entries(example)) {
    if (key === "metadata") continue;
    if (!(key in object)) {
      problems.push(`${path}.${key} is missing`);
      continue;
    }
    const actual = object[key];
    if (typeOf(actual) !== typeOf(expected)) {
      problems.push(`${path}.${key} is ${typeOf(actual)}, the reference has ${typeOf(expected)}`);
    } else if (typeOf(expected) === "object") {
      problems.push(...yooProblems(actual as Json, expected as Json, `${path}.${key}`));
    }
  }
  return problems;
}

function yooWorld() {
  const notified: Json[] = [];
  const fake = createYooKassaFake({
    ...SHOP,
    publicBase: "http://shop.test/dev/yookassa",
    notify: (body) => {
      notified.push(JSON.parse(body));
      return Promise.resolve();
    },
  });
  const gateway = createYooGateway({
    ...SHOP,
    fetch: (input, init) => Promise.resolve(fake.app.fetch(new Request(input, init))),
  });
  const read = async (path: string) =>
    await (await fake.app.fetch(
      new Request(`http://shop.test/v3${path}`, {
        headers: { authorization: `Basic ${btoa(`${SHOP.shopId}:${SHOP.secretKey}`)}` },
      }),
    )).json() as Json;
  return { fake, gateway, notified, read };
}

Deno.test("the YooKassa fake's payments, refunds and notifications carry the reference's fields", async () => {
  const { fake, gateway, notified, read } = yooWorld();
  // A saved card charged: succeeded at once, notified like any payment.
  const first = await gateway.createPayment({
    amount: 190000,
    description: "renewal",
    metadata: { kind: "subscription" },
    savePaymentMethod: false,
    paymentMethodId: "2e8a1b2c-000f-5000-9000-1b2c3d4e5f60",
    idempotenceKey: "contract-1",
  });
  await fake.idle();
  const succeeded = await read(`/payments/${first.id}`);
  assert.deepEqual(yooProblems(succeeded, yooExamples.payment, "payment"), []);
  assert.equal(succeeded.refundable, true);
  assert.ok(Number((succeeded.income_amount as Json).value) < 1900, "the income is the amount less the fee");
  assert.deepEqual(notified.map((n) => [n.event, (n.object as Json).id]), [["payment.succeeded", first.id]]);
  assert.deepEqual(yooProblems(notified[0].object as Json, yooExamples.payment, "notification.object"), []);
  // A widget's payment the payer never confirmed expires: canceled, expired_on_confirmation, notified.
  const widget = await gateway.createPayment({
    amount: 171000,
    description: "join",
    metadata: {},
    savePaymentMethod: true,
    idempotenceKey: "contract-2",
  });
  await fake.expire(widget.id);
  const expired = await read(`/payments/${widget.id}`);
  assert.deepEqual(yooProblems(expired, yooExamples.canceledPayment, "canceledPayment"), []);
  assert.equal((await gateway.getPayment(widget.id)).cancellationReason, "expired_on_confirmation");
  assert.equal(notified.at(-1)!.event, "payment.canceled");
  // A refund YooKassa holds pending first, then settles and notifies.
  fake.holdRefunds(1);
  const refund = await gateway.createRefund({ paymentId: first.id, amount: 190000, idempotenceKey: "contract-r" });
  assert.equal(refund.status, "pending");
  assert.deepEqual(yooProblems(await read(`/refunds/${refund.id}`), yooExamples.refund, "refund"), []);
  assert.equal(notified.filter((n) => n.event === "refund.succeeded").length, 0);
  await fake.settleRefund(refund.id);
  assert.equal((await gateway.getRefund(refund.id)).status, "succeeded");
  assert.equal(notified.at(-1)!.event, "refund.succeeded");
  assert.equal((await read(`/payments/${first.id}`)).refundable, false);
});

Deno.test("the YooKassa adapter reads the reference's example objects", async () => {
  const gateway = createYooGateway({
    ...SHOP,
    fetch: (input) => {
      const path = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url).pathname;
      const body = path.startsWith("/v3/refunds/") ? yooExamples.refund : yooExamples.payment;
      return Promise.resolve(Response.json(body));
    },
  });
  const payment = await gateway.getPayment("2f4d7c5a-000f-5000-8000-1a2b3c4d5e6f");
  assert.deepEqual(
    [payment.status, payment.amount, payment.refundedAmount, payment.paymentMethod, payment.capturedAt?.toISOString()],
    ["succeeded", 190000, 0, { id: "2e8a1b2c-000f-5000-9000-1b2c3d4e5f60", saved: true }, "2026-11-02T06:05:03.512Z"],
  );
  assert.equal(payment.metadata.chargeId, "9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d");
  const refund = await gateway.getRefund("2f4d7c5c-0015-5000-a000-1a2b3c4d5e71");
  assert.deepEqual([refund.status, refund.amount, refund.paymentId], ["pending", 190000, payment.id]);
});
