// The events calendar as a new visitor and a member would use it, in Chromium on the demo events: the upcoming card
// with up to 10 events (the page's language first), loaded as the reader comes near the home page's networking
// block; the month view with its toggle and month navigation (1280 px), the drawer with a chosen day's events
// (375 px), and the event dialog's signup rules — 'The event has ended' after the start, 'Event for club members' for
// a visitor, a working signup for a member and for an event open to everyone.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const TEXT = {
  ru: { ended: "Мероприятие завершилось", members: "Мероприятие для участников клуба", signUp: "Записаться" },
  en: { ended: "The event has ended", members: "Event for club members", signUp: "Sign up" },
};

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

Deno.test({
  name: "events calendar in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      for (const locale of ["ru", "en"] as const) {
        await t.step(
          `${locale} at 1280 px: upcoming card, month view, toggle, dialog rules for a visitor`,
          async () => {
            const { page, consoleErrors, graphqlRequests } = await openPage(browser, 1280);
            await page.goto(`${server.origin}/${locale}/`);
            await waitForHydration(page);
            const section = page.getByTestId("home-networking");
            await section.scrollIntoViewIfNeeded();
            // Its code loads as it comes near the viewport.
            await section.locator("[data-testid=events][data-ready]").waitFor();
            const items = section.getByTestId("upcoming-list").getByTestId("event-item");
            assert.equal(await items.count(), 10);
            // The page's language first; the events in the other language come after, marked with it.
            const languages = await items.evaluateAll((buttons) =>
              buttons.map((b) => ({
                lang: b.querySelector("[lang]")?.getAttribute("lang"),
                marked: b.querySelector("[data-testid=content-language]") !== null,
              }))
            );
            const firstOther = languages.findIndex((l) => l.lang !== locale);
            assert.ok(firstOther > 0, JSON.stringify(languages));
            assert.ok(languages.slice(0, firstOther).every((l) => l.lang === locale && !l.marked));
            assert.ok(languages.slice(firstOther).every((l) => l.lang !== locale && l.marked));
            const month = section.getByTestId("month-calendar");
            assert.ok(await month.isVisible());
            // Every day cell holds at most four events.
            const perDay = await month.getByTestId("calendar-day").evaluateAll((cells) =>
              cells.map((c) => c.querySelectorAll("[data-testid=calendar-event]").length)
            );
            assert.ok(Math.max(...perDay) <= 4 && perDay.some((n) => n > 0));
            // Month navigation: next, back.
            const title = await month.getByTestId("calendar-title").textContent();
            await month.getByTestId("calendar-next").click();
            assert.notEqual(await month.getByTestId("calendar-title").textContent(), title);
            await month.getByTestId("calendar-prev").click();
            assert.equal(await month.getByTestId("calendar-title").textContent(), title);
            // The toggle hides and shows the calendar.
            await section.getByTestId("calendar-toggle").click();
            assert.equal(await section.getByTestId("month-calendar").count(), 0);
            await section.getByTestId("calendar-toggle").click();
            await section.getByTestId("month-calendar").waitFor();
            // A future members' event: 'Event for club members', disabled, with a way to join.
            await items.filter({ hasNotText: "Mock interview" }).filter({ hasNotText: "Career consultation" }).first()
              .click();
            const dialog = page.getByTestId("event-dialog");
            await dialog.waitFor();
            const signup = dialog.getByTestId("event-signup");
            assert.equal(await signup.textContent(), TEXT[locale].members);
            assert.equal(await signup.isDisabled(), true);
            assert.ok(await dialog.getByTestId("event-join").isVisible());
            await page.keyboard.press("Escape");
            await dialog.waitFor({ state: "detached" });
            // An event open to everyone (it links to the sessions service): signing up works for a visitor.
            await items.filter({ hasText: "Career consultation" }).click();
            await dialog.waitFor();
            assert.equal(await dialog.getByTestId("event-signup").textContent(), TEXT[locale].signUp);
            assert.match(await dialog.getByTestId("event-signup").getAttribute("href") ?? "", /^https:\/\/cal\.com\//);
            await page.keyboard.press("Escape");
            await dialog.waitFor({ state: "detached" });
            // A past event in the month view: 'The event has ended', disabled.
            const today = await page.evaluate(() =>
              new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Moscow" }).format(new Date())
            );
            const pastIndex = () =>
              month.locator("[data-testid=calendar-day]").filter({ has: page.getByTestId("calendar-event") })
                .evaluateAll((cells, day) => cells.findIndex((c) => (c.getAttribute("data-day") ?? "") < day), today);
            let index = await pastIndex();
            // Early in a month the past events may all be in the month before.
            if (index < 0) {
              await month.getByTestId("calendar-prev").click();
              index = await pastIndex();
            }
            assert.ok(index >= 0, "a past day with an event is in the view");
            await month.locator("[data-testid=calendar-day]").filter({ has: page.getByTestId("calendar-event") })
              .nth(index).getByTestId("calendar-event").first().click();
            await dialog.waitFor();
            assert.equal(await dialog.getByTestId("event-signup").textContent(), TEXT[locale].ended);
            assert.equal(await dialog.getByTestId("event-signup").isDisabled(), true);
            // The events came once, as the reader neared the section, not with the page.
            assert.equal(graphqlRequests.filter((body) => /\bquery GetEvents\b/.test(body)).length, 1);
            assert.deepEqual(consoleErrors, []);
            await page.context().close();
          },
        );

        await t.step(`${locale} at 375 px: the drawer, a chosen day's events, and a member signs up`, async () => {
          const { page, consoleErrors } = await openPage(browser, 375, { session: await server.session("fellow") });
          await page.goto(`${server.origin}/${locale}/`);
          await waitForHydration(page);
          const section = page.getByTestId("home-networking");
          await section.scrollIntoViewIfNeeded();
          // Its code loads as it comes near the viewport.
          await section.locator("[data-testid=events][data-ready]").waitFor();
          assert.equal(await section.getByTestId("month-calendar").isVisible(), false, "no month grid on a phone");
          await section.getByTestId("calendar-drawer-open").click();
          const drawer = page.getByTestId("month-calendar-compact");
          await drawer.waitFor();
          // Pick a later day that has events: the list below shows them.
          const days = drawer.getByTestId("calendar-day");
          const count = await days.count();
          let picked = false;
          for (let i = count - 1; i >= 0 && !picked; i--) {
            const label = await days.nth(i).getAttribute("aria-label") ?? "";
            if (/: \d+$/.test(label)) {
              await days.nth(i).click();
              picked = true;
            }
          }
          assert.ok(picked);
          const dayEvents = drawer.getByTestId("day-events").getByTestId("event-item");
          assert.ok(await dayEvents.count() >= 1);
          // The member's view of the next members' event: signing up is open.
          await page.keyboard.press("Escape");
          await drawer.waitFor({ state: "detached" });
          await section.getByTestId("upcoming-list").getByTestId("event-item").first().click();
          const signup = page.getByTestId("event-dialog").getByTestId("event-signup");
          await signup.waitFor();
          assert.equal(await signup.isDisabled(), false);
          assert.notEqual(await signup.textContent(), TEXT[locale].members);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        });
      }
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
