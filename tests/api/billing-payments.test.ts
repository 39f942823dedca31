// Money flowing, end to end on a real database, against the local Stripe and YooKassa fakes at their HTTP edge
// (issue 13): checkout, provider events replayed serially and concurrently, bad signatures and foreign addresses,
// forged confirmations, memberships cancelled and renewed, paid files, and the renewal run repeated and concurrent.
import assert from "node:assert/strict";
import { and, count, eq, inArray } from "drizzle-orm";
import {
  coupons,
  customDiscounts,
  mailOutbox,
  orders,
  paymentEvents,
  plans,
  products,
  subscriptionCharges,
  subscriptions,
  userCustomDiscounts,
  users,
} from "../../db/schema/index.ts";
import { discountedTotal, priceAfterTrial, trialTotal } from "../../src/domain/money.ts";
import { createLocalStorage } from "../../api/integrations/file-storage.ts";
import { ensureDemoFiles } from "../../db/seed/demo-files.ts";
import { runRenewals } from "../../api/services/billing/renewals.ts";
import { reconcileYooKassa } from "../../api/services/billing/reconcile.ts";
import { describeDb } from "../support/test-db.ts";
import { mailMember } from "../../api/services/billing/notifications.ts";
import { formatDate } from "../../i18n/format.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import type { StripeGateway } from "../../api/integrations/payments.ts";
import { createTestApp, quietly } from "../support/app.ts";
import { stripeEventPayload } from "../support/stripe-webhooks.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;
const MEMBER = { "x-test-viewer": "authorized" };
/** An address inside YooKassa's published notification ranges. */
const YOO_IP = "185.71.76.5";

const ME = `{ me { id customerInfo { isFellow } } }`;
const MY_SUBSCRIPTION = `{ getMySubscription {
  __typename
  ... on StripeSubscription { status planTitle cancel_at stripeCustomerId retentionOfferAvailable discount { percent_off } }
  ... on YooSubscription { status nextTimeCharge lastTimeAmount retentionOfferAvailable transactions { yooStatus price } }
} }`;

async function me(t: App) {
  return (await t.graphql<{ me: { id: string; customerInfo: { isFellow: boolean } } }>(ME, {}, MEMBER)).data!.me;
}

async function count_(t: App, table: typeof orders | typeof subscriptions | typeof paymentEvents, where?: unknown) {
  // deno-lint-ignore no-explicit-any
  const [row] = await t.db.select({ n: count() }).from(table as any).where(where as any);
  return Number(row.n);
}

async function monthlyPlan(t: App) {
  const [plan] = await t.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
  return plan;
}

async function productBySlug(t: App, slug: string, language = "ru") {
  const [product] = await t.db.select().from(products).where(
    and(eq(products.slug, slug), eq(products.language, language as "ru")),
  );
  return product;
}

/** Pays a session on the fake's hosted page, as the browser's form would; the fake then delivers its webhooks. */
async function payStripe(t: App, url: string) {
  const path = new URL(url).pathname;
  const res = await t.request(`${path}/pay`, { method: "POST" });
  assert.equal(res.status, 303, await res.text());
  return res.headers.get("location")!;
}

async function postStripeEvent(t: App, payload: string, signature: string) {
  return await t.request("/api/stripe/webhook", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    body: payload,
  });
}

async function startStripeMembership(t: App, promocode: string | null) {
  const plan = await monthlyPlan(t);
  const user = await me(t);
  const res = await t.request("/api/create-stripe-checkout-session", {
    method: "POST",
    headers: { "content-type": "application/json", ...MEMBER },
    body: JSON.stringify({
      stripePriceId: plan.stripePriceId,
      userId: user.id,
      unihowPlanId: plan.id,
      payment_source: "jobs",
      promocode,
      redirectURL: "/ru/jobs/",
      locale: "ru",
    }),
  });
  const body = await res.json();
  return { res, body, plan, user };
}

Deno.test(
  "Stripe membership in one call: the session's user, the plan's own price and the typed code; refusals as REST's",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const plan = await monthlyPlan(t);
      const user = await me(t);
      const START = `mutation($planId: ID!, $code: String, $back: String) {
        createStripeSubscriptionSession(planId: $planId, payment_source: "jobs", couponCode: $code, redirectUrl: $back) {
          url
        }
      }`;
      const start = (code: string | null, headers: Record<string, string> = MEMBER) =>
        t.graphql<{ createStripeSubscriptionSession: { url: string } }>(
          START,
          { planId: String(plan.id), code, back: "/ru/jobs/" },
          { ...headers, "x-locale": "ru" },
        );
      const anonymous = await start(null, {});
      assert.equal(anonymous.errors?.[0].message, "USER NOT FOUND");
      const wrongCode = await start("NO-SUCH-CODE");
      assert.equal(wrongCode.errors?.[0].extensions?.i18nKey, "billing.errors.COUPON_INVALID");
      assert.equal(await count_(t, subscriptions), 0);

      const started = await start("welcome10");
      assert.equal(started.errors, undefined, JSON.stringify(started.errors));
      const url = started.data!.createStripeSubscriptionSession.url;
      assert.match(url, /\/dev\/stripe\/checkout\/cs_/);
      const back = await payStripe(t, url);
      assert.match(back, /\/ru\/subscribe-success\/\?back=%2Fru%2Fjobs%2F$/);
      const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      assert.deepEqual([sub.status, sub.provider, sub.paymentSource], ["ACTIVE", "STRIPE", "jobs"]);
      const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
      assert.equal(sub.couponId, welcome.id);
      assert.deepEqual([welcome.countTimes, welcome.countUsers], [1, 1]);
      const again = await start(null);
      assert.equal(again.errors?.[0].extensions?.i18nKey, "billing.errors.ALREADY_MEMBER");
      // The billing portal opens for the member's own Stripe customer only.
      const portal = (stripeCustomerId: string) =>
        t.request("/api/create-portal-session", {
          method: "POST",
          headers: { "content-type": "application/json", ...MEMBER },
          body: JSON.stringify({ stripeCustomerId, locale: "ru" }),
        });
      assert.ok(sub.stripeCustomerId, "the membership has a Stripe customer");
      const own = await portal(sub.stripeCustomerId!);
      assert.equal(own.status, 200, await own.clone().text());
      assert.match((await own.json()).url, /^https?:\/\//);
      const foreign = await portal("cus_someone_else");
      assert.equal(foreign.status, 403);
      assert.equal((await foreign.json()).error.name, "FORBIDDEN");
    } finally {
      await t.close();
    }
  },
);

Deno.test("Stripe membership: checkout with a coupon, one membership however often its events come", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const { res, body, user } = await startStripeMembership(t, "demo_welcome10");
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.match(body.url, /\/dev\/stripe\/checkout\/cs_/);
    assert.equal((await me(t)).customerInfo.isFellow, false);
    const back = await payStripe(t, body.url);
    assert.match(back, /\/ru\/subscribe-success\/\?back=%2Fru%2Fjobs%2F$/);
    assert.equal((await me(t)).customerInfo.isFellow, true);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    assert.equal(sub.status, "ACTIVE");
    assert.equal(sub.provider, "STRIPE");
    assert.equal(sub.paymentSource, "jobs");
    const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
    assert.deepEqual([welcome.countTimes, welcome.countUsers], [1, 1]);

    // The same completed-session event, replayed 20 times in a row and 20 times at once: one membership, one use.
    const session = [...t.app.paymentFakes.stripe!.sessions.values()].find((s) => s.subscription);
    const payload = stripeEventPayload("evt_replayed_completed", "checkout.session.completed", { id: session!.id });
    for (let i = 0; i < 20; i++) {
      const replay = await postStripeEvent(t, payload, await t.app.paymentFakes.stripe!.signPayload(payload));
      assert.equal(replay.status, 200);
    }
    const concurrent = await Promise.all(
      Array.from(
        { length: 20 },
        async () => (await postStripeEvent(t, payload, await t.app.paymentFakes.stripe!.signPayload(payload))).status,
      ),
    );
    assert.deepEqual(new Set(concurrent), new Set([200]));
    // Other events naming the same subscription (each with its own id) change nothing either.
    for (let i = 0; i < 5; i++) {
      const other = stripeEventPayload(`evt_created_${i}`, "customer.subscription.created", {
        id: sub.providerSubscriptionId,
      });
      assert.equal((await postStripeEvent(t, other, await t.app.paymentFakes.stripe!.signPayload(other))).status, 200);
    }
    assert.equal(await count_(t, subscriptions, eq(subscriptions.userId, user.id)), 1);
    const [again] = await t.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
    assert.deepEqual([again.countTimes, again.countUsers], [1, 1]);
    assert.equal(await count_(t, paymentEvents, eq(paymentEvents.eventId, "evt_replayed_completed")), 1);

    // A member cannot start a second membership.
    const second = await startStripeMembership(t, null);
    assert.equal(second.res.status, 409);
    assert.equal(second.body.error.name, "ALREADY_MEMBER");
  } finally {
    await t.close();
  }
});

Deno.test(
  "Stripe webhook: a tampered payload, a wrong secret or a 301-second-old signature → 400, nothing changes",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const fake = t.app.paymentFakes.stripe!;
      const payload = stripeEventPayload("evt_bad", "checkout.session.completed", { id: "cs_unknown" });
      const signature = await fake.signPayload(payload);
      const tampered = payload.replace("cs_unknown", "cs_other");
      assert.equal((await postStripeEvent(t, tampered, signature)).status, 400);
      const old = await fake.signPayload(payload, Math.floor(Date.now() / 1000) - 301);
      assert.equal((await postStripeEvent(t, payload, old)).status, 400);
      assert.equal((await postStripeEvent(t, payload, "t=1,v1=deadbeef")).status, 400);
      assert.equal((await postStripeEvent(t, payload, "")).status, 400);
      assert.equal(await count_(t, paymentEvents), 0);
      // The same event correctly signed is accepted, and ignored: the session is not ours.
      const ok = await postStripeEvent(t, payload, signature);
      assert.equal(ok.status, 200);
      assert.equal((await ok.json()).outcome, "ignored");
      assert.equal(await count_(t, orders), 0);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "memberships: cancel with a reason keeps access to the period's end, renew takes it back, the offer once",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { body } = await startStripeMembership(t, null);
      await payStripe(t, body.url);
      const cancel = await t.graphql<{ cancelMySubscription: { status: string } }>(
        `mutation { cancelMySubscription(reason: FOUND_A_JOB, comment: "Moved to Berlin") { ... on StripeSubscription { status cancel_at } } }`,
        {},
        MEMBER,
      );
      assert.equal(cancel.data?.cancelMySubscription.status, "PAUSED", JSON.stringify(cancel));
      const [sub] = await t.db.select().from(subscriptions);
      assert.equal(sub.cancelReason, "FOUND_A_JOB: Moved to Berlin");
      assert.ok(sub.cancelAt);
      assert.equal(
        t.app.paymentFakes.stripe!.subscriptions.get(sub.providerSubscriptionId!)?.cancel_at_period_end,
        true,
      );
      assert.equal((await me(t)).customerInfo.isFellow, true);
      // Cancelling twice is refused with a translated error, and changes nothing.
      const twice = await t.graphql(`mutation { cancelMySubscription(reason: OTHER) { __typename } }`, {}, MEMBER);
      assert.equal(twice.errors?.[0].extensions?.i18nKey, "billing.errors.WRONG_STATE");
      const renew = await t.graphql<{ renewMySubscription: { status: string } }>(
        `mutation { renewMySubscription { ... on StripeSubscription { status } } }`,
        {},
        MEMBER,
      );
      assert.equal(renew.data?.renewMySubscription.status, "ACTIVE");
      assert.equal(
        t.app.paymentFakes.stripe!.subscriptions.get(sub.providerSubscriptionId!)?.cancel_at_period_end,
        false,
      );
      const offer = await t.graphql<{ acceptRetentionOffer: { retentionOfferAvailable: boolean } }>(
        `mutation { acceptRetentionOffer { ... on StripeSubscription { retentionOfferAvailable discount { percent_off } } } }`,
        {},
        MEMBER,
      );
      assert.equal(offer.data?.acceptRetentionOffer.retentionOfferAvailable, false, JSON.stringify(offer));
      const used = await t.graphql(`mutation { acceptRetentionOffer { __typename } }`, {}, MEMBER);
      assert.equal(used.errors?.[0].extensions?.i18nKey, "billing.errors.OFFER_USED");
      // Stripe ends the subscription: the membership is cancelled and the access goes.
      const fake = t.app.paymentFakes.stripe!;
      fake.setSubscriptionStatus(sub.providerSubscriptionId!, "canceled");
      const deleted = stripeEventPayload("evt_deleted", "customer.subscription.deleted", {
        id: sub.providerSubscriptionId,
      });
      assert.equal((await postStripeEvent(t, deleted, await fake.signPayload(deleted))).status, 200);
      assert.equal((await me(t)).customerInfo.isFellow, false);
      const mine = await t.graphql<{ getMySubscription: { status: string } }>(MY_SUBSCRIPTION, {}, MEMBER);
      assert.equal(mine.data?.getMySubscription.status, "CANCELLED");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "Stripe product: a forged completion pays nothing, the paid order is one, its file downloads",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      await ensureDemoFiles(createLocalStorage(t.uploadsDir));
      const product = await productBySlug(t, "cv-checklist");
      const session = await t.graphql<{ createStripeProductSession: { url: string } }>(
        `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
        redirectUrl: "/ru/order-completed?prId=${product.id}", couponCode: "service15") { url } }`,
        { id: String(product.id) },
        MEMBER,
      );
      const url = session.data?.createStripeProductSession.url;
      assert.ok(url, JSON.stringify(session));
      const [pending] = await t.db.select().from(orders);
      assert.deepEqual([pending.status, pending.totalPrice, pending.discount], ["PENDING", 850, 150]);
      // A completion event before the payment: Stripe, asked again, says unpaid — nothing is paid.
      const fake = t.app.paymentFakes.stripe!;
      const forged = stripeEventPayload("evt_forged", "checkout.session.completed", { id: pending.providerPaymentId });
      assert.equal((await postStripeEvent(t, forged, await fake.signPayload(forged))).status, 200);
      assert.equal((await t.db.select().from(orders))[0].status, "PENDING");

      const back = await payStripe(t, url!);
      assert.match(back, new RegExp(`/ru/order-completed\\?prId=${product.id}$`));
      const replay = stripeEventPayload("evt_paid_replay", "checkout.session.completed", {
        id: pending.providerPaymentId,
      });
      await Promise.all(
        Array.from({ length: 20 }, async () => await postStripeEvent(t, replay, await fake.signPayload(replay))),
      );
      for (let i = 0; i < 20; i++) await postStripeEvent(t, replay, await fake.signPayload(replay));
      assert.equal(await count_(t, orders, eq(orders.status, "PAID")), 1);
      const [service15] = await t.db.select().from(coupons).where(eq(coupons.code, "SERVICE15"));
      assert.equal(service15.countTimes, 1);

      type Orders = {
        getOrders: Array<{
          totalPrice: { value: number; currency: string };
          product: { title: string; downloadableMediaProps: { files: Array<{ fileName: string; url: string }> } };
        }>;
      };
      const list = await t.graphql<Orders>(
        `{ getOrders(filter: {}, paginationOptions: { limit: 100 }) { created_at totalPrice { value currency }
        product { title downloadableMediaProps { files { fileName url } } } } }`,
        {},
        MEMBER,
      );
      const [order] = list.data!.getOrders;
      assert.deepEqual(order.totalPrice, { value: 8.5, currency: "USD" });
      // Bought on the Russian page, shown in the language of the page that asks.
      const english = await t.graphql<Orders>(
        `{ getOrders(filter: {}, paginationOptions: { limit: 100 }) { totalPrice { value currency }
          product { title downloadableMediaProps { files { fileName url } } } } }`,
        {},
        { ...MEMBER, "x-locale": "en" },
      );
      assert.equal(english.data!.getOrders[0].product.title, "CV checklist for international jobs");
      assert.equal(english.data!.getOrders[0].product.downloadableMediaProps.files[0].fileName, "cv-checklist.pdf");
      const [file] = order.product.downloadableMediaProps.files;
      assert.equal(file.fileName, "cv-checklist.pdf");
      const download = await t.request(file.url);
      assert.equal(download.status, 200);
      assert.match(download.headers.get("content-disposition") ?? "", /attachment; filename="cv-checklist.pdf"/);
      assert.equal(new TextDecoder().decode((await download.arrayBuffer()).slice(0, 5)), "%PDF-");
      // A link with a changed signature or expiry is refused; the file is never public under /uploads.
      assert.equal((await t.request(file.url.replace(/sig=.{4}/, "sig=AAAA"))).status, 403);
      assert.equal((await t.request(file.url.replace(/exp=\d+/, "exp=1"))).status, 403);
      assert.equal((await t.request("/uploads/private/demo/cv-checklist.pdf")).status, 404);
      // Someone who did not buy it sees the product without its access.
      const fellow = await t.graphql<{ getProductById: { downloadableMediaProps: null } }>(
        `query($id: ID!) { getProductById(id: $id) { downloadableMediaProps { files { url } } } }`,
        { id: String(product.id) },
        { "x-test-viewer": "fellow" },
      );
      assert.equal(fellow.data?.getProductById.downloadableMediaProps, null);
    } finally {
      await t.close();
    }
  },
);

async function yooSubscription(t: App) {
  const plan = await monthlyPlan(t);
  const token = await t.graphql<{ initSubscriptionToken: { confirmationToken: string; paymentId: string } }>(
    `mutation($planId: ID!) { initSubscriptionToken(planId: $planId, payment_source: "articles", couponCode: "welcome10") {
      confirmationToken paymentId } }`,
    { planId: String(plan.id) },
    MEMBER,
  );
  assert.ok(token.data?.initSubscriptionToken.confirmationToken, JSON.stringify(token));
  return { plan, ...token.data!.initSubscriptionToken };
}

async function notify(t: App, body: unknown, ip = YOO_IP) {
  return await t.request("/api/yookassa/notifications", {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-ip": ip },
    body: JSON.stringify(body),
  });
}

Deno.test(
  "YooKassa membership: forged and foreign notifications change nothing; replays make one membership",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { paymentId, plan } = await yooSubscription(t);
      const fake = t.app.paymentFakes.yoo!;
      // The coupon is applied and floored: 1900 less 10 % = 1710 rubles.
      assert.equal(fake.payments.get(paymentId)!.amount.value, "1710.00");
      // A forged 'succeeded' while the payment is still pending: re-read from YooKassa, nothing happens.
      const forged = {
        type: "notification",
        event: "payment.succeeded",
        object: { id: paymentId, status: "succeeded" },
      };
      assert.equal((await notify(t, forged)).status, 200);
      assert.equal((await me(t)).customerInfo.isFellow, false);
      fake.succeed(paymentId);
      // From outside YooKassa's ranges: refused before anything is read.
      assert.equal((await notify(t, forged, "203.0.113.9")).status, 403);
      assert.equal((await me(t)).customerInfo.isFellow, false);
      // From YooKassa: 20 in a row and 20 at once make one membership and one successful charge.
      for (let i = 0; i < 20; i++) assert.equal((await notify(t, forged)).status, 200);
      const statuses = await Promise.all(Array.from({ length: 20 }, async () => (await notify(t, forged)).status));
      assert.deepEqual(new Set(statuses), new Set([200]));
      assert.equal((await me(t)).customerInfo.isFellow, true);
      const live = await t.db.select().from(subscriptions).where(eq(subscriptions.status, "ACTIVE"));
      assert.equal(live.length, 1);
      assert.equal(live[0].priceWithoutDiscount, plan.priceRub);
      const charges = await t.db.select().from(subscriptionCharges);
      assert.deepEqual(charges.map((c) => [c.kind, c.status, c.amount]), [["INITIAL", "SUCCEEDED", 171000]]);
      const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
      assert.equal(welcome.countTimes, 1);
      const mine = await t.graphql<
        { getMySubscription: { __typename: string; status: string; lastTimeAmount: number } }
      >(
        MY_SUBSCRIPTION,
        {},
        MEMBER,
      );
      assert.deepEqual(
        [
          mine.data?.getMySubscription.__typename,
          mine.data?.getMySubscription.status,
          mine.data?.getMySubscription.lastTimeAmount,
        ],
        ["YooSubscription", "ACTIVE", 1710],
      );
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "YooKassa product: the widget's payment makes one paid order, from the notification or the return page",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const product = await productBySlug(t, "cv");
      const token = await t.graphql<{ initYooOrderToken: { paymentId: string } }>(
        `mutation($id: ID!) { initYooOrderToken(quantity: 1, productId: $id, couponCode: null) { confirmationToken paymentId } }`,
        { id: String(product.id) },
        MEMBER,
      );
      const paymentId = token.data!.initYooOrderToken.paymentId;
      const fake = t.app.paymentFakes.yoo!;
      // 160 $ × the products rate, rounded to 100 rubles, as getProductById says.
      const price = await t.graphql<{ getProductById: { priceInRub: number } }>(
        `query($id: ID!) { getProductById(id: $id) { priceInRub } }`,
        { id: String(product.id) },
      );
      assert.equal(Number(fake.payments.get(paymentId)!.amount.value), price.data!.getProductById.priceInRub);
      // Not paid yet: the return page's confirmation answers false and pays nothing.
      const early = await t.graphql<{ confirmYooPayment: boolean }>(
        `mutation($id: String!) { confirmYooPayment(paymentId: $id) }`,
        { id: paymentId },
        MEMBER,
      );
      assert.equal(early.data?.confirmYooPayment, false);
      fake.succeed(paymentId);
      const body = { type: "notification", event: "payment.succeeded", object: { id: paymentId } };
      await Promise.all([
        ...Array.from({ length: 10 }, () => notify(t, body)),
        ...Array.from(
          { length: 10 },
          () => t.graphql(`mutation($id: String!) { confirmYooPayment(paymentId: $id) }`, { id: paymentId }, MEMBER),
        ),
      ]);
      assert.equal(await count_(t, orders, eq(orders.status, "PAID")), 1);
      // Someone else's payment id is not confirmed for them.
      const other = await t.graphql<{ confirmYooPayment: boolean }>(
        `mutation($id: String!) { confirmYooPayment(paymentId: $id) }`,
        { id: paymentId },
        { "x-test-viewer": "fellow" },
      );
      assert.equal(other.data?.confirmYooPayment, false);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "renewals: run twice and five times at once, a period is charged once; failures go past due, then suspend",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { paymentId } = await yooSubscription(t);
      const fake = t.app.paymentFakes.yoo!;
      fake.succeed(paymentId);
      await notify(t, { type: "notification", event: "payment.succeeded", object: { id: paymentId } });
      const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.status, "ACTIVE"));
      const due = new Date(Date.now() - 60_000);
      await t.db.update(subscriptions).set({ currentPeriodEnd: due }).where(eq(subscriptions.id, sub.id));
      const payments = t.app.billing.payments;
      const mails: string[] = [];
      const mailLater = (_userId: string, kind: string) => void mails.push(kind);
      await runRenewals(t.db, payments, mailLater, new Date(), t.app.billing.commissions);
      await runRenewals(t.db, payments, mailLater, new Date(), t.app.billing.commissions);
      let renewals = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.kind, "RENEWAL"));
      assert.deepEqual(renewals.map((c) => [c.status, c.amount]), [["SUCCEEDED", 190000]]);
      const [renewed] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.equal(renewed.currentPeriodStart?.getTime(), due.getTime());
      assert.ok(renewed.currentPeriodEnd! > new Date());
      assert.equal(renewed.numberOfCharges, 2);

      // The next period, five runs at once: one charge.
      const due2 = new Date(Date.now() - 30_000);
      await t.db.update(subscriptions).set({ currentPeriodEnd: due2 }).where(eq(subscriptions.id, sub.id));
      await Promise.all(
        Array.from({ length: 5 }, () => runRenewals(t.db, payments, mailLater, new Date(), t.app.billing.commissions)),
      );
      renewals = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.kind, "RENEWAL"));
      assert.equal(renewals.length, 2);
      assert.equal(renewals.filter((c) => c.status === "SUCCEEDED").length, 2);

      // The card starts failing: the first failure is past due with a dunning mail, access stays; after the grace
      // period's attempts the membership is suspended and the access goes.
      const due3 = new Date(Date.now() - 10_000);
      await t.db.update(subscriptions).set({ currentPeriodEnd: due3 }).where(eq(subscriptions.id, sub.id));
      fake.failMethod(renewed.yooPaymentMethodId!);
      await runRenewals(t.db, payments, mailLater, new Date(), t.app.billing.commissions);
      const [pastDue] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.equal(pastDue.status, "PAST_DUE");
      // Each paid period had its receipt; the dunning mail follows.
      assert.deepEqual(mails, ["renewed", "renewed", "paymentFailed"]);
      assert.equal((await me(t)).customerInfo.isFellow, true);
      // The same day again: no second attempt.
      await runRenewals(t.db, payments, mailLater, new Date(), t.app.billing.commissions);
      assert.equal(
        (await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.status, "FAILED"))).length,
        1,
      );
      for (let day = 1; day <= 3; day++) {
        await runRenewals(
          t.db,
          payments,
          mailLater,
          new Date(Date.now() + day * 86_400_000),
          t.app.billing.commissions,
        );
      }
      const [suspended] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.equal(suspended.status, "SUSPENDED");
      assert.deepEqual(mails, ["renewed", "renewed", "paymentFailed", "suspended"]);
      assert.equal((await me(t)).customerInfo.isFellow, false);
    } finally {
      await t.close();
    }
  },
);

/** The renewal payments the YooKassa fake made for a membership (what the member's card was charged). */
function renewalPaymentsAtYoo(t: App, subscriptionId: string) {
  return [...t.app.paymentFakes.yoo!.payments.values()].filter((p) =>
    p.metadata.subscriptionId === subscriptionId && !p.confirmation && p.status === "succeeded"
  );
}

async function dueYooMembership(t: App) {
  const { paymentId } = await yooSubscription(t);
  t.app.paymentFakes.yoo!.succeed(paymentId);
  await notify(t, { type: "notification", event: "payment.succeeded", object: { id: paymentId } });
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.status, "ACTIVE"));
  const due = new Date(Date.now() - 60_000);
  await t.db.update(subscriptions).set({ currentPeriodEnd: due }).where(eq(subscriptions.id, sub.id));
  return { sub, due };
}

Deno.test(
  `a YooKassa renewal whose answer is lost is charged once: its notification finds it by the charge (${describeDb()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { sub, due } = await dueYooMembership(t);
      const fake = t.app.paymentFakes.yoo!;
      const payments = t.app.billing.payments;
      // The card is charged, the answer is lost; YooKassa's notification of the payment then arrives.
      fake.loseAnswers(1);
      const first = await runRenewals(t.db, payments, () => {}, new Date(), t.app.billing.commissions);
      assert.equal(first.pending, 1);
      await fake.idle();
      const [charge] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.kind, "RENEWAL"));
      assert.equal(charge.status, "SUCCEEDED");
      assert.equal(charge.providerPaymentId, renewalPaymentsAtYoo(t, sub.id)[0]?.id);
      const [renewed] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.equal(renewed.currentPeriodStart?.getTime(), due.getTime());
      assert.ok(renewed.currentPeriodEnd! > new Date());
      // The next days' runs find the period paid: the card was charged once.
      for (const days of [1, 2, 3]) {
        await runRenewals(
          t.db,
          payments,
          () => {},
          new Date(Date.now() + days * 86_400_000 + 3_600_000),
          t.app.billing.commissions,
        );
        await fake.idle();
      }
      assert.equal(renewalPaymentsAtYoo(t, sub.id).length, 1);
      assert.deepEqual(
        (await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.kind, "RENEWAL")))
          .map((c) => c.status),
        ["SUCCEEDED"],
      );
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  `a YooKassa renewal whose answer and notification are both lost is asked again under its key, charged once (${describeDb()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { sub } = await dueYooMembership(t);
      const fake = t.app.paymentFakes.yoo!;
      const payments = t.app.billing.payments;
      // The answer is lost and the notification refused (the club was down; YooKassa gives up on it in the end).
      fake.loseAnswers(1);
      fake.loseNotifications(1);
      assert.equal((await runRenewals(t.db, payments, () => {}, new Date(), t.app.billing.commissions)).pending, 1);
      await fake.idle();
      const [pending] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.kind, "RENEWAL"));
      assert.deepEqual([pending.status, pending.providerPaymentId], ["PENDING", null]);
      assert.equal(renewalPaymentsAtYoo(t, sub.id).length, 1, "YooKassa did charge the card");
      // The hourly reconciliation asks again, under the same key: YooKassa answers the payment it made.
      const reconciled = await reconcileYooKassa(
        t.db,
        payments,
        () => {},
        new Date(Date.now() + 3_600_000),
        t.app.billing.commissions,
      );
      assert.equal(reconciled.renewalsAnswered, 1);
      const [settled] = await t.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.id, pending.id));
      assert.equal(settled.status, "SUCCEEDED");
      assert.equal(settled.providerPaymentId, renewalPaymentsAtYoo(t, sub.id)[0].id);
      // A day later, and the days after: no second charge.
      for (const days of [1, 2, 3]) {
        await runRenewals(
          t.db,
          payments,
          () => {},
          new Date(Date.now() + days * 86_400_000 + 3_600_000),
          t.app.billing.commissions,
        );
        await fake.idle();
      }
      assert.equal(renewalPaymentsAtYoo(t, sub.id).length, 1);
      const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.equal(after.status, "ACTIVE");
      assert.equal(after.numberOfCharges, 2);
    } finally {
      await t.close();
    }
  },
);

/** A product order paid in YooKassa's widget whose notification has not come (yet). */
async function paidYooOrder(t: App) {
  const product = await productBySlug(t, "cv");
  const token = await t.graphql<{ initYooOrderToken: { paymentId: string } }>(
    `mutation($id: ID!) { initYooOrderToken(quantity: 1, productId: $id, couponCode: null) { paymentId } }`,
    { id: String(product.id) },
    MEMBER,
  );
  const paymentId = token.data!.initYooOrderToken.paymentId;
  t.app.paymentFakes.yoo!.succeed(paymentId);
  return paymentId;
}

async function orderOf(t: App, paymentId: string) {
  const [order] = await t.db.select().from(orders).where(eq(orders.providerPaymentId, paymentId));
  return order;
}

Deno.test(
  `a YooKassa notification whose payment or refund cannot be re-read is answered 500; YooKassa's retry records it (${describeDb()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const paymentId = await paidYooOrder(t);
      const body = { type: "notification", event: "payment.succeeded", object: { id: paymentId } };
      // YooKassa's API is down when its notification comes: not "ignored" (its last word), but an error it retries.
      t.app.paymentFakes.yoo!.failReads(1);
      const during = await quietly(() => notify(t, body));
      assert.equal(during.status, 500);
      assert.equal((await orderOf(t, paymentId)).status, "PENDING");
      // The retry, once YooKassa answers again.
      const retry = await notify(t, body);
      assert.deepEqual([retry.status, (await retry.json()).outcome], [200, "processed"]);
      assert.equal((await orderOf(t, paymentId)).status, "PAID");
      // A payment YooKassa does not have is still ignored with a 200 (nothing to retry).
      const unknown = await notify(t, { ...body, object: { id: "2f0a0000-000f-5000-9000-000000000000" } });
      assert.deepEqual([unknown.status, (await unknown.json()).outcome], [200, "ignored"]);
      // The same for a refund: its notification is refused with a 500 while the refund cannot be read, then recorded.
      const fake = t.app.paymentFakes.yoo!;
      fake.failReads(1);
      await assert.rejects(() => quietly(() => fake.refund(paymentId)), /the app answered 500/);
      assert.equal((await orderOf(t, paymentId)).status, "PAID");
      const [made] = [...fake.refunds.values()].filter((r) => r.payment_id === paymentId);
      const refundRetry = await notify(t, { type: "notification", event: "refund.succeeded", object: { id: made.id } });
      assert.deepEqual([refundRetry.status, (await refundRetry.json()).outcome], [200, "processed"]);
      assert.equal((await orderOf(t, paymentId)).status, "REFUNDED");
      await t.app.settled();
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  `payments and refunds whose YooKassa notifications were lost are recorded by the hourly reconciliation (${describeDb()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const fake = t.app.paymentFakes.yoo!;
      const payments = t.app.billing.payments;
      const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
      // Paid, and the notification never came: a fresh payment is left to its notification, then read.
      const paymentId = await paidYooOrder(t);
      assert.equal(
        (await reconcileYooKassa(t.db, payments, () => {}, new Date(), t.app.billing.commissions)).paymentsSettled,
        0,
      );
      assert.equal((await orderOf(t, paymentId)).status, "PENDING");
      const settled = await reconcileYooKassa(t.db, payments, () => {}, later(20), t.app.billing.commissions);
      assert.equal(settled.paymentsSettled, 1);
      assert.equal((await orderOf(t, paymentId)).status, "PAID");
      // Refunded, and refund.succeeded was lost: the reconciliation lists the refund and records it, once.
      fake.loseNotifications(1);
      await fake.refund(paymentId);
      assert.equal((await orderOf(t, paymentId)).status, "PAID");
      const mails: string[] = [];
      const refunded = await reconcileYooKassa(
        t.db,
        payments,
        (_u, kind) => void mails.push(kind),
        later(80),
        t.app.billing.commissions,
      );
      assert.equal(refunded.refundsRecorded, 1);
      assert.equal((await orderOf(t, paymentId)).status, "REFUNDED");
      assert.deepEqual(mails, ["refunded"]);
      const again = await reconcileYooKassa(
        t.db,
        payments,
        (_u, kind) => void mails.push(kind),
        later(140),
        t.app.billing.commissions,
      );
      assert.deepEqual([again.paymentsSettled, again.refundsRecorded, again.readsFailed], [0, 0, 0]);
      assert.deepEqual(mails, ["refunded"]);
      // An outage during the run: nothing is recorded wrongly, and the failed read is counted for the log.
      const other = await paidYooOrder(t);
      fake.failReads(1);
      const down = await reconcileYooKassa(t.db, payments, () => {}, later(200), t.app.billing.commissions);
      assert.equal(down.readsFailed, 1);
      assert.equal((await orderOf(t, other)).status, "PENDING");
      assert.equal(
        (await reconcileYooKassa(t.db, payments, () => {}, later(260), t.app.billing.commissions)).paymentsSettled,
        1,
      );
      assert.equal((await orderOf(t, other)).status, "PAID");
    } finally {
      await t.close();
    }
  },
);

/** A product bought through Stripe Checkout with a delayed method (a bank debit): the session completes unpaid. */
async function stripeOrderByBankDebit(t: App) {
  const product = await productBySlug(t, "cv");
  const res = await t.graphql<{ createStripeProductSession: { url: string } }>(
    `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
      redirectUrl: "/ru/order-completed?prId=${product.id}", couponCode: null) { url } }`,
    { id: String(product.id) },
    MEMBER,
  );
  const path = new URL(res.data!.createStripeProductSession.url).pathname;
  const paid = await t.request(`${path}/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "method=sepa_debit",
  });
  assert.equal(paid.status, 303);
  const sessionId = path.split("/").pop()!;
  return { sessionId, product };
}

Deno.test(
  `a Stripe order paid by a delayed method waits, then is fulfilled or failed as Stripe settles it (${describeDb()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const fake = t.app.paymentFakes.stripe!;
      // Completed but unpaid: the order waits, nothing is granted.
      const paid = await stripeOrderByBankDebit(t);
      assert.equal((await orderOf(t, paid.sessionId)).status, "PENDING");
      // Days later the debit clears: async_payment_succeeded fulfils the order, once however often it comes.
      const succeeded = await fake.settleDelayedPayment(paid.sessionId, "succeeded");
      assert.equal((await orderOf(t, paid.sessionId)).status, "PAID");
      const replay = stripeEventPayload(
        "evt_async_replayed",
        "checkout.session.async_payment_succeeded",
        (succeeded.data as { object: Record<string, unknown> }).object,
      );
      assert.equal((await postStripeEvent(t, replay, await fake.signPayload(replay))).status, 200);
      assert.equal(await count_(t, orders, eq(orders.status, "PAID")), 1);
      await t.app.settled();
      const receipts = (await t.db.select().from(mailOutbox)).filter((m) => /покупк|purchase/i.test(m.subject));
      assert.equal(receipts.length, 1);
      // Another debit bounces: async_payment_failed fails its order, and nothing is granted.
      const bounced = await stripeOrderByBankDebit(t);
      await fake.settleDelayedPayment(bounced.sessionId, "failed");
      assert.equal((await orderOf(t, bounced.sessionId)).status, "FAILED");
      assert.equal(await count_(t, orders, eq(orders.status, "PAID")), 1);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "paying without a user is 'USER NOT FOUND'; a server without providers says they are not configured",
  opts,
  async () => {
    const t = await createTestApp({ seed: true, env: { PAYMENT_FAKES: "false" } });
    try {
      const plan = await monthlyPlan(t);
      const anonymous = await t.graphql(
        `mutation($planId: ID!) { initSubscriptionToken(planId: $planId) { confirmationToken } }`,
        { planId: String(plan.id) },
      );
      assert.equal(anonymous.errors?.[0].message, "USER NOT FOUND");
      const rest = await t.request("/api/create-stripe-checkout-session", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ stripePriceId: plan.stripePriceId, unihowPlanId: plan.id }),
      });
      assert.equal(rest.status, 401);
      assert.equal((await rest.json()).error.message, "USER NOT FOUND");
      const providers = await t.graphql<{ getPaymentProviders: { stripe: boolean; yoo: boolean } }>(
        `{ getPaymentProviders { stripe yoo } }`,
      );
      assert.deepEqual(providers.data?.getPaymentProviders, { stripe: false, yoo: false });
      const token = await t.graphql(
        `mutation($planId: ID!) { initSubscriptionToken(planId: $planId) { confirmationToken } }`,
        { planId: String(plan.id) },
        MEMBER,
      );
      assert.equal(token.errors?.[0].extensions?.code, "NOT_CONFIGURED");
      assert.equal(token.errors?.[0].extensions?.i18nKey, "billing.errors.NOT_CONFIGURED");
      assert.equal(await count_(t, subscriptions), 0);
      // A bad quantity is refused before anything is made.
      const product = await productBySlug(t, "cv");
      const bad = await t.graphql(
        `mutation($id: ID!) { initYooOrderToken(quantity: 0, productId: $id) { paymentId } }`,
        { id: String(product.id) },
        MEMBER,
      );
      assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
      assert.equal(await count_(t, orders), 0);
      const [anyMail] = await t.db.select().from(mailOutbox).limit(1);
      assert.equal(anyMail, undefined);
      void users;
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "deleting an account cancels its billing at Stripe, signs it out and removes the person; the membership record stays",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { body, user } = await startStripeMembership(t, null);
      await payStripe(t, body.url);
      const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      await t.db.update(users).set({ passwordHash: await hashPassword("a long enough secret") })
        .where(eq(users.id, user.id));
      const remove = (password: string) =>
        t.request("/api/profile/delete-account", {
          method: "POST",
          headers: { "content-type": "application/json", ...MEMBER },
          body: JSON.stringify({ password }),
        });
      // A wrong password: refused, nothing changed.
      const wrong = await remove("not the password");
      assert.equal(wrong.status, 403);
      assert.equal((await wrong.json()).error.i18nKey, "profile.deleteWrongPassword");
      assert.equal((await me(t)).customerInfo.isFellow, true);
      assert.equal(t.app.paymentFakes.stripe!.subscriptions.get(sub.providerSubscriptionId!)?.status, "active");

      const done = await remove("a long enough secret");
      assert.equal(done.status, 200);
      assert.match(done.headers.get("set-cookie") ?? "", /Max-Age=0/);
      assert.equal(t.app.paymentFakes.stripe!.subscriptions.get(sub.providerSubscriptionId!)?.status, "canceled");
      const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.deepEqual([ended.status, ended.cancelReason], ["CANCELLED", "ACCOUNT_DELETED"]);
      const [gone] = await t.db.select().from(users).where(eq(users.id, user.id));
      assert.deepEqual([gone.firstName, gone.passwordHash, gone.isFellow], ["", null, false]);
      assert.match(gone.email, /^deleted-.*@deleted\.fellows\.invalid$/);
      // The session no longer signs anyone in.
      const after = await t.graphql<{ me: null }>(`{ me { id } }`, {}, MEMBER);
      assert.equal(after.data?.me, null);
    } finally {
      await t.close();
    }
  },
);

/** Another signed-in buyer (the harness's tiers are one user each): the cookie header a browser would send. */
async function newBuyer(t: App, name = "Buyer") {
  const [user] = await t.db.insert(users).values({
    email: `buyer-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: name,
    lastName: "Tester",
  }).returning();
  const { token } = await createSession(t.db, user.id);
  return { user, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}

async function yooOrder(t: App, headers: Record<string, string>, productId: number, couponCode: string | null) {
  return await t.graphql<{ initYooOrderToken: { paymentId: string; confirmationToken: string } }>(
    `mutation($id: ID!, $code: String) { initYooOrderToken(quantity: 1, productId: $id, couponCode: $code) {
      confirmationToken paymentId } }`,
    { id: String(productId), code: couponCode },
    headers,
  );
}

async function stripeOrder(t: App, headers: Record<string, string>, productId: number, couponCode: string | null) {
  return await t.graphql<{ createStripeProductSession: { url: string } }>(
    `mutation($id: ID!, $code: String) { createStripeProductSession(quantity: 1, productId: $id,
      redirectUrl: "/ru/order-completed?prId=${productId}", couponCode: $code) { url } }`,
    { id: String(productId), code: couponCode },
    headers,
  );
}

Deno.test(
  "a coupon bound to a product fits the same product in the other language, and no other product",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const ru = await productBySlug(t, "cv-checklist", "ru");
      const en = await productBySlug(t, "cv-checklist", "en");
      const other = await productBySlug(t, "cv", "en");
      await t.db.insert(coupons).values({
        code: "CHECKLIST20",
        kind: "PRODUCTS",
        discountBasisPoints: 2000,
        productId: ru.id,
        stripeCouponId: "demo_checklist20",
      });
      t.app.paymentFakes.stripe!.coupons.set("demo_checklist20", {
        id: "demo_checklist20",
        object: "coupon",
        percent_off: 20,
        amount_off: null,
        duration: "once",
        valid: true,
      });
      const check = (productId: number, provider: string) =>
        t.graphql<{ isCouponValid: { discountPercentage: number } | null }>(
          `query($id: ID) { isCouponValid(couponCode: "checklist20", paymentProvider: ${provider},
            isSubscription: false, productId: $id) { discountPercentage } }`,
          { id: String(productId) },
          MEMBER,
        );
      for (const provider of ["Stripe", "Yoo"]) {
        assert.equal((await check(ru.id, provider)).data?.isCouponValid?.discountPercentage, 0.2);
        assert.equal((await check(en.id, provider)).data?.isCouponValid?.discountPercentage, 0.2, provider);
        assert.equal((await check(other.id, provider)).data?.isCouponValid, null);
      }
      // Checkout of the English row takes the code on both providers; the other product is refused.
      const yoo = await yooOrder(t, MEMBER, en.id, "checklist20");
      assert.ok(yoo.data?.initYooOrderToken.paymentId, JSON.stringify(yoo));
      const stripe = await stripeOrder(t, MEMBER, en.id, "checklist20");
      assert.ok(stripe.data?.createStripeProductSession.url, JSON.stringify(stripe));
      const refused = await yooOrder(t, MEMBER, other.id, "checklist20");
      assert.equal(refused.errors?.[0].extensions?.i18nKey, "billing.errors.COUPON_INVALID");
      const made = await t.db.select().from(orders);
      assert.deepEqual(made.map((o) => o.discount).sort(), [200, 18000].sort());
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "invoice.paid counts a charge once per invoice, with the amount Stripe holds for the invoice",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { body, user } = await startStripeMembership(t, null);
      await payStripe(t, body.url);
      const fake = t.app.paymentFakes.stripe!;
      const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      assert.deepEqual([sub.numberOfCharges, sub.lastChargeAmount], [1, 2000]);
      const invoice = fake.delivered.find((e) => e.type === "invoice.paid")!;
      const invoiceId = (invoice.data as { object: { id: string } }).object.id;
      // 21 distinct events for the same invoice, claiming another amount each time: still one charge of 20.00.
      for (let i = 0; i < 21; i++) {
        const payload = stripeEventPayload(`evt_invoice_again_${i}`, "invoice.paid", {
          id: invoiceId,
          object: "invoice",
          subscription: sub.providerSubscriptionId,
          amount_paid: 1,
        });
        assert.equal((await postStripeEvent(t, payload, await fake.signPayload(payload))).status, 200);
      }
      // An invoice Stripe does not know is not a charge either.
      const unknown = stripeEventPayload("evt_invoice_unknown", "invoice.paid", {
        id: "in_not_at_stripe",
        object: "invoice",
        subscription: sub.providerSubscriptionId,
        amount_paid: 999_999,
      });
      assert.equal((await postStripeEvent(t, unknown, await fake.signPayload(unknown))).status, 200);
      const [after] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.deepEqual([after.numberOfCharges, after.lastChargeAmount], [1, 2000]);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "confirmYooPayment with an unknown payment id is BAD_USER_INPUT, translated, and logs nothing",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    const logged: unknown[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      for (const id of ["2f0e0000-000f-5000-8000-000000000000", "nope"]) {
        const res = await t.graphql(`mutation($id: String!) { confirmYooPayment(paymentId: $id) }`, { id }, MEMBER);
        assert.equal(res.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(res));
        assert.match(res.errors?.[0].extensions?.i18nKey ?? "", /^(billing\.errors\.PAYMENT_NOT_FOUND|errors\.)/);
      }
      assert.deepEqual(logged, []);
    } finally {
      console.error = error;
      await t.close();
    }
  },
);

Deno.test(
  "a coupon's user cap holds at confirmation: cap-1 spent by one of 5 concurrent payers, cap-2 by two of 4, both providers",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const fakeStripe = t.app.paymentFakes.stripe!;
      const fakeYoo = t.app.paymentFakes.yoo!;
      const product = await productBySlug(t, "cv-checklist");
      const [cap1, cap2] = await t.db.insert(coupons).values([
        { code: "ONLYONE", kind: "PRODUCTS", discountBasisPoints: 2000, maxUsers: 1, stripeCouponId: "demo_onlyone" },
        {
          code: "ONLYTWO",
          kind: "SUBSCRIPTIONS",
          discountBasisPoints: 1000,
          maxUsers: 2,
          stripeCouponId: "demo_onlytwo",
        },
      ]).returning();
      for (const [id, percent] of [["demo_onlyone", 20], ["demo_onlytwo", 10]] as const) {
        fakeStripe.coupons.set(id, { id, object: "coupon", percent_off: percent, amount_off: null, duration: "once" });
      }
      // Five buyers start checkout while the coupon still has its user: three on YooKassa, two on Stripe.
      const buyers = await Promise.all(Array.from({ length: 5 }, (_, i) => newBuyer(t, `Cap${i}`)));
      const yooIds: string[] = [];
      const stripeUrls: string[] = [];
      for (const [i, buyer] of buyers.entries()) {
        if (i < 3) {
          const token = await yooOrder(t, buyer.headers, product.id, "onlyone");
          assert.ok(token.data, JSON.stringify(token));
          yooIds.push(token.data.initYooOrderToken.paymentId);
        } else {
          const session = await stripeOrder(t, buyer.headers, product.id, "onlyone");
          assert.ok(session.data, JSON.stringify(session));
          stripeUrls.push(session.data.createStripeProductSession.url);
        }
      }
      for (const id of yooIds) fakeYoo.succeed(id);
      // All confirmed at once, each payment from its notification and its return page.
      await Promise.all([
        ...yooIds.flatMap((id, i) => [
          notify(t, { type: "notification", event: "payment.succeeded", object: { id } }),
          t.graphql(`mutation($id: String!) { confirmYooPayment(paymentId: $id) }`, { id }, buyers[i].headers),
        ]),
        ...stripeUrls.map((url) => payStripe(t, url)),
      ]);
      // Everyone paid what they were shown and gets the product; the coupon's one user is spent once, and the four
      // uses past the cap are recorded as such.
      const paid = await t.db.select().from(orders).where(eq(orders.status, "PAID"));
      assert.equal(paid.length, 5);
      assert.deepEqual(
        paid.map((o) => [o.currency, o.totalPrice, o.discount]).sort(),
        [["RUB", 72000, 18000], ["RUB", 72000, 18000], ["RUB", 72000, 18000], ["USD", 800, 200], ["USD", 800, 200]],
      );
      assert.equal(paid.filter((o) => !o.couponOverCap).length, 1);
      let [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, cap1.id));
      assert.deepEqual([coupon.countUsers, coupon.countTimes, coupon.countOverCap], [1, 1, 4]);
      // The code is now refused to anyone new.
      const late = await yooOrder(t, (await newBuyer(t)).headers, product.id, "onlyone");
      assert.equal(late.errors?.[0].extensions?.i18nKey, "billing.errors.COUPON_INVALID");

      // Memberships: a cap-2 code, four new members at once, two on each provider.
      const plan = await monthlyPlan(t);
      const members = await Promise.all(Array.from({ length: 4 }, (_, i) => newBuyer(t, `Member${i}`)));
      const memberYoo: string[] = [];
      const memberStripe: string[] = [];
      for (const [i, member] of members.entries()) {
        if (i < 2) {
          const token = await t.graphql<{ initSubscriptionToken: { paymentId: string } }>(
            `mutation($planId: ID!) { initSubscriptionToken(planId: $planId, couponCode: "onlytwo") { paymentId } }`,
            { planId: String(plan.id) },
            member.headers,
          );
          assert.ok(token.data, JSON.stringify(token));
          memberYoo.push(token.data.initSubscriptionToken.paymentId);
        } else {
          const res = await t.request("/api/create-stripe-checkout-session", {
            method: "POST",
            headers: { "content-type": "application/json", ...member.headers },
            body: JSON.stringify({
              stripePriceId: plan.stripePriceId,
              userId: member.user.id,
              unihowPlanId: plan.id,
              promocode: "demo_onlytwo",
              locale: "ru",
            }),
          });
          const body = await res.json();
          assert.equal(res.status, 200, JSON.stringify(body));
          memberStripe.push(body.url);
        }
      }
      for (const id of memberYoo) fakeYoo.succeed(id);
      await Promise.all([
        ...memberYoo.map((id) => notify(t, { type: "notification", event: "payment.succeeded", object: { id } })),
        ...memberStripe.map((url) => payStripe(t, url)),
      ]);
      const started = await t.db.select().from(subscriptions).where(eq(subscriptions.couponId, cap2.id));
      assert.deepEqual(started.map((s) => s.status).sort(), ["ACTIVE", "ACTIVE", "ACTIVE", "ACTIVE"]);
      assert.equal(started.filter((s) => !s.couponOverCap).length, 2);
      [coupon] = await t.db.select().from(coupons).where(eq(coupons.id, cap2.id));
      assert.deepEqual([coupon.countUsers, coupon.countTimes, coupon.countOverCap], [2, 2, 2]);
    } finally {
      await t.close();
    }
  },
);

/** Cents or kopecks of an amount in the main unit, as the summary shows it. */
const minor = (value: number) => Math.round(value * 100);

Deno.test(
  "summary = charged = recorded on both providers: every demo coupon on every product and plan, the trial, the offers",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const stripeFake = t.app.paymentFakes.stripe!;
      const yooFake = t.app.paymentFakes.yoo!;
      const mailLater = () => {};
      let ip = 0;
      const buyer = async () => {
        const b = await newBuyer(t);
        // Each buyer asks from its own address, so the per-address coupon-check limit never trips the sweep.
        ip++;
        return { ...b, headers: { ...b.headers, "x-test-ip": `198.51.100.${ip % 250}` } };
      };
      const couponFraction = async (
        headers: Record<string, string>,
        code: string,
        provider: "Stripe" | "Yoo",
        productId: number | null,
      ) => {
        const res = await t.graphql<{ isCouponValid: { discountPercentage: number } | null }>(
          `query($code: String!, $id: ID) { isCouponValid(couponCode: $code, paymentProvider: ${provider},
            isSubscription: ${productId === null}, productId: $id) { discountPercentage } }`,
          { code, id: productId === null ? null : String(productId) },
          headers,
        );
        assert.ok(res.data?.isCouponValid, `${code} on ${provider}: ${JSON.stringify(res)}`);
        return res.data.isCouponValid.discountPercentage;
      };
      const sessionOf = (url: string) => stripeFake.sessions.get(new URL(url).pathname.split("/").pop()!)!;
      const seen: string[] = [];

      // Products with SERVICE15, every sellable product, both providers.
      const sellable = await t.db.select().from(products).where(
        and(eq(products.language, "ru"), eq(products.status, "PUBLISHED")),
      );
      for (const product of sellable.filter((p) => p.priceUsd > 0)) {
        const b = await buyer();
        const prices = await t.graphql<{ getProductById: { priceInUsd: number; priceInRub: number } }>(
          `query($id: ID!) { getProductById(id: $id) { priceInUsd priceInRub } }`,
          { id: String(product.id) },
        );
        const { priceInUsd, priceInRub } = prices.data!.getProductById;
        // Stripe.
        const usdSummary = discountedTotal(
          priceInUsd,
          await couponFraction(b.headers, "SERVICE15", "Stripe", product.id),
          "STRIPE",
        );
        const session = await stripeOrder(t, b.headers, product.id, "service15");
        assert.ok(session.data, JSON.stringify(session));
        const url = session.data.createStripeProductSession.url;
        assert.equal(sessionOf(url).amount_total, minor(usdSummary), `${product.slug} charged on Stripe`);
        await payStripe(t, url);
        const [stripePaid] = await t.db.select().from(orders).where(
          and(eq(orders.userId, b.user.id), eq(orders.provider, "STRIPE")),
        );
        assert.deepEqual([stripePaid.status, stripePaid.totalPrice], ["PAID", minor(usdSummary)], product.slug);
        // YooKassa.
        const rubSummary = discountedTotal(
          priceInRub,
          await couponFraction(b.headers, "SERVICE15", "Yoo", product.id),
          "YOO",
        );
        const token = await yooOrder(t, b.headers, product.id, "service15");
        assert.ok(token.data, JSON.stringify(token));
        const paymentId = token.data.initYooOrderToken.paymentId;
        assert.equal(yooFake.payments.get(paymentId)!.amount.value, rubSummary.toFixed(2), `${product.slug} on Yoo`);
        yooFake.succeed(paymentId);
        await notify(t, { type: "notification", event: "payment.succeeded", object: { id: paymentId } });
        const [yooPaid] = await t.db.select().from(orders).where(
          and(eq(orders.userId, b.user.id), eq(orders.provider, "YOO")),
        );
        assert.deepEqual([yooPaid.status, yooPaid.totalPrice], ["PAID", minor(rubSummary)], product.slug);
        seen.push(product.slug);
      }
      assert.ok(seen.length >= 10, `products swept: ${seen.length}`);

      // Memberships with WELCOME10, both plans, both providers; the next charge is the plan's price. The figures are
      // also written out, so a wrong rounding in discountedTotal cannot pass by agreeing with itself.
      const plans_ = await t.db.select().from(plans);
      const welcome10: Record<string, { usd: number; rub: number }> = {
        MONTHLY: { usd: 1800, rub: 171000 }, // $20.00 → $18.00; 1 900,00 ₽ → 1 710,00 ₽
        ANNUALLY: { usd: 17280, rub: 1638000 }, // $192.00 → $172.80; 18 200,00 ₽ → 16 380,00 ₽
      };
      assert.deepEqual(plans_.map((p) => p.billingCycle).sort(), Object.keys(welcome10).sort());
      for (const plan of plans_) {
        const usd = plan.priceUsd / 100;
        const rub = plan.priceRub / 100;
        const s = await buyer();
        const usdSummary = discountedTotal(usd, await couponFraction(s.headers, "WELCOME10", "Stripe", null), "STRIPE");
        const res = await t.request("/api/create-stripe-checkout-session", {
          method: "POST",
          headers: { "content-type": "application/json", ...s.headers },
          body: JSON.stringify({
            stripePriceId: plan.stripePriceId,
            userId: s.user.id,
            unihowPlanId: plan.id,
            promocode: "demo_welcome10",
            locale: "ru",
          }),
        });
        const { url } = await res.json();
        assert.equal(sessionOf(url).amount_total, minor(usdSummary), `${plan.billingCycle} on Stripe`);
        assert.equal(sessionOf(url).amount_total, welcome10[plan.billingCycle].usd, `${plan.billingCycle}: the figure`);
        await payStripe(t, url);
        let [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, s.user.id));
        assert.deepEqual([sub.status, sub.lastChargeAmount], ["ACTIVE", minor(usdSummary)]);
        const next = await stripeFake.renew(sub.providerSubscriptionId!);
        assert.equal(next!.amount_paid, plan.priceUsd);
        [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
        assert.deepEqual([sub.numberOfCharges, sub.lastChargeAmount], [2, plan.priceUsd]);

        const y = await buyer();
        const rubSummary = discountedTotal(rub, await couponFraction(y.headers, "WELCOME10", "Yoo", null), "YOO");
        const token = await t.graphql<{ initSubscriptionToken: { paymentId: string } }>(
          `mutation($planId: ID!) { initSubscriptionToken(planId: $planId, couponCode: "welcome10") { paymentId } }`,
          { planId: String(plan.id) },
          y.headers,
        );
        const paymentId = token.data!.initSubscriptionToken.paymentId;
        assert.equal(yooFake.payments.get(paymentId)!.amount.value, rubSummary.toFixed(2));
        assert.equal(
          yooFake.payments.get(paymentId)!.amount.value,
          (welcome10[plan.billingCycle].rub / 100).toFixed(2),
        );
        yooFake.succeed(paymentId);
        await notify(t, { type: "notification", event: "payment.succeeded", object: { id: paymentId } });
        const [yooSub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, y.user.id));
        assert.deepEqual([yooSub.status, yooSub.lastChargeAmount], ["ACTIVE", minor(rubSummary)]);
      }

      // The first-timer offer: a week's trial (0 on Stripe, 1 ruble on YooKassa), then 50 % off the first charge.
      const [offer] = await t.db.select().from(customDiscounts);
      const monthly = await monthlyPlan(t);
      const trialStripe = await buyer();
      const trialYoo = await buyer();
      await t.db.insert(userCustomDiscounts).values([
        { userId: trialStripe.user.id, customDiscountId: offer.id },
        { userId: trialYoo.user.id, customDiscountId: offer.id },
      ]);
      const afterUsd = priceAfterTrial(monthly.priceUsd / 100, offer.discountAfterTrial!);
      const afterRub = priceAfterTrial(monthly.priceRub / 100, offer.discountAfterTrial!);
      const trialRes = await t.request("/api/create-stripe-checkout-session", {
        method: "POST",
        headers: { "content-type": "application/json", ...trialStripe.headers },
        body: JSON.stringify({
          stripePriceId: monthly.stripePriceId,
          userId: trialStripe.user.id,
          unihowPlanId: monthly.id,
          locale: "ru",
        }),
      });
      const trialUrl = (await trialRes.json()).url;
      assert.equal(sessionOf(trialUrl).amount_total, minor(trialTotal("STRIPE")));
      await payStripe(t, trialUrl);
      let [trialSub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, trialStripe.user.id));
      assert.deepEqual([trialSub.status, trialSub.numberOfCharges], ["TRIALING", 0]);
      const firstPaid = await stripeFake.renew(trialSub.providerSubscriptionId!);
      assert.equal(firstPaid!.amount_paid, minor(afterUsd));
      assert.equal(firstPaid!.amount_paid, 1000, "$20.00 with 50 % off after the trial: $10.00");
      [trialSub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, trialSub.id));
      assert.deepEqual([trialSub.status, trialSub.lastChargeAmount], ["ACTIVE", minor(afterUsd)]);

      const trialToken = await t.graphql<{ initSubscriptionToken: { paymentId: string } }>(
        `mutation($planId: ID!) { initSubscriptionToken(planId: $planId) { paymentId } }`,
        { planId: String(monthly.id) },
        trialYoo.headers,
      );
      const trialPayment = trialToken.data!.initSubscriptionToken.paymentId;
      assert.equal(yooFake.payments.get(trialPayment)!.amount.value, trialTotal("YOO").toFixed(2));
      yooFake.succeed(trialPayment);
      await notify(t, { type: "notification", event: "payment.succeeded", object: { id: trialPayment } });
      const [yooTrial] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, trialYoo.user.id));
      assert.equal(yooTrial.status, "TRIALING");
      await t.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
        .where(eq(subscriptions.id, yooTrial.id));
      await runRenewals(t.db, t.app.billing.payments, mailLater, new Date(), t.app.billing.commissions);
      const [afterTrial] = await t.db.select().from(subscriptionCharges).where(
        and(eq(subscriptionCharges.subscriptionId, yooTrial.id), eq(subscriptionCharges.kind, "RENEWAL")),
      );
      assert.equal(yooFake.payments.get(afterTrial.providerPaymentId!)!.amount.value, afterRub.toFixed(2));
      assert.deepEqual([afterTrial.status, afterTrial.amount], ["SUCCEEDED", minor(afterRub)]);
      assert.equal(afterTrial.amount, 95000, "1 900,00 ₽ with 50 % off after the trial: 950,00 ₽");

      // The retention offer: 50 % off the next charge, on both.
      for (const member of [trialStripe, trialYoo]) {
        const taken = await t.graphql(`mutation { acceptRetentionOffer { __typename } }`, {}, member.headers);
        assert.equal(taken.errors, undefined, JSON.stringify(taken));
      }
      const retainedUsd = priceAfterTrial(monthly.priceUsd / 100, 50);
      const retained = await stripeFake.renew(trialSub.providerSubscriptionId!);
      assert.equal(retained!.amount_paid, minor(retainedUsd));
      [trialSub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, trialSub.id));
      assert.equal(trialSub.lastChargeAmount, minor(retainedUsd));
      const retainedRub = priceAfterTrial(monthly.priceRub / 100, 50);
      await t.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 30_000) })
        .where(eq(subscriptions.id, yooTrial.id));
      await runRenewals(t.db, t.app.billing.payments, mailLater, new Date(), t.app.billing.commissions);
      const renewals = await t.db.select().from(subscriptionCharges).where(
        and(eq(subscriptionCharges.subscriptionId, yooTrial.id), eq(subscriptionCharges.kind, "RENEWAL")),
      ).orderBy(subscriptionCharges.createdAt);
      const last = renewals.at(-1)!;
      assert.equal(yooFake.payments.get(last.providerPaymentId!)!.amount.value, retainedRub.toFixed(2));
      assert.deepEqual([renewals.length, last.amount], [2, minor(retainedRub)]);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a 100 % coupon completes the order or the first membership period without a provider, the same on both providers",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const stripeFake = t.app.paymentFakes.stripe!;
      const yooFake = t.app.paymentFakes.yoo!;
      await t.db.insert(coupons).values([
        { code: "FREE100", kind: "PRODUCTS", discountBasisPoints: 10_000, stripeCouponId: "demo_free100" },
        { code: "FREECLUB", kind: "SUBSCRIPTIONS", discountBasisPoints: 10_000, stripeCouponId: "demo_freeclub" },
      ]);
      for (const id of ["demo_free100", "demo_freeclub"]) {
        stripeFake.coupons.set(id, { id, object: "coupon", percent_off: 100, duration: "once", valid: true });
      }
      const product = await productBySlug(t, "cv-checklist");
      const yooBuyer = await newBuyer(t);
      const stripeBuyer = await newBuyer(t);

      // YooKassa: no payment at the provider (it refuses 0.00); the order is paid at once and the return page says so.
      const token = await yooOrder(t, yooBuyer.headers, product.id, "free100");
      assert.equal(token.errors, undefined, JSON.stringify(token));
      const yooToken = token.data!.initYooOrderToken as {
        paymentId: string;
        confirmationToken: string;
        paid?: boolean;
      };
      assert.equal(yooFake.payments.size, 0);
      const paidToken = await t.graphql<{ initYooOrderToken: { paid: boolean } }>(
        `mutation($id: ID!) { initYooOrderToken(quantity: 1, productId: $id, couponCode: "free100") { paid } }`,
        { id: String(product.id) },
        (await newBuyer(t)).headers,
      );
      assert.equal(paidToken.data?.initYooOrderToken.paid, true, JSON.stringify(paidToken));
      const confirmed = await t.graphql<{ confirmYooPayment: boolean }>(
        `mutation($id: String!) { confirmYooPayment(paymentId: $id) }`,
        { id: yooToken.paymentId },
        yooBuyer.headers,
      );
      assert.equal(confirmed.data?.confirmYooPayment, true, JSON.stringify(confirmed));

      // Stripe: no session at the provider; the answer is the order-completed page itself.
      const session = await stripeOrder(t, stripeBuyer.headers, product.id, "free100");
      assert.equal(session.errors, undefined, JSON.stringify(session));
      assert.equal(
        session.data!.createStripeProductSession.url,
        `https://fellows.test/ru/order-completed?prId=${product.id}`,
      );
      assert.equal(stripeFake.sessions.size, 0);

      for (const buyer of [yooBuyer, stripeBuyer]) {
        const [order] = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id));
        assert.deepEqual([order.status, order.totalPrice, order.discount], ["PAID", 0, order.originalPrice]);
        assert.ok(order.paidAt);
        const mine = await t.graphql<{ getMyOrderForProduct: { status: string } | null }>(
          `query($id: ID!) { getMyOrderForProduct(productId: $id) { status } }`,
          { id: String(product.id) },
          buyer.headers,
        );
        assert.equal(mine.data?.getMyOrderForProduct?.status, "PAID");
      }
      const [free] = await t.db.select().from(coupons).where(eq(coupons.code, "FREE100"));
      assert.deepEqual([free.countUsers, free.countTimes], [3, 3]);

      // A membership with a whole-price code: the first period starts at once, on either provider, without one; no
      // card is saved, so when the period ends the membership ends (the member joins again to go on).
      const plan = await monthlyPlan(t);
      const yooMember = await newBuyer(t);
      const stripeMember = await newBuyer(t);
      const freeToken = await t.graphql<{ initSubscriptionToken: { paymentId: string; paid: boolean } }>(
        `mutation($planId: ID!) { initSubscriptionToken(planId: $planId, couponCode: "freeclub") { paymentId paid } }`,
        { planId: String(plan.id) },
        yooMember.headers,
      );
      assert.equal(freeToken.data?.initSubscriptionToken.paid, true, JSON.stringify(freeToken));
      const back = await t.graphql<{ confirmYooPayment: boolean }>(
        `mutation($id: String!) { confirmYooPayment(paymentId: $id) }`,
        { id: freeToken.data!.initSubscriptionToken.paymentId },
        yooMember.headers,
      );
      assert.equal(back.data?.confirmYooPayment, true, JSON.stringify(back));
      const stripeRes = await t.request("/api/create-stripe-checkout-session", {
        method: "POST",
        headers: { "content-type": "application/json", ...stripeMember.headers },
        body: JSON.stringify({
          stripePriceId: plan.stripePriceId,
          userId: stripeMember.user.id,
          unihowPlanId: plan.id,
          promocode: "demo_freeclub",
          redirectURL: "/ru/jobs/",
          locale: "ru",
        }),
      });
      const stripeBody = await stripeRes.json();
      assert.equal(stripeRes.status, 200, JSON.stringify(stripeBody));
      assert.match(stripeBody.url, /^https:\/\/fellows\.test\/ru\/subscribe-success\//);
      assert.equal(stripeFake.sessions.size, 0);
      assert.equal(yooFake.payments.size, 0);
      for (
        const [member, provider, currency] of [
          [yooMember, "YOO", "RUB"],
          [stripeMember, "STRIPE", "USD"],
        ] as const
      ) {
        const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id));
        assert.deepEqual([sub.provider, sub.status, sub.currency, sub.lastChargeAmount], [
          provider,
          "ACTIVE",
          currency,
          0,
        ]);
        assert.ok(sub.currentPeriodEnd! > new Date());
        const viewer = await t.graphql<{ me: { customerInfo: { isFellow: boolean } } }>(ME, {}, member.headers);
        assert.equal(viewer.data?.me.customerInfo.isFellow, true);
      }
      const [club] = await t.db.select().from(coupons).where(eq(coupons.code, "FREECLUB"));
      assert.deepEqual([club.countUsers, club.countTimes], [2, 2]);
      // Cancelling during the free period is the club's own change (nothing at Stripe); the period still ends it.
      const cancelled = await t.graphql<{ cancelMySubscription: { status: string } }>(
        `mutation { cancelMySubscription(reason: OTHER) { ... on StripeSubscription { status } } }`,
        {},
        stripeMember.headers,
      );
      assert.equal(cancelled.data?.cancelMySubscription.status, "PAUSED", JSON.stringify(cancelled));
      await t.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
        .where(inArray(subscriptions.userId, [yooMember.user.id, stripeMember.user.id]));
      await runRenewals(t.db, t.app.billing.payments, () => {}, new Date(), t.app.billing.commissions);
      for (const member of [yooMember, stripeMember]) {
        const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id));
        assert.equal(sub.status, "CANCELLED");
        const viewer = await t.graphql<{ me: { customerInfo: { isFellow: boolean } } }>(ME, {}, member.headers);
        assert.equal(viewer.data?.me.customerInfo.isFellow, false);
      }
      assert.equal(yooFake.payments.size, 0);
    } finally {
      await t.close();
    }
  },
);

async function mailsTo(t: App, email: string) {
  await t.app.settled();
  return await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
}

Deno.test(
  "billing mail: joining, renewal, cancellation and purchase receipts, in the member's language, once each",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const stripeFake = t.app.paymentFakes.stripe!;
      const yooFake = t.app.paymentFakes.yoo!;
      const plan = await monthlyPlan(t);

      // An English member joins on Stripe with WELCOME10: a receipt with the amount, the period and how to cancel.
      const en = await newBuyer(t, "Ann");
      await t.db.update(users).set({ language: "en" }).where(eq(users.id, en.user.id));
      const res = await t.request("/api/create-stripe-checkout-session", {
        method: "POST",
        headers: { "content-type": "application/json", ...en.headers },
        body: JSON.stringify({
          stripePriceId: plan.stripePriceId,
          userId: en.user.id,
          unihowPlanId: plan.id,
          promocode: "demo_welcome10",
          locale: "en",
        }),
      });
      await payStripe(t, (await res.json()).url);
      // Stripe repeats its events: still one receipt.
      for (const event of stripeFake.delivered.slice()) {
        const payload = JSON.stringify({ ...event, id: `${event.id}_again` });
        await postStripeEvent(t, payload, await stripeFake.signPayload(payload));
        await postStripeEvent(t, JSON.stringify(event), await stripeFake.signPayload(JSON.stringify(event)));
      }
      let [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, en.user.id));
      let mails = await mailsTo(t, en.user.email);
      assert.equal(mails.length, 1, mails.map((m) => m.subject).join(" | "));
      assert.match(mails[0].subject, /Welcome to the Fellows Club/);
      assert.match(mails[0].text, /\$18/);
      assert.match(mails[0].text, /Monthly membership/);
      assert.ok(mails[0].text.includes(formatDate(sub.currentPeriodEnd!, "en")), mails[0].text);
      assert.match(mails[0].text, /cancel/i);
      assert.ok(mails[0].text.includes("https://fellows.test/en/profile/"));

      // The renewal: a receipt with the full price and the new period.
      await stripeFake.renew(sub.providerSubscriptionId!);
      [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      mails = await mailsTo(t, en.user.email);
      assert.equal(mails.length, 2);
      assert.match(mails[1].subject, /renewed/i);
      assert.match(mails[1].text, /\$20/);
      assert.ok(mails[1].text.includes(formatDate(sub.currentPeriodEnd!, "en")), mails[1].text);

      // Cancelling: until when access lasts; a second cancel is refused and mails nothing.
      for (let i = 0; i < 2; i++) {
        await t.graphql(`mutation { cancelMySubscription(reason: NOT_USING) { __typename } }`, {}, en.headers);
      }
      // Stripe's own update event for the cancellation changes nothing more.
      const updated = stripeEventPayload("evt_cancel_update", "customer.subscription.updated", {
        id: sub.providerSubscriptionId,
      });
      await postStripeEvent(t, updated, await stripeFake.signPayload(updated));
      mails = await mailsTo(t, en.user.email);
      assert.equal(mails.length, 3, mails.map((m) => m.subject).join(" | "));
      assert.match(mails[2].subject, /cancelled/i);
      assert.ok(mails[2].text.includes(formatDate(sub.currentPeriodEnd!, "en")), mails[2].text);

      // A Russian member joins on YooKassa: the receipt in Russian, in rubles; the renewal run mails a receipt too.
      const ru = await newBuyer(t, "Вера");
      const token = await t.graphql<{ initSubscriptionToken: { paymentId: string } }>(
        `mutation($planId: ID!) { initSubscriptionToken(planId: $planId, couponCode: "welcome10") { paymentId } }`,
        { planId: String(plan.id) },
        ru.headers,
      );
      const paymentId = token.data!.initSubscriptionToken.paymentId;
      yooFake.succeed(paymentId);
      const note = { type: "notification", event: "payment.succeeded", object: { id: paymentId } };
      await Promise.all(Array.from({ length: 5 }, () => notify(t, note)));
      await t.graphql(`mutation($id: String!) { confirmYooPayment(paymentId: $id) }`, { id: paymentId }, ru.headers);
      const [yooSub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, ru.user.id));
      let ruMails = await mailsTo(t, ru.user.email);
      assert.equal(ruMails.length, 1, ruMails.map((m) => m.subject).join(" | "));
      assert.match(ruMails[0].subject, /Добро пожаловать/);
      assert.match(ruMails[0].text, /1\s710\sруб/);
      assert.ok(ruMails[0].text.includes(formatDate(yooSub.currentPeriodEnd!, "ru")), ruMails[0].text);
      assert.match(ruMails[0].text, /отмен/i);
      await t.db.update(subscriptions).set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
        .where(eq(subscriptions.id, yooSub.id));
      const cron = t.app.billing;
      const mailLater: Parameters<typeof runRenewals>[2] = (userId, kind, details) =>
        void mailMember(t.db, cron.mailer, cron.origin, userId, kind, details);
      await runRenewals(t.db, cron.payments, mailLater, new Date(), t.app.billing.commissions);
      await runRenewals(t.db, cron.payments, mailLater, new Date(), t.app.billing.commissions);
      await new Promise((r) => setTimeout(r, 50));
      ruMails = await mailsTo(t, ru.user.email);
      assert.equal(ruMails.length, 2, ruMails.map((m) => m.subject).join(" | "));
      assert.match(ruMails[1].subject, /продлено/i);
      assert.match(ruMails[1].text, /1\s900\sруб/);

      // Purchases: a receipt with the amount and the access (the link itself, or the page that holds the files).
      const course = await productBySlug(t, "cv");
      await t.db.update(products).set({ externalAccessUrl: "https://learn.example/cv-course" })
        .where(eq(products.slug, "cv"));
      const order = await yooOrder(t, ru.headers, course.id, null);
      const orderPayment = order.data!.initYooOrderToken.paymentId;
      yooFake.succeed(orderPayment);
      const paid = { type: "notification", event: "payment.succeeded", object: { id: orderPayment } };
      await Promise.all(Array.from({ length: 5 }, () => notify(t, paid)));
      const checklist = await productBySlug(t, "cv-checklist", "en");
      const session = await stripeOrder(t, en.headers, checklist.id, "service15");
      await payStripe(t, session.data!.createStripeProductSession.url);
      ruMails = await mailsTo(t, ru.user.email);
      assert.equal(ruMails.length, 3, ruMails.map((m) => m.subject).join(" | "));
      assert.match(ruMails[2].subject, /Спасибо за покупку/);
      assert.ok(ruMails[2].text.includes(course.title));
      assert.ok(ruMails[2].text.includes("https://learn.example/cv-course"));
      mails = await mailsTo(t, en.user.email);
      assert.equal(mails.length, 4, mails.map((m) => m.subject).join(" | "));
      assert.match(mails[3].subject, /Thank you for your purchase/);
      assert.ok(mails[3].text.includes("CV checklist for international jobs"));
      assert.match(mails[3].text, /\$8\.50/);
      assert.ok(mails[3].text.includes(`https://fellows.test/en/order-completed/?prId=${checklist.id}`), mails[3].text);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "invoice.payment_failed is read from Stripe's invoice and mails the dunning notice once per failing period",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const { body, user } = await startStripeMembership(t, null);
      await payStripe(t, body.url);
      const fake = t.app.paymentFakes.stripe!;
      const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
      const subId = sub.providerSubscriptionId!;
      fake.invoices.set("in_failing", {
        id: "in_failing",
        object: "invoice",
        subscription: subId,
        billing_reason: "subscription_cycle",
        amount_paid: 0,
        currency: "usd",
        status: "open",
      });
      fake.setSubscriptionStatus(subId, "past_due");
      const [member] = await t.db.select().from(users).where(eq(users.id, user.id));
      const dunningOf = async () =>
        (await mailsTo(t, member.email)).filter((m) => /did not go through|не прош/i.test(m.subject));
      // An event naming an invoice Stripe does not have mails nothing, whatever its body says.
      const foreign = stripeEventPayload("evt_failed_foreign", "invoice.payment_failed", {
        id: "in_unknown",
        subscription: subId,
      });
      await postStripeEvent(t, foreign, await fake.signPayload(foreign));
      assert.equal((await dunningOf()).length, 0);
      // Stripe retries the card and tells of each failed attempt with a new event; three of them, each sent twice.
      for (let i = 0; i < 3; i++) {
        const payload = stripeEventPayload(`evt_failed_${i}`, "invoice.payment_failed", {
          id: "in_failing",
          subscription: subId,
        });
        for (let j = 0; j < 2; j++) {
          assert.equal((await postStripeEvent(t, payload, await fake.signPayload(payload))).status, 200);
        }
      }
      const mails = await mailsTo(t, member.email);
      const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
      assert.equal(row.status, "PAST_DUE");
      assert.ok(row.paymentFailedAt);
      const dunning = mails.filter((m) => /did not go through|не прош/i.test(m.subject));
      assert.equal(dunning.length, 1, mails.map((m) => m.subject).join(" | "));
    } finally {
      await t.close();
    }
  },
);

/**
 * Stripe as the app reaches it, watched: each call notes whether a database transaction was open (none may be), and
 * `fault` makes the next call of a method fail before it reaches Stripe, or after Stripe acted (as a process that dies
 * between Stripe's answer and its commit).
 */
function watchStripe(t: App) {
  const payments = t.app.billing.payments;
  const real = payments.stripe!;
  let open = 0;
  const transaction = t.db.transaction.bind(t.db);
  t.db.transaction = (async (...args: Parameters<typeof transaction>) => {
    open++;
    try {
      return await transaction(...args);
    } finally {
      open--;
    }
  }) as typeof t.db.transaction;
  const watch = {
    inTransaction: [] as string[],
    fault: null as { method: keyof StripeGateway; when: "before" | "after" } | null,
  };
  payments.stripe = Object.fromEntries(
    Object.entries(real).map((
      [name, call],
    ) => [
      name,
      typeof call !== "function" ? call : async (...args: unknown[]) => {
        if (open) watch.inTransaction.push(name);
        const fault = watch.fault?.method === name ? watch.fault : null;
        if (fault) watch.fault = null;
        if (fault?.when === "before") throw new Error(`Stripe could not be reached (${name})`);
        const answer = await (call as (...args: unknown[]) => Promise<unknown>)(...args);
        if (fault?.when === "after") throw new Error(`the process died after Stripe answered ${name}`);
        return answer;
      },
    ]),
  ) as unknown as StripeGateway;
  return watch;
}

Deno.test(
  "a Stripe call that fails, or a death between Stripe's answer and the commit: nothing lost, nothing twice, a retry completes",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const fake = t.app.paymentFakes.stripe!;
      const stripe = watchStripe(t);
      const plan = await monthlyPlan(t);
      const checkout = async (buyer: Awaited<ReturnType<typeof newBuyer>>) => {
        const res = await t.request("/api/create-stripe-checkout-session", {
          method: "POST",
          headers: { "content-type": "application/json", ...buyer.headers },
          body: JSON.stringify({
            stripePriceId: plan.stripePriceId,
            userId: buyer.user.id,
            unihowPlanId: plan.id,
            locale: "ru",
          }),
        });
        return (await res.json()).url as string;
      };
      const membershipOf = async (userId: string) =>
        await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));

      // The first-timer offer's discount after the trial is given with Stripe's first event for the membership. The
      // app dies after Stripe took it: the event fails (Stripe sends it again), nothing is recorded.
      const [offer] = await t.db.select().from(customDiscounts);
      const trial = await newBuyer(t);
      await t.db.insert(userCustomDiscounts).values({ userId: trial.user.id, customDiscountId: offer.id });
      const url = await checkout(trial);
      const coupons = fake.coupons.size;
      stripe.fault = { method: "updateSubscription", when: "after" };
      const paid = await t.request(`${new URL(url).pathname}/pay`, { method: "POST" });
      assert.notEqual(paid.status, 303);
      await paid.body?.cancel();
      const [created] = fake.delivered;
      assert.equal(created.type, "customer.subscription.created");
      const stripeSub = (created.data as { object: Record<string, unknown> }).object;
      assert.equal(fake.coupons.size, coupons + 1);
      assert.deepEqual(await membershipOf(trial.user.id), []);
      assert.equal(await count_(t, paymentEvents), 0);
      // Stripe's retry, then the checkout's other events: the same discount (its key), one membership, one welcome.
      const again = JSON.stringify(created);
      assert.equal((await postStripeEvent(t, again, await fake.signPayload(again))).status, 200);
      await fake.emit("checkout.session.completed", { id: new URL(url).pathname.split("/").pop(), object: "x" });
      await fake.emit("invoice.paid", {
        id: "in_trial_start",
        object: "invoice",
        customer: stripeSub.customer,
        subscription: stripeSub.id,
        billing_reason: "subscription_create",
        amount_paid: 0,
        currency: "usd",
        status: "paid",
      });
      assert.equal((await postStripeEvent(t, again, await fake.signPayload(again))).status, 200);
      assert.equal(fake.coupons.size, coupons + 1);
      let [sub] = await membershipOf(trial.user.id);
      assert.deepEqual([sub.status, sub.customDiscountId, sub.numberOfCharges], ["TRIALING", offer.id, 0]);
      assert.equal((await mailsTo(t, trial.user.email)).length, 1);
      // After the trial, Stripe's first paid invoice carries the discount.
      await fake.renew(String(stripeSub.id));
      [sub] = await membershipOf(trial.user.id);
      assert.deepEqual(
        [sub.numberOfCharges, sub.lastChargeAmount],
        [1, minor(priceAfterTrial(plan.priceUsd / 100, offer.discountAfterTrial!))],
      );

      // A member cancels. Stripe cannot be reached: the member is told, and nothing changed on either side.
      const member = await newBuyer(t);
      await payStripe(t, await checkout(member));
      const at = (await membershipOf(member.user.id))[0].providerSubscriptionId!;
      const ask = (mutation: string) => t.graphql(`mutation { ${mutation} { __typename } }`, {}, member.headers);
      const cancel = `cancelMySubscription(reason: FOUND_A_JOB, comment: "Moved to Berlin")`;
      stripe.fault = { method: "updateSubscription", when: "before" };
      assert.ok((await ask(cancel)).errors);
      assert.equal(fake.subscriptions.get(at)!.cancel_at_period_end, false);
      assert.equal((await membershipOf(member.user.id))[0].status, "ACTIVE");
      // Stripe cancelled, then the process died before its commit: the retry records it once, reason and one mail.
      const mails = (await mailsTo(t, member.user.email)).length;
      stripe.fault = { method: "updateSubscription", when: "after" };
      assert.ok((await ask(cancel)).errors);
      assert.equal(fake.subscriptions.get(at)!.cancel_at_period_end, true);
      assert.deepEqual((await membershipOf(member.user.id)).map((s) => [s.status, s.cancelReason]), [["ACTIVE", null]]);
      assert.equal((await ask(cancel)).errors, undefined);
      assert.deepEqual(
        (await membershipOf(member.user.id)).map((s) => [s.status, s.cancelReason]),
        [["PAUSED", "FOUND_A_JOB: Moved to Berlin"]],
      );
      // Stripe's own event for the change finds it recorded: no second mail.
      const updated = stripeEventPayload("evt_cancel_updated", "customer.subscription.updated", { id: at });
      assert.equal((await postStripeEvent(t, updated, await fake.signPayload(updated))).status, 200);
      assert.equal((await mailsTo(t, member.user.email)).length, mails + 1);

      // Renewing, the same: a failure before Stripe changes nothing, the retry completes.
      stripe.fault = { method: "updateSubscription", when: "before" };
      assert.ok((await ask("renewMySubscription")).errors);
      assert.equal((await membershipOf(member.user.id))[0].status, "PAUSED");
      assert.equal((await ask("renewMySubscription")).errors, undefined);
      assert.equal((await membershipOf(member.user.id))[0].status, "ACTIVE");
      assert.equal(fake.subscriptions.get(at)!.cancel_at_period_end, false);

      // The retention offer: Stripe made its coupon, then the process died. The retry is the same request at Stripe
      // (one coupon), recorded once; a third ask is refused.
      const before = fake.coupons.size;
      stripe.fault = { method: "updateSubscription", when: "after" };
      assert.ok((await ask("acceptRetentionOffer")).errors);
      assert.equal((await membershipOf(member.user.id))[0].retentionOfferUsedAt, null);
      assert.equal(fake.coupons.size, before + 1);
      assert.equal((await ask("acceptRetentionOffer")).errors, undefined);
      assert.equal(fake.coupons.size, before + 1);
      assert.ok((await membershipOf(member.user.id))[0].retentionOfferUsedAt);
      const used = await ask("acceptRetentionOffer");
      assert.equal(used.errors?.[0].extensions?.i18nKey, "billing.errors.OFFER_USED");
      // The pinned version's discount: its coupon under source.
      const [discount] = fake.subscriptions.get(at)!.discounts as Array<
        { source: { coupon: { percent_off: number } } }
      >;
      assert.equal(discount.source.coupon.percent_off, 50);

      // And no Stripe call ran while a database transaction was open.
      assert.deepEqual(stripe.inTransaction, []);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a page of orders reads its products once for the page, not once per order, in the page's language",
  opts,
  async () => {
    const statements: string[] = [];
    const t = await createTestApp({ seed: true, onQuery: (sql) => statements.push(sql) });
    try {
      const buyer = await newBuyer(t);
      // Six paid orders of every published Russian product there is (up to six), bought on the Russian pages.
      const bought = await t.db.select().from(products).where(
        and(eq(products.language, "ru"), eq(products.status, "PUBLISHED")),
      ).limit(6);
      assert.ok(bought.length >= 3, `the seed has ${bought.length} Russian products`);
      await t.db.insert(orders).values(bought.map((product, i) => ({
        userId: buyer.user.id,
        productId: product.id,
        provider: "YOO" as const,
        providerPaymentId: `pay_batch_${i}_${crypto.randomUUID()}`,
        status: "PAID" as const,
        paidAt: new Date(),
        currency: "RUB" as const,
        originalPrice: 90000,
        totalPrice: 90000,
      })));
      const english = await t.db.select().from(products).where(
        and(inArray(products.slug, bought.map((p) => p.slug)), eq(products.language, "en")),
      );
      const titleOf = new Map(bought.map((p) => [p.id, english.find((e) => e.slug === p.slug)?.title ?? p.title]));

      statements.length = 0;
      const list = await t.graphql<{ getOrders: Array<{ id: string; product: { id: string; title: string } }> }>(
        `{ getOrders(filter: {}, paginationOptions: { limit: 100 }) { id product { id title } } }`,
        {},
        { ...buyer.headers, "x-locale": "en" },
      );
      assert.equal(list.errors, undefined, JSON.stringify(list.errors));
      assert.equal(list.data!.getOrders.length, bought.length);
      // Each order shows its product in English where an English version exists, else as bought.
      const shown = list.data!.getOrders.map((o) => o.product.title).sort();
      assert.deepEqual(shown, [...titleOf.values()].sort());
      const productReads = statements.filter((sql) => /from "products"/.test(sql));
      assert.ok(productReads.length <= 2, `products read ${productReads.length} times:\n${productReads.join("\n")}`);
    } finally {
      await t.close();
    }
  },
);

// Issue 38, item 34: nobody trying the product could see a renewal's receipt. The demo renewal (POST /dev/renewal,
// `deno task demo:renewal EMAIL`) renews a member's membership now on the local fakes: charged once, recorded, mailed.
Deno.test(
  "the demo renewal renews a YooKassa and a Stripe membership now, records the charge and mails the receipt",
  opts,
  async () => {
    const renewNow = (t: App, email: string) =>
      t.request("/dev/renewal", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
    const yoo = await createTestApp({ seed: true });
    try {
      const { paymentId } = await yooSubscription(yoo);
      yoo.app.paymentFakes.yoo!.succeed(paymentId);
      await notify(yoo, { type: "notification", event: "payment.succeeded", object: { id: paymentId } });
      const [user] = await yoo.db.select().from(users).where(eq(users.id, (await me(yoo)).id));
      const before = (await mailsTo(yoo, user.email)).length;
      // Bad input and an unknown member change nothing.
      assert.equal((await renewNow(yoo, "not an email")).status, 400);
      assert.equal((await renewNow(yoo, "nobody@example.org")).status, 404);
      const answer = await renewNow(yoo, user.email.toUpperCase());
      assert.equal(answer.status, 200, await answer.clone().text());
      assert.equal((await answer.json()).provider, "YOO");
      await yoo.app.paymentFakes.yoo!.idle(); // the fake's notification of the saved-card charge
      const renewals = await yoo.db.select().from(subscriptionCharges).where(eq(subscriptionCharges.kind, "RENEWAL"));
      assert.deepEqual(renewals.map((c) => c.status), ["SUCCEEDED"]);
      const mails = await mailsTo(yoo, user.email);
      assert.equal(mails.length, before + 1, mails.map((m) => m.subject).join(" | "));
      assert.match(
        mails.at(-1)!.text,
        new RegExp((renewals[0].amount / 100).toLocaleString("ru-RU").replace(/\s/g, "\\s")),
      );
    } finally {
      await yoo.close();
    }
    const stripe = await createTestApp({ seed: true });
    try {
      const { body, user: me_ } = await startStripeMembership(stripe, null);
      await payStripe(stripe, body.url);
      await stripe.app.settled();
      const [user] = await stripe.db.select().from(users).where(eq(users.id, me_.id));
      const before = (await mailsTo(stripe, user.email)).length;
      const answer = await renewNow(stripe, user.email);
      assert.equal(answer.status, 200, await answer.clone().text());
      const sent = await answer.json();
      assert.equal(sent.provider, "STRIPE");
      assert.match(sent.invoice, /^in_/);
      const mails = await mailsTo(stripe, user.email);
      assert.equal(mails.length, before + 1, mails.map((m) => m.subject).join(" | "));
    } finally {
      await stripe.close();
    }
  },
);
