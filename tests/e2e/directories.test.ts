// The experts and partners directories as a visitor would use them, in Chromium on the demo seed: pages of 6 and 10
// with Show more, a filter chip (the URL keeps it), a misspelt search that still finds, the empty state, in ru and en
// at 1280 and 375 px; only public profiles are listed.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { sql } from "drizzle-orm";
import { rowsOf } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
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
      await t.step(
        "ru at 375 px: an expert's profile — its tabs, a service's contact form (Required first, then sent)",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 375);
          await page.goto(`${server.origin}/ru/experts/`);
          await waitForHydration(page);
          await page.getByTestId("expert-card").filter({ hasText: "Pavel Orlov" }).getByRole("link").click();
          await page.waitForURL(/\/ru\/experts\/pavel-orlov\/$/);
          await page.getByTestId("expert-page").waitFor();
          const tabs = page.getByRole("tab");
          assert.deepEqual(await tabs.allInnerTexts(), ["Обо мне", "Опыт", "Чем могу помочь"]);
          await tabs.nth(1).click();
          await page.getByTestId("expert-experience").waitFor();
          assert.match(await page.getByTestId("expert-experience").innerText(), /OSCE/);
          // A service's own request names the service (type / name / service title).
          const service = page.getByTestId("expert-service").filter({ hasText: "UN competency-based interview" });
          assert.match(await service.getByTestId("service-price").innerText(), /120/);
          await service.getByTestId("contact-open").click();
          const form = page.getByTestId("contact-form");
          await form.waitFor();
          const subject = "Эксперт / Pavel Orlov / UN competency-based interview rehearsal";
          assert.equal(await form.getByTestId("contact-subject").innerText(), subject);
          assert.equal(await form.locator("[data-testid$=-error]").count(), 0, "nothing said before the first submit");
          await page.getByTestId("contact-submit").click();
          for (const field of ["name", "email", "message"]) {
            assert.equal(await form.getByTestId(`${field}-error`).innerText(), "Обязательное поле", field);
          }
          assert.equal(await form.getByTestId("telegram-error").count(), 0, "telegram is optional");
          await form.locator("input[name=name]").fill("Вера");
          await form.locator("input[name=email]").fill("vera-contact@example.org");
          await form.locator("input[name=telegram]").fill("@vera");
          await form.locator("textarea[name=message]").fill("Хочу отрепетировать интервью");
          await page.getByTestId("contact-submit").click();
          await page.getByTestId("contact-sent").waitFor();
          const [row] = rowsOf<Record<string, unknown>>(
            await server.db.execute(sql`select * from lead_requests where email = 'vera-contact@example.org'`),
          );
          assert.equal(row?.subject, subject);
          assert.equal(row?.telegram, "@vera");
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "ru at 1280 px: Russian profiles first; an English expert's profile is marked and its texts are lang=en",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 1280);
          await page.goto(`${server.origin}/ru/experts/`);
          await waitForHydration(page);
          await count(page, "expert-card", 6);
          const cards = page.getByTestId("expert-card");
          assert.match(await cards.first().locator("h3").innerText(), /Марина Волкова/, "the newest Russian profile");
          assert.equal(
            await cards.first().getByTestId("content-language").count(),
            0,
            "no mark in the page's language",
          );
          const orlov = cards.filter({ hasText: "Pavel Orlov" });
          assert.equal(await orlov.getByTestId("content-language").getAttribute("title"), "На английском языке");
          assert.equal(await orlov.getByRole("link").getAttribute("lang"), "en");

          await orlov.getByRole("link").click();
          await page.waitForURL(/\/ru\/experts\/pavel-orlov\/$/);
          await page.getByTestId("expert-page").waitFor();
          assert.equal(
            await page.locator("html").getAttribute("lang"),
            "ru",
            "the page keeps the interface's language",
          );
          assert.match(await page.getByTestId("content-language-notice").innerText(), /Профиль на английском языке/);
          assert.equal(await page.getByTestId("expert-profile-heading").getAttribute("lang"), "en");
          assert.equal(await page.getByRole("tabpanel").locator("[lang=en]").count(), 1, "About me is marked English");
          assert.equal(
            await page.locator('meta[property="og:locale"]').getAttribute("content"),
            "en_US",
            "the title and description are the profile's own English texts",
          );
          assert.equal(await page.getByRole("tab").first().innerText(), "Обо мне", "the page's own words stay Russian");

          await page.goto(`${server.origin}/ru/experts/elena-morozova/`);
          await page.getByTestId("expert-page").waitFor();
          assert.equal(await page.getByTestId("content-language-notice").count(), 0);
          assert.equal(await page.getByTestId("expert-profile-heading").getAttribute("lang"), "ru");
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "en at 1280 px: a filter or search change starts each list over; country chips fold to 5 with More/Hide",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 1280);
          for (
            const [list, size, filter] of [["experts", 6, "filter-language-en"], [
              "partners",
              10,
              "filter-category-hr",
            ]] as const
          ) {
            await page.goto(`${server.origin}/en/${list}/`);
            await waitForHydration(page);
            const card = `${list.slice(0, -1)}-card`;
            const moreThan = (n: number) =>
              page.waitForFunction(
                ([id, min]) => document.querySelectorAll(`[data-testid="${id}"]`).length > min,
                [
                  card,
                  n,
                ] as const,
              );
            await count(page, card, size);
            await page.getByTestId(`${list}-show-more`).click();
            await moreThan(size);
            const filters = page.getByTestId(`${list}-filters`);
            await filters.getByTestId(filter).click();
            await waitForUrl(page, (url) => url.search !== "");
            await filters.getByTestId(filter).click();
            await waitForUrl(page, (url) => url.search === "");
            await count(page, card, size);
            // The search too: typed, then cleared.
            await page.getByTestId(`${list}-show-more`).click();
            await moreThan(size);
            await page.getByTestId(`${list}-search`).fill("zzzqqqxx");
            await waitForUrl(page, (url) => url.searchParams.get("q") === "zzzqqqxx");
            await page.getByTestId(`${list}-empty`).waitFor();
            await page.getByTestId(`${list}-search`).fill("");
            await waitForUrl(page, (url) => !url.searchParams.has("q"));
            await count(page, card, size);

            // More than 5 countries: the first 5, then More shows the rest (up to 50) and Hide folds them again.
            const chips = filters.locator('[data-testid^="filter-country-"]');
            const toggle = filters.getByTestId("filter-countries-toggle");
            assert.equal(await chips.count(), 5, `${list}: five countries at first`);
            assert.equal(await toggle.innerText(), "More");
            await toggle.click();
            const all = await chips.count();
            assert.ok(all > 5 && all <= 50, `${list}: ${all} countries after More`);
            assert.equal(await toggle.innerText(), "Hide");
            assert.equal(await toggle.getAttribute("aria-expanded"), "true");
            await toggle.click();
            assert.equal(await chips.count(), 5);
          }
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step("en at 1280 px: a partner's profile — an offer's question names the offer", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/en/partners/lingua-pro/`);
        await waitForHydration(page);
        const offer = page.getByTestId("partner-service").first();
        assert.match(await offer.innerText(), /−10 % for members/);
        await offer.getByTestId("contact-open").click();
        assert.equal(
          await page.getByTestId("contact-subject").innerText(),
          "Partner / Lingua Pro / Lingua Pro: first consultation",
        );
        await page.keyboard.press("Escape");
        await page.getByTestId("contact-form").waitFor({ state: "detached" });
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });
      await t.step("en at 1280 px: a moderator approves a profile, and it appears in the directory", async () => {
        const [moderator] = await server.db.insert(users).values({
          email: "mona-moderator@fellows.test",
          emailVerified: true,
          firstName: "Mona",
          lastName: "Moderator",
          role: "MODERATOR",
        }).returning();
        const token = (await createSession(server.db, moderator.id)).token;
        const { page, consoleErrors } = await openPage(browser, 1280, { session: { origin: server.origin, token } });
        await page.goto(`${server.origin}/en/experts/?q=Lebedeva`);
        await waitForHydration(page);
        await page.getByTestId("experts-empty").waitFor();
        // The queue is in the back office; its old address in the personal area leads there.
        await page.goto(`${server.origin}/en/profile/moderation/`);
        await page.waitForURL(/\/en\/admin\/moderation\/$/, { waitUntil: "commit" });
        await waitForHydration(page);
        const item = page.getByTestId("moderation-item").filter({ hasText: "Tatiana Lebedeva" });
        await item.getByTestId("moderation-approve").click();
        await page.getByTestId("moderation-approve-dialog").getByRole("button", { name: "Approve and publish" })
          .click();
        await page.getByTestId("moderation-empty").waitFor();
        await page.goto(`${server.origin}/en/experts/?q=Lebedeva`);
        await waitForHydration(page);
        await count(page, "expert-card", 1);
        assert.match(await page.getByTestId("expert-card").innerText(), /Tatiana Lebedeva/);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
