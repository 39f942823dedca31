// As a new visitor would: the home page in both languages at 375 and 1280 px, menus, the language switch, the 404.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

Deno.test({
  name: "layout journeys in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      await t.step(
        "desktop, Russian: the page hydrates, a header menu opens, no console errors, no GraphQL on first load",
        async () => {
          const { page, consoleErrors, graphqlRequests } = await openPage(browser, 1280);
          await page.goto(`${server.origin}/ru/`);
          await waitForHydration(page);
          assert.equal(await page.title(), "Fellows Club — международная карьера и образование");
          const header = page.getByTestId("desktop-header");
          assert.equal(await header.isVisible(), true);
          assert.equal(await page.getByTestId("mobile-header").isVisible(), false);
          assert.equal(await page.getByTestId("bottom-menu").isVisible(), false);
          const tools = header.getByRole("button", { name: "ИИ-инструменты" });
          assert.equal(await tools.getAttribute("aria-expanded"), "false");
          await tools.click();
          assert.equal(await tools.getAttribute("aria-expanded"), "true");
          await header.getByRole("link", { name: "Тренер по собеседованиям" }).waitFor({ state: "visible" });
          assert.equal(
            await header.getByRole("link", { name: "Тренер по собеседованиям" }).getAttribute("href"),
            "/ru/tools/interview-coach/",
          );
          await page.keyboard.press("Escape");
          assert.equal(await tools.getAttribute("aria-expanded"), "false");
          await page.getByTestId("creeping-line").waitFor();
          assert.match(await page.getByTestId("creeping-line").innerText(), /Скидка 20%/);
          assert.deepEqual(consoleErrors, []);
          assert.deepEqual(graphqlRequests, []);
          await page.context().close();
        },
      );

      await t.step(
        "mobile, English: mobile header and bottom menu, the full-screen menu opens and closes",
        async () => {
          const { page, consoleErrors, graphqlRequests } = await openPage(browser, 375);
          await page.goto(`${server.origin}/en/`);
          await waitForHydration(page);
          assert.equal(await page.getByTestId("desktop-header").isVisible(), false);
          assert.equal(await page.getByTestId("mobile-header").isVisible(), true);
          const bottom = page.getByTestId("bottom-menu");
          assert.equal(await bottom.isVisible(), true);
          for (const name of ["Home", "Jobs", "Coaching", "Articles", "More"]) {
            assert.equal(await bottom.getByText(name, { exact: true }).isVisible(), true, name);
          }
          await page.getByRole("button", { name: "Open menu" }).click();
          const menu = page.getByTestId("mobile-menu");
          await menu.waitFor({ state: "visible" });
          await menu.getByText("About us").click();
          await menu.getByRole("link", { name: "Remote work" }).waitFor({ state: "visible" });
          assert.equal(await menu.getByRole("link", { name: "Remote work" }).getAttribute("href"), "/en/remote-work/");
          await menu.getByRole("button", { name: "Close menu" }).click();
          await menu.waitFor({ state: "detached" });
          // More toggles the same menu.
          await bottom.getByRole("button", { name: "More" }).click();
          await page.getByTestId("mobile-menu").waitFor({ state: "visible" });
          await page.keyboard.press("Escape");
          await page.getByTestId("mobile-menu").waitFor({ state: "detached" });
          assert.deepEqual(consoleErrors, []);
          assert.deepEqual(graphqlRequests, []);
          await page.context().close();
        },
      );

      await t.step(
        "a header menu opened from the keyboard moves with the arrows, Home and End, and closes on Escape",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 1280);
          const header = page.getByTestId("desktop-header");
          /** Waits (retrying) until the focused element is the one with this text. */
          const focusIs = (text: string) =>
            page.waitForFunction((name) => document.activeElement?.textContent?.trim() === name, text, {
              timeout: 10_000,
            });
          for (
            const [locale, group, first, second, last] of [
              ["en", "About us", "About the club", "International career", "Partner companies"],
              ["ru", "О нас", "О клубе", "Международная карьера", "Компании-партнёры"],
            ]
          ) {
            await page.goto(`${server.origin}/${locale}/`);
            await waitForHydration(page);
            const button = header.getByRole("button", { name: group });
            await button.focus();
            await page.keyboard.press("ArrowDown");
            await focusIs(first);
            assert.equal(await button.getAttribute("aria-expanded"), "true");
            await page.keyboard.press("ArrowDown");
            await focusIs(second);
            await page.keyboard.press("End");
            await focusIs(last);
            await page.keyboard.press("ArrowDown");
            await focusIs(first); // wraps
            await page.keyboard.press("ArrowUp");
            await focusIs(last);
            await page.keyboard.press("Home");
            await focusIs(first);
            await page.keyboard.press("Escape");
            await focusIs(group);
            assert.equal(await button.getAttribute("aria-expanded"), "false");
            // ArrowUp on the closed button opens the list at its last link.
            await page.keyboard.press("ArrowUp");
            await focusIs(last);
            await page.keyboard.press("Enter");
            await page.waitForURL(new RegExp(`/${locale}/partners/$`));
          }
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      // Issue 25, defect 28: Escape left the focus on <body>, so a keyboard user started again from the top.
      await t.step("Escape or Close on the mobile menu gives the focus back to the button that opened it", async () => {
        const { page, consoleErrors } = await openPage(browser, 375);
        await page.goto(`${server.origin}/ru/`);
        await waitForHydration(page);
        const focused = () =>
          page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.tagName);
        const opener = page.getByRole("button", { name: "Открыть меню" });
        await opener.focus();
        await page.keyboard.press("Enter");
        await page.getByTestId("mobile-menu").waitFor({ state: "visible" });
        await page.keyboard.press("Escape");
        await page.getByTestId("mobile-menu").waitFor({ state: "detached" });
        assert.equal(await focused(), "Открыть меню");
        await page.keyboard.press("Enter");
        await page.getByRole("button", { name: "Закрыть меню" }).click();
        await page.getByTestId("mobile-menu").waitFor({ state: "detached" });
        assert.equal(await focused(), "Открыть меню");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step("the language switch on an article or a course opens its translation, else the list", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/ru/articles/soprovoditelnoe-pismo/`);
        // (Pages without a video: the YouTube frame cannot load here.)
        await waitForHydration(page);
        await page.getByTestId("desktop-header").getByTestId("language-switcher").click();
        await page.waitForURL(`${server.origin}/en/articles/cover-letter-for-international-jobs/`);
        await waitForHydration(page);
        assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
        // A course, from the mobile menu.
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(`${server.origin}/en/courses/moving-to-europe-for-work/`);
        await waitForHydration(page);
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByTestId("mobile-menu").getByTestId("language-switcher").click();
        await page.waitForURL(`${server.origin}/ru/courses/pereezd-v-evropu-po-rabote/`);
        await waitForHydration(page);
        // Written in Russian only: the English reader goes to the articles list.
        await page.goto(`${server.origin}/ru/articles/pismennyj-test-v-oon/`);
        await waitForHydration(page);
        await page.getByRole("button", { name: "Открыть меню" }).click();
        await page.getByTestId("mobile-menu").getByTestId("language-switcher").click();
        await page.waitForURL(`${server.origin}/en/articles/`);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      for (const width of [1280, 375] as const) {
        await t.step(`language switch keeps the path and survives a reload (${width} px)`, async () => {
          const { page, consoleErrors } = await openPage(browser, width);
          await page.goto(`${server.origin}/ru/does-not-exist/`);
          await waitForHydration(page);
          assert.ok(await page.getByText("Страница не найдена").first().isVisible());
          if (width === 375) {
            await page.getByRole("button", { name: "Открыть меню" }).click();
            await page.getByTestId("mobile-menu").getByTestId("language-switcher").click();
          } else {
            await page.getByTestId("desktop-header").getByTestId("language-switcher").click();
          }
          await page.waitForURL(`${server.origin}/en/does-not-exist/`);
          await waitForHydration(page);
          assert.ok(await page.getByText("Page not found").first().isVisible());
          assert.equal(await page.evaluate(() => localStorage.getItem("language")), "en");
          await page.reload();
          await waitForHydration(page);
          assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
          // The stored choice also decides where / goes.
          await page.goto(`${server.origin}/`);
          await page.waitForURL(`${server.origin}/en/`);
          assert.match(await page.getByRole("heading", { level: 1 }).innerText(), /The club for people/);
          // The 404 page's own request logs "404"; nothing else may fail.
          assert.deepEqual(consoleErrors.filter((e) => !/status of 404/.test(e)), []);
          await page.context().close();
        });
      }

      await t.step("the 404 page answers 404 and its button leads home", async () => {
        const { page } = await openPage(browser, 1280);
        const response = await page.goto(`${server.origin}/en/missing/page/`);
        assert.equal(response?.status(), 404);
        await waitForHydration(page);
        assert.equal(await page.title(), "Page not found — Fellows Club");
        const breadcrumbs = page.getByTestId("breadcrumbs");
        assert.ok(await breadcrumbs.getByRole("link", { name: "Home" }).isVisible());
        await page.getByTestId("not-found-page").getByRole("link", { name: "Go home" }).click();
        await page.waitForURL(`${server.origin}/en/`);
        await page.getByTestId("home-page").waitFor();
        await page.context().close();
      });

      await t.step(
        "Login and Register open the auth dialog through ?auth=, and closing it clears the query",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 1280);
          await page.goto(`${server.origin}/en/`);
          await waitForHydration(page);
          await page.getByTestId("desktop-header").getByRole("link", { name: "Login" }).click();
          await page.waitForURL(`${server.origin}/en/?auth=signin`);
          const dialog = page.getByRole("dialog");
          await dialog.waitFor({ state: "visible" });
          assert.equal(await dialog.getByRole("heading").innerText(), "Login");
          await dialog.getByRole("button", { name: "Close" }).click();
          await page.waitForURL(`${server.origin}/en/`);
          await dialog.waitFor({ state: "detached" });
          // Opening the URL directly opens the dialog too (server-rendered page, dialog after hydration).
          await page.goto(`${server.origin}/ru/?auth=signup`);
          await waitForHydration(page);
          await page.getByRole("dialog").getByRole("heading", { name: "Регистрация" }).waitFor();
          await page.keyboard.press("Escape");
          await page.waitForURL(`${server.origin}/ru/`);
          // An unknown mode is ignored.
          await page.goto(`${server.origin}/en/?auth=hack`);
          await waitForHydration(page);
          const dialogs = page.getByRole("dialog");
          if (await dialogs.count()) {
            assert.fail(
              `no dialog expected at ${page.url()}, found: ${await dialogs.first().evaluate((e) => e.outerHTML)}`,
            );
          }
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "the reviews carousel shows 1 review at 375 px and 2 at 1280 px, and Swiper takes over in view",
        async () => {
          for (const [width, perView] of [[375, 1], [1280, 2]] as const) {
            const { page, consoleErrors } = await openPage(browser, width);
            // The subscription page renders its reviews on the server (the home page's load as the reader nears them).
            await page.goto(`${server.origin}/en/subscribe/`);
            await waitForHydration(page);
            const reviews = page.locator('section[aria-labelledby="reviews-title"]');
            const carousel = reviews.getByTestId("carousel").first();
            const before = await carousel.boundingBox();
            const slide = await carousel.locator(".swiper-slide").first().boundingBox();
            assert.ok(before && slide);
            assert.ok(
              Math.abs(slide.width * perView - before.width) < 30 + 20 * (perView - 1),
              `${width}: ${slide.width} × ${perView} ≈ ${before.width}`,
            );
            await carousel.scrollIntoViewIfNeeded();
            await page.waitForSelector(
              'section[aria-labelledby="reviews-title"] [data-testid=carousel].swiper-initialized',
            );
            const after = await carousel.locator(".swiper-slide-active").first().boundingBox();
            // No layout shift when Swiper attaches: the active slide keeps the pre-rendered width.
            assert.ok(after && Math.abs(after.width - slide.width) < 2, `width ${slide.width} → ${after?.width}`);
            const bullets = reviews.locator(".swiper-pagination-bullet");
            assert.ok((await bullets.count()) >= 2);
            await bullets.nth(1).click();
            assert.deepEqual(consoleErrors, []);
            await page.context().close();
          }
        },
      );

      await t.step("with JavaScript off the page is readable", async () => {
        const { page } = await openPage(browser, 1280, { javaScriptEnabled: false });
        await page.goto(`${server.origin}/en/`);
        assert.ok(await page.getByRole("heading", { level: 1 }).isVisible());
        assert.match(await page.getByRole("heading", { level: 1 }).innerText(), /club for people/);
        assert.ok(await page.getByTestId("site-footer").getByText("Personal cabinet").isVisible());
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
