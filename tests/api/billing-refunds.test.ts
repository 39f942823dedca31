// Refunds (issue 27), end to end against the local Stripe and YooKassa fakes: Stripe's charge.refunded and
// YooKassa's refund.succeeded end the access a payment bought (an order's, a membership's), once however often the
// provider tells, mail the customer once, and leave a partial refund's access alone; forged notifications change
// nothing.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import {
  commissions,
  coupons,
  mailOutbox,
  orders,
  plans,
  products,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { purchasedProductIds } from "../../api/services/billing/orders.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { commissionOf } from "../../src/domain/promoters.ts";
import { partnerSettings } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { createTestDatabase, describeDb } from "../support/test-db.ts";
import { parseConfig } from "../../src/config.ts";
import { deliverStripeEvent } from "../support/stripe-webhooks.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;
const YOO_IP = "185.71.76.5";
const REFUND_MAIL = /возвращ|refunded/i;

async function person(t: App, name: string) {
  const [user] = await t.db.insert(users).values({
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: name,
    lastName: "Tester",
  }).returning();
  const { token } = await createSession(t.db, user.id);
  return { user, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}

async function notify(t: App, body: unknown, ip = YOO_IP) {
  return await t.request("/api/yookassa/notifications", {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-ip": ip },
    body: JSON.stringify(body),
  });
}

async function product(t: App, slug: string) {
  const [row] = await t.db.select().from(products).where(and(eq(products.slug, slug), eq(products.language, "ru")));
  return row;
}

async function refundMails(t: App, email: string) {
  await t.app.settled();
  return (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
    REFUND_MAIL.test(m.subject)
  );
}

Deno.test(
  "Stripe: a product's payment refunded in full ends its access, once, however often charge.refunded comes",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const buyer = await person(t, "Olga");
      const cv = await product(t, "cv-checklist");
      const res = await t.graphql<{ createStripeProductSession: { url: string } }>(
        `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
          redirectUrl: "/ru/order-completed?prId=${cv.id}", couponCode: null) { url } }`,
        { id: String(cv.id) },
        buyer.headers,
      );
      const url = res.data!.createStripeProductSession.url;
      assert.equal((await t.request(`${new URL(url).pathname}/pay`, { method: "POST" })).status, 303);
      assert.deepEqual([...await purchasedProductIds(t.db, buyer.user.id, [cv.id])], [cv.id]);
      const fake = t.app.paymentFakes.stripe!;
      const session = fake.sessions.get(new URL(url).pathname.split("/").pop()!)!;
      // A refund of another charge that is not ours, and an unknown charge: ignored.
      assert.equal(
        await deliverStripeEvent(t, "evt_unknown_charge", "charge.refunded", { id: "ch_nothing" }),
        "ignored",
      );
      await fake.refund({ paymentIntent: String(session.payment_intent) });
      const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      assert.equal(order.status, "REFUNDED");
      // The access checks ask for a paid order: the download and links are gone.
      assert.deepEqual([...await purchasedProductIds(t.db, buyer.user.id, [cv.id])], []);
      // The same charge told of again (other event ids, in a row and at once): nothing more, one mail.
      const charge = fake.chargeOf({ paymentIntent: String(session.payment_intent) })!;
      for (let i = 0; i < 5; i++) {
        assert.equal(
          await deliverStripeEvent(t, `evt_refund_again_${i}`, "charge.refunded", { id: charge.id }),
          "duplicate",
        );
      }
      await Promise.all(
        Array.from(
          { length: 10 },
          (_, i) => deliverStripeEvent(t, `evt_burst_${i}`, "charge.refunded", { id: charge.id }),
        ),
      );
      const mails = await refundMails(t, buyer.user.email);
      assert.equal(mails.length, 1);
      assert.match(mails[0].text, /вернули/);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "Stripe: a membership invoice refunded in full ends the membership now, here and at Stripe",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const buyer = await person(t, "Pavel");
      const [plan] = await t.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
      const start = await t.request("/api/create-stripe-checkout-session", {
        method: "POST",
        headers: { "content-type": "application/json", ...buyer.headers },
        body: JSON.stringify({
          stripePriceId: plan.stripePriceId,
          userId: buyer.user.id,
          unihowPlanId: plan.id,
          payment_source: "jobs",
          locale: "ru",
        }),
      });
      const { url } = await start.json();
      assert.equal((await t.request(`${new URL(url).pathname}/pay`, { method: "POST" })).status, 303);
      const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
      assert.equal(sub.status, "ACTIVE");
      const fake = t.app.paymentFakes.stripe!;
      const invoice = fake.delivered.findLast((e) => e.type === "invoice.paid")!;
      const invoiceId = (invoice.data as { object: { id: string } }).object.id;
      const charge = fake.chargeOf({ invoice: invoiceId })!;
      // A part first: the membership stays.
      await fake.refund({ charge: String(charge.id) }, 500);
      const [partly] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.equal(partly.status, "ACTIVE");
      // Then the rest: the membership ends now, and at Stripe.
      await fake.refund({ charge: String(charge.id) });
      const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.deepEqual([ended.status, ended.cancelReason], ["CANCELLED", "REFUNDED"]);
      const [member] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
      assert.equal(member.isFellow, false);
      assert.equal(fake.subscriptions.get(sub.providerSubscriptionId!)!.status, "canceled");
      assert.equal((await refundMails(t, buyer.user.email)).length, 2, "one per refund");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "YooKassa: a partial refund keeps the access and shrinks the commission; the rest ends the order and reverses it",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const promoter = await person(t, "Anna");
      await t.db.insert(partnerSettings).values({
        userId: promoter.user.id,
        username: "ANNAREF",
        productCommissionBp: 2000,
        subscriptionCommissionBp: 3000,
        couponProductDiscountBp: 1000,
        couponSubscriptionDiscountBp: 1000,
        isSubscribedOnPaymentsInfo: false,
      });
      await t.db.insert(coupons).values({
        code: "ANNAREFPROD",
        kind: "PRODUCTS",
        discountBasisPoints: 1000,
        promoterId: promoter.user.id,
      });
      const buyer = await person(t, "Vera");
      const cv = await product(t, "cv");
      const token = await t.graphql<{ initYooOrderToken: { paymentId: string } }>(
        `mutation($id: ID!) { initYooOrderToken(quantity: 1, productId: $id, couponCode: "annarefprod") {
          confirmationToken paymentId } }`,
        { id: String(cv.id) },
        buyer.headers,
      );
      const paymentId = token.data!.initYooOrderToken.paymentId;
      const fake = t.app.paymentFakes.yoo!;
      fake.succeed(paymentId);
      assert.equal((await notify(t, { event: "payment.succeeded", object: { id: paymentId } })).status, 200);
      const [order] = await t.db.select().from(orders).where(eq(orders.providerPaymentId, paymentId));
      assert.equal(order.status, "PAID");
      const [line] = await t.db.select().from(commissions).where(eq(commissions.sourcePaymentId, paymentId));
      // $160 × 92.5 = 14 800,00 ₽, less 10 %: 13 320,00 ₽; 20 % of it is 2 664,00 ₽ (the figures, not the functions').
      assert.deepEqual([order.totalPrice, line.amount], [1332000, 266400]);

      // A forged refund notification (an id YooKassa does not know) and one from outside its addresses: nothing.
      const forged = await notify(t, {
        event: "refund.succeeded",
        object: { id: "2f0a-forged", payment_id: paymentId },
      });
      assert.equal((await forged.json()).outcome, "ignored");
      assert.equal((await notify(t, { event: "refund.succeeded", object: { id: "x" } }, "203.0.113.9")).status, 403);

      // A quarter back: the access stays; the commission follows what was kept.
      const quarter = Math.floor(order.totalPrice / 4);
      const partial = await fake.refund(paymentId, quarter);
      // Told again 10 times at once: once.
      await Promise.all(
        Array.from({ length: 10 }, () => notify(t, { event: "refund.succeeded", object: { id: partial.id } })),
      );
      const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      assert.equal(kept.status, "PAID");
      const [shrunk] = await t.db.select().from(commissions).where(eq(commissions.id, line.id));
      assert.deepEqual([shrunk.status, shrunk.amount], ["PENDING", commissionOf(order.totalPrice - quarter, 2000)]);
      const partialMails = await refundMails(t, buyer.user.email);
      assert.equal(partialMails.length, 1);
      assert.match(partialMails[0].text, /доступ остаётся/);

      // The rest back: the order is refunded, its commission reversed.
      await fake.refund(paymentId);
      const [refunded] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      assert.equal(refunded.status, "REFUNDED");
      const [reversed] = await t.db.select().from(commissions).where(eq(commissions.id, line.id));
      assert.deepEqual([reversed.status, reversed.amount], ["REVERSED", 0]);
      assert.equal((await refundMails(t, buyer.user.email)).length, 2);
    } finally {
      await t.close();
    }
  },
);

Deno.test("YooKassa: a membership payment refunded in full ends the membership now", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const buyer = await person(t, "Raisa");
    const [plan] = await t.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
    const token = await t.graphql<{ initSubscriptionToken: { paymentId: string } }>(
      `mutation($planId: ID!) { initSubscriptionToken(planId: $planId, payment_source: "jobs", couponCode: null) {
        confirmationToken paymentId } }`,
      { planId: String(plan.id) },
      buyer.headers,
    );
    const paymentId = token.data!.initSubscriptionToken.paymentId;
    const fake = t.app.paymentFakes.yoo!;
    fake.succeed(paymentId);
    await notify(t, { event: "payment.succeeded", object: { id: paymentId } });
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
    assert.equal(sub.status, "ACTIVE");
    await fake.refund(paymentId);
    const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    assert.deepEqual([ended.status, ended.cancelReason], ["CANCELLED", "REFUNDED"]);
    const [member] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
    assert.equal(member.isFellow, false);
    const mails = await refundMails(t, buyer.user.email);
    assert.equal(mails.length, 1);
    assert.match(mails[0].text, /членство завершено/);
  } finally {
    await t.close();
  }
});

Deno.test(
  `on the embedded default the payment fakes remember payments across a restart: both can be refunded after it (${describeDb()})`,
  opts,
  async () => {
    const dir = await Deno.makeTempDir({ prefix: "fellows-fakes-" });
    const { database, cleanup } = await createTestDatabase({ seed: true });
    // One database across the two runs (a restart keeps it); each run has its own fakes, as a new process would.
    const kept = { ...database, close: () => Promise.resolve() };
    const env = { APP_ENV: "development", DATABASE_URL: `pglite:${dir}/pglite` };
    try {
      const before = await createTestApp({ database: kept, env });
      const buyer = await person(before, "Pavel");
      // Paid in YooKassa's widget and on Stripe's hosted page, as a browser pays on the embedded default.
      const cv = await product(before, "cv");
      const token = await before.graphql<{ initYooOrderToken: { paymentId: string; confirmationToken: string } }>(
        `mutation($id: ID!) { initYooOrderToken(quantity: 1, productId: $id, couponCode: null) {
          confirmationToken paymentId } }`,
        { id: String(cv.id) },
        buyer.headers,
      );
      const { paymentId, confirmationToken } = token.data!.initYooOrderToken;
      const paid = await before.request(`/dev/yookassa/widget/${confirmationToken}/pay`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "return=%2Fru%2F",
      });
      assert.equal(paid.status, 200);
      const list = await product(before, "cv-checklist");
      const session = await before.graphql<{ createStripeProductSession: { url: string } }>(
        `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
          redirectUrl: "/ru/order-completed?prId=${list.id}", couponCode: null) { url } }`,
        { id: String(list.id) },
        buyer.headers,
      );
      const sessionPath = new URL(session.data!.createStripeProductSession.url).pathname;
      assert.equal((await before.request(`${sessionPath}/pay`, { method: "POST" })).status, 303);
      const sessionId = sessionPath.split("/").pop()!;
      const paidOrders = await before.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      assert.deepEqual(paidOrders.map((o) => o.status), ["PAID", "PAID"]);
      await before.app.settled();
      await before.close();
      assert.ok((await Deno.stat(`${dir}/pglite-payment-fakes.json`)).isFile, "kept beside the database's directory");

      // Restarted: new fakes, which still know both payments; each refund reaches its order.
      const after = await createTestApp({ database: kept, env });
      const yoo = after.app.billing.payments.yoo!;
      assert.equal((await yoo.getPayment(paymentId)).status, "succeeded");
      await yoo.createRefund({ paymentId, amount: (await yoo.getPayment(paymentId)).amount, idempotenceKey: "r-yoo" });
      const stripe = after.app.billing.payments.stripe!;
      const intent = (await stripe.retrieveCheckoutSession(sessionId)).paymentIntentId!;
      await stripe.createRefund({ paymentIntentId: intent, idempotencyKey: "r-stripe", metadata: {} });
      const refunded = await after.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
      assert.deepEqual(refunded.map((o) => o.status), ["REFUNDED", "REFUNDED"]);
      await after.app.settled();
      await after.close();
    } finally {
      await cleanup();
      await Deno.remove(dir, { recursive: true }).catch(() => {});
    }
  },
);

Deno.test("the payment fakes keep nothing on disk under tests or production-like settings", () => {
  const test = parseConfig({ APP_ENV: "test", DATABASE_URL: "pglite:./data/pglite" });
  assert.equal(test.paymentFakesStateFile, undefined);
  const memory = parseConfig({ APP_ENV: "development", DATABASE_URL: "memory:" });
  assert.equal(memory.paymentFakesStateFile, undefined);
  const server = parseConfig({ APP_ENV: "development", DATABASE_URL: "postgres://db.test/club" });
  assert.equal(server.paymentFakesStateFile, undefined);
  assert.equal(
    parseConfig({ APP_ENV: "development", PGLITE_DIR: "./data/pglite/" }).paymentFakesStateFile,
    "./data/pglite-payment-fakes.json",
  );
});
const PURCHASES = `{ getOrders(filter: {}, paginationOptions: { limit: 100 }) { status created_at refunded_at
  totalPrice { value currency } product { id downloadableMediaProps { files { fileName } } } } }`;
const ORDER_OF =
  `query($id: ID!) { getMyOrderForProduct(productId: $id) { status refunded_at totalPrice { value currency }
  product { downloadableMediaProps { files { fileName } } } } }`;
type Purchase = {
  status: string;
  created_at: string;
  refunded_at: string | null;
  totalPrice: { value: number; currency: string };
  product: { downloadableMediaProps: { files: Array<{ fileName: string }> } | null };
};

for (const provider of ["Stripe", "YooKassa"] as const) {
  Deno.test(
    `${provider}: a refunded order shows as refunded in purchases and on its order, with its date, amount and no access`,
    opts,
    async () => {
      const t = await createTestApp({ seed: true });
      try {
        const buyer = await person(t, "Zoya");
        const cv = await product(t, "cv-checklist");
        if (provider === "Stripe") {
          const res = await t.graphql<{ createStripeProductSession: { url: string } }>(
            `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
              redirectUrl: "/ru/order-completed?prId=${cv.id}", couponCode: null) { url } }`,
            { id: String(cv.id) },
            buyer.headers,
          );
          const url = res.data!.createStripeProductSession.url;
          assert.equal((await t.request(`${new URL(url).pathname}/pay`, { method: "POST" })).status, 303);
        } else {
          const token = await t.graphql<{ initYooOrderToken: { paymentId: string } }>(
            `mutation($id: ID!) { initYooOrderToken(quantity: 1, productId: $id, couponCode: null) {
              confirmationToken paymentId } }`,
            { id: String(cv.id) },
            buyer.headers,
          );
          const paymentId = token.data!.initYooOrderToken.paymentId;
          t.app.paymentFakes.yoo!.succeed(paymentId);
          assert.equal((await notify(t, { event: "payment.succeeded", object: { id: paymentId } })).status, 200);
        }
        const paid = await t.graphql<{ getOrders: Purchase[] }>(PURCHASES, {}, buyer.headers);
        assert.deepEqual(paid.data!.getOrders.map((o) => [o.status, o.refunded_at]), [["PAID", null]]);
        assert.equal(paid.data!.getOrders[0].product.downloadableMediaProps?.files.length, 1);

        const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
        const before = Date.now();
        if (provider === "Stripe") {
          // A Stripe order is keyed by its checkout session; the charge is the session's payment intent's.
          const session = t.app.paymentFakes.stripe!.sessions.get(order.providerPaymentId!)!;
          await t.app.paymentFakes.stripe!.refund({ paymentIntent: String(session.payment_intent) });
        } else {
          await t.app.paymentFakes.yoo!.refund(order.providerPaymentId!);
        }
        await t.app.settled();

        // Still listed, as refunded: when, how much, and nothing of the product's access.
        const list = await t.graphql<{ getOrders: Purchase[] }>(PURCHASES, {}, buyer.headers);
        assert.equal(list.errors, undefined, JSON.stringify(list.errors));
        assert.equal(list.data!.getOrders.length, 1);
        const [shown] = list.data!.getOrders;
        assert.equal(shown.status, "REFUNDED");
        assert.deepEqual(shown.totalPrice, paid.data!.getOrders[0].totalPrice);
        assert.ok(shown.refunded_at && Date.parse(shown.refunded_at) >= before - 1000, shown.refunded_at ?? "");
        assert.equal(shown.product.downloadableMediaProps, null);
        const one = await t.graphql<{ getMyOrderForProduct: Purchase }>(ORDER_OF, { id: String(cv.id) }, buyer.headers);
        assert.deepEqual(
          [one.data!.getMyOrderForProduct.status, one.data!.getMyOrderForProduct.refunded_at],
          ["REFUNDED", shown.refunded_at],
        );
        assert.equal(one.data!.getMyOrderForProduct.product.downloadableMediaProps, null);
        // Someone else's purchases are not shown to the buyer's neighbour.
        const other = await person(t, "Yan");
        const theirs = await t.graphql<{ getOrders: Purchase[] }>(PURCHASES, {}, other.headers);
        assert.deepEqual(theirs.data!.getOrders, []);
      } finally {
        await t.close();
      }
    },
  );
}

for (const provider of ["Stripe", "YooKassa"] as const) {
  Deno.test(
    `${provider}: each refund's mail states that refund and, apart, the total returned, and links the purchases`,
    opts,
    async () => {
      const t = await createTestApp({ seed: true });
      try {
        const buyer = await person(t, "Nika");
        await t.db.update(users).set({ language: "en" }).where(eq(users.id, buyer.user.id));
        const cv = await product(t, "cv-checklist");
        let refund: (minor?: number) => Promise<unknown>;
        if (provider === "Stripe") {
          const res = await t.graphql<{ createStripeProductSession: { url: string } }>(
            `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
              redirectUrl: "/ru/order-completed?prId=${cv.id}", couponCode: null) { url } }`,
            { id: String(cv.id) },
            buyer.headers,
          );
          const url = res.data!.createStripeProductSession.url;
          assert.equal((await t.request(`${new URL(url).pathname}/pay`, { method: "POST" })).status, 303);
          const fake = t.app.paymentFakes.stripe!;
          const session = fake.sessions.get(new URL(url).pathname.split("/").pop()!)!;
          refund = (minor) => fake.refund({ paymentIntent: String(session.payment_intent) }, minor);
        } else {
          const token = await t.graphql<{ initYooOrderToken: { paymentId: string } }>(
            `mutation($id: ID!) { initYooOrderToken(quantity: 1, productId: $id, couponCode: null) {
              confirmationToken paymentId } }`,
            { id: String(cv.id) },
            buyer.headers,
          );
          const paymentId = token.data!.initYooOrderToken.paymentId;
          t.app.paymentFakes.yoo!.succeed(paymentId);
          assert.equal((await notify(t, { event: "payment.succeeded", object: { id: paymentId } })).status, 200);
          refund = (minor) => t.app.paymentFakes.yoo!.refund(paymentId, minor);
        }
        const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
        const money = (minor: number) =>
          provider === "Stripe" ? `$${minor / 100}` : `₽${(minor / 100).toLocaleString("en-US")}`;
        // Whole units, so that the amounts read as the mail writes them.
        const first = Math.round(order.totalPrice * 0.3 / 100) * 100;
        const second = Math.round(order.totalPrice * 0.5 / 100) * 100;

        await refund(first);
        const [one] = await refundMails(t, buyer.user.email);
        assert.match(one.text, new RegExp(`We have refunded ${money(first).replace("$", "\\$")} of your payment`));
        // The first refund is the whole of what came back: no separate total.
        assert.doesNotMatch(one.text, /In all/);

        await refund(second);
        const mails = await refundMails(t, buyer.user.email);
        assert.equal(mails.length, 2);
        const two = mails.find((m) => m.id !== one.id)!;
        const esc = (s: string) => s.replace("$", "\\$");
        assert.match(two.text, new RegExp(`We have refunded ${esc(money(second))} of your payment`));
        assert.doesNotMatch(two.text, new RegExp(`refunded ${esc(money(first + second))}`));
        assert.match(
          two.text,
          new RegExp(`In all, ${esc(money(first + second))} of the ${esc(money(order.totalPrice))} you paid`),
        );

        // The rest: the order is refunded; the mail states the rest, and the whole as the total.
        await refund();
        const last = (await refundMails(t, buyer.user.email)).find((m) => m.id !== one.id && m.id !== two.id)!;
        const rest = order.totalPrice - first - second;
        assert.match(last.text, new RegExp(`We have refunded ${esc(money(rest))} for your purchase`));
        assert.match(last.text, new RegExp(`In all, ${esc(money(order.totalPrice))} of the`));
        // A product's refund mail leads to the purchases, not to the membership.
        for (const mail of [one, two, last]) {
          assert.match(mail.text, /Open my purchases: https?:\/\/[^\s]+\/en\/purchases\//);
          assert.doesNotMatch(mail.text, /membership|\/profile\//i);
        }
      } finally {
        await t.close();
      }
    },
  );
}
