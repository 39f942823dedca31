// The home page's rules on the spec's own numbers: featured services, purchase counters and their plurals, ruble
// prices, service addresses, the avatars of the day, and the generated pictures.
import assert from "node:assert/strict";
import { EDUCATIONAL_SERVICES, FEATURED_SERVICES, servicePath, serviceSlugsForPath } from "../../src/domain/billing.ts";
import { purchaseCounter, rubPriceFromUsd, timesWord } from "../../src/domain/money.ts";
import { pictureSeed, pictureUrl, pngTwin } from "../../src/domain/pictures.ts";
import { leadMagnetMayOpenNow } from "../../src/domain/lead-magnet.ts";
import { avatarsOfTheDay } from "../../src/features/home/club-sections.tsx";
import { coverSvg, drawCover, rasterizeCover } from "../../api/services/pictures/cover-art.ts";
import { monogram } from "../../api/services/pictures/portraits.ts";
import { wrapText } from "../../api/services/pictures/screenshots.ts";

Deno.test("featured services: 380→300 (21 %), 649→490 (25 %), 1500→1200 (20 %) with their counters' bases", () => {
  assert.deepEqual(
    FEATURED_SERVICES.map((f) => [f.fullPriceUsd, f.priceUsd, f.discountPercent, f.base, f.perMonth]),
    [[380, 300, 21, 320, 8], [649, 490, 25, 553, 16], [1500, 1200, 20, 300, 13]],
  );
  // The discount shown is the spec's figure, within a point of the real reduction (649→490 is 24.5 %, shown as 25).
  for (const f of FEATURED_SERVICES) {
    assert.ok(Math.abs((1 - f.priceUsd / f.fullPriceUsd) * 100 - f.discountPercent) <= 1, f.slug);
  }
  assert.deepEqual(EDUCATIONAL_SERVICES.length, 5);
});

Deno.test("purchase counter: days since 1 January 2023 / 30 × purchases a month + base", () => {
  // 1 January 2023: nothing yet beyond the base.
  assert.equal(purchaseCounter(new Date("2023-01-01T00:00:00Z")), 30);
  // 29 days later still the first month; day 30 starts the second.
  assert.equal(purchaseCounter(new Date("2023-01-30T12:00:00Z")), 30);
  assert.equal(purchaseCounter(new Date("2023-01-31T00:00:00Z")), 44);
  // 25 November 2026: 1424 days → 47 whole months.
  const today = new Date("2026-11-25T10:00:00Z");
  assert.equal(purchaseCounter(today), 47 * 14 + 30);
  assert.equal(purchaseCounter(today, 8, 320), 47 * 8 + 320); // 696
  assert.equal(purchaseCounter(today, 16, 553), 47 * 16 + 553); // 1305
  assert.equal(purchaseCounter(today, 13, 300), 47 * 13 + 300); // 911
});

Deno.test("the counter's word: Russian раз/раза by the last digit (not 12–14), English time/times", () => {
  assert.deepEqual([2, 3, 4, 22, 103, 1304].map((n) => timesWord(n, "ru")), Array(6).fill("раза"));
  assert.deepEqual([1, 5, 11, 12, 13, 14, 20, 21, 112, 696].map((n) => timesWord(n, "ru")), Array(10).fill("раз"));
  assert.equal(timesWord(1, "en"), "time");
  assert.deepEqual([0, 2, 21, 696].map((n) => timesWord(n, "en")), Array(4).fill("times"));
});

Deno.test("ruble prices: USD × the products rate, rounded to the nearest 100 (the featured full prices too)", () => {
  assert.equal(rubPriceFromUsd(380, 92.5), 35200); // 35150
  assert.equal(rubPriceFromUsd(649, 92.5), 60000); // 60032.5
  assert.equal(rubPriceFromUsd(1500, 92.5), 138800); // 138750
  assert.equal(rubPriceFromUsd(300, 92.5), 27800); // 27750
  assert.equal(rubPriceFromUsd(75, 92.5), 6900); // 6937.5
});

Deno.test("service addresses: sections for education and self-development, the section prefix left out", () => {
  assert.equal(servicePath("CAREER", "cv"), "/services/cv");
  assert.equal(servicePath("EDUCATION", "education-consultation"), "/services/education/consultation");
  assert.equal(servicePath("EDUCATION", "written-work"), "/services/education/written-work");
  assert.equal(servicePath("SELF_DEVELOPMENT", "life-strategy"), "/services/self-development/life-strategy");
  assert.deepEqual(serviceSlugsForPath("education", "consultation"), ["consultation", "education-consultation"]);
  assert.deepEqual(serviceSlugsForPath("career", "consultation"), ["consultation"]);
});

Deno.test("three avatars of the 29 a day, the same all day, different the next", () => {
  const morning = avatarsOfTheDay(new Date("2026-11-25T01:00:00Z"));
  assert.equal(new Set(morning).size, 3);
  assert.deepEqual(avatarsOfTheDay(new Date("2026-11-25T23:00:00Z")), morning);
  assert.notDeepEqual(avatarsOfTheDay(new Date("2026-11-26T01:00:00Z")), morning);
  const seen = new Set<string>();
  for (let d = 0; d < 60; d++) for (const a of avatarsOfTheDay(new Date(Date.UTC(2026, 0, 1 + d)))) seen.add(a);
  assert.equal(seen.size, 29);
});

Deno.test("picture addresses: one canonical seed per picture, PNG twins for covers", () => {
  assert.equal(pictureSeed("  Anna   <Kovaleva>! "), "Anna Kovaleva");
  assert.equal(pictureSeed("???"), "fellows");
  assert.equal(pictureUrl("avatar", "Анна Ли"), "/pictures/v1/avatar/%D0%90%D0%BD%D0%BD%D0%B0%20%D0%9B%D0%B8.svg");
  assert.equal(pngTwin(pictureUrl("cover", "cv")), "/pictures/v1/cover/cv.png");
});

Deno.test("cover art: the same seed draws the same shapes; SVG and PNG show the same picture", () => {
  const a = drawCover("resume-for-un");
  assert.deepEqual(drawCover("resume-for-un"), a);
  assert.notDeepEqual(drawCover("relocation-germany"), a);
  const svg = coverSvg(a);
  assert.equal(svg.match(/<circle /g)?.length, a.shapes.filter((s) => s.kind === "circle").length);
  // The rasterised picture: the top-left pixel is the gradient's start, and the big disc's centre is the disc's colour.
  const small = rasterizeCover(a, 0.25);
  assert.deepEqual([small.width, small.height], [300, 158]);
  assert.deepEqual([...small.pixels.subarray(0, 3)], a.from);
  const disc = a.shapes[0];
  assert.equal(disc.kind, "circle");
  if (disc.kind === "circle") {
    const x = Math.round(disc.cx * 0.25), y = Math.round(disc.cy * 0.25);
    const i = (y * small.width + x) * 3;
    const expected = disc.color.map((c) => Math.round(c * disc.alpha)) as number[];
    for (let k = 0; k < 3; k++) assert.ok(Math.abs(small.pixels[i + k] - expected[k]) <= 15, `channel ${k}`);
  }
});

Deno.test("logos show up to two initials; screenshots wrap words to the bubble", () => {
  assert.equal(monogram("World Food Programme"), "WF");
  assert.equal(monogram("UNICEF"), "U");
  assert.equal(monogram("cedar & stone"), "CS");
  assert.deepEqual(wrapText("one two three four", 9), ["one two", "three", "four"]);
});

// Issue 25, defect 15: the gift pop-up opened over open dialogs and over AI tool results.
Deno.test("the gift pop-up waits while a dialog is open, a field has the focus, a form holds typed input or a result is shown", () => {
  const calm = { dialogOpen: false, fieldFocused: false, typedInForm: false, resultShown: false };
  assert.equal(leadMagnetMayOpenNow(calm), true);
  for (const busy of ["dialogOpen", "fieldFocused", "typedInForm", "resultShown"] as const) {
    assert.equal(leadMagnetMayOpenNow({ ...calm, [busy]: true }), false, busy);
  }
});
