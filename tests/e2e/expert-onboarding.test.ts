// Becoming an expert as a new user would, in Chromium against the local Stripe fake: connect Stripe in a new tab
// (leaving halfway, then finishing), the thank-you step, the form's messages after the first submit (nothing saved),
// a file over the size limit, a service with a price and a product with its file, the pulsing moderation notice, a
// moderator's approval and the profile in the directory; the seller page's tabs and dashboard — in en at 1280 px and
// ru at 375 px.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { experts, expertServices, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

async function newUser(role: "CUSTOMER" | "MODERATOR", name: string) {
  const [user] = await server.db.insert(users).values({
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@fellows.test`,
    emailVerified: true,
    firstName: name,
    lastName: "Tester",
    role,
  }).returning();
  return { id: user.id, session: { origin: server.origin, token: (await createSession(server.db, user.id)).token } };
}

const state = (page: Page, testId: string, value: string) =>
  page.waitForSelector(`[data-testid="${testId}"][data-state="${value}"]`, { timeout: 15_000 });

/** Clicks a button that opens Stripe in a new tab; answers that tab once it is on Stripe's (the fake's) page. */
async function openStripeTab(page: Page, button: string) {
  const [tab] = await Promise.all([page.waitForEvent("popup"), page.getByRole("button", { name: button }).click()]);
  await tab.waitForURL(/\/dev\/stripe\//, { timeout: 15_000 });
  return tab;
}

Deno.test({
  name: "expert onboarding and the seller page in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    const bigFile = await Deno.makeTempFile({ suffix: ".pdf" });
    const smallFile = await Deno.makeTempFile({ suffix: ".pdf" });
    await Deno.writeFile(bigFile, new Uint8Array(10 * 1024 * 1024 + 1));
    await Deno.writeTextFile(smallFile, "%PDF-1.4\n%a guide to UN applications\n");
    const owner = await newUser("CUSTOMER", "Lena");
    try {
      await t.step(
        "en at 1280 px: connect Stripe (leave, then finish), create the profile, see the notice",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 1280, { session: owner.session, locale: "en-US" });
          await page.goto(`${server.origin}/en/profile/expert/`);
          await waitForHydration(page);
          await state(page, "expert-onboarding", "connect_stripe");
          assert.match(await page.getByTestId("connect-stripe").innerText(), /Become a club expert/);

          // Halfway: Stripe sends the user back, but the account is not accepted yet.
          const first = await openStripeTab(page, "Connect Stripe");
          await first.getByRole("button", { name: "Save and return later" }).click();
          await first.waitForURL(/\/en\/profile\/expert\/\?stripeConnected=true/);
          await waitForHydration(first);
          await state(first, "expert-onboarding", "reconnect_stripe");
          await first.close();
          await page.reload();
          await waitForHydration(page);
          await state(page, "expert-onboarding", "reconnect_stripe");

          // Finished: the tab lands on the thank-you step.
          const second = await openStripeTab(page, "Continue on Stripe");
          await second.getByRole("button", { name: "Agree and submit" }).click();
          await second.waitForURL(/stripeConnected=true/);
          await waitForHydration(second);
          await state(second, "expert-onboarding", "thank_you");
          // Back in the first tab: "I have finished on Stripe" reads the status again and moves on.
          await second.close();
          await page.bringToFront();
          await page.getByRole("button", { name: "I have finished on Stripe" }).click();
          await state(page, "expert-onboarding", "create_expert");
          await page.close();

          const { page: form } = await openPage(browser, 1280, { session: owner.session, locale: "en-US" });
          await form.goto(`${server.origin}/en/profile/expert/?stripeConnected=true`);
          await waitForHydration(form);
          await state(form, "expert-onboarding", "thank_you");
          await form.getByRole("button", { name: "Create the expert profile" }).click();
          await state(form, "expert-onboarding", "create_expert");

          // Nothing is said before the first submit; then every rule, and nothing is saved.
          await form.getByLabel("Name and surname").fill("Le");
          assert.equal(await form.getByText("Minimum 3 characters").count(), 0);
          await form.getByTestId("expert-save").click();
          await form.getByText("At least one contact should be provided").waitFor();
          assert.deepEqual(await seriousViolations(form), [], "the form with its messages is accessible");
          assert.equal(await form.getByText("Minimum 3 characters").count(), 3);
          // After the first submit, messages follow each change.
          await form.getByLabel("Name and surname").fill("Lena Smirnova");
          await form.waitForFunction(() =>
            document.querySelectorAll("[data-testid=expert-form] [aria-invalid=true][name=name]").length === 0
          );
          assert.equal((await server.db.select().from(experts).where(eq(experts.userId, owner.id))).length, 0);

          await form.getByLabel("Position").first().fill("Career coach for UN applicants");
          await form.getByLabel("About me").fill("Eight years of helping people into international organisations.");
          await form.getByLabel("Telegram").fill("@lena_smirnova");
          await form.getByRole("button", { name: "Careers in the UN" }).click();
          await form.getByRole("button", { name: "Add a service" }).click();
          await form.locator("[name='services.0.title']").fill("Application review");
          await form.locator("[name='services.0.price']").fill("75");
          await form.locator("[name='services.0.currency']").selectOption("USD");
          await form.getByRole("button", { name: "Add a product" }).click();
          await form.locator("[name='services.1.title']").fill("UN application guide");
          await form.locator("[name='services.1.document']").setInputFiles(bigFile);
          await form.getByTestId("expert-save").click();
          await form.getByText("Maximum upload file size: 10 MB").waitFor();
          await form.locator("[name='services.1.document']").setInputFiles(smallFile);
          await form.getByTestId("expert-save").click();

          await form.getByTestId("expert-moderation").waitFor();
          assert.match(
            await form.getByTestId("expert-moderation").innerText(),
            /A specialist is checking your profile/,
          );
          const animation = await form.getByTestId("expert-moderation").evaluate((el) =>
            getComputedStyle(el).animationName
          );
          assert.equal(animation, "pulse", "the notice pulses");
          const [row] = await server.db.select().from(experts).where(eq(experts.userId, owner.id));
          assert.equal(row.status, "MODERATION");
          assert.equal(row.slug, "lena-smirnova");
          const services = await server.db.select().from(expertServices).where(eq(expertServices.expertId, row.id));
          assert.deepEqual(
            services.map((
              s,
            ) => [s.title, s.priceMinor, s.priceCurrency, s.documentFileName?.endsWith(".pdf") ?? false]),
            [["Application review", 7500, "USD", false], ["UN application guide", null, null, true]],
          );
          // Not public yet.
          const before = await fetch(`${server.origin}/en/experts/lena-smirnova/`);
          assert.equal(before.status, 404);
          await before.body?.cancel();
          assert.deepEqual(consoleErrors, []);
        },
      );

      await t.step(
        "en at 1280 px: a moderator approves it; it is in the directory; the owner sees it public",
        async () => {
          const moderator = await newUser("MODERATOR", "Mona");
          const { page } = await openPage(browser, 1280, { session: moderator.session, locale: "en-US" });
          await page.goto(`${server.origin}/en/profile/expert/`);
          await waitForHydration(page);
          // Moderators find their screen in the personal area's menu; it is in the back office.
          await page.getByRole("link", { name: "Expert moderation" }).click();
          await page.waitForURL(/\/en\/admin\/moderation\/$/, { waitUntil: "commit" });
          const item = page.getByTestId("moderation-item").filter({ hasText: "Lena Smirnova" });
          await item.getByRole("button", { name: "Approve and publish" }).click();
          await page.getByTestId("moderation-approve-dialog").getByRole("button", { name: "Approve and publish" })
            .click();
          await item.waitFor({ state: "detached" });

          await page.goto(`${server.origin}/en/experts/?q=Smirnova`);
          await waitForHydration(page);
          await page.getByTestId("expert-card").filter({ hasText: "Lena Smirnova" }).getByRole("link").click();
          await page.waitForURL(/\/en\/experts\/lena-smirnova\/$/, { waitUntil: "commit" });
          await page.getByText("Application review").waitFor();
          assert.match(await page.getByTestId("expert-service").first().innerText(), /\$75/);

          const { page: own } = await openPage(browser, 1280, { session: owner.session, locale: "en-US" });
          await own.goto(`${server.origin}/en/profile/expert/`);
          await waitForHydration(own);
          await own.getByTestId("expert-published").waitFor();
          // A later edit keeps it public.
          await own.getByLabel("Position").first().fill("Career coach");
          await own.getByTestId("expert-save").click();
          await own.getByTestId("expert-published").waitFor();
          const [row] = await server.db.select().from(experts).where(eq(experts.userId, owner.id));
          assert.equal(row.status, "PUBLISHED");
          assert.equal(row.position, "Career coach");
        },
      );

      await t.step("ru at 375 px: the seller page's tabs and the Stripe dashboard", async () => {
        const { page, consoleErrors } = await openPage(browser, 375, { session: owner.session });
        await page.goto(`${server.origin}/ru/profile/payments/`);
        await waitForHydration(page);
        await state(page, "seller-page", "overview");
        await page.locator("[data-fake-stripe-component=payments]").getByText("No payments yet").waitFor();
        await page.getByRole("tab", { name: "Выплаты" }).click();
        await page.locator("[data-fake-stripe-component=payouts]").getByText("No payouts yet").waitFor();
        assert.deepEqual(await seriousViolations(page), []);
        const [dashboard] = await Promise.all([
          page.waitForEvent("popup"),
          page.getByRole("button", { name: "Открыть кабинет Stripe" }).click(),
        ]);
        await dashboard.getByText("Express dashboard").waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 375, `no sideways scrolling (${width} px)`);
        assert.deepEqual(consoleErrors, []);
      });

      await t.step("ru at 375 px: a user without Stripe sees the connect step on both pages", async () => {
        const fresh = await newUser("CUSTOMER", "Ivan");
        const { page } = await openPage(browser, 375, { session: fresh.session });
        await page.goto(`${server.origin}/ru/profile/payments/`);
        await waitForHydration(page);
        await state(page, "seller-page", "connect_stripe");
        assert.match(await page.getByTestId("connect-stripe").innerText(), /Подключите Stripe/);
        await page.goto(`${server.origin}/ru/profile/expert/`);
        await waitForHydration(page);
        await state(page, "expert-onboarding", "connect_stripe");
        assert.match(await page.getByTestId("connect-stripe").innerText(), /Станьте экспертом клуба/);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 375, `no sideways scrolling (${width} px)`);
      });
    } finally {
      await browser.close();
      await server.close();
      await Deno.remove(bigFile);
      await Deno.remove(smallFile);
    }
  },
});
