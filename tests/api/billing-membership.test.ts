// What a member reads about their membership and purchases over GraphQL on a real database: the discount the
// membership carries (a coupon, the first-timer offer after the trial, the retention offer) on either provider, the
// day access ends after a cancellation, the state of an order the order-completed page asks about, and the learning
// path a paid product opens.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import {
  coupons,
  customDiscounts,
  learningPaths,
  orders,
  plans,
  products,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;

const MY_SUBSCRIPTION = `{ getMySubscription {
  __typename
  ... on StripeSubscription { status cancel_at discount { amount_off percent_off valid kind couponCode numberOfCharges } }
  ... on YooSubscription { status nextTimeCharge cancel_at discount { percentage numberOfCharges kind couponCode } }
} }`;

type Discount = {
  amount_off?: number | null;
  percent_off?: number | null;
  percentage?: number;
  valid?: boolean;
  kind: string;
  couponCode: string | null;
  numberOfCharges: number | null;
};
type Mine = {
  getMySubscription: {
    __typename: string;
    status: string;
    cancel_at: string | null;
    nextTimeCharge?: string | null;
    discount: Discount | null;
  } | null;
};

async function member(
  t: App,
  subscription: Partial<typeof subscriptions.$inferInsert> & { provider: "STRIPE" | "YOO" },
) {
  const [user] = await t.db.insert(users).values({
    email: `member-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: "Maria",
    lastName: "Member",
    isFellow: true,
  }).returning();
  const [plan] = await t.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
  const start = new Date(Date.now() - 5 * 86_400_000);
  await t.db.insert(subscriptions).values({
    userId: user.id,
    planId: plan.id,
    status: "ACTIVE",
    currency: subscription.provider === "YOO" ? "RUB" : "USD",
    priceWithoutDiscount: subscription.provider === "YOO" ? plan.priceRub : plan.priceUsd,
    providerSubscriptionId: `sub_${crypto.randomUUID()}`,
    startedAt: start,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000),
    numberOfCharges: 1,
    ...subscription,
  });
  return { user, headers: { cookie: `${SESSION_COOKIE}=${(await createSession(t.db, user.id)).token}` } };
}

async function mine(t: App, headers: Record<string, string>) {
  const res = await t.graphql<Mine>(MY_SUBSCRIPTION, {}, headers);
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.getMySubscription!;
}

Deno.test(
  "the membership carries its discount: a coupon, the first-timer offer after the trial and the retention offer, on both providers",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
      const [offer] = await t.db.select().from(customDiscounts).where(eq(customDiscounts.active, true));
      assert.equal(offer.discountAfterTrial, 50);

      // WELCOME10 took 10 % off the first payment: Stripe and YooKassa say so, and that it is spent.
      const stripeCoupon = await member(t, { provider: "STRIPE", couponId: welcome.id });
      assert.deepEqual((await mine(t, stripeCoupon.headers)).discount, {
        amount_off: null,
        percent_off: 10,
        valid: false,
        kind: "COUPON",
        couponCode: "WELCOME10",
        numberOfCharges: 1,
      });
      const yooCoupon = await member(t, { provider: "YOO", couponId: welcome.id });
      assert.deepEqual((await mine(t, yooCoupon.headers)).discount, {
        percentage: 10,
        numberOfCharges: 1,
        kind: "COUPON",
        couponCode: "WELCOME10",
      });

      // In the trial (no charge yet), the first-timer offer's 50 % waits for the first payment after it.
      const trial = { status: "TRIALING" as const, numberOfCharges: 0, customDiscountId: offer.id };
      const stripeTrial = await member(t, {
        provider: "STRIPE",
        ...trial,
        trialEnd: new Date(Date.now() + 86_400_000),
      });
      assert.deepEqual((await mine(t, stripeTrial.headers)).discount, {
        amount_off: null,
        percent_off: 50,
        valid: true,
        kind: "FIRST_TIMER_OFFER",
        couponCode: null,
        numberOfCharges: 1,
      });
      const yooTrial = await member(t, { provider: "YOO", ...trial });
      assert.deepEqual((await mine(t, yooTrial.headers)).discount, {
        percentage: 50,
        numberOfCharges: 1,
        kind: "FIRST_TIMER_OFFER",
        couponCode: null,
      });
      // Once the discounted charge is made, the offer is spent and still shown as what the member had.
      const spent = await member(t, { provider: "YOO", customDiscountId: offer.id, numberOfCharges: 1 });
      assert.deepEqual((await mine(t, spent.headers)).discount, {
        percentage: 50,
        numberOfCharges: 1,
        kind: "FIRST_TIMER_OFFER",
        couponCode: null,
      });

      // The retention offer: 50 % off the next payment, on both.
      const kept = new Date();
      const stripeKept = await member(t, { provider: "STRIPE", couponId: welcome.id, retentionOfferUsedAt: kept });
      assert.deepEqual((await mine(t, stripeKept.headers)).discount, {
        amount_off: null,
        percent_off: 50,
        valid: true,
        kind: "RETENTION_OFFER",
        couponCode: null,
        numberOfCharges: 1,
      });
      const yooKept = await member(t, { provider: "YOO", retentionOfferUsedAt: kept, pendingDiscountPercent: 50 });
      assert.deepEqual((await mine(t, yooKept.headers)).discount, {
        percentage: 50,
        numberOfCharges: 1,
        kind: "RETENTION_OFFER",
        couponCode: null,
      });

      // A membership without any says null.
      const plain = await member(t, { provider: "YOO" });
      assert.equal((await mine(t, plain.headers)).discount, null);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "a cancelled YooKassa membership says until when access lasts (cancel_at), like a Stripe one",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const end = new Date(Date.now() + 20 * 86_400_000);
      const yoo = await member(t, { provider: "YOO", status: "PAUSED", currentPeriodEnd: end, cancelAt: end });
      const paused = await mine(t, yoo.headers);
      assert.equal(paused.status, "PAUSED");
      assert.equal(paused.nextTimeCharge, null, "nothing more is charged");
      assert.equal(paused.cancel_at, end.toISOString());

      const stripe = await member(t, { provider: "STRIPE", status: "PAUSED", currentPeriodEnd: end, cancelAt: end });
      assert.equal((await mine(t, stripe.headers)).cancel_at, end.toISOString());

      // A live one has no end.
      const live = await member(t, { provider: "YOO" });
      assert.equal((await mine(t, live.headers)).cancel_at, null);
    } finally {
      await t.close();
    }
  },
);

const ORDER_FOR_PRODUCT = `query($id: ID!) { getMyOrderForProduct(productId: $id) { status product { title
  downloadableMediaProps { files { fileName } } } } }`;
type OrderForProduct = {
  getMyOrderForProduct: { status: string; product: { title: string; downloadableMediaProps: unknown } } | null;
};

Deno.test(
  "getMyOrderForProduct: null for a product never bought or unknown, the order's status while it is not paid, access only when paid",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const buyer = await member(t, { provider: "YOO" });
      const [cv] = await t.db.select().from(products).where(eq(products.slug, "cv-checklist"));
      const ask = async (id: string) => {
        const res = await t.graphql<OrderForProduct>(ORDER_FOR_PRODUCT, { id }, buyer.headers);
        assert.equal(res.errors, undefined, JSON.stringify(res.errors));
        return res.data!.getMyOrderForProduct;
      };
      assert.equal(await ask(String(cv.id)), null, "never bought");
      assert.equal(await ask("999999"), null, "no such product");

      const [pending] = await t.db.insert(orders).values({
        userId: buyer.user.id,
        productId: cv.id,
        provider: "YOO",
        providerPaymentId: `pay_${crypto.randomUUID()}`,
        currency: "RUB",
        originalPrice: 90000,
        totalPrice: 90000,
      }).returning();
      const waiting = await ask(String(cv.id));
      assert.equal(waiting?.status, "PENDING");
      assert.equal(waiting?.product.downloadableMediaProps, null, "no access before the payment is confirmed");

      await t.db.update(orders).set({ status: "FAILED" }).where(eq(orders.id, pending.id));
      assert.equal((await ask(String(cv.id)))?.status, "FAILED");

      await t.db.update(orders).set({ status: "PAID", paidAt: new Date() }).where(eq(orders.id, pending.id));
      const paid = await ask(String(cv.id));
      assert.equal(paid?.status, "PAID");
      assert.deepEqual(paid?.product.downloadableMediaProps, { files: [{ fileName: "cv-checklist.pdf" }] });
    } finally {
      await t.close();
    }
  },
);

const PATH_ACCESS = `query($id: ID!) { getMyOrderForProduct(productId: $id) { status product {
  accessToLearningPathProps { learningPath { title slug } } } } }`;
type PathAccess = {
  getMyOrderForProduct: {
    status: string;
    product: { accessToLearningPathProps: { learningPath: { title: string; slug: string } | null } | null };
  } | null;
};

Deno.test("a paid learning path product links its buyer to the path; an unpaid order links nothing", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const buyer = await member(t, { provider: "YOO" });
    const [path] = await t.db.select().from(learningPaths).limit(1);
    const [product] = await t.db.insert(products).values({
      slug: "path-access",
      language: "en",
      title: "Path access",
      kind: "LearningPathAccess",
      priceUsd: 5000,
      learningPathId: path.id,
    }).returning();
    const [order] = await t.db.insert(orders).values({
      userId: buyer.user.id,
      productId: product.id,
      provider: "YOO",
      providerPaymentId: `pay_${crypto.randomUUID()}`,
      currency: "RUB",
      originalPrice: 450000,
      totalPrice: 450000,
    }).returning();
    const ask = async () => {
      const res = await t.graphql<PathAccess>(PATH_ACCESS, { id: String(product.id) }, buyer.headers);
      assert.equal(res.errors, undefined, JSON.stringify(res.errors));
      return res.data!.getMyOrderForProduct!;
    };
    assert.equal((await ask()).product.accessToLearningPathProps, null, "no access before the payment");

    await t.db.update(orders).set({ status: "PAID", paidAt: new Date() }).where(eq(orders.id, order.id));
    assert.deepEqual((await ask()).product.accessToLearningPathProps, {
      learningPath: { title: path.title, slug: path.slug },
    });
  } finally {
    await t.close();
  }
});

Deno.test(
  "a cancelled membership shows no discount: its first payment's coupon or offer is history, on both providers",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const [welcome] = await t.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
      const [offer] = await t.db.select().from(customDiscounts).where(eq(customDiscounts.active, true));
      const ended = { status: "CANCELLED" as const, cancelledAt: new Date(), cancelReason: "FOUND_A_JOB" };
      for (const provider of ["STRIPE", "YOO"] as const) {
        const withCoupon = await member(t, { provider, couponId: welcome.id, ...ended });
        const shown = await mine(t, withCoupon.headers);
        assert.equal(shown.status, "CANCELLED");
        assert.equal(shown.discount, null, `${provider}: coupon`);
        const withOffer = await member(t, { provider, customDiscountId: offer.id, ...ended });
        assert.equal((await mine(t, withOffer.headers)).discount, null, `${provider}: offer`);
        const kept = await member(t, {
          provider,
          retentionOfferUsedAt: new Date(),
          pendingDiscountPercent: provider === "YOO" ? 50 : null,
          ...ended,
        });
        assert.equal((await mine(t, kept.headers)).discount, null, `${provider}: retention offer`);
        // Still active: the coupon of the first payment is shown as before.
        const active = await member(t, { provider, couponId: welcome.id });
        assert.equal((await mine(t, active.headers)).discount?.kind, "COUPON");
      }
    } finally {
      await t.close();
    }
  },
);
