// The billing catalogue over GraphQL on a real database (issue 13, first slice): plans in both languages and
// currencies, the first-timer offer, products with their ruble price, and coupon checks that say only valid or not.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import {
  coupons,
  customDiscounts,
  plans,
  products,
  subscriptions,
  userCustomDiscounts,
  users,
} from "../../db/schema/index.ts";
import { createTestApp, windowStartNow } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const PLANS = `query($language: Language!) { getSubscriptionPlans(language: $language) {
  id billingCycle title features price { value currency } priceInUsd priceInRub language } }`;
const OFFER =
  `{ userGetCustomDiscount { name trialPeriod discountAfterTrial group_description group_description_en } }`;
const COUPON = `query($code: String!, $provider: PaymentProvider!, $sub: Boolean!, $productId: ID) {
  isCouponValid(couponCode: $code, paymentProvider: $provider, isSubscription: $sub, productId: $productId) {
    couponCode discountPercentage stripeCouponId } }`;
const COUPON_MUTATION = `mutation($code: String!) {
  isCouponValid(couponCode: $code, paymentProvider: Yoo, isSubscription: true) { couponCode discountPercentage } }`;
const PRODUCT = `query($id: ID!) { getProductById(id: $id) {
  id slug title kind category description priceInUsd priceInRub language } }`;

type Plan = { billingCycle: string; title: string; features: string[]; price: { value: number; currency: string } };

Deno.test(
  "getSubscriptionPlans: the monthly and annual plans, texts and price in the language asked for",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const ru =
        (await t.graphql<{ getSubscriptionPlans: Plan[] }>(PLANS, { language: "ru" })).data!.getSubscriptionPlans;
      assert.deepEqual(ru.map((p) => [p.billingCycle, p.price.currency, p.price.value]), [
        ["MONTHLY", "RUB", 1900],
        ["ANNUALLY", "RUB", 18200],
      ]);
      assert.equal(ru[0].title, "Месяц в клубе");
      assert.match(ru[0].features[0], /вакансии/);
      const en =
        (await t.graphql<{ getSubscriptionPlans: Plan[] }>(PLANS, { language: "en" })).data!.getSubscriptionPlans;
      assert.deepEqual(en.map((p) => [p.billingCycle, p.price.currency, p.price.value]), [
        ["MONTHLY", "USD", 20],
        ["ANNUALLY", "USD", 192],
      ]);
      // An archived plan is not offered.
      await t.db.update(plans).set({ status: "ARCHIVED" }).where(eq(plans.billingCycle, "ANNUALLY"));
      const left = (await t.graphql<{ getSubscriptionPlans: Plan[] }>(PLANS, { language: "en" })).data!;
      assert.deepEqual(left.getSubscriptionPlans.map((p) => p.billingCycle), ["MONTHLY"]);
      // An unknown language is refused by the schema, nothing is read.
      const bad = await t.graphql(PLANS, { language: "de" });
      assert.equal(bad.data, undefined);
      assert.ok(bad.errors?.length);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "userGetCustomDiscount: the trial offer for a newcomer, none for visitors and former members",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      assert.equal((await t.graphql<{ userGetCustomDiscount: null }>(OFFER)).data!.userGetCustomDiscount, null);
      const member = { "x-test-viewer": "authorized" };
      // Without a grant a newcomer has no trial (the coupon box stays); the club grants the offer per user.
      assert.equal(
        (await t.graphql<{ userGetCustomDiscount: null }>(OFFER, {}, member)).data!.userGetCustomDiscount,
        null,
      );
      const [rita] = await t.db.select().from(users).where(eq(users.firstName, "Rita"));
      const [activeOffer] = await t.db.select().from(customDiscounts).where(eq(customDiscounts.active, true));
      await t.db.insert(userCustomDiscounts).values({ userId: rita.id, customDiscountId: activeOffer.id });
      const offer = (await t.graphql<{ userGetCustomDiscount: Record<string, unknown> }>(OFFER, {}, member)).data!;
      assert.deepEqual(offer.userGetCustomDiscount, {
        name: "First week free",
        trialPeriod: 7,
        discountAfterTrial: 50,
        group_description: "Первая неделя бесплатно, затем первый месяц за полцены",
        group_description_en: "The first week free, then half price for the first month",
      });
      // Someone who was a member before does not get the newcomers' trial again.
      const [user] = await t.db.select().from(users).where(eq(users.firstName, "Rita"));
      const [plan] = await t.db.select().from(plans).limit(1);
      await t.db.insert(subscriptions).values({
        userId: user.id,
        planId: plan.id,
        provider: "STRIPE",
        status: "CANCELLED",
        currency: "USD",
        priceWithoutDiscount: plan.priceUsd,
      });
      assert.equal(
        (await t.graphql<{ userGetCustomDiscount: null }>(OFFER, {}, member)).data!.userGetCustomDiscount,
        null,
      );
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "isCouponValid: the discount as a fraction when the code fits, null (COUPON_INVALID) otherwise",
  opts,
  async () => {
    const windowStart = windowStartNow(600_000);
    const t = await createTestApp({ seed: true, now: () => windowStart });
    try {
      const check = async (code: string, provider: "Stripe" | "Yoo", sub: boolean, productId?: string) =>
        (await t.graphql<{ isCouponValid: Record<string, unknown> | null }>(COUPON, { code, provider, sub, productId }))
          .data?.isCouponValid;
      const [cv] = await t.db.select().from(products).where(eq(products.slug, "cv")).limit(1);
      const [other] = await t.db.select().from(products).where(eq(products.slug, "portfolio")).limit(1);

      assert.deepEqual(await check(" welcome10 ", "Stripe", true), {
        couponCode: "WELCOME10",
        discountPercentage: 0.1,
        stripeCouponId: "demo_welcome10",
      });
      assert.equal(await check("WELCOME10", "Stripe", false, String(cv.id)), null, "a subscription code on a product");
      assert.deepEqual(await check("SERVICE15", "Yoo", false, String(cv.id)), {
        couponCode: "SERVICE15",
        discountPercentage: 0.15,
        stripeCouponId: "demo_service15",
      });
      assert.equal(await check("SERVICE15", "Yoo", true), null, "a product code on a subscription");
      assert.equal(await check("NOPE", "Yoo", true), null);

      // Bound to one product; without Stripe's coupon id, Stripe cannot apply it; expired and used-up codes fail.
      await t.db.update(coupons).set({ productId: cv.id, stripeCouponId: null }).where(eq(coupons.code, "SERVICE15"));
      assert.equal(await check("SERVICE15", "Yoo", false, String(other.id)), null);
      assert.equal((await check("SERVICE15", "Yoo", false, String(cv.id)))?.couponCode, "SERVICE15");
      assert.equal(await check("SERVICE15", "Stripe", false, String(cv.id)), null);
      await t.db.update(coupons).set({ expiresAt: new Date(windowStart.getTime() - 1) })
        .where(eq(coupons.code, "WELCOME10"));
      assert.equal(await check("WELCOME10", "Yoo", true), null);
      await t.db.update(coupons).set({ expiresAt: null, maxUsers: 5, countUsers: 5 }).where(
        eq(coupons.code, "WELCOME10"),
      );
      assert.equal(await check("WELCOME10", "Yoo", true), null);
      await t.db.update(coupons).set({ maxUsers: 6 }).where(eq(coupons.code, "WELCOME10"));

      // Checkout sends it as a mutation.
      const viaMutation = await t.graphql<{ isCouponValid: { couponCode: string } }>(COUPON_MUTATION, {
        code: "welcome10",
      });
      assert.equal(viaMutation.data!.isCouponValid.couponCode, "WELCOME10");

      // An empty code is a form error, not a lookup.
      const empty = await t.graphql(COUPON, { code: "  ", provider: "Yoo", sub: true });
      assert.equal(empty.errors?.[0].extensions?.code, "BAD_USER_INPUT");

      // Guessing codes is slowed: 30 checks per address per 10 minutes.
      let last;
      for (let i = 0; i < 30; i++) last = await t.graphql(COUPON, { code: `GUESS${i}`, provider: "Yoo", sub: true });
      assert.equal(last?.errors?.[0].extensions?.code, "TOO_MANY_REQUESTS");
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "getProductById: a service with its dollar price and the ruble price by the products rate",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const [cv] = await t.db.select().from(products).where(eq(products.slug, "cv")).orderBy(products.language).limit(
        1,
      );
      const found = await t.graphql<{ getProductById: Record<string, unknown> }>(PRODUCT, { id: String(cv.id) });
      assert.deepEqual(found.data!.getProductById, {
        id: String(cv.id),
        slug: "cv",
        title: cv.title,
        kind: "Coaching",
        category: "CAREER",
        description: cv.description,
        priceInUsd: 160,
        // 160 × 92.5 = 14,800: already a multiple of 100.
        priceInRub: 14800,
        language: cv.language,
      });
      // Its own ruble price wins; an unpublished or unknown product is null; a malformed id is refused.
      await t.db.update(products).set({ priceRub: 1_250_000 }).where(eq(products.id, cv.id));
      assert.equal(
        (await t.graphql<{ getProductById: { priceInRub: number } }>(PRODUCT, { id: String(cv.id) })).data!
          .getProductById.priceInRub,
        12500,
      );
      await t.db.update(products).set({ status: "DRAFT" }).where(eq(products.id, cv.id));
      assert.equal(
        (await t.graphql<{ getProductById: null }>(PRODUCT, { id: String(cv.id) })).data!.getProductById,
        null,
      );
      assert.equal((await t.graphql<{ getProductById: null }>(PRODUCT, { id: "999999" })).data!.getProductById, null);
      const bad = await t.graphql(PRODUCT, { id: "abc" });
      assert.ok(bad.errors?.length);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "sitemap.xml lists the subscription page and each language's buy page of a published paid product",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      await t.db.update(products).set({ status: "ARCHIVED" }).where(eq(products.slug, "cover-letter"));
      const xml = await (await t.request("/sitemap.xml")).text();
      for (const locale of ["ru", "en"]) {
        assert.match(xml, new RegExp(`<loc>https://fellows.test/${locale}/subscribe/</loc>`));
        assert.match(xml, new RegExp(`<loc>https://fellows.test/${locale}/buy-service/cv/</loc>`));
        assert.match(xml, new RegExp(`<loc>https://fellows.test/${locale}/services/cv/</loc>`));
        assert.match(
          xml,
          new RegExp(`<loc>https://fellows.test/${locale}/services/education/university-selection/</loc>`),
        );
        assert.doesNotMatch(xml, new RegExp(`/${locale}/buy-service/cover-letter/`));
        // A free service is booked on its own page; its buy page only redirects there, so it is not listed.
        assert.match(xml, new RegExp(`<loc>https://fellows.test/${locale}/services/career-consultation/</loc>`));
        assert.doesNotMatch(xml, new RegExp(`/${locale}/buy-service/career-consultation/`));
      }
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "getProducts: a language's published services, by category when asked; the buy page sends fellows' interviews on",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const LIST = `query($language: Language!, $category: ProductCategory) {
      getProducts(language: $language, category: $category) { slug category priceInUsd priceInRub language } }`;
      type List = {
        getProducts: Array<
          { slug: string; category: string; priceInUsd: number; priceInRub: number; language: string }
        >;
      };
      const all = (await t.graphql<List>(LIST, { language: "en" })).data!.getProducts;
      assert.ok(all.length >= 10);
      assert.ok(all.every((p) => p.language === "en"));
      assert.deepEqual(
        (await t.graphql<List>(LIST, { language: "ru", category: "UN" })).data!.getProducts.map((p) => p.slug),
        ["un-application"],
      );
      const interviews =
        (await t.graphql<List>(LIST, { language: "ru", category: "MOCK_INTERVIEW" })).data!.getProducts;
      assert.deepEqual(interviews.map((p) => [p.slug, p.priceInUsd]), [["mock-interview", 120]]);
      // An archived service is not offered; an unknown category is refused by the schema.
      await t.db.update(products).set({ status: "ARCHIVED" }).where(eq(products.slug, "cv"));
      const left = (await t.graphql<List>(LIST, { language: "en" })).data!.getProducts;
      assert.equal(left.some((p) => p.slug === "cv"), false);
      assert.ok((await t.graphql(LIST, { language: "en", category: "TOYS" })).errors?.length);
      // A fellow's mock interview is booked on the interviews page: the buy page redirects there.
      const fellow = await t.request("/ru/buy-service/mock-interview/", { headers: { "x-test-viewer": "fellow" } });
      assert.equal(fellow.status, 307);
      assert.equal(
        new URL(fellow.headers.get("location")!, "https://fellows.test").pathname,
        "/ru/services/interviews/",
      );
      const member = await t.request("/ru/buy-service/mock-interview/", { headers: { "x-test-viewer": "authorized" } });
      assert.equal(member.status, 200);
      for (
        const path of [
          "/ru/services/",
          "/en/services/un/",
          "/en/services/interviews/",
          "/ru/coaching/",
          "/ru/services/mock-interview/",
          "/en/services/education/university-selection/",
        ]
      ) {
        const page = await t.request(path);
        assert.equal(page.status, 200, path);
      }
      // A service's own page: its section decides the path; another section's path is the 404 page.
      assert.equal((await t.request("/en/services/university-selection/")).status, 404);
      assert.equal((await t.request("/en/services/education/cv/")).status, 404);
      assert.equal((await t.request("/en/services/no-such-service/")).status, 404);
      const page = await (await t.request("/en/services/portfolio/")).text();
      assert.match(page, /"@type":"Service"/);
      assert.match(page, /"priceCurrency":"USD"/);
      const coaching = await (await t.request("/ru/coaching/")).text();
      assert.match(coaching, /<link rel="canonical" href="https:\/\/fellows.test\/ru\/services\/"/);
    } finally {
      await t.close();
    }
  },
);
