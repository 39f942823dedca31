// As a new visitor would: the whole home page in both languages at 375 and 1280 px — every section in order with
// its pictures loaded, the carousels moving and looping, the jobs carousel trimmed to 12 on a phone, no errors and
// no GraphQL request on the first load (every section arrived with the page).
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const SECTIONS = [
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

/** Scrolls through the page as a reader would, so lazy pictures load and carousels near the viewport start. */
async function readThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
}

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

Deno.test({
  name: "home page journeys in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      for (const locale of ["ru", "en"] as const) {
        for (const width of [375, 1280] as const) {
          await t.step(`${locale} at ${width} px: every section in order, pictures loaded, no errors`, async () => {
            const { page, consoleErrors, graphqlRequests } = await openPage(browser, width);
            await page.goto(`${server.origin}/${locale}/`);
            await waitForHydration(page);
            const tops: number[] = [];
            for (const id of SECTIONS) {
              const box = await page.getByTestId(id).first().boundingBox();
              assert.ok(box && box.height > 0, `${id} is shown`);
              tops.push(box.y);
            }
            assert.deepEqual(tops, [...tops].sort((a, b) => a - b), "sections in the spec's order");
            await readThrough(page);
            // Every picture the page shows has loaded (generated here, nothing from outside).
            // (Lazy ones off to the side in a carousel wait until they are scrolled to.)
            await page.waitForFunction(() =>
              [...document.images].every((img) => img.complete ? img.naturalWidth > 0 : img.loading === "lazy")
            );
            const broken = await page.evaluate(() =>
              [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => img.src)
            );
            assert.deepEqual(broken, []);
            const screenshots = await page.getByTestId("review-screenshot").count();
            assert.equal(screenshots, locale === "ru" ? 12 : 0);
            // 18 jobs on a wide screen, 12 on a phone.
            const jobs = await page.getByTestId("home-jobs").locator(".swiper-slide:not(.swiper-slide-duplicate)")
              .count();
            assert.ok(width === 375 ? jobs <= 12 : jobs > 12, `${jobs} job slides at ${width}`);
            assert.deepEqual(graphqlRequests, [], "no GraphQL on the first load");
            assert.deepEqual(consoleErrors, []);
            await page.context().close();
          });
        }
      }

      await t.step("the banner slider moves by itself every 4 s and loops back to the first", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/en/`);
        await waitForHydration(page);
        const banners = page.getByTestId("banners");
        await page.waitForSelector("[data-testid=banners] .swiper-initialized");
        const active = () => banners.locator(".swiper-slide-active").getAttribute("data-swiper-slide-index");
        const first = await active();
        assert.equal(first, "0");
        const count = await banners.locator(".swiper-slide:not(.swiper-slide-duplicate)").count();
        assert.ok(count >= 2);
        const seen: Array<string | null> = [first];
        for (let i = 0; i < count; i++) {
          await page.waitForFunction(
            ([previous]) =>
              document.querySelector("[data-testid=banners] .swiper-slide-active")?.getAttribute(
                "data-swiper-slide-index",
              ) !== previous,
            [seen.at(-1)],
            { timeout: 7_000 },
          );
          seen.push(await active());
        }
        // It went through every banner and came back round to the first.
        assert.equal(seen.at(-1), "0", seen.join(" → "));
        assert.equal(new Set(seen).size, count);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step("the jobs carousel loops: Previous from the first job shows the last", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/ru/`);
        await waitForHydration(page);
        const jobs = page.getByTestId("home-jobs");
        await jobs.scrollIntoViewIfNeeded();
        await page.waitForSelector("[data-testid=home-jobs] .swiper-initialized");
        const count = await jobs.locator(".swiper-slide").count();
        await jobs.getByRole("button", { name: "Назад" }).click();
        await page.waitForFunction(
          (last) =>
            document.querySelector("[data-testid=home-jobs] .swiper-slide-active")?.getAttribute(
              "data-swiper-slide-index",
            ) === String(last),
          count - 1,
        );
        await jobs.getByRole("button", { name: "Вперёд" }).click();
        await page.waitForFunction(() =>
          document.querySelector("[data-testid=home-jobs] .swiper-slide-active")?.getAttribute(
            "data-swiper-slide-index",
          ) === "0"
        );
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step("the FAQ opens an answer with its links, in English", async () => {
        const { page } = await openPage(browser, 375);
        await page.goto(`${server.origin}/en/`);
        await waitForHydration(page);
        const faq = page.getByTestId("home-faq");
        await faq.getByRole("button", { name: "What do members get?" }).click();
        const link = faq.getByRole("link", { name: "jobs" });
        await link.waitFor();
        assert.equal(await link.getAttribute("href"), "/en/jobs/");
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
