// The commission ledger and the payout on the 15th (issue 27), end to end on a real database against the local
// Stripe and YooKassa fakes: payments with a promoter's code write one line however often their webhooks come; the
// payout job run twice, five times at once, or stopped between the payout row and its mail makes one payout per
// promoter, period and currency and one statement; refunds reverse a line or claw it back from the next payout;
// self-referrals are never paid; sums below the minimum roll over. Also the daily exchange rates, and the back
// office's payouts (/admin/payouts): marked paid or failed once through the admin gate, each in the audit log, the
// CSV for the bank, and the old /profile/payouts address sent there for good.
import assert from "node:assert/strict";
import { and, eq, like, or, sql } from "drizzle-orm";
import {
  adminAuditLog,
  commissions,
  countries,
  coupons,
  exchangeRates,
  legacyPromoterBankAccounts,
  mailOutbox,
  mailQueue,
  orders,
  partnerSettings,
  payouts,
  plans,
  products,
  promoterBankAccounts,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { commissionOf, customerReference, payoutPeriodFor } from "../../src/domain/promoters.ts";
import { formatMoney } from "../../i18n/format.ts";
import { mailStatements, runPayouts, writePayouts } from "../../api/services/promoters/payouts.ts";
import { refreshExchangeRates } from "../../api/services/promoters/exchange-rates.ts";
import { createBankDataCipher } from "../../api/services/promoters/bank-account.ts";
import { promoterApprovedMail } from "../../api/services/promoters/promoter-mails.ts";
import { runRenewals } from "../../api/services/billing/renewals.ts";
import { CRON_JOBS } from "../../api/cron/jobs.ts";
import { runCronJob } from "../../api/cron/runner.ts";
import { createCbrFake } from "../../api/integrations/fakes/cbr-fake.ts";
import type { Mailer } from "../../api/integrations/mail.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { SCHEMA_SDL } from "../../api/graphql/schema.ts";
import { BROWSER_UA, createTestApp } from "../support/app.ts";
import { createPromoter } from "../support/promoters.ts";
import { createViewer, gqlAs } from "../support/team.ts";
import { deliverStripeEvent } from "../support/stripe-webhooks.ts";
import { testDbKind } from "../support/test-db.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;
const YOO_IP = "185.71.76.5";
const DAY = 86_400_000;
/** The minimum per currency in these tests (minor units): 500 rubles, 5 dollars. */
const CONFIG = { promoters: { payoutMinimum: { RUB: 50_000, USD: 500 } } };
const SUB_BP = 3000;
const PROD_BP = 2000;

/** The app on a clock the test moves (payments, holds and payout periods follow it). */
async function appAt(start: string) {
  const clock = { now: new Date(start) };
  const t = await createTestApp({ seed: true, now: () => clock.now });
  return { t, clock };
}

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

/**
 * A promoter as approval makes one (another helper's code does that in the app): partner settings and the two
 * default codes, each with its Stripe coupon (10 % once) in the fake account.
 */
async function makePromoter(t: App, name: string, options: { paymentsInfo?: boolean } = {}) {
  const p = await person(t, name);
  const username = `${name.toUpperCase()}${crypto.randomUUID().replace(/-/g, "").slice(0, 4).toUpperCase()}`;
  await t.db.insert(partnerSettings).values({
    userId: p.user.id,
    username,
    productCommissionBp: PROD_BP,
    subscriptionCommissionBp: SUB_BP,
    couponProductDiscountBp: 1000,
    couponSubscriptionDiscountBp: 1000,
    isSubscribedOnPaymentsInfo: options.paymentsInfo ?? true,
  });
  const codes = { sub: `${username}SUB`, prod: `${username}PROD` };
  for (const [code, kind] of [[codes.sub, "SUBSCRIPTIONS"], [codes.prod, "PRODUCTS"]] as const) {
    const stripeCouponId = `promo_${code.toLowerCase()}`;
    await t.db.insert(coupons).values({
      code,
      kind,
      discountBasisPoints: 1000,
      promoterId: p.user.id,
      stripeCouponId,
    });
    t.app.paymentFakes.stripe!.coupons.set(stripeCouponId, {
      id: stripeCouponId,
      object: "coupon",
      percent_off: 10,
      amount_off: null,
      duration: "once",
      valid: true,
    });
  }
  return { ...p, username, codes, stripeSub: `promo_${codes.sub.toLowerCase()}` };
}

async function notify(t: App, body: unknown) {
  const res = await t.request("/api/yookassa/notifications", {
    method: "POST",
    headers: { "content-type": "application/json", "x-test-ip": YOO_IP },
    body: JSON.stringify(body),
  });
  assert.equal(res.status, 200, await res.clone().text());
  return (await res.json()).outcome as string;
}

async function monthlyPlan(t: App) {
  const [plan] = await t.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
  return plan;
}

async function product(t: App, slug = "cv") {
  const [row] = await t.db.select().from(products).where(and(eq(products.slug, slug), eq(products.language, "ru")));
  return row;
}

/** A YooKassa membership paid with a code: the widget's payment succeeds, YooKassa notifies. */
async function yooMembership(t: App, headers: Record<string, string>, code: string | null) {
  const plan = await monthlyPlan(t);
  const token = await t.graphql<{ initSubscriptionToken: { paymentId: string } }>(
    `mutation($planId: ID!, $code: String) { initSubscriptionToken(planId: $planId, payment_source: "jobs",
      couponCode: $code) { confirmationToken paymentId } }`,
    { planId: String(plan.id), code },
    headers,
  );
  assert.ok(token.data?.initSubscriptionToken, JSON.stringify(token));
  const paymentId = token.data.initSubscriptionToken.paymentId;
  t.app.paymentFakes.yoo!.succeed(paymentId);
  await notify(t, { type: "notification", event: "payment.succeeded", object: { id: paymentId } });
  return paymentId;
}

/** A YooKassa order of a product paid with a code. */
async function yooProduct(t: App, headers: Record<string, string>, code: string | null, slug = "cv") {
  const p = await product(t, slug);
  const token = await t.graphql<{ initYooOrderToken: { paymentId: string } }>(
    `mutation($id: ID!, $code: String) { initYooOrderToken(quantity: 1, productId: $id, couponCode: $code) {
      confirmationToken paymentId } }`,
    { id: String(p.id), code },
    headers,
  );
  assert.ok(token.data?.initYooOrderToken, JSON.stringify(token));
  const paymentId = token.data.initYooOrderToken.paymentId;
  t.app.paymentFakes.yoo!.succeed(paymentId);
  await notify(t, { type: "notification", event: "payment.succeeded", object: { id: paymentId } });
  return paymentId;
}

async function payStripe(t: App, url: string) {
  const res = await t.request(`${new URL(url).pathname}/pay`, { method: "POST" });
  assert.equal(res.status, 303, await res.text());
}

/** A Stripe membership paid with a promoter's Stripe coupon: answers its first invoice's id. */
async function stripeMembership(t: App, buyer: Awaited<ReturnType<typeof person>>, stripeCouponId: string) {
  const plan = await monthlyPlan(t);
  const res = await t.request("/api/create-stripe-checkout-session", {
    method: "POST",
    headers: { "content-type": "application/json", ...buyer.headers },
    body: JSON.stringify({
      stripePriceId: plan.stripePriceId,
      userId: buyer.user.id,
      unihowPlanId: plan.id,
      payment_source: "jobs",
      promocode: stripeCouponId,
      locale: "ru",
    }),
  });
  const body = await res.json();
  assert.equal(res.status, 200, JSON.stringify(body));
  await payStripe(t, body.url);
  const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
  const invoice = t.app.paymentFakes.stripe!.delivered.findLast((e) =>
    // The pinned API version names an invoice's subscription under parent.subscription_details.
    e.type === "invoice.paid" &&
    ((e.data as { object: { parent: { subscription_details: { subscription: string } } } }).object.parent
      .subscription_details.subscription === sub.providerSubscriptionId)
  )!;
  return { sub, invoiceId: (invoice.data as { object: { id: string } }).object.id };
}

/** A Stripe order of a product paid with a code: answers the order. */
async function stripeProduct(t: App, headers: Record<string, string>, code: string | null, slug = "cv") {
  const p = await product(t, slug);
  const res = await t.graphql<{ createStripeProductSession: { url: string } }>(
    `mutation($id: ID!, $code: String) { createStripeProductSession(quantity: 1, productId: $id,
      redirectUrl: "/ru/order-completed?prId=${p.id}", couponCode: $code) { url } }`,
    { id: String(p.id), code },
    headers,
  );
  assert.ok(res.data?.createStripeProductSession, JSON.stringify(res));
  await payStripe(t, res.data.createStripeProductSession.url);
  const [order] = await t.db.select().from(orders).where(
    eq(orders.providerPaymentId, new URL(res.data.createStripeProductSession.url).pathname.split("/").pop()!),
  );
  return order;
}

const linesOf = (t: App, promoterId: string) =>
  t.db.select().from(commissions).where(eq(commissions.promoterId, promoterId)).orderBy(commissions.createdAt);

async function mailsTo(t: App, email: string, subject: RegExp) {
  await t.app.settled();
  return (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter((m) => subject.test(m.subject));
}
const COMMISSION_MAIL = /комисси|commission/i;
const STATEMENT_MAIL = /выплат|payout/i;

Deno.test(
  "a payment with a promoter's code writes one commission line, however often its webhook comes (Stripe and YooKassa)",
  opts,
  async () => {
    const { t, clock } = await appAt("2026-10-05T09:00:00Z");
    try {
      const promoter = await makePromoter(t, "Anna");
      // Stripe: the first invoice of a membership with the code; then 20 invoice.paid events (each its own id) and 20
      // at once, all naming the same invoice.
      const stripeBuyer = await person(t, "Boris");
      const { sub, invoiceId } = await stripeMembership(t, stripeBuyer, promoter.stripeSub);
      assert.equal(sub.lastChargeAmount, 1800, "20 $ less 10 %");
      for (let i = 0; i < 20; i++) {
        await deliverStripeEvent(t, `evt_inv_replay_${i}`, "invoice.paid", { id: invoiceId });
      }
      await Promise.all(
        Array.from(
          { length: 20 },
          (_, i) => deliverStripeEvent(t, `evt_inv_burst_${i}`, "invoice.paid", { id: invoiceId }),
        ),
      );
      // YooKassa: a membership with the code; its notification 20 times in a row and 20 at once, with the return page.
      const yooBuyer = await person(t, "Vera");
      const paymentId = await yooMembership(t, yooBuyer.headers, promoter.codes.sub);
      const body = { type: "notification", event: "payment.succeeded", object: { id: paymentId } };
      for (let i = 0; i < 20; i++) assert.equal(await notify(t, body), "duplicate");
      await Promise.all([
        ...Array.from({ length: 10 }, () => notify(t, body)),
        ...Array.from(
          { length: 10 },
          () =>
            t.graphql(
              `mutation($id: String!) { confirmYooPayment(paymentId: $id) }`,
              { id: paymentId },
              yooBuyer.headers,
            ),
        ),
      ]);
      // And a product bought on each provider with the product code.
      const productBuyer = await person(t, "Gleb");
      const order = await stripeProduct(t, productBuyer.headers, promoter.codes.prod);
      const yooOrderPayment = await yooProduct(t, productBuyer.headers, promoter.codes.prod);
      const [yooOrder] = await t.db.select().from(orders).where(eq(orders.providerPaymentId, yooOrderPayment));

      const lines = await linesOf(t, promoter.user.id);
      const bySource = new Map(lines.map((l) => [l.sourcePaymentId, l]));
      assert.equal(lines.length, 4, JSON.stringify(lines.map((l) => l.sourcePaymentId)));
      const stripeLine = bySource.get(invoiceId)!;
      assert.deepEqual(
        [stripeLine.provider, stripeLine.kind, stripeLine.baseAmount, stripeLine.rateBp, stripeLine.amount],
        // 30 % of $18.00 is $5.40: the figure, not commissionOf's own answer.
        ["STRIPE", "SUBSCRIPTION", 1800, SUB_BP, 540],
      );
      assert.equal(stripeLine.currency, "USD");
      assert.equal(stripeLine.customerId, stripeBuyer.user.id);
      const yooLine = bySource.get(paymentId)!;
      assert.deepEqual(
        [yooLine.provider, yooLine.kind, yooLine.baseAmount, yooLine.amount, yooLine.currency],
        // 30 % of 1 710,00 ₽ is 513,00 ₽.
        ["YOO", "SUBSCRIPTION", 171000, 51300, "RUB"],
      );
      const stripeOrderLine = bySource.get(order.providerPaymentId!)!;
      assert.deepEqual(
        [stripeOrderLine.kind, stripeOrderLine.baseAmount, stripeOrderLine.amount, stripeOrderLine.orderId],
        ["PRODUCT", order.totalPrice, commissionOf(order.totalPrice, PROD_BP), order.id],
      );
      assert.equal(bySource.get(yooOrderPayment)!.amount, commissionOf(yooOrder.totalPrice, PROD_BP));
      for (const line of lines) {
        assert.equal(line.status, "PENDING");
        assert.equal(line.payableAt.getTime(), clock.now.getTime() + 14 * DAY, "the refund hold, 14 days");
      }
      // Payments info is on: one mail per line, once each.
      assert.equal((await mailsTo(t, promoter.user.email, COMMISSION_MAIL)).length, 4);
      const withMail = await t.db.select().from(commissions).where(eq(commissions.promoterId, promoter.user.id));
      assert.ok(withMail.every((l) => l.mailedAt !== null));
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "payment without a promoter's code, a whole-price code, or after the partnership was cancelled: no line",
  opts,
  async () => {
    const { t, clock } = await appAt("2026-10-05T09:00:00Z");
    try {
      const promoter = await makePromoter(t, "Dina", { paymentsInfo: false });
      const buyer = await person(t, "Egor");
      await yooProduct(t, buyer.headers, null);
      await yooProduct(t, (await person(t, "Fedor")).headers, "SERVICE15");
      assert.equal((await t.db.select().from(commissions)).length, 0);
      // A promoter's code that takes the whole price: nothing paid, nothing earned.
      await t.db.update(coupons).set({ discountBasisPoints: 10000 }).where(eq(coupons.code, promoter.codes.prod));
      const free = await t.graphql<{ initYooOrderToken: { paymentId: string | null } }>(
        `mutation($id: ID!, $code: String) { initYooOrderToken(quantity: 1, productId: $id, couponCode: $code) {
          confirmationToken paymentId } }`,
        { id: String((await product(t)).id), code: promoter.codes.prod },
        (await person(t, "Galina")).headers,
      );
      assert.ok(free.data, JSON.stringify(free));
      assert.equal((await t.db.select().from(commissions)).length, 0);
      // Earned before the cancellation: kept; paid after it (a renewal of a membership that started with the code): none.
      await t.db.update(coupons).set({ discountBasisPoints: 1000 }).where(eq(coupons.code, promoter.codes.prod));
      await yooProduct(t, (await person(t, "Hanna")).headers, promoter.codes.prod);
      // A payment begun with the code before the cancellation and paid after it earns nothing; after the cancellation
      // the code is refused at checkout (decision 167).
      const begun = await t.graphql<{ initYooOrderToken: { paymentId: string } }>(
        `mutation($id: ID!, $code: String) { initYooOrderToken(quantity: 1, productId: $id, couponCode: $code) {
          paymentId } }`,
        { id: String((await product(t)).id), code: promoter.codes.prod },
        (await person(t, "Zoya")).headers,
      );
      await t.db.update(partnerSettings).set({ partnershipCancelled: clock.now })
        .where(eq(partnerSettings.userId, promoter.user.id));
      clock.now = new Date(clock.now.getTime() + 60_000);
      const paymentId = begun.data!.initYooOrderToken.paymentId;
      t.app.paymentFakes.yoo!.succeed(paymentId);
      await notify(t, { type: "notification", event: "payment.succeeded", object: { id: paymentId } });
      const refused = await t.graphql(
        `mutation($id: ID!, $code: String) { initYooOrderToken(quantity: 1, productId: $id, couponCode: $code) {
          paymentId } }`,
        { id: String((await product(t)).id), code: promoter.codes.prod },
        (await person(t, "Yana")).headers,
      );
      assert.equal(refused.errors?.[0]?.message, "COUPON_INVALID");
      const lines = await linesOf(t, promoter.user.id);
      assert.equal(lines.length, 1);
      // Payments info off: no mail.
      assert.equal((await mailsTo(t, promoter.user.email, COMMISSION_MAIL)).length, 0);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a promoter the team moves to another role: the codes stop on both providers, nothing more is earned, they are told",
  opts,
  async () => {
    const { t, clock } = await appAt("2026-10-05T09:00:00Z");
    try {
      const promoter = await makePromoter(t, "Demid", { paymentsInfo: false });
      await t.db.update(users).set({ role: "PROMOTER" }).where(eq(users.id, promoter.user.id));
      await yooProduct(t, (await person(t, "Irina")).headers, promoter.codes.prod);
      assert.equal((await linesOf(t, promoter.user.id)).length, 1, "earned while a promoter");

      const global = await createViewer(t, "globalAdmin");
      const changed = await gqlAs<{ adminSetMemberRole: { role: string } }>(
        t,
        global,
        `mutation($id: ID!, $role: Role!) { adminSetMemberRole(id: $id, role: $role) { role } }`,
        { id: promoter.user.id, role: "CUSTOMER" },
      );
      assert.equal(changed.data?.adminSetMemberRole.role, "CUSTOMER", JSON.stringify(changed));
      clock.now = new Date(clock.now.getTime() + 60_000);

      // The codes are refused at checkout on both providers, for products and memberships.
      const p = await product(t);
      const buyer = await person(t, "Kira");
      const yoo = await t.graphql(
        `mutation($id: ID!, $code: String) { initYooOrderToken(quantity: 1, productId: $id, couponCode: $code) {
          paymentId } }`,
        { id: String(p.id), code: promoter.codes.prod },
        buyer.headers,
      );
      assert.equal(yoo.errors?.[0]?.message, "COUPON_INVALID", JSON.stringify(yoo));
      const stripe = await t.graphql(
        `mutation($id: ID!, $code: String) { createStripeProductSession(quantity: 1, productId: $id,
          redirectUrl: "/ru/order-completed?prId=${p.id}", couponCode: $code) { url } }`,
        { id: String(p.id), code: promoter.codes.prod },
        buyer.headers,
      );
      assert.equal(stripe.errors?.[0]?.message, "COUPON_INVALID", JSON.stringify(stripe));
      for (const provider of ["Stripe", "Yoo"] as const) {
        const check = await t.graphql<{ isCouponValid: unknown }>(
          `query($code: String!, $provider: PaymentProvider!) { isCouponValid(couponCode: $code,
            paymentProvider: $provider, isSubscription: true) { couponCode } }`,
          { code: promoter.codes.sub, provider },
          buyer.headers,
        );
        assert.equal(check.errors, undefined);
        assert.equal(check.data?.isCouponValid, null, `${provider}: the membership code is refused`);
      }

      // The partnership ended as cancelling ends it: settings cancelled, codes off, the line earned before still there.
      const [settings] = await t.db.select().from(partnerSettings)
        .where(eq(partnerSettings.userId, promoter.user.id));
      assert.ok(settings.partnershipCancelled, "the partnership ended");
      const codes = await t.db.select().from(coupons).where(eq(coupons.promoterId, promoter.user.id));
      assert.ok(codes.every((c) => !c.active), "every code switched off");
      assert.equal((await linesOf(t, promoter.user.id)).length, 1, "nothing more earned; the earned line stays");
      const [audit] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, promoter.user.id));
      assert.deepEqual(audit.changes.partnershipEnded, { before: null, after: true }, JSON.stringify(audit.changes));
      assert.equal((await mailsTo(t, promoter.user.email, /партнёрство|partnership/i)).length, 1, "told once");

      // Set back to PROMOTER by hand: the partnership stays ended (an approval brings it back), the codes stay off.
      await gqlAs(t, global, `mutation($id: ID!) { adminSetMemberRole(id: $id, role: PROMOTER) { role } }`, {
        id: promoter.user.id,
      });
      const again = await t.graphql(
        `mutation($id: ID!, $code: String) { initYooOrderToken(quantity: 1, productId: $id, couponCode: $code) {
          paymentId } }`,
        { id: String(p.id), code: promoter.codes.prod },
        buyer.headers,
      );
      assert.equal(again.errors?.[0]?.message, "COUPON_INVALID");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  `a statement whose sending was stopped midway is still mailed, once, by a later run (${testDbKind()})`,
  opts,
  async () => {
    const { t } = await appAt("2026-10-05T09:00:00Z");
    try {
      const anna = await makePromoter(t, "Anna", { paymentsInfo: false });
      await yooMembership(t, (await person(t, "B1")).headers, anna.codes.sub);
      const origin = "https://fellows.test";
      const payDay = new Date("2026-11-14T21:00:00Z");
      assert.equal((await writePayouts(t.db, payDay, CONFIG)).payouts, 1);
      // The job takes the statement and the process dies while sending it (kill -9): a send that never returns.
      const dying: Mailer = { kind: "http", send: () => new Promise<void>(() => {}) };
      void mailStatements(t.db, dying, origin, payDay);
      const taken = async () => (await t.db.select().from(mailQueue)).some((m) => m.leaseUntil !== null);
      for (let i = 0; i < 200 && !await taken(); i++) await new Promise((r) => setTimeout(r, 25));

      // A run during the stopped attempt's lease does not send it a second time at once…
      const mailer = t.app.billing.mailer;
      const soon = await runPayouts(t.db, mailer, origin, new Date(payDay.getTime() + 60_000), CONFIG);
      assert.equal(soon.mailed, 0);
      // …a later run does (the hourly queue job, the daily catch-up), and only once.
      const later = await runPayouts(t.db, mailer, origin, new Date(payDay.getTime() + 15 * 60_000), CONFIG);
      assert.equal(later.mailed, 1, "the statement is not lost");
      const byJob = await runCronJob(CRON_JOBS.find((j) => j.name === "deliver-mail-queue")!, {
        db: t.db,
        now: () => new Date(payDay.getTime() + 2 * 3_600_000),
        billing: t.app.billing,
      });
      assert.deepEqual(byJob, { sent: 0, failed: 0 });
      assert.equal((await mailsTo(t, anna.user.email, STATEMENT_MAIL)).length, 1);
      const [queued] = await t.db.select().from(mailQueue);
      assert.ok(queued.sentAt, "recorded as sent");
      assert.equal(queued.attempts, 2, "the stopped attempt, then the one that sent it");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a statement lists date, plan or product, masked customer, base, rate and commission; buyers are told apart",
  opts,
  async () => {
    const { t } = await appAt("2026-10-05T09:00:00Z");
    try {
      const anna = await makePromoter(t, "Anna", { paymentsInfo: false });
      await t.db.update(users).set({ role: "PROMOTER" }).where(eq(users.id, anna.user.id));
      // Two people whose e-mails mask the same (jo***@fellows.test): one joins on YooKassa, the other on Stripe and
      // also buys a product on each provider.
      const first = await person(t, "Jo");
      const second = await person(t, "Jo");
      const paymentId = await yooMembership(t, first.headers, anna.codes.sub);
      const { invoiceId } = await stripeMembership(t, second, anna.stripeSub);
      const yooOrderPayment = await yooProduct(t, second.headers, anna.codes.prod);
      const stripeOrder = await stripeProduct(t, second.headers, anna.codes.prod);

      await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", new Date("2026-11-14T21:00:00Z"), CONFIG);
      const statements = await mailsTo(t, anna.user.email, STATEMENT_MAIL);
      assert.equal(statements.length, 2, "RUB and USD");
      const all = statements.map((m) => m.text).join("\n");
      for (const id of [paymentId, invoiceId, yooOrderPayment, stripeOrder.providerPaymentId!]) {
        assert.ok(!all.includes(id), `no provider id (${id})`);
      }
      assert.ok(!/YooKassa|Stripe/.test(all));
      const [rub] = statements.filter((m) => m.text.includes("руб"));
      const plan = (await monthlyPlan(t)).titleRu;
      const cv = (await product(t)).title;
      const firstRef = customerReference(anna.user.id, first.user.id);
      const secondRef = customerReference(anna.user.id, second.user.id);
      assert.notEqual(firstRef, secondRef);
      // "5 октября 2026 г. · членство «Месяц в клубе» · jo***@fellows.test #XXXXX · 30 % от 1710 руб = 513 руб"
      const lines = rub.text.split("\n").filter((l) => l.startsWith("- 5 октября 2026"));
      assert.equal(lines.length, 2, rub.text);
      assert.match(
        lines.find((l) => l.includes(firstRef))!,
        new RegExp(`членство «${plan}» · jo\\*\\*\\*@fellows\\.test`),
      );
      assert.match(lines.find((l) => l.includes(firstRef))!, /30\s%\sот\s1\s710\sруб\s=\s513\sруб/);
      assert.match(lines.find((l) => l.includes(secondRef))!, new RegExp(`продукт «${cv}».*20\\s%\\sот`));

      // The promoter's lists: the two memberships read the same mask, with different references; the products too.
      const subscribers = await t.graphql<
        { getPromoterSubscriptionList: Array<{ customerEmail: string; customerRef: string; paymentMethod: string }> }
      >(`{ getPromoterSubscriptionList { customerEmail customerRef paymentMethod } }`, {}, anna.headers);
      const rows = subscribers.data!.getPromoterSubscriptionList;
      assert.deepEqual(rows.map((r) => r.customerEmail), ["jo***@fellows.test", "jo***@fellows.test"]);
      assert.deepEqual(new Set(rows.map((r) => r.customerRef)), new Set([firstRef, secondRef]));
      const buyers = await t.graphql<{
        getPromoterProductBuyers: Array<
          { customerEmail: string; customerRef: string; productTitle: string; currency: string; commission: number }
        >;
      }>(
        `{ getPromoterProductBuyers { customerEmail customerRef productTitle currency commission status } }`,
        {},
        anna.headers,
      );
      assert.equal(buyers.errors, undefined, JSON.stringify(buyers.errors));
      const list = buyers.data!.getPromoterProductBuyers;
      assert.deepEqual(list.map((b) => b.currency).sort(), ["RUB", "USD"]);
      assert.ok(list.every((b) => b.customerRef === secondRef && b.productTitle && b.commission > 0));
      // Another promoter may not read them.
      const other = await makePromoter(t, "Oleg");
      await t.db.update(users).set({ role: "PROMOTER" }).where(eq(users.id, other.user.id));
      const refused = await t.graphql(
        `query($id: ID) { getPromoterProductBuyers(id: $id) { id } }`,
        { id: anna.user.id },
        other.headers,
      );
      assert.equal(refused.errors?.[0]?.extensions?.code, "FORBIDDEN");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "the next payout per currency holds what is payable by then; the rest is dated, also after the run on the 15th",
  opts,
  async () => {
    // 2 December, midday in Moscow.
    const { t, clock } = await appAt("2026-12-02T09:00:00Z");
    try {
      const anna = await makePromoter(t, "Anna", { paymentsInfo: false });
      await t.db.update(users).set({ role: "PROMOTER" }).where(eq(users.id, anna.user.id));
      const line = (currency: "RUB" | "USD", amount: number, createdAt: string) => {
        const at = new Date(createdAt);
        return {
          promoterId: anna.user.id,
          kind: "SUBSCRIPTION" as const,
          provider: currency === "RUB" ? "YOO" as const : "STRIPE" as const,
          sourcePaymentId: `src_${crypto.randomUUID()}`,
          baseAmount: amount * 4,
          rateBp: 2500,
          amount,
          currency,
          status: "PENDING" as const,
          createdAt: at,
          payableAt: new Date(at.getTime() + 14 * DAY),
        };
      };
      await t.db.insert(commissions).values([
        line("RUB", 60_000, "2026-11-10T09:00:00Z"),
        // 30 November, 21:00 Moscow: out of its hold on 14 December, 21:00 Moscow, before the run of the 15th.
        line("RUB", 50_000, "2026-11-30T18:00:00Z"),
        line("USD", 2_500, "2026-11-25T09:00:00Z"),
        // Earned on 2 December: December closes on 15 January.
        line("USD", 3_000, "2026-12-02T08:00:00Z"),
      ]);
      const INCOME_NEXT = `{ getPromoterIncome { nextPayoutDate nextPayouts { currency date amount made } } }`;
      type Next = {
        getPromoterIncome: {
          nextPayoutDate: string;
          nextPayouts: Array<{ currency: string; date: string; amount: number; made: boolean }>;
        };
      };
      const read = async () => (await t.graphql<Next>(INCOME_NEXT, {}, anna.headers)).data!.getPromoterIncome;

      assert.deepEqual(await read(), {
        nextPayoutDate: "2026-12-15",
        nextPayouts: [
          { currency: "RUB", date: "2026-12-15", amount: 1100, made: false },
          { currency: "USD", date: "2026-12-15", amount: 25, made: false },
          { currency: "USD", date: "2027-01-15", amount: 30, made: false },
        ],
      });

      // The run of the 15th (00:00 Moscow), then the page that morning: the spec's date is still the 15th, and it says
      // what that payout made; December's dollars still wait for 15 January.
      await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", new Date("2026-12-14T21:00:00Z"), CONFIG);
      clock.now = new Date("2026-12-15T07:00:00Z");
      assert.deepEqual(await read(), {
        nextPayoutDate: "2026-12-15",
        nextPayouts: [
          { currency: "RUB", date: "2026-12-15", amount: 1100, made: true },
          { currency: "USD", date: "2026-12-15", amount: 25, made: true },
          { currency: "USD", date: "2027-01-15", amount: 30, made: false },
        ],
      });
      // The next day the spec's date moves on; the made payouts show until the team marks them paid.
      clock.now = new Date("2026-12-16T07:00:00Z");
      assert.deepEqual(await read(), {
        nextPayoutDate: "2027-01-15",
        nextPayouts: [
          { currency: "RUB", date: "2026-12-15", amount: 1100, made: true },
          { currency: "USD", date: "2026-12-15", amount: 25, made: true },
          { currency: "USD", date: "2027-01-15", amount: 30, made: false },
        ],
      });
      await t.db.update(payouts).set({ status: "PAID", paidOutAt: clock.now });
      assert.deepEqual(await read(), {
        nextPayoutDate: "2027-01-15",
        nextPayouts: [{ currency: "USD", date: "2027-01-15", amount: 30, made: false }],
      });

      // The mail to a new promoter says the same.
      const mail = promoterApprovedMail(
        "https://fellows.test",
        {
          email: anna.user.email,
          firstName: "Anna",
          language: "en",
        },
        "ANNA",
        14,
      );
      assert.match(mail.text, /paid on the 15th of the following month, once their 14-day refund window has passed/);
      assert.match(mail.text, /earned on 2 December is paid on 15 January/);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  `the payout job run twice, five times at once, or stopped before its mail: one payout, one statement (${testDbKind()})`,
  opts,
  async () => {
    const { t, clock } = await appAt("2026-10-05T09:00:00Z");
    try {
      const anna = await makePromoter(t, "Anna");
      const ivan = await makePromoter(t, "Ivan");
      // Anna holds a EUR and a RUB account (no USD one); Ivan none.
      await t.db.insert(promoterBankAccounts).values([
        { userId: anna.user.id, currency: "EUR", sealed: "RVVSc2VhbGVk" },
        { userId: anna.user.id, currency: "RUB", sealed: "UlVCc2VhbGVk" },
      ]);
      // October: Anna earns in rubles (two memberships, a product) and dollars (two Stripe memberships); Ivan in rubles.
      for (const name of ["B1", "B2"]) await yooMembership(t, (await person(t, name)).headers, anna.codes.sub);
      await yooProduct(t, (await person(t, "B3")).headers, anna.codes.prod);
      for (const name of ["S1", "S2"]) await stripeMembership(t, await person(t, name), anna.stripeSub);
      await yooMembership(t, (await person(t, "B4")).headers, ivan.codes.sub);
      await yooMembership(t, (await person(t, "B5")).headers, ivan.codes.sub);
      // A line earned after the period closed (1 November, Moscow) waits for the next one.
      clock.now = new Date("2026-11-01T08:00:00Z");
      await yooMembership(t, (await person(t, "B6")).headers, anna.codes.sub);

      const mailer = t.app.billing.mailer;
      const origin = "https://fellows.test";
      // The 15th, 00:00 Moscow. First stopped between writing and mailing: a mailer that fails.
      const payDay = new Date("2026-11-14T21:00:00Z");
      const written = await writePayouts(t.db, payDay, CONFIG);
      assert.equal(written.payouts, 3);
      assert.deepEqual([written.period.periodFrom, written.period.periodTo], ["2026-10-01", "2026-10-31"]);
      const broken: Mailer = { kind: "http", send: () => Promise.reject(new Error("mail provider down")) };
      const failed = await mailStatements(t.db, broken, origin, payDay);
      assert.deepEqual(failed, { mailed: 0, failed: 3 });
      // Queued once each (decision 169), to be tried again after a pause.
      assert.equal((await t.db.select().from(payouts)).filter((p) => p.statementMailedAt).length, 3);
      assert.equal((await t.db.select().from(mailQueue)).filter((m) => !m.sentAt && m.lastError).length, 3);
      // Then run again, twice, and five times at once (the catch-up, a concurrent tick).
      const again = await runPayouts(t.db, mailer, origin, new Date(payDay.getTime() + 10 * 60_000), CONFIG);
      assert.deepEqual([again.payouts, again.mailed], [0, 3]);
      await runPayouts(t.db, mailer, origin, new Date(payDay.getTime() + 6 * 3_600_000), CONFIG);
      const burst = await Promise.all(
        Array.from({ length: 5 }, () => runPayouts(t.db, mailer, origin, new Date(payDay.getTime() + DAY), CONFIG)),
      );
      assert.equal(burst.reduce((n, r) => n + r.payouts + r.mailed, 0), 0);

      const all = await t.db.select().from(payouts);
      assert.equal(all.length, 3, "Anna RUB, Anna USD, Ivan RUB");
      const keys = all.map((p) => `${p.promoterId}:${p.periodFrom}:${p.currency}`);
      assert.equal(new Set(keys).size, 3);
      for (const payout of all) {
        const lines = await t.db.select().from(commissions).where(eq(commissions.payoutId, payout.id));
        // Σ payout = Σ its lines, to the minor unit, split by kind.
        assert.equal(payout.totalAmount, lines.reduce((n, l) => n + l.amount, 0));
        assert.equal(
          payout.productCommission + payout.subscriptionCommission,
          payout.totalAmount,
        );
        assert.ok(lines.every((l) => l.status === "PAID" && l.currency === payout.currency));
        assert.equal(payout.status, "PENDING");
      }
      const annaRub = all.find((p) => p.promoterId === anna.user.id && p.currency === "RUB")!;
      assert.equal(annaRub.subscriptionCommission, 2 * commissionOf(171000, SUB_BP));
      assert.ok(annaRub.productCommission > 0);
      assert.deepEqual([annaRub.bankAccountSealed, annaRub.bankCurrency], ["UlVCc2VhbGVk", "RUB"]);
      const annaUsd = all.find((p) => p.promoterId === anna.user.id && p.currency === "USD")!;
      assert.equal(annaUsd.totalAmount, 2 * commissionOf(1800, SUB_BP));
      assert.deepEqual([annaUsd.bankAccountSealed, annaUsd.bankCurrency], [null, null], "never her EUR account");
      assert.equal(all.find((p) => p.promoterId === ivan.user.id)!.bankAccountSealed, null);
      // Every line earned in October is in a payout; November's still waits.
      const left = await t.db.select().from(commissions).where(eq(commissions.status, "PAYABLE"));
      assert.equal(left.length, 1);
      assert.equal(left[0].payoutId, null);
      // One statement per payout: Anna two, Ivan one.
      assert.equal((await mailsTo(t, anna.user.email, STATEMENT_MAIL)).length, 2);
      assert.equal((await mailsTo(t, ivan.user.email, STATEMENT_MAIL)).length, 1);
      const [statement] = await mailsTo(t, ivan.user.email, STATEMENT_MAIL);
      // What was bought and by whom (masked), never the provider's id (decision 170).
      assert.match(statement.text, /членство «Месяц в клубе» · b4\*\*\*@fellows\.test #/);
      assert.doesNotMatch(statement.text, /YooKassa/);

      // November's period from scratch, five runs racing on the 15th: still one payout each and one statement each.
      clock.now = new Date("2026-11-10T09:00:00Z");
      await yooMembership(t, (await person(t, "C1")).headers, anna.codes.sub);
      for (const name of ["C2", "C3"]) await yooMembership(t, (await person(t, name)).headers, ivan.codes.sub);
      const dec15 = new Date("2026-12-14T21:00:00Z");
      const race = await Promise.all(
        Array.from({ length: 5 }, () => runPayouts(t.db, mailer, origin, dec15, CONFIG)),
      );
      assert.equal(race.reduce((n, r) => n + r.payouts, 0), 2);
      assert.equal(race.reduce((n, r) => n + r.mailed, 0), 2);
      const november = await t.db.select().from(payouts).where(eq(payouts.periodFrom, "2026-11-01"));
      assert.equal(november.length, 2);
      for (const p of november) {
        const lines = await t.db.select().from(commissions).where(eq(commissions.payoutId, p.id));
        assert.equal(p.totalAmount, lines.reduce((n, l) => n + l.amount, 0));
        assert.equal(lines.length, 2, "Anna: 1 and 10 November; Ivan: two on 10 November");
      }
      assert.equal((await mailsTo(t, anna.user.email, STATEMENT_MAIL)).length, 3);
      assert.equal((await mailsTo(t, ivan.user.email, STATEMENT_MAIL)).length, 2);
      // Σ of all payouts = Σ of all lines paid out, to the minor unit.
      const everyPayout = await t.db.select().from(payouts);
      const paidLines = await t.db.select().from(commissions).where(eq(commissions.status, "PAID"));
      assert.equal(
        everyPayout.reduce((n, p) => n + p.totalAmount, 0),
        paidLines.reduce((n, l) => n + l.amount, 0),
      );
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "refunds: before payout the line is reversed and never paid; after payout a negative line in the next payout",
  opts,
  async () => {
    const { t, clock } = await appAt("2026-10-05T09:00:00Z");
    try {
      const anna = await makePromoter(t, "Anna");
      const stripeFake = t.app.paymentFakes.stripe!;
      const yooFake = t.app.paymentFakes.yoo!;
      // October: a Stripe product (refunded in full on 10 October) and two YooKassa memberships.
      const buyer = await person(t, "Olga");
      const order = await stripeProduct(t, buyer.headers, anna.codes.prod);
      const first = await yooMembership(t, (await person(t, "Pavel")).headers, anna.codes.sub);
      const keeper = await yooMembership(t, (await person(t, "Raisa")).headers, anna.codes.sub);
      clock.now = new Date("2026-10-10T09:00:00Z");
      const session = stripeFake.sessions.get(order.providerPaymentId!)!;
      await stripeFake.refund({ paymentIntent: String(session.payment_intent) });
      const [refundedOrder] = await t.db.select().from(orders).where(eq(orders.id, order.id));
      assert.equal(refundedOrder.status, "REFUNDED");
      const [reversed] = await t.db.select().from(commissions)
        .where(eq(commissions.sourcePaymentId, order.providerPaymentId!));
      assert.deepEqual([reversed.status, reversed.amount], ["REVERSED", 0]);
      assert.ok(reversed.reversedAt);

      // The 15th: the payout holds the two memberships, not the refunded product.
      const nov15 = new Date("2026-11-14T21:00:00Z");
      await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", nov15, CONFIG);
      const [november] = await t.db.select().from(payouts);
      assert.equal(november.totalAmount, 2 * commissionOf(171000, SUB_BP));
      const [still] = await t.db.select().from(commissions).where(eq(commissions.id, reversed.id));
      assert.deepEqual([still.payoutId, still.status, still.amount], [null, "REVERSED", 0]);

      // 20 November: the first membership's payment is refunded at YooKassa (after its commission was paid out);
      // the notification comes 20 times. Two more members join with the code.
      clock.now = new Date("2026-11-20T09:00:00Z");
      const refund = await yooFake.refund(first);
      for (let i = 0; i < 20; i++) {
        await notify(t, { type: "notification", event: "refund.succeeded", object: { id: refund.id } });
      }
      const clawbacks = await t.db.select().from(commissions).where(eq(commissions.entry, "CLAWBACK"));
      assert.equal(clawbacks.length, 1);
      assert.deepEqual(
        [clawbacks[0].sourcePaymentId, clawbacks[0].amount, clawbacks[0].status, clawbacks[0].payoutId],
        [first, -commissionOf(171000, SUB_BP), "PAYABLE", null],
      );
      for (const name of ["Semyon", "Tanya"]) {
        await yooMembership(t, (await person(t, name)).headers, anna.codes.sub);
      }
      const dec15 = new Date("2026-12-14T21:00:00Z");
      await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", dec15, CONFIG);
      const [december] = await t.db.select().from(payouts).where(eq(payouts.periodFrom, "2026-11-01"));
      const decLines = await t.db.select().from(commissions).where(eq(commissions.payoutId, december.id));
      assert.equal(decLines.length, 3);
      assert.ok(decLines.some((l) => l.entry === "CLAWBACK" && l.amount < 0), "the negative line is in it");
      assert.equal(december.totalAmount, 2 * commissionOf(171000, SUB_BP) - commissionOf(171000, SUB_BP));
      assert.equal(december.totalAmount, decLines.reduce((n, l) => n + l.amount, 0));
      // The keeper's line was paid once, in November.
      const [kept] = await t.db.select().from(commissions).where(eq(commissions.sourcePaymentId, keeper));
      assert.equal(kept.payoutId, november.id);
    } finally {
      await t.close();
    }
  },
);

Deno.test("a promoter's own purchase with their own code is a self-referral: recorded, never paid", opts, async () => {
  const { t } = await appAt("2026-10-05T09:00:00Z");
  try {
    const anna = await makePromoter(t, "Anna");
    await yooProduct(t, anna.headers, anna.codes.prod);
    await yooMembership(t, anna.headers, anna.codes.sub);
    await yooMembership(t, (await person(t, "Customer")).headers, anna.codes.sub);
    const lines = await linesOf(t, anna.user.id);
    assert.deepEqual(lines.map((l) => l.status).sort(), ["PENDING", "SELF_REFERRAL", "SELF_REFERRAL"]);
    assert.ok(lines.filter((l) => l.status === "SELF_REFERRAL").every((l) => l.amount > 0), "kept for the record");
    // Self-referrals are not mailed as earnings.
    assert.equal((await mailsTo(t, anna.user.email, COMMISSION_MAIL)).length, 1);
    for (const at of ["2026-11-14T21:00:00Z", "2026-12-14T21:00:00Z", "2027-01-14T21:00:00Z"]) {
      await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", new Date(at), CONFIG);
    }
    const made = await t.db.select().from(payouts);
    assert.equal(made.length, 1);
    assert.equal(made[0].totalAmount, commissionOf(171000, SUB_BP));
    const self = await t.db.select().from(commissions).where(eq(commissions.status, "SELF_REFERRAL"));
    assert.ok(self.every((l) => l.payoutId === null));
  } finally {
    await t.close();
  }
});

Deno.test("lines below the minimum roll over to the next period and are paid with it", opts, async () => {
  const { t, clock } = await appAt("2026-10-05T09:00:00Z");
  try {
    const anna = await makePromoter(t, "Anna");
    // One dollar membership in October: 5.40 $, above the 5 $ minimum only together with November's.
    const minimum = { promoters: { payoutMinimum: { RUB: 50_000, USD: 1000 } } };
    await stripeMembership(t, await person(t, "Usd1"), anna.stripeSub);
    await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", new Date("2026-11-14T21:00:00Z"), minimum);
    assert.equal((await t.db.select().from(payouts)).length, 0);
    const [waiting] = await linesOf(t, anna.user.id);
    assert.deepEqual([waiting.status, waiting.payoutId], ["PAYABLE", null]);
    clock.now = new Date("2026-11-10T09:00:00Z");
    await stripeMembership(t, await person(t, "Usd2"), anna.stripeSub);
    await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", new Date("2026-12-14T21:00:00Z"), minimum);
    const [payout] = await t.db.select().from(payouts);
    assert.deepEqual([payout.periodFrom, payout.periodTo, payout.currency], ["2026-11-01", "2026-11-30", "USD"]);
    assert.equal(payout.totalAmount, 2 * commissionOf(1800, SUB_BP));
    assert.ok((await linesOf(t, anna.user.id)).every((l) => l.payoutId === payout.id));
    assert.equal((await mailsTo(t, anna.user.email, STATEMENT_MAIL)).length, 1);
  } finally {
    await t.close();
  }
});

Deno.test("exchange rates: one row per date from the CBR source; a failed read keeps yesterday's", opts, async () => {
  const { t } = await appAt("2026-11-26T12:00:00Z");
  try {
    const fake = createCbrFake({ date: "2026-11-26", usdToRub: 92.1234, eurToRub: 100.5 });
    const before = await t.db.select().from(exchangeRates);
    assert.deepEqual(await refreshExchangeRates(t.db, fake.url, new Date("2026-11-26T13:15:00Z"), fake.fetch), {
      stored: 1,
      failed: 0,
    });
    // The same date read again replaces its row.
    fake.state.usdToRub = 92.5;
    await refreshExchangeRates(t.db, fake.url, new Date("2026-11-26T14:00:00Z"), fake.fetch);
    const rows = await t.db.select().from(exchangeRates).where(eq(exchangeRates.date, "2026-11-26"));
    assert.equal(rows.length, 1);
    assert.equal(rows[0].usdToRub, 92.5);
    assert.ok(Math.abs(rows[0].rubToEur - 1 / 100.5) < 1e-12);
    assert.ok(Math.abs(rows[0].usdToEur - 92.5 / 100.5) < 1e-12);
    // Down the next day: logged, nothing thrown, yesterday's row stays the latest.
    fake.state.down = true;
    fake.state.date = "2026-11-27";
    const warn = console.warn;
    const warned: unknown[] = [];
    console.warn = (...args: unknown[]) => void warned.push(args);
    try {
      assert.deepEqual(await refreshExchangeRates(t.db, fake.url, new Date("2026-11-27T13:15:00Z"), fake.fetch), {
        stored: 0,
        failed: 1,
      });
    } finally {
      console.warn = warn;
    }
    assert.equal(warned.length, 1);
    const after = await t.db.select().from(exchangeRates);
    assert.equal(after.length, before.length + 1);
    assert.ok(!after.some((r) => r.date === "2026-11-27"));
    // Without a source (the embedded default): today's demo row, once.
    await refreshExchangeRates(t.db, undefined, new Date("2026-11-28T10:00:00Z"));
    await refreshExchangeRates(t.db, undefined, new Date("2026-11-28T11:00:00Z"));
    const demo = await t.db.select().from(exchangeRates).where(
      or(eq(exchangeRates.date, "2026-11-28"), like(exchangeRates.source, "demo%")),
    );
    assert.deepEqual(demo.map((r) => [r.date, r.source]), [["2026-11-28", "demo"]]);
  } finally {
    await t.close();
  }
});

Deno.test(
  "every renewal of a membership that started with the code earns a line: Stripe invoices, YooKassa charges",
  opts,
  async () => {
    const { t, clock } = await appAt("2026-10-05T09:00:00Z");
    try {
      const anna = await makePromoter(t, "Anna", { paymentsInfo: false });
      // Stripe: the next invoice (full price: the code's discount was once) earns on what was paid.
      const { sub } = await stripeMembership(t, await person(t, "Stripe"), anna.stripeSub);
      const renewal = await t.app.paymentFakes.stripe!.renew(sub.providerSubscriptionId!);
      assert.ok(renewal);
      const stripeLines = await t.db.select().from(commissions).where(eq(commissions.provider, "STRIPE"));
      assert.deepEqual(
        stripeLines.map((l) => [l.baseAmount, l.amount]).sort(),
        [[1800, commissionOf(1800, SUB_BP)], [2000, commissionOf(2000, SUB_BP)]].sort(),
      );
      // YooKassa: the club's renewal run charges the saved card; run twice and three times at once, one line.
      const yooBuyer = await person(t, "Yoo");
      await yooMembership(t, yooBuyer.headers, anna.codes.sub);
      const [yooSub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, yooBuyer.user.id));
      clock.now = new Date(yooSub.currentPeriodEnd!.getTime() + 3_600_000);
      const mailLater = () => {};
      await runRenewals(t.db, t.app.billing.payments, mailLater, clock.now, t.app.billing.commissions);
      await runRenewals(t.db, t.app.billing.payments, mailLater, clock.now, t.app.billing.commissions);
      await Promise.all(
        [1, 2, 3].map(() => runRenewals(t.db, t.app.billing.payments, mailLater, clock.now, t.app.billing.commissions)),
      );
      const yooLines = await t.db.select().from(commissions).where(eq(commissions.provider, "YOO"))
        .orderBy(commissions.createdAt);
      assert.equal(yooLines.length, 2);
      const [renewed] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, yooSub.id));
      assert.equal(yooLines[1].baseAmount, renewed.lastChargeAmount);
      assert.equal(yooLines[1].amount, commissionOf(renewed.lastChargeAmount!, SUB_BP));
      assert.equal(yooLines[1].payableAt.getTime(), clock.now.getTime() + 14 * DAY);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "the registered jobs: the payout at 00:00 Moscow on the 15th, a daily catch-up, the daily rates",
  opts,
  async () => {
    const { t } = await appAt("2026-10-05T09:00:00Z");
    try {
      const payout = CRON_JOBS.find((j) => j.name === "promoter-payouts")!;
      const catchUp = CRON_JOBS.find((j) => j.name === "promoter-payouts-catch-up")!;
      const rates = CRON_JOBS.find((j) => j.name === "exchange-rates")!;
      // 21:00 UTC on the 14th is midnight in Moscow (UTC+3 all year) on the 15th.
      assert.equal(payout.schedule, "0 21 14 * *");
      assert.match(catchUp.schedule, /^\d+ \d+ \* \* \*$/);
      assert.match(rates.schedule, /^\d+ \d+ \* \* \*$/);
      const anna = await makePromoter(t, "Anna", { paymentsInfo: false });
      await yooMembership(t, (await person(t, "Member")).headers, anna.codes.sub);
      const deps = (at: string) => ({
        db: t.db,
        now: () => new Date(at),
        billing: t.app.billing,
        promoters: { ...CONFIG.promoters, bankDataKey: undefined, exchangeRatesUrl: undefined, holdDays: 14 },
      });
      // The 15th's tick, then the catch-up the same day and the next: one payout, one statement.
      const first = await runCronJob(payout, deps("2026-11-14T21:00:00Z"));
      assert.equal(first?.payouts, 1);
      assert.equal((await runCronJob(catchUp, deps("2026-11-15T06:40:00Z")))?.payouts, 0);
      assert.equal((await runCronJob(catchUp, deps("2026-11-16T06:40:00Z")))?.payouts, 0);
      assert.equal((await t.db.select().from(payouts)).length, 1);
      assert.equal((await mailsTo(t, anna.user.email, STATEMENT_MAIL)).length, 1);
      // Without a rates source, the rates job stores today's demo row.
      assert.deepEqual(await runCronJob(rates, deps("2026-11-16T13:15:00Z")), { stored: 1, failed: 0 });
      assert.equal((await t.db.select().from(exchangeRates).where(eq(exchangeRates.date, "2026-11-16"))).length, 1);
    } finally {
      await t.close();
    }
  },
);

const ADMIN_PAYOUTS = `query($s: AdminPayoutSearch, $page: Int) { adminPayouts(search: $s, page: $page) {
  total pageSize periods totals { currency amount }
  items { id promoterId promoterEmail promoterUsername status totalAmount currency failReason paidOutAt bankCurrency
    isHeld }
} }`;
const MARK_PAID = `mutation($id: ID!) { adminMarkPayoutPaid(id: $id) { id status paidOutAt } }`;
const MARK_FAILED = `mutation($id: ID!, $reason: String!) { adminMarkPayoutFailed(id: $id, reason: $reason) {
  id status failReason paidOutAt } }`;

Deno.test(
  `the back office marks payouts paid or failed once each, in the audit log; the CSV for the bank (${testDbKind()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      // Two promoters, each with two dollar lines earned in the last closed period; the payout job runs.
      const paula = await createPromoter(t, { firstName: "Paula", lastName: "Payout" });
      const otis = await createPromoter(t, { firstName: "Otis", lastName: "Other" });
      const [country] = await t.db.select({ id: countries.id }).from(countries).limit(1);
      const bank = await t.graphql(
        `mutation($input: BankAccountInput!) { updatePromoterBankAccount(input: $input) { bankAccount { iban } } }`,
        {
          input: {
            currency: "USD",
            accountName: '=HYPERLINK("http://evil")',
            bankName: "Deutsche Bank",
            iban: "DE89 3704 0044 0532 0130 00",
            swift_bic: "DEUTDEFF",
            reference: "fellows",
            address: { city: "Berlin", state: "Berlin", zipCode: "10115", countryId: country.id },
          },
        },
        paula.headers,
      );
      assert.equal(bank.errors, undefined, JSON.stringify(bank.errors));
      const now = new Date();
      const period = payoutPeriodFor(now);
      const earnedAt = new Date(`${period.periodFrom}T12:00:00Z`);
      for (const who of [paula, otis]) {
        for (const amount of [1500, 1200]) {
          await t.db.insert(commissions).values({
            promoterId: who.id,
            kind: "SUBSCRIPTION",
            provider: "STRIPE",
            sourcePaymentId: `in_${crypto.randomUUID().slice(0, 12)}`,
            baseAmount: amount * 4,
            rateBp: 2500,
            amount,
            currency: "USD",
            status: "PAYABLE",
            payableAt: earnedAt,
            createdAt: earnedAt,
          });
        }
      }
      const run = await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", now, CONFIG);
      assert.equal(run.payouts, 2);
      const payoutOf = async (promoterId: string) =>
        (await t.db.select().from(payouts).where(eq(payouts.promoterId, promoterId)))[0];
      const paulas = await payoutOf(paula.id);
      const otiss = await payoutOf(otis.id);
      const month = period.periodFrom.slice(0, 7);

      const admin = await createViewer(t, "admin");
      const stale = await createViewer(t, "admin", { signedInMinutesAgo: 31 });
      const moderator = await createViewer(t, "moderator");

      // The list: both, whose each is, the sums; filters by promoter, status and period; the moderator is refused.
      type Row = { id: string; promoterUsername: string; status: string; bankCurrency: string | null; isHeld: boolean };
      type Page = { total: number; periods: string[]; totals: { currency: string; amount: number }[]; items: Row[] };
      const list = async (s: Record<string, unknown> = {}) =>
        (await gqlAs<{ adminPayouts: Page }>(t, admin, ADMIN_PAYOUTS, { s })).data!.adminPayouts;
      const all = await list();
      assert.equal(all.total, 2);
      assert.deepEqual(all.periods, [month]);
      assert.deepEqual(all.totals, [{ currency: "USD", amount: 5400 }]);
      assert.deepEqual(all.items.find((r) => r.id === paulas.id)?.bankCurrency, "USD");
      assert.equal(all.items.find((r) => r.id === otiss.id)?.bankCurrency, null, "no bank account on file");
      assert.equal(all.items.find((r) => r.id === otiss.id)?.isHeld, true, "held: flagged for the team");
      assert.deepEqual((await list({ q: paula.username.toLowerCase() })).items.map((r) => r.id), [paulas.id]);
      assert.equal((await list({ status: "PAID" })).total, 0);
      assert.deepEqual((await list({ period: month, status: "PENDING" })).items.map((r) => r.id), [paulas.id]);
      assert.deepEqual((await list({ period: month, status: "HELD" })).items.map((r) => r.id), [otiss.id]);
      assert.equal((await list({ period: "2001-01" })).total, 0);
      const badPeriod = await gqlAs(t, admin, ADMIN_PAYOUTS, { s: { period: "2026-13" } });
      assert.equal(badPeriod.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
      const refused = await gqlAs(t, moderator, ADMIN_PAYOUTS, {});
      assert.equal(refused.errors?.[0]?.extensions?.code, "FORBIDDEN");

      // The CSV of the period's pending payouts: the admin's only (404 for anyone else), quoted, formulas defused.
      const csvUrl = `/api/promoters/payouts.csv?periodFrom=${period.periodFrom}`;
      for (const headers of [moderator.headers, paula.headers, {}]) {
        const res = await t.request(csvUrl, { headers });
        assert.equal(res.status, 404);
        assert.match(res.headers.get("cache-control") ?? "", /no-store/);
        await res.body?.cancel();
      }
      const badDay = await t.request("/api/promoters/payouts.csv?periodFrom=2026-02-31", { headers: admin.headers });
      assert.equal(badDay.status, 400);
      await badDay.body?.cancel();
      const csv = await t.request(csvUrl, { headers: admin.headers });
      assert.equal(csv.status, 200);
      assert.match(csv.headers.get("content-type") ?? "", /text\/csv/);
      assert.match(csv.headers.get("cache-control") ?? "", /no-store/);
      const rows = (await csv.text()).replace(/^\uFEFF/, "").trim().split("\r\n");
      assert.equal(rows.length, 2, "the header and Paula's payout (Otis's is held: no account)");
      const paulasRow = rows.find((r) => r.includes(`"${paulas.id}"`))!;
      assert.ok(
        paulasRow.includes(`"${paula.username}","${paula.email}","USD","27.00","'=HYPERLINK(""http://evil"")"`),
      );
      assert.ok(paulasRow.includes(`"DE89370400440532013000","DEUTDEFF"`));

      // A password proven 31 minutes ago: asked again, nothing changes.
      const auditCount = async () => (await t.db.select().from(adminAuditLog)).length;
      const asked = await gqlAs(t, stale, MARK_PAID, { id: paulas.id });
      assert.equal(asked.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
      assert.equal((await payoutOf(paula.id)).status, "PENDING");
      assert.equal(await auditCount(), 0);

      // Paid, five times at once: one change, one entry, the same paidOutAt every time; its lines stay in it.
      const marks = await Promise.all(
        Array.from({ length: 5 }, () =>
          gqlAs<{ adminMarkPayoutPaid: { paidOutAt: string } }>(t, admin, MARK_PAID, {
            id: paulas.id,
          })),
      );
      for (const mark of marks) assert.equal(mark.errors, undefined, JSON.stringify(mark.errors));
      assert.equal(new Set(marks.map((m) => m.data?.adminMarkPayoutPaid.paidOutAt)).size, 1);
      const paid = await payoutOf(paula.id);
      assert.equal(paid.status, "PAID");
      assert.ok(paid.paidOutAt);
      const paidLines = await t.db.select().from(commissions).where(eq(commissions.payoutId, paulas.id));
      assert.equal(paidLines.length, 2);
      assert.ok(paidLines.every((l) => l.status === "PAID"));
      const [paidEntry, ...noMore] = await t.db.select().from(adminAuditLog)
        .where(eq(adminAuditLog.entityId, paulas.id));
      assert.equal(noMore.length, 0, "one entry for five marks");
      assert.deepEqual(
        [paidEntry.operation, paidEntry.entity, paidEntry.actorId, paidEntry.reason],
        ["adminMarkPayoutPaid", "payout", admin.id, null],
      );
      assert.deepEqual((paidEntry.changes as Record<string, unknown>).status, { before: "PENDING", after: "PAID" });
      assert.deepEqual((paidEntry.changes as Record<string, { before: unknown }>).paidOutAt.before, null);
      assert.equal((paidEntry.changes as Record<string, unknown>).linesInPayout, undefined, "its lines stay");
      // A decided payout cannot become the other thing.
      const late = await gqlAs(t, admin, MARK_FAILED, { id: paulas.id, reason: "Bounced back" });
      assert.equal(late.errors?.[0]?.extensions?.i18nKey, "promoters.apiErrors.PAYOUT_DECIDED");
      assert.equal((await payoutOf(paula.id)).status, "PAID");

      // Failed: a reason of at least 3 characters; the lines go back to payable for the next payout; one entry.
      const short = await gqlAs(t, admin, MARK_FAILED, { id: otiss.id, reason: " x " });
      assert.equal(short.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
      const failed = await gqlAs<{ adminMarkPayoutFailed: { status: string; failReason: string } }>(
        t,
        admin,
        MARK_FAILED,
        { id: otiss.id, reason: "  The IBAN was closed " },
      );
      assert.deepEqual(
        [failed.data?.adminMarkPayoutFailed.status, failed.data?.adminMarkPayoutFailed.failReason],
        ["FAILED", "The IBAN was closed"],
      );
      const again = await gqlAs(t, admin, MARK_FAILED, { id: otiss.id, reason: "Said twice" });
      assert.equal(again.errors, undefined, "asking again for the same state answers it unchanged");
      assert.equal((await payoutOf(otis.id)).failReason, "The IBAN was closed");
      const released = await t.db.select().from(commissions).where(eq(commissions.promoterId, otis.id));
      assert.ok(released.every((l) => l.status === "PAYABLE" && l.payoutId === null));
      const failedEntries = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, otiss.id));
      assert.equal(failedEntries.length, 1);
      assert.equal(failedEntries[0].operation, "adminMarkPayoutFailed");
      assert.equal(failedEntries[0].reason, "The IBAN was closed");
      assert.deepEqual((failedEntries[0].changes as Record<string, unknown>).linesInPayout, { before: 2, after: 0 });
      const unknown = await gqlAs(t, admin, MARK_PAID, { id: crypto.randomUUID() });
      assert.equal(unknown.errors?.[0]?.extensions?.code, "NOT_FOUND");

      // The promoter reads the outcome in their own list; the CSV has nothing pending left.
      const own = await t.graphql<{ getPayouts: { id: string; status: string }[] }>(
        `{ getPayouts { id status } }`,
        {},
        paula.headers,
      );
      assert.deepEqual(own.data?.getPayouts, [{ id: paulas.id, status: "PAID" }]);
      const after = await (await t.request(csvUrl, { headers: admin.headers })).text();
      assert.equal(after.trim().split("\r\n").length, 1, "only the header");
      // The old admin-only writes are gone: every payout write passes the back office's gate.
      assert.ok(!/\bmarkPayout(Paid|Failed)\b/.test(SCHEMA_SDL));

      // The screen: the admin's, the 404 page for a moderator; the old address moved there for good, query kept.
      const page = (path: string, headers: Record<string, string>) =>
        t.request(path, { headers: { "user-agent": BROWSER_UA, ...headers }, redirect: "manual" });
      const screen = await page(`/ru/admin/payouts/?period=${month}`, admin.headers);
      assert.equal(screen.status, 200);
      const html = await screen.text();
      assert.ok(html.includes(paula.username) && html.includes("Выплаты промоутерам"));
      assert.match(html, /<meta name="robots" content="noindex/);
      const hidden = await page("/en/admin/payouts/", moderator.headers);
      assert.equal(hidden.status, 404);
      await hidden.body?.cancel();
      for (const headers of [admin.headers, {}]) {
        const moved = await page("/en/profile/payouts/?status=PAID&period=2026-05", headers);
        assert.equal(moved.status, 301);
        assert.equal(moved.headers.get("location"), "/en/admin/payouts/?status=PAID&period=2026-05");
        await moved.body?.cancel();
      }
      const bare = await page("/ru/profile/payouts/", admin.headers);
      assert.deepEqual([bare.status, bare.headers.get("location")], [301, "/ru/admin/payouts/"]);
      await bare.body?.cancel();
    } finally {
      await t.close();
    }
  },
);

const SAVE_BANK = `mutation($input: BankAccountInput!) {
  updatePromoterBankAccount(input: $input) { bankAccount { currency } } }`;
/** A Russian account whose numbers agree (Sberbank's БИК and correspondent account, a person's ИНН). */
const RUB_ACCOUNT = {
  currency: "RUB",
  accountName: "Рита Рублёва",
  bankName: "ПАО Сбербанк",
  iban: "4081 7810 8999 1000 4312",
  swift_bic: "044525225",
  correspondentAccount: "30101810400000000225",
  inn: "500100732259",
};
async function usdAccount(t: App, accountName = "Dan Dollar") {
  const [country] = await t.db.select({ id: countries.id }).from(countries).limit(1);
  return {
    currency: "USD",
    accountName,
    bankName: "Deutsche Bank",
    iban: "DE89 3704 0044 0532 0130 00",
    swift_bic: "DEUTDEFF",
    address: { city: "Berlin", state: "Berlin", zipCode: "10115", countryId: country.id },
  };
}
async function saveBank(t: App, headers: Record<string, string>, input: Record<string, unknown>) {
  const res = await t.graphql(SAVE_BANK, { input }, headers);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
}

/** A payable line of the last closed period (its payout job then makes one payout per promoter and currency). */
async function closedPeriodLine(t: App, promoterId: string, currency: "RUB" | "USD", amount: number, now: Date) {
  const earnedAt = new Date(`${payoutPeriodFor(now).periodFrom}T12:00:00Z`);
  await t.db.insert(commissions).values({
    promoterId,
    kind: currency === "RUB" ? "PRODUCT" : "SUBSCRIPTION",
    provider: currency === "RUB" ? "YOO" : "STRIPE",
    sourcePaymentId: `${currency === "RUB" ? "yoo" : "in"}_${crypto.randomUUID().slice(0, 12)}`,
    baseAmount: amount * 5,
    rateBp: 2000,
    amount,
    currency,
    status: "PAYABLE",
    payableAt: earnedAt,
    createdAt: earnedAt,
  });
}

Deno.test(
  `a payout marked paid or failed is mailed to its promoter in their language, the team's note as typed (${testDbKind()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      // A Russian-speaking promoter paid in rubles (YooKassa), an English-speaking one in dollars (Stripe).
      const rita = await createPromoter(t, { firstName: "Рита", lastName: "Рублёва" });
      const dan = await createPromoter(t, { firstName: "Dan", lastName: "Dollar" });
      await t.db.update(users).set({ language: "en" }).where(eq(users.id, dan.id));
      await t.db.update(users).set({ language: "ru" }).where(eq(users.id, rita.id));
      await saveBank(t, rita.headers, RUB_ACCOUNT);
      await saveBank(t, dan.headers, await usdAccount(t));
      const now = new Date();
      await closedPeriodLine(t, rita.id, "RUB", 120_000, now);
      await closedPeriodLine(t, dan.id, "USD", 4_250, now);
      await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", now, CONFIG);
      const payoutOf = async (promoterId: string) =>
        (await t.db.select().from(payouts).where(eq(payouts.promoterId, promoterId)))[0];
      const ritas = await payoutOf(rita.id);
      const dans = await payoutOf(dan.id);
      const admin = await createViewer(t, "admin");
      const DECISION = /отправлена|не прошла|has been sent|did not go through/i;

      // Paid, asked twice: one mail, in Russian, with the amount, the period and the account's currency.
      for (let i = 0; i < 2; i++) {
        const paid = await gqlAs(t, admin, MARK_PAID, { id: ritas.id });
        assert.equal(paid.errors, undefined, JSON.stringify(paid.errors));
      }
      const [paidMail, ...noMorePaid] = await mailsTo(t, rita.email, DECISION);
      assert.equal(noMorePaid.length, 0, "a repeated mark mails nothing");
      assert.equal(paidMail.subject, "Ваша выплата Fellows Club отправлена");
      assert.ok(
        paidMail.text.startsWith(`Здравствуйте, Рита! Ваша выплата ${formatMoney(120_000, "RUB", "ru")} за период`),
      );
      assert.match(paidMail.text, /за период 1 .+ – 3\d .+ отправлена .+ на ваш банковский счёт в RUB\./);
      assert.ok(paidMail.text.includes("https://fellows.test/ru/promoter/"));

      // Failed, with a note holding markup and quotes: mailed in English, the note exactly as typed and labelled as
      // the team's, what to fix and the link to the bank data; the HTML part escapes it.
      const note = `IBAN closed <b>"Acme & Co"</b> — resend`;
      const failed = await gqlAs(t, admin, MARK_FAILED, { id: dans.id, reason: note });
      assert.equal(failed.errors, undefined, JSON.stringify(failed.errors));
      const [failedMail, ...noMoreFailed] = await mailsTo(t, dan.email, DECISION);
      assert.equal(noMoreFailed.length, 0);
      assert.equal(failedMail.subject, "Your Fellows Club payout did not go through");
      assert.match(failedMail.text, /Hello, Dan! Your payout of \$42\.50 for .+ to your bank account in USD/);
      assert.ok(failedMail.text.includes(`The club team's note, as they wrote it: ${note}`));
      assert.match(failedMail.text, /check your bank data for USD/);
      assert.ok(failedMail.text.includes("https://fellows.test/en/promoter/#bank-data"));
      assert.ok(failedMail.html.includes("IBAN closed &#60;b&#62;&#34;Acme &#38; Co&#34;&#60;/b&#62; — resend"));
      assert.ok(!failedMail.html.includes("<b>"), "the note is never markup");
      assert.equal((await mailsTo(t, rita.email, DECISION)).length, 1, "each promoter gets their own only");

      // The promoter's list shows the note as typed.
      const own = await t.graphql<{ getPayouts: { failReason: string }[] }>(
        `{ getPayouts { failReason } }`,
        {},
        dan.headers,
      );
      assert.equal(own.data?.getPayouts[0].failReason, note);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  `a payout goes only to an account in its own currency: without one it is held, the promoter told what to add and the team shown it (${testDbKind()})`,
  opts,
  async () => {
    const { t, clock } = await appAt("2026-10-05T09:00:00Z");
    try {
      const mira = await makePromoter(t, "Mira");
      await t.db.update(users).set({ role: "PROMOTER", language: "en" }).where(eq(users.id, mira.user.id));
      // One account, in dollars; she earns in rubles (YooKassa) and dollars (Stripe) with her code in October.
      await saveBank(t, mira.headers, await usdAccount(t, "Mira Tester"));
      await yooMembership(t, (await person(t, "Roman")).headers, mira.codes.sub);
      await stripeMembership(t, await person(t, "Sara"), mira.stripeSub);
      const SETTINGS = `{ getPartnerSettings { missingBankCurrencies bankAccounts { currency } } }`;
      type Settings = { getPartnerSettings: { missingBankCurrencies: string[]; bankAccounts: { currency: string }[] } };
      const before = await t.graphql<Settings>(SETTINGS, {}, mira.headers);
      assert.deepEqual(before.data?.getPartnerSettings, {
        missingBankCurrencies: ["RUB"],
        bankAccounts: [{ currency: "USD" }],
      }, "the area names the account she lacks before any payout");

      const payDay = new Date("2026-11-14T21:00:00Z");
      clock.now = payDay;
      const origin = "https://fellows.test";
      await runPayouts(t.db, t.app.billing.mailer, origin, payDay, CONFIG);
      const mine = async () => await t.db.select().from(payouts).where(eq(payouts.promoterId, mira.user.id));
      const rub = (await mine()).find((p) => p.currency === "RUB")!;
      const usd = (await mine()).find((p) => p.currency === "USD")!;
      assert.deepEqual([usd.bankCurrency, usd.status], ["USD", "PENDING"]);
      assert.deepEqual([rub.bankCurrency, rub.bankAccountSealed, rub.status], [null, null, "PENDING"], "held");

      // The promoter: her list says which is held and goes to no account; the ruble statement says what to add.
      const PAYOUTS_OF = `{ getPayouts { id currency isHeld bankAccount { currency } } }`;
      type Own = { getPayouts: { id: string; currency: string; isHeld: boolean; bankAccount: { currency: string } }[] };
      const own = async () =>
        new Map((await t.graphql<Own>(PAYOUTS_OF, {}, mira.headers)).data!.getPayouts.map((p) => [p.currency, p]));
      assert.deepEqual((await own()).get("RUB"), { id: rub.id, currency: "RUB", isHeld: true, bankAccount: null });
      assert.deepEqual((await own()).get("USD")?.bankAccount, { currency: "USD" });
      const statements = await mailsTo(t, mira.user.email, /statement/i);
      assert.equal(statements.length, 2);
      const rubStatement = statements.find((m) => m.text.includes("no bank account in RUB"))!;
      assert.ok(rubStatement, statements.map((m) => m.text).join("\n---\n"));
      assert.match(rubStatement.text, /held/);
      assert.match(rubStatement.text, /correspondent account and INN/);
      assert.ok(statements.some((m) => m.text.includes("goes to your bank account in USD")));

      // The team: flagged, its own filter, left out of the CSV, and it cannot be marked paid.
      const admin = await createViewer(t, "admin");
      type Page = { items: { id: string; isHeld: boolean; bankCurrency: string | null; currency: string }[] };
      const list = async (s: Record<string, unknown> = {}) =>
        (await gqlAs<{ adminPayouts: Page }>(t, admin, ADMIN_PAYOUTS, { s })).data!.adminPayouts.items;
      assert.deepEqual(
        (await list()).map((r) => [r.currency, r.isHeld, r.bankCurrency]).sort(),
        [["RUB", true, null], ["USD", false, "USD"]],
      );
      assert.deepEqual((await list({ status: "HELD" })).map((r) => r.id), [rub.id]);
      assert.deepEqual((await list({ status: "PENDING" })).map((r) => r.id), [usd.id]);
      const csvRows = async () =>
        csvRecords(
          await (await t.request(`/api/promoters/payouts.csv?periodFrom=2026-10-01`, { headers: admin.headers }))
            .text(),
        );
      assert.deepEqual((await csvRows()).map((r) => r.payoutId), [usd.id]);
      const refused = await gqlAs(t, admin, MARK_PAID, { id: rub.id });
      assert.equal(refused.errors?.[0]?.extensions?.i18nKey, "promoters.apiErrors.PAYOUT_HELD");
      assert.equal((await mine()).find((p) => p.id === rub.id)!.status, "PENDING");

      // A ruble account whose numbers disagree is refused field by field, and nothing changes.
      const BANK = SAVE_BANK;
      type Refusal = { errors?: { extensions?: { fields?: Record<string, string> } }[] };
      const badInn = await t.graphql(BANK, { input: { ...RUB_ACCOUNT, inn: "500100732258" } }, mira.headers);
      assert.equal((badInn as Refusal).errors?.[0]?.extensions?.fields?.inn, "promoters.errors.INN");
      const badKey = await t.graphql(BANK, { input: { ...RUB_ACCOUNT, iban: "40817810099910004312" } }, mira.headers);
      assert.equal((badKey as Refusal).errors?.[0]?.extensions?.fields?.iban, "promoters.errors.RUB_ACCOUNT_KEY");
      const badCorr = await t.graphql(
        BANK,
        { input: { ...RUB_ACCOUNT, correspondentAccount: "30101810400000000226" } },
        mira.headers,
      );
      assert.equal(
        (badCorr as Refusal).errors?.[0]?.extensions?.fields?.correspondentAccount,
        "promoters.errors.RUB_CORRESPONDENT_KEY",
      );
      assert.equal((await mine()).find((p) => p.id === rub.id)!.bankAccountSealed, null);

      // A valid ruble account: it stands beside the dollar one, and the held payout goes to it (and only it).
      await saveBank(t, mira.headers, RUB_ACCOUNT);
      const after = await t.graphql<Settings>(SETTINGS, {}, mira.headers);
      assert.deepEqual(after.data?.getPartnerSettings, {
        missingBankCurrencies: [],
        bankAccounts: [{ currency: "RUB" }, { currency: "USD" }],
      });
      const released = (await mine()).find((p) => p.id === rub.id)!;
      assert.equal(released.bankCurrency, "RUB");
      const cipher = createBankDataCipher(undefined, false);
      const opened = await cipher.open(released.bankAccountSealed!, mira.user.id);
      assert.deepEqual([opened.iban, opened.inn, opened.correspondentAccount, opened.bankName], [
        "40817810899910004312",
        "500100732259",
        "30101810400000000225",
        "ПАО Сбербанк",
      ]);
      assert.equal((await mine()).find((p) => p.id === usd.id)!.bankAccountSealed, usd.bankAccountSealed, "untouched");
      assert.equal((await own()).get("RUB")?.isHeld, false);
      assert.equal((await own()).get("RUB")?.bankAccount?.currency, "RUB");
      assert.equal((await csvRows()).length, 2);
      const paid = await gqlAs(t, admin, MARK_PAID, { id: rub.id });
      assert.equal(paid.errors, undefined, JSON.stringify(paid.errors));

      // Never a currency mismatch: in the list, the CSV and the promoter's payouts.
      for (const row of await list()) assert.equal(row.bankCurrency, row.currency);
      for (const [currency, payout] of await own()) assert.equal(payout.bankAccount?.currency, currency);
    } finally {
      await t.close();
    }
  },
);

/** The CSV's rows as records by the header's column names (every cell is quoted; "" is a quote inside one). */
function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = text.replace(/^\uFEFF/, "").trim().split("\r\n").map((line) =>
    [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1].replace(/""/g, '"'))
  );
  return rows.map((cells) => Object.fromEntries(header.map((name, i) => [name, cells[i]])));
}

Deno.test(
  `the payouts CSV carries what a bank needs: reference, purpose, bank name, ISO country, the RUB details (${testDbKind()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      // One promoter paid in rubles (a YooKassa line) and in dollars (a Stripe line), with an account in each.
      const rita = await createPromoter(t, { firstName: "Рита", lastName: "Рублёва" });
      await saveBank(t, rita.headers, { ...RUB_ACCOUNT, reference: "Договор 7" });
      const usd = await usdAccount(t, "Rita Rubleva");
      await saveBank(t, rita.headers, usd);
      const [country] = await t.db.select().from(countries).where(eq(countries.id, usd.address.countryId));
      const now = new Date();
      await closedPeriodLine(t, rita.id, "RUB", 120_000, now);
      await closedPeriodLine(t, rita.id, "USD", 4_250, now);
      await runPayouts(t.db, t.app.billing.mailer, "https://fellows.test", now, CONFIG);
      const mine = await t.db.select().from(payouts).where(eq(payouts.promoterId, rita.id));
      const rub = mine.find((p) => p.currency === "RUB")!;
      const dollars = mine.find((p) => p.currency === "USD")!;
      const period = payoutPeriodFor(now);
      const dotted = (day: string) => day.split("-").reverse().join(".");
      const month = period.periodFrom.slice(0, 7).replace("-", "");

      const admin = await createViewer(t, "admin");
      const res = await t.request(`/api/promoters/payouts.csv?periodFrom=${period.periodFrom}`, {
        headers: admin.headers,
      });
      assert.equal(res.status, 200);
      const text = await res.text();
      const header = text.replace(/^\uFEFF/, "").split("\r\n")[0];
      assert.equal(
        header,
        [
          "paymentReference",
          "paymentPurpose",
          "payoutId",
          "periodFrom",
          "periodTo",
          "username",
          "email",
          "currency",
          "totalAmount",
          "accountName",
          "bankName",
          "iban",
          "swiftBic",
          "correspondentAccount",
          "inn",
          "countryCode",
          "countryName",
          "state",
          "city",
          "zipCode",
          "beneficiaryReference",
        ].map((c) => `"${c}"`).join(","),
      );
      assert.ok(!header.includes("countryId"), "no internal numbers");
      const records = csvRecords(text);
      assert.equal(records.length, 2);
      const rubRow = records.find((r) => r.payoutId === rub.id)!;
      const usdRow = records.find((r) => r.payoutId === dollars.id)!;

      // Rubles: the Russian details, the purpose in Russian with the period and the reference, Russia as the country.
      const rubReference = `FC-${month}-${rub.id.slice(0, 8).toUpperCase()}`;
      assert.deepEqual(rubRow, {
        paymentReference: rubReference,
        paymentPurpose: `Выплата вознаграждения промоутера Fellows Club за период ${dotted(period.periodFrom)}-${
          dotted(period.periodTo)
        }, ${rubReference}. Без НДС`,
        payoutId: rub.id,
        periodFrom: period.periodFrom,
        periodTo: period.periodTo,
        username: rita.username,
        email: rita.email,
        currency: "RUB",
        totalAmount: "1200.00",
        accountName: "Рита Рублёва",
        bankName: "ПАО Сбербанк",
        iban: "40817810899910004312",
        swiftBic: "044525225",
        correspondentAccount: "30101810400000000225",
        inn: "500100732259",
        countryCode: "RU",
        countryName: "Russia",
        state: "",
        city: "",
        zipCode: "",
        beneficiaryReference: "Договор 7",
      });
      // Dollars: IBAN and SWIFT, the bank's name, the country by its ISO code and name, an English ASCII purpose.
      const usdReference = `FC-${month}-${dollars.id.slice(0, 8).toUpperCase()}`;
      assert.deepEqual(
        [usdRow.paymentReference, usdRow.currency, usdRow.totalAmount, usdRow.bankName, usdRow.iban, usdRow.swiftBic],
        [usdReference, "USD", "42.50", "Deutsche Bank", "DE89370400440532013000", "DEUTDEFF"],
      );
      assert.equal(
        usdRow.paymentPurpose,
        `Fellows Club promoter commission ${dotted(period.periodFrom)}-${dotted(period.periodTo)} ref ${usdReference}`,
      );
      assert.match(usdRow.paymentPurpose, /^[A-Za-z0-9 /?:().,'+-]+$/, "SWIFT's character set");
      assert.deepEqual(
        [usdRow.countryCode, usdRow.countryName, usdRow.city, usdRow.zipCode, usdRow.correspondentAccount, usdRow.inn],
        [country.isoCode, country.engTrans, "Berlin", "10115", "", ""],
      );
      assert.match(usdRow.countryCode, /^[A-Z]{2}$/);
      assert.equal(new Set(records.map((r) => r.paymentReference)).size, 2, "one reference per payout");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  `migration 0030: each old account becomes the account in its currency; a pending payout to another currency's account takes its own or is held (${testDbKind()})`,
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      // The data as the release before it left it: one account per promoter, and payouts snapshotting it whatever
      // their currency.
      const a = await createPromoter(t, { firstName: "Alla", lastName: "Old" });
      const b = await createPromoter(t, { firstName: "Boris", lastName: "Old" });
      await t.db.delete(promoterBankAccounts);
      await t.db.insert(legacyPromoterBankAccounts).values([
        { userId: a.id, currency: "USD", sealed: "VVNELWE=" },
        { userId: b.id, currency: "RUB", sealed: "UlVCLWI=" },
      ]);
      const payout = async (
        promoterId: string,
        currency: "RUB" | "USD",
        status: "PENDING" | "PAID",
        bank: [string, "RUB" | "USD"] | null,
        periodFrom: string,
      ) =>
        (await t.db.insert(payouts).values({
          promoterId,
          periodFrom,
          periodTo: `${periodFrom.slice(0, 8)}28`,
          currency,
          status,
          productCommission: 0,
          subscriptionCommission: 60_000,
          totalAmount: 60_000,
          bankAccountSealed: bank?.[0] ?? null,
          bankCurrency: bank?.[1] ?? null,
        }).returning())[0];
      const aRubPending = await payout(a.id, "RUB", "PENDING", ["VVNELWE=", "USD"], "2026-10-01");
      const aUsdPending = await payout(a.id, "USD", "PENDING", ["VVNELWE=", "USD"], "2026-10-01");
      const aRubPaid = await payout(a.id, "RUB", "PAID", ["VVNELWE=", "USD"], "2026-09-01");
      // B has a RUB account now, but their October dollar payout snapshotted an older dollar one.
      const bUsdPending = await payout(b.id, "USD", "PENDING", ["T0xELWI=", "USD"], "2026-10-01");
      const bRubPending = await payout(b.id, "RUB", "PENDING", ["T0xELWI=", "USD"], "2026-11-01");

      // The migration's hand-written statements, run again as it runs them (the table is already made).
      const file = await Deno.readTextFile(
        new URL("../../db/migrations/0030_payout_accounts_per_currency.sql", import.meta.url),
      );
      const handWritten = file.split("--> statement-breakpoint").filter((s) =>
        /^(INSERT INTO "promoter_currency_accounts"|UPDATE "payouts")/m.test(s)
      );
      assert.equal(handWritten.length, 3);
      for (const statement of handWritten) await t.db.execute(sql.raw(statement));

      const accounts = await t.db.select().from(promoterBankAccounts);
      assert.deepEqual(
        accounts.map((r) => [r.userId, r.currency, r.sealed]).sort(),
        [[a.id, "USD", "VVNELWE="], [b.id, "RUB", "UlVCLWI="]].sort(),
      );
      const now = async (id: string) => (await t.db.select().from(payouts).where(eq(payouts.id, id)))[0];
      const snapshot = async (id: string) => {
        const row = await now(id);
        return [row.bankAccountSealed, row.bankCurrency];
      };
      assert.deepEqual(await snapshot(aRubPending.id), [null, null], "no RUB account: held");
      assert.deepEqual(await snapshot(aUsdPending.id), ["VVNELWE=", "USD"], "already right: unchanged");
      assert.deepEqual(await snapshot(aRubPaid.id), ["VVNELWE=", "USD"], "decided payouts keep their history");
      assert.deepEqual(await snapshot(bUsdPending.id), ["T0xELWI=", "USD"], "same currency: kept as it was");
      assert.deepEqual(await snapshot(bRubPending.id), ["UlVCLWI=", "RUB"], "the account in its own currency");
    } finally {
      await t.close();
    }
  },
);
