// Money in the back office (/admin/money), against the local Stripe and YooKassa fakes: an admin refunds a Stripe
// order and a YooKassa membership payment with a reason; the fakes record one refund each however often or
// concurrently it is asked; the access ends; the customer is mailed once; the audit log has the reason; the
// provider's own refund event that follows changes nothing more. Refusals (unpaid, free, a moderator, a stale
// password) change nothing.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import {
  adminAuditLog,
  mailOutbox,
  orders,
  plans,
  products,
  subscriptionCharges,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { purchasedProductIds } from "../../api/services/billing/orders.ts";
import { createTestApp } from "../support/app.ts";
import { deliverStripeEvent } from "../support/stripe-webhooks.ts";
import { createViewer, gqlAs, type TestViewer } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;
const YOO_IP = "185.71.76.5";
const REFUND_ORDER = `mutation($id: ID!, $r: String!) { adminRefundOrder(id: $id, reason: $r) { status refundable } }`;
const REFUND_CHARGE = `mutation($id: ID!, $r: String!) { adminRefundMembershipCharge(id: $id, reason: $r) {
  status charges { status refundable } } }`;

async function paidStripeOrder(t: App, buyer: TestViewer) {
  const [cv] = await t.db.select().from(products).where(
    and(eq(products.slug, "cv-checklist"), eq(products.language, "ru")),
  );
  const res = await t.graphql<{ createStripeProductSession: { url: string } }>(
    `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
      redirectUrl: "/ru/order-completed?prId=${cv.id}", couponCode: null) { url } }`,
    { id: String(cv.id) },
    buyer.headers,
  );
  const url = res.data!.createStripeProductSession.url;
  assert.equal((await t.request(`${new URL(url).pathname}/pay`, { method: "POST" })).status, 303);
  const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.id!));
  assert.equal(order.status, "PAID");
  return { order, product: cv, sessionId: new URL(url).pathname.split("/").pop()! };
}

async function paidYooMembership(t: App, buyer: TestViewer) {
  const [plan] = await t.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
  const token = await t.graphql<{ initSubscriptionToken: { paymentId: string } }>(
    `mutation($planId: ID!) { initSubscriptionToken(planId: $planId, payment_source: "jobs", couponCode: null) {
      confirmationToken paymentId } }`,
    { planId: String(plan.id) },
    buyer.headers,
  );
  const paymentId = token.data!.initSubscriptionToken.paymentId;
  t.app.paymentFakes.yoo!.succeed(paymentId);
  await t.request("/api/yookassa/notifications", {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-ip": YOO_IP },
    body: JSON.stringify({ type: "notification", event: "payment.succeeded", object: { id: paymentId } }),
  });
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id!));
  assert.equal(sub.status, "ACTIVE");
  const [charge] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.subscriptionId, sub.id));
  return { sub, charge, paymentId };
}

async function refundMails(t: App, email: string) {
  await t.app.settled();
  return (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) =>
    /возвращ|refunded/i.test(m.subject)
  );
}

Deno.test(
  "an admin refunds a Stripe order: one refund at Stripe, access ends, one mail, the reason in the log",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const admin = await createViewer(t, "admin");
    const buyer = await createViewer(t, "member");
    const { order, product, sessionId } = await paidStripeOrder(t, buyer);
    const list = await gqlAs<{ adminOrders: { items: Array<{ id: string; refundable: boolean; email: string }> } }>(
      t,
      admin,
      `query($s: AdminMoneySearch) { adminOrders(search: $s) { items { id refundable email } } }`,
      { s: { q: buyer.email!.slice(0, 10) } },
    );
    assert.deepEqual(list.data!.adminOrders.items.map((i) => [i.id, i.refundable]), [[order.id, true]]);

    // Asked three times, two at once (a double click, a retried request): Stripe makes one refund.
    const answers = await Promise.all([
      gqlAs(t, admin, REFUND_ORDER, { id: order.id, r: "Bought twice by mistake" }),
      gqlAs(t, admin, REFUND_ORDER, { id: order.id, r: "Bought twice by mistake" }),
    ]);
    assert.ok(answers.some((a) => !a.errors), JSON.stringify(answers));
    const fake = t.app.paymentFakes.stripe!;
    const session = fake.sessions.get(sessionId)!;
    const charge = fake.chargeOf({ paymentIntent: String(session.payment_intent) })!;
    assert.equal(Number(charge.amount_refunded), Number(charge.amount), "refunded whole, once");
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    assert.equal(after.status, "REFUNDED");
    assert.deepEqual([...await purchasedProductIds(t.db, buyer.id!, [product.id])], [], "the access ended");
    const again = await gqlAs(t, admin, REFUND_ORDER, { id: order.id, r: "Again" });
    assert.equal(again.errors?.[0]?.extensions?.i18nKey, "admin.errors.money.notPaid");
    // Stripe's own event for the same refund, told again: nothing more.
    assert.equal(await deliverStripeEvent(t, "evt_after_admin", "charge.refunded", { id: charge.id }), "duplicate");
    assert.equal((await refundMails(t, buyer.email!)).length, 1);
    const entries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, order.id));
    assert.ok(entries.length >= 1);
    assert.equal(entries[0].operation, "adminRefundOrder");
    assert.equal(entries[0].reason, "Bought twice by mistake");
    assert.equal(entries[0].entity, "order");
  },
);

Deno.test(
  "an admin refunds a YooKassa membership payment: the fake records it, the membership ends",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const admin = await createViewer(t, "admin");
    const buyer = await createViewer(t, "member");
    const { sub, charge, paymentId } = await paidYooMembership(t, buyer);
    assert.equal((await t.db.select().from(users).where(eq(users.id, buyer.id!)))[0].isFellow, true);
    const res = await gqlAs<
      { adminRefundMembershipCharge: { status: string; charges: Array<{ refundable: boolean }> } }
    >(
      t,
      admin,
      REFUND_CHARGE,
      { id: charge.id, r: "Charged after cancelling" },
    );
    assert.equal(res.errors, undefined, JSON.stringify(res.errors));
    assert.equal(res.data!.adminRefundMembershipCharge.status, "CANCELLED");
    const payment = t.app.paymentFakes.yoo!.payments.get(paymentId)!;
    assert.equal(payment.refunded_amount?.value, payment.amount.value, "the fake recorded the whole refund");
    const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    assert.deepEqual([ended.status, ended.cancelReason], ["CANCELLED", "REFUNDED"]);
    assert.equal((await t.db.select().from(users).where(eq(users.id, buyer.id!)))[0].isFellow, false);
    const twice = await gqlAs(t, admin, REFUND_CHARGE, { id: charge.id, r: "Again" });
    assert.equal(twice.errors?.[0]?.extensions?.i18nKey, "admin.errors.money.notPaid");
    assert.equal((await refundMails(t, buyer.email!)).length, 1);
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, sub.id));
    assert.equal(entry.operation, "adminRefundMembershipCharge");
    assert.equal(entry.reason, "Charged after cancelling");
  },
);

/** A Stripe membership paid at checkout (no trial): answers it and its first invoice's id. */
async function paidStripeMembership(t: App, buyer: TestViewer) {
  const [plan] = await t.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
  const res = await t.request("/api/create-stripe-checkout-session", {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer.headers },
    body: JSON.stringify({
      stripePriceId: plan.stripePriceId,
      userId: buyer.id,
      unihowPlanId: plan.id,
      payment_source: "jobs",
      locale: "ru",
    }),
  });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  assert.equal((await t.request(`${new URL(body.url).pathname}/pay`, { method: "POST" })).status, 303);
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.id!));
  assert.equal(sub.provider, "STRIPE");
  const invoice = t.app.paymentFakes.stripe!.delivered.findLast((e) =>
    e.type === "invoice.paid" &&
    // The pinned API version names an invoice's subscription under parent.subscription_details.
    (e.data as { object: { parent: { subscription_details: { subscription: string } } } }).object.parent
        .subscription_details.subscription === sub.providerSubscriptionId
  )!;
  return { sub, invoiceId: (invoice.data as { object: { id: string } }).object.id };
}

const REFUND_STRIPE_MEMBERSHIP = `mutation($id: ID!, $r: String!) { adminRefundStripeMembership(id: $id, reason: $r) {
  status cancelReason lastPaymentRefundable } }`;

Deno.test(
  "an admin refunds a Stripe membership's last payment: one refund at Stripe, the membership ends there and here",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const admin = await createViewer(t, "admin");
    const buyer = await createViewer(t, "member");
    const { sub, invoiceId } = await paidStripeMembership(t, buyer);
    assert.equal((await t.db.select().from(users).where(eq(users.id, buyer.id!)))[0].isFellow, true);
    const list = await gqlAs<
      { adminMemberships: { items: Array<{ id: string; lastPaymentAmount: number; lastPaymentRefundable: boolean }> } }
    >(
      t,
      admin,
      `query($s: AdminMoneySearch) { adminMemberships(search: $s) { items { id lastPaymentAmount
        lastPaymentRefundable } } }`,
      { s: { q: buyer.email!, provider: "STRIPE" } },
    );
    const fake = t.app.paymentFakes.stripe!;
    const charge = fake.chargeOf({ invoice: invoiceId })!;
    assert.deepEqual(list.data!.adminMemberships.items, [{
      id: sub.id,
      lastPaymentAmount: Number(charge.amount),
      lastPaymentRefundable: true,
    }]);

    // A double click: two requests at once make one refund at Stripe.
    const answers = await Promise.all([
      gqlAs(t, admin, REFUND_STRIPE_MEMBERSHIP, { id: sub.id, r: "Joined by mistake" }),
      gqlAs(t, admin, REFUND_STRIPE_MEMBERSHIP, { id: sub.id, r: "Joined by mistake" }),
    ]);
    assert.ok(answers.some((a) => !a.errors), JSON.stringify(answers));
    assert.equal(Number(fake.chargeOf({ invoice: invoiceId })!.amount_refunded), Number(charge.amount));
    const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    assert.deepEqual([ended.status, ended.cancelReason], ["CANCELLED", "REFUNDED"]);
    assert.equal(fake.subscriptions.get(sub.providerSubscriptionId!)?.status, "canceled", "cancelled at Stripe too");
    assert.equal((await t.db.select().from(users).where(eq(users.id, buyer.id!)))[0].isFellow, false);
    const again = await gqlAs(t, admin, REFUND_STRIPE_MEMBERSHIP, { id: sub.id, r: "Again" });
    assert.equal(again.errors?.[0]?.extensions?.i18nKey, "admin.errors.money.notPaid");
    // Stripe's own event for the same refund, told again: nothing more.
    assert.equal(await deliverStripeEvent(t, "evt_after_admin_sub", "charge.refunded", { id: charge.id }), "duplicate");
    assert.equal((await refundMails(t, buyer.email!)).length, 1);
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, sub.id));
    assert.equal(entry.operation, "adminRefundStripeMembership");
    assert.equal(entry.reason, "Joined by mistake");
    assert.deepEqual(entry.changes.status, { before: "ACTIVE", after: "CANCELLED" });
  },
);

Deno.test("a YooKassa membership is not refunded as a Stripe one: a clear error, nothing changes", opts, async () => {
  await using t = await createTestApp({ seed: true });
  const admin = await createViewer(t, "admin");
  const buyer = await createViewer(t, "member");
  const { sub, paymentId } = await paidYooMembership(t, buyer);
  const res = await gqlAs(t, admin, REFUND_STRIPE_MEMBERSHIP, { id: sub.id, r: "Wrong button" });
  assert.equal(res.errors?.[0]?.extensions?.i18nKey, "admin.errors.money.notStripe");
  const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
  assert.equal(after.status, "ACTIVE");
  assert.equal(t.app.paymentFakes.yoo!.payments.get(paymentId)!.refunded_amount, undefined);
  assert.equal((await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, sub.id))).length, 0);
});

Deno.test("refusals change nothing: a moderator, a stale password, no reason, an unpaid order", opts, async () => {
  await using t = await createTestApp({ seed: true });
  const admin = await createViewer(t, "admin");
  const stale = await createViewer(t, "admin", { signedInMinutesAgo: 31 });
  const moderator = await createViewer(t, "moderator");
  const buyer = await createViewer(t, "member");
  const { order, sessionId } = await paidStripeOrder(t, buyer);
  const cases: Array<[TestViewer, Record<string, unknown>, string]> = [
    [moderator, { id: order.id, r: "Refund" }, "FORBIDDEN"],
    [stale, { id: order.id, r: "Refund" }, "REAUTHENTICATION_REQUIRED"],
    [admin, { id: order.id, r: "" }, "BAD_USER_INPUT"],
    [admin, { id: crypto.randomUUID(), r: "Refund" }, "NOT_FOUND"],
    [admin, { id: "42", r: "Refund" }, "BAD_USER_INPUT"],
  ];
  for (const [viewer, variables, code] of cases) {
    const res = await gqlAs(t, viewer, REFUND_ORDER, variables);
    assert.equal(res.errors?.[0]?.extensions?.code, code, `${viewer.kind} ${JSON.stringify(variables)}`);
  }
  const fake = t.app.paymentFakes.stripe!;
  const charge = fake.chargeOf({ paymentIntent: String(fake.sessions.get(sessionId)!.payment_intent) })!;
  assert.equal(Number(charge.amount_refunded), 0, "Stripe was never asked");
  assert.equal((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].status, "PAID");
  assert.equal((await t.db.select().from(adminAuditLog)).length, 0);
  const [pending] = await t.db.insert(orders).values({
    userId: buyer.id!,
    productId: order.productId,
    provider: "YOO",
    currency: "RUB",
    originalPrice: 100,
    totalPrice: 100,
    providerPaymentId: "pay-unpaid",
  }).returning();
  const unpaid = await gqlAs(t, admin, REFUND_ORDER, { id: pending.id, r: "Refund" });
  assert.equal(unpaid.errors?.[0]?.extensions?.i18nKey, "admin.errors.money.notPaid");
});

Deno.test(
  "a payment the provider cannot find is refused as not found there, not as nothing paid, on Stripe and YooKassa",
  opts,
  async () => {
    await using t = await createTestApp({ seed: true });
    const admin = await createViewer(t, "admin");
    const stripe = t.app.paymentFakes.stripe!;
    const yoo = t.app.paymentFakes.yoo!;

    // A Stripe membership whose invoices Stripe no longer has (another account's keys, a test account reset).
    const member = await createViewer(t, "member");
    const { sub } = await paidStripeMembership(t, member);
    for (const [id, invoice] of stripe.invoices) {
      if (JSON.stringify(invoice).includes(String(sub.providerSubscriptionId))) stripe.invoices.delete(id);
    }
    const membership = await gqlAs(t, admin, REFUND_STRIPE_MEMBERSHIP, { id: sub.id, r: "Charged twice" });
    assert.equal(membership.errors?.[0]?.extensions?.i18nKey, "admin.errors.money.providerNotFound");
    const [kept] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    assert.equal(kept.status, "ACTIVE");

    // A Stripe order whose checkout session Stripe does not know.
    const buyer = await createViewer(t, "member");
    const { order, sessionId } = await paidStripeOrder(t, buyer);
    stripe.sessions.delete(sessionId);
    const orderRefund = await gqlAs(t, admin, REFUND_ORDER, { id: order.id, r: "Charged twice" });
    assert.equal(orderRefund.errors?.[0]?.extensions?.i18nKey, "admin.errors.money.providerNotFound");
    assert.equal((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0].status, "PAID");

    // A YooKassa membership payment YooKassa does not know.
    const yooMember = await createViewer(t, "member");
    const { sub: yooSub, charge, paymentId } = await paidYooMembership(t, yooMember);
    yoo.payments.delete(paymentId);
    const chargeRefund = await gqlAs(t, admin, REFUND_CHARGE, { id: charge.id, r: "Charged twice" });
    assert.equal(chargeRefund.errors?.[0]?.extensions?.i18nKey, "admin.errors.money.providerNotFound");
    assert.equal((await t.db.select().from(subscriptions).where(eq(subscriptions.id, yooSub.id)))[0].status, "ACTIVE");

    // Nothing was audited as a refund, nobody was mailed.
    for (const id of [sub.id, order.id, yooSub.id]) {
      assert.equal((await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, id))).length, 0);
    }
    for (const viewer of [member, buyer, yooMember]) assert.equal((await refundMails(t, viewer.email!)).length, 0);
  },
);
/**
 * The team's process stops right after the provider made the refund (a kill -9 between the provider's answer and the
 * team's own transaction): the provider's refund request goes through, and with it the provider's event (the fakes
 * send it before they answer, as a provider may), but its answer never comes back while `stop` holds. Answers what the
 * test waits on; `resume()` lets the answer fail as a dropped connection does.
 */
function stopAfterTheProviderRefunds(fake: { app: { fetch: (request: Request) => Response | Promise<Response> } }) {
  const fetch = fake.app.fetch;
  let resume!: () => void;
  const stopped = new Promise<void>((resolve) => resume = resolve);
  let refunded!: () => void;
  const refundMade = new Promise<void>((resolve) => refunded = resolve);
  fake.app.fetch = async (request: Request) => {
    const answer = await fetch(request);
    if (request.method !== "POST" || !/\/v\d\/refunds$/.test(new URL(request.url).pathname)) return answer;
    refunded();
    await stopped;
    throw new TypeError("connection reset: the process stopped");
  };
  return {
    refundMade,
    resume() {
      fake.app.fetch = fetch;
      resume();
    },
  };
}

for (const provider of ["STRIPE", "YOO"] as const) {
  Deno.test(
    `a team refund stopped after ${provider === "STRIPE" ? "Stripe" : "YooKassa"} made it still has its audit entry, ` +
      "written with the refund by the provider's event",
    opts,
    async () => {
      await using t = await createTestApp({ seed: true });
      const admin = await createViewer(t, "admin");
      const buyer = await createViewer(t, "member");
      const target = provider === "STRIPE"
        ? { query: REFUND_ORDER, id: (await paidStripeOrder(t, buyer)).order.id, entity: "order" }
        : { query: REFUND_CHARGE, ...await paidYooMembership(t, buyer).then((m) => ({ id: m.charge.id, sub: m.sub })) };
      const entityId = "sub" in target ? target.sub!.id : target.id;
      const fake = provider === "STRIPE" ? t.app.paymentFakes.stripe! : t.app.paymentFakes.yoo!;
      const stop = stopAfterTheProviderRefunds(fake);
      const call = gqlAs(t, admin, target.query, { id: target.id, r: "Paid twice" });
      await stop.refundMade;
      // The process is gone here: the provider's event recorded the refund, and with it the team's entry.
      const status = provider === "STRIPE"
        ? (await t.db.select().from(orders).where(eq(orders.id, entityId)))[0].status
        : (await t.db.select().from(subscriptions).where(eq(subscriptions.id, entityId)))[0].status;
      assert.equal(status, provider === "STRIPE" ? "REFUNDED" : "CANCELLED", "the provider's event recorded it");
      const entries = () => t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, entityId));
      const [entry, ...more] = await entries();
      assert.deepEqual(more, []);
      assert.equal(entry?.actorEmail, admin.email, "the team's entry, written with the refund");
      assert.equal(entry.reason, "Paid twice");
      assert.equal(
        entry.operation,
        provider === "STRIPE" ? "adminRefundOrder" : "adminRefundMembershipCharge",
      );
      assert.deepEqual(
        entry.changes.status,
        provider === "STRIPE" ? { before: "PAID", after: "REFUNDED" } : { before: "ACTIVE", after: "CANCELLED" },
      );
      // The call's answer is lost; whatever it ends with, and a retry after it, the entry stays the only one.
      stop.resume();
      await call;
      await gqlAs(t, admin, target.query, { id: target.id, r: "Paid twice" });
      assert.equal((await entries()).length, 1);
      assert.equal((await refundMails(t, buyer.email!)).length, 1);
    },
  );
}
