// The generated pictures (/pictures/v1/…) and the home page that shows them: each picture is a pure function of its
// address, cached for good; the demo content points at them; pages with a picture name it for link previews.
import assert from "node:assert/strict";
import { pictureUrl, screenshotUrl } from "../../src/domain/pictures.ts";
import { BROWSER_UA, createTestApp } from "../support/app.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const browser = { headers: { "user-agent": BROWSER_UA } };

Deno.test(
  "covers, avatars, logos and screenshots are served as SVG with a year-long immutable cache",
  opts,
  async () => {
    const t = await createTestApp({ seed: false });
    try {
      for (
        const url of [
          pictureUrl("cover", "resume-for-un"),
          pictureUrl("avatar", "Anna Kovaleva"),
          pictureUrl("logo", "World Food Programme"),
          screenshotUrl(12),
        ]
      ) {
        const res = await t.request(url);
        assert.equal(res.status, 200, url);
        assert.equal(res.headers.get("content-type"), "image/svg+xml; charset=utf-8");
        assert.equal(res.headers.get("cache-control"), "public, max-age=31536000, immutable");
        assert.match(res.headers.get("content-security-policy") ?? "", /sandbox/);
        const svg = await res.text();
        assert.match(svg, /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
        assert.doesNotMatch(svg, /<script/i);
        // The same address draws the same picture.
        assert.equal(await (await t.request(url)).text(), svg);
      }
      const cover = (seed: string) => t.request(pictureUrl("cover", seed)).then((r) => r.text());
      assert.notEqual(await cover("one"), await cover("two"));
      assert.match(await (await t.request(pictureUrl("logo", "World Food Programme"))).text(), />WF<\/text>/);
    } finally {
      await t.close();
    }
  },
);

Deno.test("a cover's PNG twin is a real 1200×630 PNG; other kinds have none", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    const res = await t.request(pictureUrl("cover", "Fellows Club", "png"));
    assert.equal(res.status, 200);
    assert.equal(res.headers.get("content-type"), "image/png");
    const bytes = new Uint8Array(await res.arrayBuffer());
    assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    assert.equal(new TextDecoder().decode(bytes.subarray(12, 16)), "IHDR");
    assert.deepEqual([view.getUint32(16), view.getUint32(20)], [1200, 630]);
    // Chromium decodes it: the browser suite shows these as link previews would; here the IEND chunk closes it.
    assert.equal(new TextDecoder().decode(bytes.subarray(bytes.length - 8, bytes.length - 4)), "IEND");
    assert.equal((await t.request(pictureUrl("avatar", "Anna", "png"))).status, 404);
  } finally {
    await t.close();
  }
});

Deno.test("unknown kinds, odd spellings of a seed and missing screenshots are 404, never a 500", opts, async () => {
  const t = await createTestApp({ seed: false });
  try {
    for (
      const path of [
        "/pictures/v1/poster/a.svg",
        "/pictures/v1/cover/a.gif",
        "/pictures/v1/cover/%3Cscript%3E.svg",
        "/pictures/v1/cover/%E0%A4%A.svg",
        "/pictures/v1/cover/a%20%20b.svg",
        "/pictures/v1/screenshot/13.svg",
        "/pictures/v1/screenshot/0.svg",
        "/pictures/v2/cover/a.svg",
      ]
    ) {
      assert.equal((await t.request(path)).status, 404, path);
    }
  } finally {
    await t.close();
  }
});

Deno.test("the home page holds every section in the spec's order, with pictures and a link preview", opts, async () => {
  const t = await createTestApp();
  try {
    for (const locale of ["ru", "en"] as const) {
      const html = await (await t.request(`/${locale}/`, browser)).text();
      // Every section is in the server HTML with its heading; the sections whose content is data load it in the
      // browser (their content, counts and pictures are checked on the scroll path, tests/e2e/home.test.ts).
      const order = [
        "banners",
        "home-promo",
        "home-experts",
        "home-relocation",
        "home-advantages",
        "home-paths",
        "home-jobs",
        "home-reviews",
        "home-networking",
        "home-articles",
        "home-services",
        "home-methods",
        "home-featured",
        "home-education",
        "home-faq",
        "home-plans",
      ];
      const positions = order.map((id) => html.indexOf(`data-testid="${id}"`));
      assert.ok(positions.every((p) => p > 0), `${locale}: missing ${order.filter((_, i) => positions[i] < 0)}`);
      assert.deepEqual(positions, [...positions].sort((a, b) => a - b), `${locale}: sections out of order`);
      assert.equal(html.match(/data-testid="advantage"/g)?.length, 5);
      assert.equal(html.match(/data-testid="method-card"/g)?.length, 4);
      assert.equal(html.match(/data-testid="home-counter"/g)?.length, 4);
      for (const figure of ["10+", "230+", "570+", "2600+"]) assert.ok(html.includes(`>${figure}<`), figure);
      // Pictures: sized (no layout shift), lazy below the fold, the first banner eager.
      const images = [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
      assert.ok(images.length >= 4, `${images.length} pictures`);
      for (const img of images) assert.match(img, /width="\d+"[^>]*height="\d+"/, img);
      assert.match(images.find((i) => i.includes("/pictures/v1/cover/banner"))!, /loading="eager"/);
      // The experts' avatars, below the first screen, wait for the reader.
      assert.equal(images.filter((i) => i.includes("/pictures/v1/avatar/") && i.includes('loading="lazy"')).length, 3);
      assert.match(
        html,
        /<meta property="og:image" content="https:\/\/fellows.test\/pictures\/v1\/cover\/Fellows%20Club.png"/,
      );
      assert.match(html, /<meta name="twitter:card" content="summary_large_image"/);
    }
  } finally {
    await t.close();
  }
});

Deno.test("fellows get no plans block and the members' promo; visitors get the plans", opts, async () => {
  const t = await createTestApp();
  try {
    const visitor = await (await t.request("/en/", browser)).text();
    assert.match(visitor, /data-testid="home-plans"/);
    assert.match(visitor, /data-variant="visitor"/);
    // The plans load in the browser as the reader comes near (tests/e2e/home.test.ts): never in the page's cache.
    assert.ok(!visitor.includes('["plans","en"]'));
    const fellow = await (await t.request("/en/", { headers: { ...browser.headers, "x-test-viewer": "fellow" } }))
      .text();
    assert.doesNotMatch(fellow, /data-testid="home-plans"/);
    assert.ok(!fellow.includes('["plans","en"]'));
    assert.match(fellow, /data-variant="fellow"/);
  } finally {
    await t.close();
  }
});

Deno.test("an article and a service page name their cover for link previews", opts, async () => {
  const t = await createTestApp();
  try {
    const service = await (await t.request("/en/services/cv/", browser)).text();
    assert.match(service, /<meta property="og:image" content="https:\/\/fellows.test\/pictures\/v1\/cover\/cv.png"/);
    assert.match(service, /<meta name="twitter:image"/);
    const education = await t.request("/en/services/education/consultation/", browser);
    assert.equal(education.status, 200);
    assert.match(await education.text(), /Studies consultation/);
  } finally {
    await t.close();
  }
});

Deno.test("pages are gzipped for browsers that accept it, and stay plain for those that do not", opts, async () => {
  const t = await createTestApp();
  try {
    const zipped = await t.request("/en/", { headers: { ...browser.headers, "accept-encoding": "gzip, br" } });
    assert.equal(zipped.headers.get("content-encoding"), "gzip");
    assert.match(zipped.headers.get("vary") ?? "", /Accept-Encoding/);
    const compressed = new Uint8Array(await zipped.arrayBuffer());
    const html = await new Response(new Blob([compressed]).stream().pipeThrough(new DecompressionStream("gzip")))
      .text();
    assert.match(html, /<title>Fellows Club/);
    assert.ok(compressed.length < html.length / 3, `${compressed.length} of ${html.length}`);
    const plain = await t.request("/en/", browser);
    assert.equal(plain.headers.get("content-encoding"), null);
    assert.match(await plain.text(), /<title>Fellows Club/);
  } finally {
    await t.close();
  }
});
