// As a visitor would, in Chromium on the real server and database: /partnership's four tabs (chosen by a click, by the
// arrows on desktop, by ?type= — an unknown one is the first tab) each show their form, which says 'Required' only
// after the first send click, sends, shows the success screen whose OK returns to an empty form, and stores the row;
// a failed send shows 'Something went wrong' and keeps what was typed. In ru at 1280 px (arrows) and en at 375 px
// (the swiper). Then the affiliates page's "Become a promoter" path for a visitor and for a signed-in user.
import assert from "node:assert/strict";
import { sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { rowsOf } from "../../db/client.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const TEXT = {
  ru: { required: "Обязательное поле", email: "email должен быть корректным адресом", wrong: "Что-то пошло не так" },
  en: { required: "Required", email: "email must be a valid email", wrong: "Something went wrong" },
};

/** Each tab's form and what it requires (spec 03's table), in the tabs' order. */
const TABS = [
  { tab: "media", kind: "media", required: ["name", "email"] },
  { tab: "project", kind: "expert", required: ["name", "email", "profession"] },
  { tab: "marketing", kind: "company", required: ["name", "email", "company", "role"] },
  { tab: "partner", kind: "recruiter", required: ["name", "email", "role"] },
] as const;

const SHOTS = Deno.env.get("PARTNERSHIP_SHOTS");

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: !name.endsWith("-viewport") });
}

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

Deno.test({
  name: "partnership page and the affiliates path in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    const stored = async (email: string) =>
      rowsOf<Record<string, unknown>>(
        await server.db.execute(sql`select * from partnership_requests where email = ${email}`),
      );
    try {
      for (const [locale, width] of [["ru", 1280], ["en", 375]] as const) {
        await t.step(`${locale} at ${width} px: the four tabs and their forms`, async () => {
          const { page, consoleErrors } = await openPage(browser, width);
          // An unknown ?type= is the first tab.
          await page.goto(`${server.origin}/${locale}/partnership/?type=9`);
          await waitForHydration(page);
          const panel = page.getByTestId("partnership-panel");
          assert.equal(await panel.getAttribute("data-tab"), "media");
          assert.equal(await page.getByTestId("partnership-tab-media").getAttribute("aria-selected"), "true");
          const tabs = page.getByTestId("partnership-tabs");
          if (width === 375) {
            // The swiper takes over the tab track; the desktop arrows are hidden.
            await page.locator("[data-testid=partnership-tabs] .swiper.swiper-initialized").waitFor();
            assert.equal(await page.getByTestId("partnership-next").isVisible(), false);
          } else {
            assert.equal(await page.getByTestId("partnership-prev").isDisabled(), true, "no tab before the first");
            assert.equal(await tabs.locator(".swiper-initialized").count(), 0, "no swiper on desktop");
          }
          await shot(page, `partnership-${locale}-${width}`);

          for (const [index, { tab, kind, required }] of TABS.entries()) {
            // Tab 0 is open already; the others by the arrow (desktop), or by a tap on the swiper's card (mobile),
            // except the last, opened by its address.
            if (index === 3) {
              await page.goto(`${server.origin}/${locale}/partnership/?type=3`);
              await waitForHydration(page);
            } else if (index > 0 && width === 1280) {
              await page.getByTestId("partnership-next").click();
            } else if (index > 0) {
              await page.getByTestId(`partnership-tab-${tab}`).click();
            }
            await page.waitForFunction(
              (want) => document.querySelector("[data-testid=partnership-panel]")?.getAttribute("data-tab") === want,
              tab,
            );
            if (index > 0) assert.match(page.url(), new RegExp(`[?&]type=${index}`), "the address names the tab");
            const form = page.getByTestId("partnership-form");
            assert.equal(await form.getAttribute("data-kind"), kind);
            assert.ok((await page.getByTestId("partnership-description").textContent())?.length);

            // No message before the first send; then 'Required' under exactly the required fields.
            assert.equal(await form.locator("[data-testid$=-error]").count(), 0);
            await page.getByTestId("partnership-submit").click();
            for (const field of required) {
              assert.equal(await form.getByTestId(`${field}-error`).textContent(), TEXT[locale].required, field);
            }
            assert.equal(await form.locator("[data-testid$=-error]").count(), required.length);
            if (index === 0) await shot(page, `partnership-${locale}-${width}-required`);
            await form.locator("input[name=email]").fill("not-an-email");
            assert.equal(await form.getByTestId("email-error").textContent(), TEXT[locale].email);

            const email = `${kind}-${locale}@example.org`;
            await form.locator("input[name=email]").fill(email);
            for (const field of required.filter((f) => f !== "email")) {
              await form.locator(`[name=${field}]`).fill(`${field} ${locale}`);
            }
            await form.locator("textarea[name=moreDetails]").fill("Line one\nLine two");
            assert.equal(await form.locator("[data-testid$=-error]").count(), 0, "messages follow the typing");

            if (index === 0) {
              // A failed send: the toast, and what was typed is kept.
              await page.route("**/graphql", (route) => route.abort());
              await page.getByTestId("partnership-submit").click();
              await page.getByText(TEXT[locale].wrong).first().waitFor();
              assert.equal(await form.locator("input[name=email]").inputValue(), email);
              await page.unroute("**/graphql");
            }
            await page.getByTestId("partnership-submit").click();
            await page.getByTestId("partnership-success").waitFor();
            if (index === 0) await shot(page, `partnership-${locale}-${width}-sent`);
            const [row] = await stored(email);
            assert.equal(row?.kind, kind);
            assert.equal(row?.name, `name ${locale}`);
            assert.equal(row?.more_details, "Line one\nLine two");
            assert.equal(row?.language, locale);
            // OK returns to an empty form with no messages.
            await page.getByTestId("partnership-ok").click();
            const again = page.getByTestId("partnership-form");
            await again.waitFor();
            assert.equal(await again.locator("input[name=email]").inputValue(), "");
            assert.equal(await again.locator("input[name=name]").inputValue(), "");
            assert.equal(await again.locator("[data-testid$=-error]").count(), 0);
          }
          assert.deepEqual(consoleErrors.filter((e) => !/ERR_FAILED|Failed to fetch|graphql/i.test(e)), []);
          await page.context().close();
        });
      }

      await t.step("both pages fit the screen and pass axe in both languages at 375 and 1280 px", async () => {
        for (const locale of ["ru", "en"] as const) {
          for (const width of [375, 1280] as const) {
            const { page } = await openPage(browser, width);
            for (const path of ["partnership/?type=2", "affiliates/"]) {
              await page.goto(`${server.origin}/${locale}/${path}`);
              await waitForHydration(page);
              const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
              assert.ok(overflow <= 0, `${locale} ${width} ${path}: ${overflow} px wider than the screen`);
              assert.deepEqual(await seriousViolations(page), [], `${locale} ${width} ${path}: axe`);
              await shot(page, `${path.replace(/[^a-z0-9]+/g, "-")}${locale}-${width}-viewport`);
            }
            await page.context().close();
          }
        }
      });

      await t.step("affiliates: a visitor is sent to sign up or sign in, towards the profile", async () => {
        const { page } = await openPage(browser, 375, { locale: "en-GB" });
        await page.goto(`${server.origin}/en/affiliates/`);
        await waitForHydration(page);
        const path = page.getByTestId("promoter-path");
        assert.equal(await path.getAttribute("data-state"), "visitor");
        const href = await page.getByTestId("promoter-signup").getAttribute("href");
        assert.match(String(href), /auth=signup/);
        assert.match(decodeURIComponent(String(href)), /redirectTo=\/en\/profile\/#promotion-title/);
        await page.getByTestId("promoter-signin").click();
        await page.getByRole("dialog").waitFor();
        await shot(page, "affiliates-en-375-visitor");
        await page.context().close();
      });

      await t.step("affiliates: a signed-in user applies at once and reads that the request is sent", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280, {
          session: await server.session("authorized"),
        });
        await page.goto(`${server.origin}/ru/affiliates/`);
        await waitForHydration(page);
        await page.locator("[data-testid=promoter-path][data-state=apply]").waitFor();
        await shot(page, "affiliates-ru-1280-apply");
        await page.getByTestId("promoter-apply").click();
        const sent = page.getByTestId("promoter-request-sent");
        await sent.waitFor();
        assert.match(String(await sent.textContent()), /Заявка отправлена/);
        const applied = rowsOf<{ n: number }>(
          await server.db.execute(sql`select count(*)::int as n from users where request_for_partnership_sent`),
        );
        assert.equal(Number(applied[0].n), 1, "the account's application is recorded");
        // Coming back: the request waits for moderation.
        await page.reload();
        await waitForHydration(page);
        await page.locator("[data-testid=promoter-path][data-state=sent]").waitFor();
        assert.match(String(await page.getByTestId("promoter-request-sent").textContent()), /ждёт модерации/);
        await shot(page, "affiliates-ru-1280-waiting");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });
    } finally {
      await browser?.close();
      await server?.close();
    }
  },
});
