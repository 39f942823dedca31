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
import { expectAttribute, expectCount, expectText, expectUrl, expectVisible } from "../support/expect.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

async function waitForUrl(page: Page, test: (url: URL) => boolean) {
  await page.waitForURL(test, { timeout: 10_000, waitUntil: "commit" });
}

const count = (page: Page, testId: string, n: number) => expectCount(page.getByTestId(testId), n);

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
          await page.getByRole("button", { name: "Показать ещё" }).click();
          await count(page, "expert-card", 8);
          await expectCount(page.getByTestId("experts-show-more"), 0);
          const names = await page.getByTestId("expert-card").locator("h3").allInnerTexts();
          assert.ok(!names.includes("Tatiana Lebedeva") && !names.includes("Nikita Zaytsev"), "only public profiles");

          await page.getByTestId("experts-filters").getByText("Карьера в ООН").click();
          await waitForUrl(page, (url) => url.searchParams.has("activity"));
          await count(page, "expert-card", 3);
          await page.getByTestId("experts-filters").getByRole("link", { name: "Сбросить фильтры" }).click();
          await waitForUrl(page, (url) => !url.searchParams.has("activity"));

          const search = page.getByLabel("Поиск экспертов");
          await search.fill("recruter");
          await waitForUrl(page, (url) => url.searchParams.get("q") === "recruter");
          await count(page, "expert-card", 1);
          await expectText(page.getByTestId("expert-card"), /Pavel Orlov/);
          await search.fill("zzzqqqxx");
          await waitForUrl(page, (url) => url.searchParams.get("q") === "zzzqqqxx");
          await expectText(page.getByTestId("experts-empty"), /^По вашему запросу эксперты не найдены$/);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step("en at 375 px: partners — 10 and Show more, a category, sort, nothing found", async () => {
        const { page, consoleErrors } = await openPage(browser, 375);
        await page.goto(`${server.origin}/en/partners/`);
        await waitForHydration(page);
        await expectText(page.getByTestId("partners-total"), /^11 companies$/);
        await count(page, "partner-card", 10);
        await page.getByRole("button", { name: "Show more" }).click();
        await count(page, "partner-card", 11);
        await page.getByRole("button", { name: /^Filters/ }).click();
        await page.locator("#partners-filters-mobile").getByTestId("filter-category-hr").click();
        await waitForUrl(page, (url) => url.searchParams.get("category") === "hr");
        await count(page, "partner-card", 4);
        await expectText(page.getByTestId("partners-total"), /^4 companies$/);
        await page.locator("#partners-filters-mobile").getByTestId("sort-alphabeticallyAZ").click();
        await waitForUrl(page, (url) => url.searchParams.get("sort") === "alphabeticallyAZ");
        await expectText(page.getByTestId("partner-card").first().locator("h3"), /^Global HR Partners$/);
        await page.goto(`${server.origin}/en/partners/?q=nothing-like-this`);
        await waitForHydration(page);
        await expectText(page.getByTestId("partners-empty"), /^No partners found for your request$/);
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
          await expectUrl(page, /^\/ru\/experts\/pavel-orlov\/$/);
          const tabs = page.getByRole("tab");
          await expectCount(tabs, 3);
          assert.deepEqual(await tabs.allInnerTexts(), ["Обо мне", "Опыт", "Чем могу помочь"]);
          await page.getByRole("tab", { name: "Опыт" }).click();
          await expectText(page.getByTestId("expert-experience"), /OSCE/);
          // A service's own request names the service (type / name / service title).
          const service = page.getByTestId("expert-service").filter({ hasText: "UN competency-based interview" });
          await expectText(service.getByTestId("service-price"), /120/);
          await service.getByTestId("contact-open").click();
          const form = page.getByTestId("contact-form");
          const subject = "Эксперт / Pavel Orlov / UN competency-based interview rehearsal";
          await expectText(form.getByTestId("contact-subject"), subject);
          // Nothing is said before the first submit.
          await expectCount(form.locator("[data-testid$=-error]"), 0);
          await form.getByRole("button", { name: "Отправить" }).click();
          for (const field of ["name", "email", "message"]) {
            await expectText(form.getByTestId(`${field}-error`), /^Обязательное поле$/);
          }
          await expectCount(form.getByTestId("telegram-error"), 0); // telegram is optional
          await form.getByLabel("Имя").fill("Вера");
          await form.getByLabel("Email").fill("vera-contact@example.org");
          await form.getByLabel("Telegram").fill("@vera");
          await form.getByLabel("Сообщение").fill("Хочу отрепетировать интервью");
          await form.getByRole("button", { name: "Отправить" }).click();
          await expectVisible(page.getByTestId("contact-sent"));
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
          // The newest Russian profile first, with no mark in the page's language.
          await expectText(cards.first().locator("h3"), /Марина Волкова/);
          await expectCount(cards.first().getByTestId("content-language"), 0);
          const orlov = cards.filter({ hasText: "Pavel Orlov" });
          await expectAttribute(orlov.getByTestId("content-language"), "title", "На английском языке");
          await expectAttribute(orlov.getByRole("link"), "lang", "en");

          await orlov.getByRole("link").click();
          await expectUrl(page, /^\/ru\/experts\/pavel-orlov\/$/);
          await expectText(page.getByTestId("content-language-notice"), /Профиль на английском языке/);
          // The page keeps the interface's language; the profile's own texts are marked English.
          await expectAttribute(page.locator("html"), "lang", "ru");
          await expectAttribute(page.getByTestId("expert-profile-heading"), "lang", "en");
          await expectCount(page.getByRole("tabpanel").locator("[lang=en]"), 1); // About me
          // The title and description are the profile's own English texts.
          await expectAttribute(page.locator('meta[property="og:locale"]'), "content", "en_US");
          await expectText(page.getByRole("tab").first(), /^Обо мне$/); // the page's own words stay Russian

          await page.goto(`${server.origin}/ru/experts/elena-morozova/`);
          await expectAttribute(page.getByTestId("expert-profile-heading"), "lang", "ru");
          await expectCount(page.getByTestId("content-language-notice"), 0);
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
            const showMore = page.getByRole("button", { name: "Show more" });
            const search = page.getByLabel(`Search ${list}`);
            await count(page, card, size);
            await showMore.click();
            await moreThan(size);
            const filters = page.getByTestId(`${list}-filters`);
            await filters.getByTestId(filter).click();
            await waitForUrl(page, (url) => url.search !== "");
            await filters.getByTestId(filter).click();
            await waitForUrl(page, (url) => url.search === "");
            await count(page, card, size);
            // The search too: typed, then cleared.
            await showMore.click();
            await moreThan(size);
            await search.fill("zzzqqqxx");
            await waitForUrl(page, (url) => url.searchParams.get("q") === "zzzqqqxx");
            await expectVisible(page.getByTestId(`${list}-empty`));
            await search.fill("");
            await waitForUrl(page, (url) => !url.searchParams.has("q"));
            await count(page, card, size);

            // More than 5 countries: the first 5, then More shows the rest (up to 50) and Hide folds them again.
            const chips = filters.locator('[data-testid^="filter-country-"]');
            const toggle = filters.getByTestId("filter-countries-toggle");
            await expectCount(chips, 5);
            await expectText(toggle, /^More$/);
            await filters.getByRole("button", { name: "More" }).click();
            await expectAttribute(toggle, "aria-expanded", "true");
            await expectText(toggle, /^Hide$/);
            const all = await chips.count();
            assert.ok(all > 5 && all <= 50, `${list}: ${all} countries after More`);
            await filters.getByRole("button", { name: "Hide" }).click();
            await expectCount(chips, 5);
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
        await expectText(offer, /−10 % for members/);
        await offer.getByRole("button", { name: "Ask about it" }).click();
        await expectText(
          page.getByTestId("contact-subject"),
          /^Partner \/ Lingua Pro \/ Lingua Pro: first consultation$/,
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
        await expectVisible(page.getByTestId("experts-empty"));
        // The queue is in the back office; its old address in the personal area leads there.
        await page.goto(`${server.origin}/en/profile/moderation/`);
        await page.waitForURL(/\/en\/admin\/moderation\/$/, { waitUntil: "commit" });
        await waitForHydration(page);
        const item = page.getByTestId("moderation-item").filter({ hasText: "Tatiana Lebedeva" });
        await item.getByTestId("moderation-approve").click();
        await page.getByTestId("moderation-approve-dialog").getByRole("button", { name: "Approve and publish" })
          .click();
        await expectVisible(page.getByTestId("moderation-empty"));
        await page.goto(`${server.origin}/en/experts/?q=Lebedeva`);
        await waitForHydration(page);
        await count(page, "expert-card", 1);
        await expectText(page.getByTestId("expert-card"), /Tatiana Lebedeva/);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
