// The experts and partners directories as a visitor would use them, in Chromium on the demo seed: pages of 6 and 10
// with Show more, a filter chip (the URL keeps it), a misspelt search that still finds, the empty state, in ru and en
// at 1280 and 375 px; only public profiles are listed.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

async function waitForUrl(page: Page, test: (url: URL) => boolean) {
  await page.waitForURL(test, { timeout: 10_000, waitUntil: "commit" });
}

const count = (page: Page, testId: string, n: number) =>
  page.waitForFunction(
    ([id, want]) => document.querySelectorAll(`[data-testid="${id}"]`).length === want,
    [
      testId,
      n,
    ] as const,
  );

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

Deno.test({
  name: "experts and partners directories in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      await t.step(
        "ru at 1280 px: experts — Show more, an activity filter, a misspelt search, nothing found",
        async () => {
          const { page, consoleErrors, graphqlRequests } = await openPage(browser, 1280);
          await page.goto(`${server.origin}/ru/experts/`);
          await waitForHydration(page);
          assert.deepEqual(graphqlRequests, [], "the first page came with the HTML");
          await count(page, "expert-card", 6);
          await page.getByTestId("experts-show-more").click();
          await count(page, "expert-card", 8);
          assert.equal(await page.getByTestId("experts-show-more").count(), 0);
          const names = await page.getByTestId("expert-card").locator("h3").allInnerTexts();
          assert.ok(!names.includes("Tatiana Lebedeva") && !names.includes("Nikita Zaytsev"), "only public profiles");

          await page.getByTestId("experts-filters").getByText("Карьера в ООН").click();
          await waitForUrl(page, (url) => url.searchParams.has("activity"));
          await count(page, "expert-card", 3);
          await page.getByTestId("experts-filters").getByTestId("experts-reset").click();
          await waitForUrl(page, (url) => !url.searchParams.has("activity"));

          await page.getByTestId("experts-search").fill("recruter");
          await waitForUrl(page, (url) => url.searchParams.get("q") === "recruter");
          await count(page, "expert-card", 1);
          assert.match(await page.getByTestId("expert-card").innerText(), /Pavel Orlov/);
          await page.getByTestId("experts-search").fill("zzzqqqxx");
          await waitForUrl(page, (url) => url.searchParams.get("q") === "zzzqqqxx");
          await page.getByTestId("experts-empty").waitFor();
          assert.equal(await page.getByTestId("experts-empty").innerText(), "По вашему запросу эксперты не найдены");
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step("en at 375 px: partners — 10 and Show more, a category, sort, nothing found", async () => {
        const { page, consoleErrors } = await openPage(browser, 375);
        await page.goto(`${server.origin}/en/partners/`);
        await waitForHydration(page);
        assert.equal(await page.getByTestId("partners-total").innerText(), "11 companies");
        await count(page, "partner-card", 10);
        await page.getByTestId("partners-show-more").click();
        await count(page, "partner-card", 11);
        await page.getByTestId("partners-filters-toggle").click();
        await page.locator("#partners-filters-mobile").getByTestId("filter-category-hr").click();
        await waitForUrl(page, (url) => url.searchParams.get("category") === "hr");
        await count(page, "partner-card", 4);
        assert.equal(await page.getByTestId("partners-total").innerText(), "4 companies");
        await page.locator("#partners-filters-mobile").getByTestId("sort-alphabeticallyAZ").click();
        await waitForUrl(page, (url) => url.searchParams.get("sort") === "alphabeticallyAZ");
        await page.waitForFunction(() =>
          document.querySelector('[data-testid="partner-card"] h3')?.textContent === "Global HR Partners"
        );
        await page.goto(`${server.origin}/en/partners/?q=nothing-like-this`);
        await waitForHydration(page);
        assert.equal(await page.getByTestId("partners-empty").innerText(), "No partners found for your request");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
