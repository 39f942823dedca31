// The billing pages as the server renders them (spec 03): the buy page carries the same reviews and videos as the
// subscription page and every product its picture; prices read one ruble notation; the free consultation is booked,
// not paid; /subscribe-success welcomes only a member and sends a member on to a same-site `back`.
import assert from "node:assert/strict";
import { createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const FELLOW = { "x-test-viewer": "fellow" };

Deno.test(
  "the buy page shows the reviews and video carousels of the subscription page, in both languages",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      for (const locale of ["ru", "en"]) {
        const subscribe = await (await t.request(`/${locale}/subscribe/`)).text();
        assert.match(subscribe, /aria-labelledby="reviews-title"/);
        const html = await (await t.request(`/${locale}/buy-service/cv/`)).text();
        assert.match(html, /aria-labelledby="reviews-title"/, `${locale}: reviews`);
        assert.match(html, /aria-labelledby="videos-title"/, `${locale}: videos`);
        // The same reviews: the cards between the reviews heading and the videos.
        const reviews = (s: string) =>
          s.slice(s.indexOf('aria-labelledby="reviews-title"'), s.indexOf('aria-labelledby="videos-title"'))
            .match(/<article/g)?.length ?? 0;
        assert.ok(reviews(subscribe) > 0);
        assert.equal(reviews(html), reviews(subscribe), `${locale}: the same reviews`);
      }
    } finally {
      await t.close();
    }
  },
);

Deno.test("every product on sale has a picture on its buy page, the CV checklist included", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    for (const locale of ["ru", "en"]) {
      const html = await (await t.request(`/${locale}/buy-service/cv-checklist/`)).text();
      const card = html.slice(html.indexOf('data-testid="product-card"'));
      assert.match(card.slice(0, 600), /<img[^>]+src="\/pictures\/v1\/cover\/[^"]+\.svg"/, `${locale}: a picture`);
    }
  } finally {
    await t.close();
  }
});

Deno.test(
  "one ruble notation on the Russian pages: 'руб' beside the dollar price on products and plans alike",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const buy = await (await t.request("/ru/buy-service/cv-checklist/")).text();
      assert.match(buy, /data-testid="product-price"[^>]*>900\u00a0руб \/ \$10</);
      // (The home page's plans load in the browser: the same notation is checked there, tests/e2e/home.test.ts.)
      const html = await (await t.request("/ru/subscribe/")).text();
      assert.match(html, /1\u00a0900\u00a0руб \/ \$20/, "the monthly plan");
      assert.doesNotMatch(html, /₽/, "no second notation");
      // English shows dollars only.
      const en = await (await t.request("/en/subscribe/")).text();
      assert.match(en, />\$20<!-- -->|>\$20</);
      assert.doesNotMatch(en, /руб|₽/);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "the free consultation's counter says how many booked it, a paid service's how many bought it, on pages and lists",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const counters = async (path: string) =>
        [...(await (await t.request(path)).text()).matchAll(/data-testid="service-counter"[^>]*>([^<]+)</g)]
          .map((m) => m[1]);
      assert.match((await counters("/ru/services/career-consultation/"))[0], /^Записались \d+ раза?$/);
      assert.match((await counters("/en/services/career-consultation/"))[0], /^Booked \d+ times$/);
      assert.match((await counters("/en/services/cv/"))[0], /^Bought \d+ times$/);
      assert.match((await counters("/ru/services/cv/"))[0], /^Купили \d+ раза?$/);
      // The list of services: one free service booked, the rest bought.
      const list = await counters("/en/services/");
      assert.equal(list.filter((text) => /^Booked/.test(text)).length, 1, list.join(" | "));
      assert.ok(list.filter((text) => /^Bought/.test(text)).length > 1);
    } finally {
      await t.close();
    }
  },
);

Deno.test("the free consultation's page says it is booked by request, never that you pay", opts, async () => {
  const t = await createTestApp({ seed: true });
  try {
    const ru = await (await t.request("/ru/services/career-consultation/")).text();
    assert.doesNotMatch(ru, /оплачиваете/);
    assert.match(ru, /Вы оставляете заявку здесь/);
    const en = await (await t.request("/en/services/career-consultation/")).text();
    assert.doesNotMatch(en, /You pay here/);
    assert.match(en, /You send a request here/);
    // A paid service still says how paying goes.
    assert.match(await (await t.request("/en/services/cv/")).text(), /You pay here/);
  } finally {
    await t.close();
  }
});

Deno.test(
  "/subscribe-success welcomes only a member: a visitor who is not signed in is asked to sign in",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const visitor = await (await t.request("/en/subscribe-success/")).text();
      assert.doesNotMatch(visitor, /Your membership is active|Welcome to the club/);
      assert.match(visitor, /Sign in to see your membership/);
      assert.match(visitor, /data-testid="success-sign-in"/);
      const ru = await (await t.request("/ru/subscribe-success/")).text();
      assert.doesNotMatch(ru, /Членство активно|Добро пожаловать/);
      const member = await (await t.request("/en/subscribe-success/", { headers: FELLOW })).text();
      assert.match(member, /Welcome to the club!/);
    } finally {
      await t.close();
    }
  },
);

Deno.test(
  "/subscribe-success?back= redirects a member to its same-site path and ignores any other",
  opts,
  async () => {
    const t = await createTestApp({ seed: true });
    try {
      const go = (back: string, headers: Record<string, string> = FELLOW) =>
        t.request(`/ru/subscribe-success/?back=${encodeURIComponent(back)}`, { headers, redirect: "manual" });
      const member = await go("/ru/jobs/?q=un");
      assert.equal(member.status, 307);
      assert.equal(member.headers.get("location"), "/ru/jobs/?q=un");
      for (const unsafe of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
        const res = await go(unsafe);
        assert.equal(res.status, 200, unsafe);
        // The page's own state may echo the address; no link leads there.
        assert.doesNotMatch(await res.text(), /href="(\/\/|https?:\/\/|\/\\)evil\.example|href="javascript:/, unsafe);
      }
      // Not a member (yet): no redirect, and no link out either.
      const visitor = await go("/ru/jobs/", {});
      assert.equal(visitor.status, 200);
      assert.doesNotMatch(await visitor.text(), /data-testid="success-back"/);
    } finally {
      await t.close();
    }
  },
);
