// The back office's catalogue (/admin/products, plans, coupons, offers): a price change reaching the public service
// page and the next checkout; a plan's new price for new members only; archive hiding a product while its buyer keeps
// access; delete refused when an order names it; coupons checked at checkout with their limits, deactivated, locked
// once used; one active first-timer offer; bad input and a stale sign-in changing nothing; and stored XSS in a
// product's title and description rendered inert on the public page.
import assert from "node:assert/strict";
import { asc, count, eq } from "drizzle-orm";
import sanitizeHtml from "sanitize-html";
import {
  adminAuditLog,
  coupons,
  customDiscounts,
  orders,
  plans,
  products,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { createTestApp } from "../support/app.ts";
import { createViewer, gqlAs, type TestViewer } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type App = Awaited<ReturnType<typeof createTestApp>>;

const PRODUCT_FIELDS = `id slug language title description priceUsd priceRub priceRubResolved status orderCount
  canDelete publicPath`;
const SAVE_PRODUCT = `mutation($input: AdminProductInput!) { adminSaveProduct(input: $input) { ${PRODUCT_FIELDS} } }`;
const ARCHIVE_PRODUCT = `mutation($id: ID!) { adminArchiveProduct(id: $id) { ${PRODUCT_FIELDS} } }`;
const DELETE_PRODUCT = `mutation($id: ID!) { adminDeleteProduct(id: $id) { id } }`;
const SAVE_PLAN = `mutation($input: AdminPlanInput!) { adminSavePlan(input: $input) { id priceUsd priceRub
  liveMemberships } }`;
const SAVE_COUPON = `mutation($input: AdminCouponInput!) { adminSaveCoupon(input: $input) { id code kind
  discountBasisPoints productId maxUsers expiresOn isExpired active isUsed stripeCouponId } }`;
const DELETE_COUPON = `mutation($id: ID!) { adminDeleteCoupon(id: $id) { id } }`;
const SAVE_OFFER = `mutation($input: AdminOfferInput!) { adminSaveOffer(input: $input) { id name active } }`;
const COUPON_CHECK = `query($code: String!, $provider: PaymentProvider!, $sub: Boolean!, $productId: ID) {
  isCouponValid(couponCode: $code, paymentProvider: $provider, isSubscription: $sub, productId: $productId) {
    couponCode discountPercentage } }`;

type Product = {
  id: string;
  slug: string;
  title: string;
  description: string;
  priceUsd: number;
  priceRub: number | null;
  priceRubResolved: number;
  status: string;
  orderCount: number;
  canDelete: boolean;
  publicPath: string | null;
};

function productInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: "Capybara career review",
    slug: "capybara-review",
    language: "en",
    kind: "ExternalAccess",
    category: "CAREER",
    description: "A review of your CV\nA call with a mentor",
    priceUsd: 15_000,
    priceRub: null,
    status: "PUBLISHED",
    externalAccessUrl: "https://example.org/capybara-access",
    ...overrides,
  };
}

async function saveProduct(t: App, admin: TestViewer, input: Record<string, unknown>) {
  const res = await gqlAs<{ adminSaveProduct: Product }>(t, admin, SAVE_PRODUCT, { input });
  assert.equal(res.errors, undefined, JSON.stringify(res.errors));
  return res.data!.adminSaveProduct;
}

/** A signed-in buyer who is not on the team: the cookie header a browser would send. */
async function newBuyer(t: App) {
  const [user] = await t.db.insert(users).values({
    email: `buyer-${crypto.randomUUID().slice(0, 8)}@fellows.test`,
    emailVerified: true,
    firstName: "Buyer",
    lastName: "Tester",
  }).returning();
  const { token } = await createSession(t.db, user.id);
  return { user, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}

async function catalogueSnapshot(t: App) {
  const [audit] = await t.db.select({ n: count() }).from(adminAuditLog);
  return JSON.stringify({
    products: await t.db.select().from(products).orderBy(asc(products.id)),
    plans: await t.db.select().from(plans).orderBy(asc(plans.id)),
    coupons: await t.db.select().from(coupons).orderBy(asc(coupons.id)),
    offers: await t.db.select().from(customDiscounts).orderBy(asc(customDiscounts.id)),
    audit: Number(audit.n),
  });
}

/** Every element of a page as a real HTML parser (htmlparser2, through sanitize-html) reads it. */
function elementsOf(html: string) {
  const elements: Array<{ tag: string; attribs: Record<string, string>; text: string }> = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      elements.push({ tag: frame.tag, attribs: { ...frame.attribs }, text: frame.text });
      return false;
    },
  });
  return elements;
}

Deno.test(
  "a price change shows on the public service page and the next checkout charges it; the audit log keeps both",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const product = await saveProduct(t, admin, productInput());
    assert.equal(product.publicPath, "/services/capybara-review");
    assert.ok(product.priceRubResolved > 0 && product.priceRubResolved % 10_000 === 0, "derived, whole 100 rubles");
    assert.equal(product.description, "A review of your CV | A call with a mentor");
    let html = await (await t.request("/en/services/capybara-review/")).text();
    assert.match(html, /\$150(?![.\d])/);

    const changed = await saveProduct(
      t,
      admin,
      productInput({ id: product.id, priceUsd: 17_550, priceRub: 1_500_000 }),
    );
    assert.deepEqual([changed.priceUsd, changed.priceRub, changed.priceRubResolved], [17_550, 1_500_000, 1_500_000]);
    html = await (await t.request("/en/services/capybara-review/")).text();
    assert.match(html, /\$175\.50/, "the page shows the new price");
    assert.doesNotMatch(html, /\$150(?![.\d])/);

    const buyer = await newBuyer(t);
    const stripe = await t.graphql<{ createStripeProductSession: { url: string } }>(
      `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
        redirectUrl: "/en/order-completed?prId=${product.id}") { url } }`,
      { id: product.id },
      buyer.headers,
    );
    assert.equal(stripe.errors, undefined, JSON.stringify(stripe.errors));
    const yoo = await t.graphql(
      `mutation($id: ID!) { initYooOrderToken(quantity: 1, productId: $id) { paymentId } }`,
      { id: product.id },
      buyer.headers,
    );
    assert.equal(yoo.errors, undefined, JSON.stringify(yoo.errors));
    const made = await t.db.select().from(orders).where(eq(orders.userId, buyer.user.id)).orderBy(
      asc(orders.createdAt),
    );
    assert.deepEqual(
      made.map((o) => [o.currency, o.originalPrice]).sort(),
      [["RUB", 1_500_000], ["USD", 17_550]],
      "checkout charges the new price in both currencies",
    );

    const audit = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.entity, "product"))
      .orderBy(asc(adminAuditLog.id));
    assert.equal(audit.length, 2);
    const changes = audit[1].changes as Record<string, { before: unknown; after: unknown }>;
    assert.deepEqual(changes.priceUsd, { before: 15_000, after: 17_550 });
    assert.deepEqual(changes.priceRub, { before: null, after: 1_500_000 });
  },
);

Deno.test(
  "a plan's new price is what new members see; a membership already started keeps its price",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const [plan] = await t.db.insert(plans).values({
      billingCycle: "MONTHLY",
      titleRu: "Месяц",
      titleEn: "Month",
      priceUsd: 2000,
      priceRub: 190_000,
      stripePriceId: "price_month",
    }).returning();
    const member = await newBuyer(t);
    await t.db.insert(subscriptions).values({
      userId: member.user.id,
      planId: plan.id,
      provider: "YOO",
      status: "ACTIVE",
      currency: "RUB",
      priceWithoutDiscount: 190_000,
      providerSubscriptionId: `yoo-${crypto.randomUUID()}`,
    });
    const saved = await gqlAs<{ adminSavePlan: { priceUsd: number; priceRub: number; liveMemberships: number } }>(
      t,
      admin,
      SAVE_PLAN,
      {
        input: {
          id: String(plan.id),
          billingCycle: "MONTHLY",
          titleRu: "Месяц в клубе",
          titleEn: "A month in the club",
          featuresRu: ["Вакансии", "", "  Статьи "],
          featuresEn: ["Jobs", "Articles"],
          priceUsd: 2500,
          priceRub: 240_000,
          stripePriceId: "price_month",
          status: "PUBLISHED",
        },
      },
    );
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    assert.deepEqual({ ...saved.data!.adminSavePlan, id: undefined }, {
      id: undefined,
      priceUsd: 2500,
      priceRub: 240_000,
      liveMemberships: 1,
    });
    const [stored] = await t.db.select().from(plans).where(eq(plans.id, plan.id));
    assert.deepEqual(stored.featuresRu, ["Вакансии", "Статьи"]);
    assert.equal(stored.stripePriceId, "price_month", "Stripe's price id stays as entered");
    const offered = await t.graphql<{ getSubscriptionPlans: Array<{ price: { value: number } }> }>(
      `{ getSubscriptionPlans(language: ru) { price { value } } }`,
    );
    assert.deepEqual(offered.data!.getSubscriptionPlans.map((p) => p.price.value), [2400]);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.user.id));
    assert.equal(sub.priceWithoutDiscount, 190_000, "the member keeps the price they joined at");
  },
);

Deno.test(
  "archive hides a product from the public pages, its buyer keeps access; delete is refused while an order names it",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const product = await saveProduct(t, admin, productInput());
    const buyer = await newBuyer(t);
    await t.db.insert(orders).values({
      userId: buyer.user.id,
      productId: Number(product.id),
      status: "PAID",
      provider: "STRIPE",
      providerPaymentId: "cs_paid_capybara",
      currency: "USD",
      originalPrice: 15_000,
      totalPrice: 15_000,
      paidAt: new Date(),
    });
    const before = await catalogueSnapshot(t);
    const refused = await gqlAs(t, admin, DELETE_PRODUCT, { id: product.id });
    assert.equal(refused.errors?.[0]?.extensions?.i18nKey, "adminCatalogue.errors.productInUse");
    assert.equal(await catalogueSnapshot(t), before, "a refused delete changes nothing");

    const archived = await gqlAs<{ adminArchiveProduct: Product }>(t, admin, ARCHIVE_PRODUCT, { id: product.id });
    assert.equal(archived.data!.adminArchiveProduct.status, "ARCHIVED");
    assert.equal(archived.data!.adminArchiveProduct.publicPath, null);
    const list = await t.graphql<{ getProducts: Array<{ slug: string }> }>(`{ getProducts(language: en) { slug } }`);
    assert.ok(!list.data!.getProducts.some((p) => p.slug === "capybara-review"), "gone from the public list");
    const page = await t.request("/en/services/capybara-review/");
    assert.equal(page.status, 404);
    await page.body?.cancel();

    const mine = await t.graphql<
      { getOrders: Array<{ product: { title: string; externalAccessLinkProps: { url: string } | null } }> }
    >(`{ getOrders { product { title externalAccessLinkProps { url } } } }`, {}, buyer.headers);
    assert.equal(mine.errors, undefined, JSON.stringify(mine.errors));
    assert.deepEqual(mine.data!.getOrders.map((o) => o.product.externalAccessLinkProps?.url), [
      "https://example.org/capybara-access",
    ]);

    // A product nobody bought goes for good, with its audit entry.
    const spare = await saveProduct(t, admin, productInput({ slug: "spare-service", status: "DRAFT" }));
    assert.equal(spare.canDelete, true);
    const deleted = await gqlAs(t, admin, DELETE_PRODUCT, { id: spare.id });
    assert.equal(deleted.errors, undefined, JSON.stringify(deleted.errors));
    assert.equal((await t.db.select().from(products).where(eq(products.id, Number(spare.id)))).length, 0);
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.operation, "adminDeleteProduct"));
    assert.equal(entry.entityId, spare.id);
  },
);

Deno.test(
  "coupons: checkout accepts a new code within its limits (users, expiry, kind, product in either language)",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const ru = await saveProduct(t, admin, productInput({ language: "ru", title: "Разбор резюме" }));
    const en = await saveProduct(t, admin, productInput());
    const other = await saveProduct(t, admin, productInput({ slug: "other-service" }));
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const created = await gqlAs<{ adminSaveCoupon: Record<string, unknown> }>(t, admin, SAVE_COUPON, {
      input: {
        code: " capy-15 ",
        kind: "PRODUCTS",
        discountBasisPoints: 1500,
        productId: ru.id,
        maxUsers: 1,
        expiresOn: tomorrow,
      },
    });
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const coupon = created.data!.adminSaveCoupon;
    assert.equal(coupon.code, "CAPY-15");
    assert.equal(coupon.expiresOn, tomorrow);
    const check = async (productId: string | null, sub = false, code = "capy-15") =>
      (await t.graphql<{ isCouponValid: { discountPercentage: number } | null }>(COUPON_CHECK, {
        code,
        provider: "Yoo",
        sub,
        productId,
      })).data?.isCouponValid ?? null;
    assert.equal((await check(ru.id))?.discountPercentage, 0.15);
    assert.equal((await check(en.id))?.discountPercentage, 0.15, "the same product in the other language");
    assert.equal(await check(other.id), null, "another product");
    assert.equal(await check(null, true), null, "not for memberships");

    const duplicate = await gqlAs(t, admin, SAVE_COUPON, {
      input: { code: "CAPY-15", kind: "SUBSCRIPTIONS", discountBasisPoints: 1000 },
    });
    assert.equal(duplicate.errors?.[0]?.extensions?.i18nKey, "adminCatalogue.errors.codeTaken");
    const bound = await gqlAs(t, admin, SAVE_COUPON, {
      input: { code: "SUB-10", kind: "SUBSCRIPTIONS", discountBasisPoints: 1000, productId: ru.id },
    });
    assert.equal(bound.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", "a membership coupon names no product");

    // Expired yesterday: refused.
    const yesterday = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    const base = { code: "CAPY-15", kind: "PRODUCTS", discountBasisPoints: 1500, productId: ru.id, maxUsers: 1 };
    await gqlAs(t, admin, SAVE_COUPON, { input: { ...base, id: coupon.id, expiresOn: yesterday } });
    assert.equal(await check(ru.id), null, "expired");
    await gqlAs(t, admin, SAVE_COUPON, { input: { ...base, id: coupon.id, expiresOn: null } });
    assert.ok(await check(ru.id), "no end");

    // Its one user used it: the cap is reached, and the coupon is now locked and kept.
    await t.db.update(coupons).set({ countUsers: 1, countTimes: 1 }).where(eq(coupons.id, Number(coupon.id)));
    assert.equal(await check(ru.id), null, "max users reached");
    const before = await catalogueSnapshot(t);
    const del = await gqlAs(t, admin, DELETE_COUPON, { id: coupon.id });
    assert.equal(del.errors?.[0]?.extensions?.i18nKey, "adminCatalogue.errors.couponUsed");
    const rediscount = await gqlAs(t, admin, SAVE_COUPON, {
      input: { ...base, id: coupon.id, discountBasisPoints: 5000 },
    });
    assert.equal(rediscount.errors?.[0]?.extensions?.i18nKey, "adminCatalogue.errors.couponLocked");
    assert.equal(await catalogueSnapshot(t), before, "refusals change nothing");
    const raised = await gqlAs<{ adminSaveCoupon: { maxUsers: number } }>(t, admin, SAVE_COUPON, {
      input: { ...base, id: coupon.id, maxUsers: 5 },
    });
    assert.equal(raised.data!.adminSaveCoupon.maxUsers, 5);
    assert.ok(await check(ru.id), "room again after raising the cap");

    const off = await gqlAs<{ adminSaveCoupon: { active: boolean; isUsed: boolean } }>(t, admin, SAVE_COUPON, {
      input: { ...base, id: coupon.id, maxUsers: 5, active: false },
    });
    assert.deepEqual([off.data!.adminSaveCoupon.active, off.data!.adminSaveCoupon.isUsed], [false, true]);
    assert.equal(await check(ru.id), null, "deactivated");

    // An unused coupon is deleted.
    const spare = await gqlAs<{ adminSaveCoupon: { id: string } }>(t, admin, SAVE_COUPON, {
      input: { code: "SPARE", kind: "SUBSCRIPTIONS", discountBasisPoints: 500 },
    });
    assert.ok(await check(null, true, "spare"), "a membership coupon for Yoo");
    const gone = await gqlAs(t, admin, DELETE_COUPON, { id: spare.data!.adminSaveCoupon.id });
    assert.equal(gone.errors, undefined, JSON.stringify(gone.errors));
    const audit = await t.db.select({ n: count() }).from(adminAuditLog).where(eq(adminAuditLog.entity, "coupon"));
    assert.equal(Number(audit[0].n), 7, "every coupon write has its entry");
  },
);

Deno.test(
  "a coupon saved while Stripe is configured gets its Stripe coupon, and a new one when its discount changes",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const saved = await gqlAs<{ adminSaveCoupon: { id: string; stripeCouponId: string | null } }>(
      t,
      admin,
      SAVE_COUPON,
      { input: { code: "STRIPE-20", kind: "SUBSCRIPTIONS", discountBasisPoints: 2000 } },
    );
    assert.equal(saved.errors, undefined, JSON.stringify(saved.errors));
    const { id, stripeCouponId } = saved.data!.adminSaveCoupon;
    assert.equal(stripeCouponId, `promo_${id}_2000`);
    const stripeCheck = await t.graphql<{ isCouponValid: { couponCode: string } | null }>(COUPON_CHECK, {
      code: "stripe-20",
      provider: "Stripe",
      sub: true,
      productId: null,
    });
    assert.equal(stripeCheck.data?.isCouponValid?.couponCode, "STRIPE-20");
    const changed = await gqlAs<{ adminSaveCoupon: { stripeCouponId: string | null } }>(t, admin, SAVE_COUPON, {
      input: { id, code: "STRIPE-20", kind: "SUBSCRIPTIONS", discountBasisPoints: 2500 },
    });
    assert.equal(changed.data!.adminSaveCoupon.stripeCouponId, `promo_${id}_2500`);
  },
);

Deno.test("one first-timer offer is active at a time", opts, async () => {
  await using t = await createTestApp({ seed: false });
  const admin = await createViewer(t, "admin");
  const first = await gqlAs<{ adminSaveOffer: { id: string; active: boolean } }>(t, admin, SAVE_OFFER, {
    input: { name: "Week trial", trialPeriodDays: 7, discountAfterTrial: 20, discountedCharges: 2, active: true },
  });
  assert.equal(first.errors, undefined, JSON.stringify(first.errors));
  const second = await gqlAs<{ adminSaveOffer: { id: string; active: boolean } }>(t, admin, SAVE_OFFER, {
    input: { name: "Two weeks", trialPeriodDays: 14, active: true },
  });
  assert.equal(second.data!.adminSaveOffer.active, true);
  const rows = await t.db.select().from(customDiscounts).orderBy(asc(customDiscounts.id));
  assert.deepEqual(rows.map((r) => [r.name, r.active]), [["Week trial", false], ["Two weeks", true]]);
  const offers = await gqlAs<{ adminOffers: Array<{ name: string; active: boolean }> }>(
    t,
    admin,
    `{ adminOffers { name active } }`,
  );
  assert.deepEqual(offers.data!.adminOffers.map((o) => o.name), ["Two weeks", "Week trial"], "the active one first");
  const bad = await gqlAs(t, admin, SAVE_OFFER, { input: { name: "Too much", discountAfterTrial: 150 } });
  assert.equal(bad.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
});

Deno.test(
  "bad input gets a translated error and changes nothing; a stale sign-in is asked for the password again",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const product = await saveProduct(t, admin, productInput());
    const before = await catalogueSnapshot(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [productInput({ id: product.id, priceUsd: -1 }), "adminCatalogue.errors.price"],
      [productInput({ id: product.id, slug: "Not a slug!" }), "adminCatalogue.errors.slug"],
      [productInput({ id: product.id, title: "  " }), "adminCatalogue.errors.titleRequired"],
      [productInput({ id: product.id, externalAccessUrl: "javascript:alert(1)" }), "adminCatalogue.errors.url"],
      [productInput({ id: product.id, status: "MODERATION" }), "adminCatalogue.errors.status"],
    ];
    for (const [input, key] of cases) {
      const res = await gqlAs(t, admin, SAVE_PRODUCT, { input });
      assert.equal(res.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", key);
      const fields = res.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
      assert.ok(Object.values(fields ?? {}).includes(key), `${key}: ${JSON.stringify(res.errors)}`);
    }
    const taken = await gqlAs(t, admin, SAVE_PRODUCT, { input: productInput() });
    assert.equal(taken.errors?.[0]?.extensions?.i18nKey, "adminCatalogue.errors.slugTaken");
    const badPercent = await gqlAs(t, admin, SAVE_COUPON, {
      input: { code: "ZERO", kind: "PRODUCTS", discountBasisPoints: 0 },
    });
    assert.equal(badPercent.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.equal(await catalogueSnapshot(t), before, "nothing changed");

    const stale = await createViewer(t, "admin", { signedInMinutesAgo: 45 });
    const res = await gqlAs(t, stale, SAVE_PRODUCT, { input: productInput({ id: product.id, priceUsd: 1 }) });
    assert.equal(res.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
    const coupon = await gqlAs(t, stale, SAVE_COUPON, {
      input: { code: "STALE", kind: "PRODUCTS", discountBasisPoints: 100 },
    });
    assert.equal(coupon.errors?.[0]?.extensions?.code, "REAUTHENTICATION_REQUIRED");
    assert.equal(await catalogueSnapshot(t), before, "a stale sign-in changes nothing");
    const read = await gqlAs<{ adminProducts: { total: number } }>(t, stale, `{ adminProducts { total } }`);
    assert.equal(read.data?.adminProducts.total, 1, "reading needs no fresh password");
  },
);

Deno.test(
  "stored XSS in a product's title and description renders inert on the public pages",
  opts,
  async () => {
    await using t = await createTestApp({ seed: false });
    const admin = await createViewer(t, "admin");
    const title = `Capy</script><script>alert("t")</script><img src=x onerror=alert(1)>`;
    await saveProduct(
      t,
      admin,
      productInput({
        title,
        description: `<script>alert("d")</script>\n<img src=x onerror=alert(2)>\n"quoted" & <b>bold</b>`,
      }),
    );
    for (const path of ["/en/services/capybara-review/", "/en/services/"]) {
      const res = await t.request(path);
      assert.equal(res.status, 200, path);
      const html = await res.text();
      const elements = elementsOf(html);
      // The payload's own script element would hold just its call; the page's data scripts hold it escaped.
      assert.ok(
        !elements.some((e) => e.tag === "script" && /^\s*alert\(/.test(e.text)),
        `${path}: no script element runs the payload`,
      );
      assert.ok(!html.includes(`</script><script>alert("t")`), `${path}: the title never closes a script`);
      assert.ok(
        !elements.some((e) => Object.keys(e.attribs).some((a) => a.startsWith("on")) && e.attribs.src === "x"),
        `${path}: no element carries the payload's handler`,
      );
      assert.ok(!elements.some((e) => e.tag === "b" && e.text === "bold"), `${path}: markup shown as text`);
      assert.match(html, /&lt;img src=x onerror=alert\(1\)&gt;|\\u003cimg src=x onerror=alert\(1\)\\u003e/);
    }
  },
);
