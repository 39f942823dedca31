// The free career consultation and the installment flag (spec 01 constants, spec 03): the free service's page says
// "Free" and books through the send-request dialog, its buy page sends you back there, and checkout never sells it;
// the services from $300 carry the installment flag on their cards and pages, the cheaper ones do not.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import { products } from "../../db/schema/index.ts";
import { createTestApp } from "../support/app.ts";
import { INSTALLMENT_MIN_USD, isFreeService, showsInstallment } from "../../src/domain/billing.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test("installment from $300, free at $0", () => {
  assert.equal(INSTALLMENT_MIN_USD, 300);
  assert.equal(showsInstallment(299.99), false);
  assert.equal(showsInstallment(300), true);
  assert.equal(showsInstallment(1200), true);
  assert.equal(isFreeService(0), true);
  assert.equal(isFreeService(50), false);
});

Deno.test("the free career consultation: its page, its buy page, and checkout", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    for (const [locale, free, book] of [["ru", "Бесплатно", "Записаться бесплатно"], ["en", "Free", "Book for free"]]) {
      const res = await t.request(`/${locale}/services/career-consultation/`);
      assert.equal(res.status, 200);
      const html = await res.text();
      assert.match(html, new RegExp(`data-testid="service-price"[^>]*>${free}<`));
      assert.match(html, new RegExp(`data-testid="send-request-open"[^>]*>${book}<`));
      assert.doesNotMatch(html, /href="\/(ru|en)\/buy-service\/career-consultation\/?"/);
      const buy = await t.request(`/${locale}/buy-service/career-consultation/`, { redirect: "manual" });
      assert.equal(buy.status, 307);
      assert.match(buy.headers.get("location") ?? "", new RegExp(`/${locale}/services/career-consultation/?$`));
    }
    const list = await (await t.request("/en/services/")).text();
    assert.match(
      list,
      /href="\/en\/services\/career-consultation\/?"[^>]*data-testid="service-book"|data-testid="service-book"[^>]*href="\/en\/services\/career-consultation\/?"/,
    );
    const [product] = await t.db.select().from(products).where(
      and(eq(products.slug, "career-consultation"), eq(products.language, "en")),
    );
    const res = await t.graphql(
      `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id, redirectUrl: "/en/order-completed") { url } }`,
      { id: String(product.id) },
      { "x-test-viewer": "authorized" },
    );
    assert.equal((res.errors?.[0] as { extensions?: { code?: string } }).extensions?.code, "NOT_FOUND");
  } finally {
    await t.close();
  }
});

Deno.test(
  "the installment flag: on every service from $300 and on none below, in the API and on the pages",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const res = await t.graphql<
        { getProducts: Array<{ slug: string; priceInUsd: number; showInstallment: boolean; isFree: boolean }> }
      >(
        `{ getProducts(language: en) { slug priceInUsd showInstallment isFree } }`,
      );
      const list = res.data!.getProducts;
      assert.ok(list.some((p) => p.showInstallment) && list.some((p) => !p.showInstallment));
      for (const p of list) {
        assert.equal(p.showInstallment, p.priceInUsd >= 300, p.slug);
        assert.equal(p.isFree, p.priceInUsd === 0, p.slug);
      }
      const expensive = await (await t.request("/ru/services/promotion-on-linkedin/")).text();
      assert.match(expensive, /data-testid="service-installment"[^>]*>Можно оплатить частями</);
      assert.match(expensive, />Оплатить частями</);
      const cheap = await (await t.request("/ru/services/cv/")).text();
      assert.doesNotMatch(cheap, /service-installment/);
    } finally {
      await t.close();
    }
  },
);
