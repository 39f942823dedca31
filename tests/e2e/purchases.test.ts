// Buying a service and living with a membership, as a member would (issue 13), against the local fakes: a product
// bought through Stripe with a coupon lands on order-completed, shows in /purchases and its file downloads; the
// empty purchases page; the services pages; a cancelled payment's dialog; a member cancels with a reason past the offer, renews, then
// takes the offer.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { coupons, orders, subscriptions, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { createLocalStorage } from "../../api/integrations/file-storage.ts";
import { ensureDemoFiles } from "../../db/seed/demo-files.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const TIMEOUT = 60_000;

type Server = Awaited<ReturnType<typeof startServer>>;

async function newUser(server: Server, name: string) {
  const [user] = await server.db.insert(users).values({
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.org`,
    emailVerified: true,
    firstName: name,
    lastName: "Member",
  }).returning();
  return { user, session: { origin: server.origin, token: (await createSession(server.db, user.id)).token } };
}

Deno.test({
  name: "purchases and membership in Chromium",
  ...opts,
  async fn(t) {
    const server = await startServer();
    await ensureDemoFiles(createLocalStorage(server.uploadsDir));
    const browser: Browser = await launchBrowser();
    try {
      await t.step(
        "ru, 1280 px: a product through Stripe with SERVICE15, order-completed, purchases, the file",
        async () => {
          const { user, session } = await newUser(server, "Vera");
          const { page, consoleErrors } = await openPage(browser, 1280, { session });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/ru/buy-service/cv-checklist/`);
          await waitForHydration(page);
          await page.getByTestId("product-card").waitFor();
          assert.match(await page.getByTestId("product-price").innerText(), /руб \/ \$10/);
          await page.getByTestId("issuer-Stripe").click();
          await page.getByTestId("consent").click();
          await page.getByTestId("coupon-toggle").click();
          await page.getByTestId("coupon-input").fill("service15");
          await page.getByTestId("coupon-apply").click();
          await page.getByTestId("coupon-applied").waitFor();
          assert.match(await page.getByTestId("summary-total").innerText(), /8,5/);
          await page.getByTestId("go-to-payment").click();
          await page.waitForURL(/\/dev\/stripe\/checkout\//);
          await page.getByRole("button", { name: "Pay" }).click();
          await page.waitForURL(/\/ru\/order-completed\/?\?prId=\d+/);
          await page.locator("[data-testid=order-completed][data-state=done]").waitFor();
          assert.match(await page.getByTestId("order-product").innerText(), /Чек-лист резюме/);
          const paid = await server.db.select().from(orders).where(eq(orders.userId, user.id));
          assert.deepEqual(paid.map((o) => [o.status, o.totalPrice, o.currency]), [["PAID", 850, "USD"]]);

          await page.getByTestId("to-purchases").click();
          await page.waitForURL(`${server.origin}/ru/purchases/`);
          await page.getByTestId("purchase").waitFor();
          assert.equal(await page.getByTestId("purchase").count(), 1);
          assert.match(await page.getByTestId("purchase-date").innerText(), /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
          assert.match(await page.getByTestId("purchase-total").innerText(), /8,50/);
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            page.getByTestId("download-file").click(),
          ]);
          assert.equal(download.suggestedFilename(), "cv-checklist.pdf");
          const bytes = await Deno.readFile(await download.path());
          assert.equal(new TextDecoder().decode(bytes.slice(0, 5)), "%PDF-");
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step("ru 1280 px and en 375 px: the services pages lead to a service's buy page", async () => {
        const ru = await openPage(browser, 1280);
        ru.page.setDefaultTimeout(TIMEOUT);
        await ru.page.goto(`${server.origin}/ru/services/`);
        await waitForHydration(ru.page);
        assert.ok(await ru.page.getByTestId("service-card").count() >= 10);
        const cv = ru.page.getByTestId("service-card").filter({ hasText: "Резюме под международную вакансию" });
        assert.match(await cv.getByTestId("service-price").innerText(), /^[\d\s]+ руб \/ \$160$/);
        assert.match(await cv.getByTestId("service-counter").innerText(), /^Купили \d+ раза?$/);
        // The card's title opens the service's own page; its Buy leads to the buy page.
        await cv.getByTestId("service-link").click();
        await ru.page.waitForURL(`${server.origin}/ru/services/cv/`);
        await ru.page.getByTestId("service-page").waitFor();
        assert.match(await ru.page.getByTestId("service-price").innerText(), /руб \/ \$160$/);
        await ru.page.getByTestId("service-buy").click();
        await ru.page.waitForURL(`${server.origin}/ru/buy-service/cv/`);
        await ru.page.getByTestId("product-card").waitFor();
        assert.deepEqual(ru.consoleErrors, []);
        await ru.page.context().close();

        const en = await openPage(browser, 375, { locale: "en-GB" });
        en.page.setDefaultTimeout(TIMEOUT);
        await en.page.goto(`${server.origin}/en/services/un/`);
        await waitForHydration(en.page);
        assert.equal(await en.page.getByTestId("service-card").count(), 1);
        assert.equal(await en.page.getByTestId("service-price").innerText(), "$150");
        assert.match(await en.page.getByTestId("service-counter").innerText(), /^Bought \d+ times$/);
        assert.deepEqual(en.consoleErrors, []);
        await en.page.context().close();
      });

      await t.step("en, 375 px: no purchases yet; a cancelled payment says so in a dialog", async () => {
        const { session } = await newUser(server, "Nina");
        const { page, consoleErrors } = await openPage(browser, 375, { session, locale: "en-GB" });
        page.setDefaultTimeout(TIMEOUT);
        await page.goto(`${server.origin}/en/purchases/`);
        await waitForHydration(page);
        assert.equal(
          await page.getByTestId("purchases-empty").locator("p").innerText(),
          "You have not made purchases on our service yet",
        );
        await page.goto(`${server.origin}/en/buy-service/cv/?status=canceled`);
        await waitForHydration(page);
        await page.getByTestId("payment-canceled").waitFor();
        assert.equal(await page.getByRole("dialog").getByRole("heading").innerText(), "Product payment canceled");
        await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
        // Closing replaces the address with the page's own plus status=canceled (spec 03), and stays closed.
        await page.waitForURL(/\/en\/buy-service\/cv\/\?status=canceled$/);
        await page.getByTestId("product-card").waitFor();
        assert.equal(await page.getByRole("dialog").count(), 0);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step(
        "en, 1280 px: a member cancels with a reason past the offer, renews, then takes the offer",
        async () => {
          const { user, session } = await newUser(server, "Mark");
          const { page, consoleErrors } = await openPage(browser, 1280, { session, locale: "en-GB" });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/en/subscribe/?p=annual&pm=Stripe`);
          await waitForHydration(page);
          await page.getByTestId("consent").click();
          await page.getByTestId("go-to-payment").click();
          await page.waitForURL(/\/dev\/stripe\/checkout\//);
          await page.getByRole("button", { name: "Pay" }).click();
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();

          await page.goto(`${server.origin}/en/profile/`);
          await waitForHydration(page);
          await page.locator("[data-testid=membership][data-status=ACTIVE]").waitFor();
          assert.match(await page.getByTestId("membership").innerText(), /Annual membership · \$192/);
          await page.getByTestId("membership-cancel").click();
          assert.equal(await page.getByTestId("reason-next").isDisabled(), true, "a reason first");
          await page.getByRole("radio", { name: "I found a job" }).check();
          await page.getByTestId("reason-next").click();
          await page.getByTestId("retention-offer").waitFor();
          await page.getByTestId("offer-decline").click();
          await page.getByTestId("cancel-confirm").click();
          await page.locator("[data-testid=membership][data-status=PAUSED]").waitFor();
          const [cancelled] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
          assert.equal(cancelled.cancelReason, "FOUND_A_JOB");
          // Still a member until the period ends.
          assert.equal((await server.db.select().from(users).where(eq(users.id, user.id)))[0].isFellow, true);

          await page.getByTestId("membership-renew").click();
          await page.getByTestId("renew-confirm").click();
          await page.locator("[data-testid=membership][data-status=ACTIVE]").waitFor();

          await page.getByTestId("membership-cancel").click();
          await page.getByRole("radio", { name: "It is too expensive" }).check();
          await page.getByTestId("reason-next").click();
          await page.getByTestId("offer-accept").click();
          await page.getByTestId("retention-offer").waitFor({ state: "detached" });
          const [kept] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
          assert.equal(kept.status, "ACTIVE");
          assert.ok(kept.retentionOfferUsedAt);
          // The offer is once: cancelling again goes straight to the confirmation.
          await page.getByTestId("membership-cancel").click();
          await page.getByRole("radio", { name: "Another reason" }).check();
          await page.getByTestId("reason-next").click();
          await page.getByTestId("cancel-confirm").waitFor();
          assert.equal(await page.getByTestId("retention-offer").count(), 0);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "ru, 375 px: deleting the account asks the password, ends the membership and signs out",
        async () => {
          const { user, session } = await newUser(server, "Lev");
          await server.db.update(users).set({ passwordHash: await hashPassword("a long enough secret") })
            .where(eq(users.id, user.id));
          const { page, consoleErrors } = await openPage(browser, 375, { session });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/ru/subscribe/?p=monthly&pm=Stripe`);
          await waitForHydration(page);
          await page.getByTestId("consent").click();
          await page.getByTestId("go-to-payment").click();
          await page.waitForURL(/\/dev\/stripe\/checkout\//);
          await page.getByRole("button", { name: "Pay" }).click();
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();

          await page.goto(`${server.origin}/ru/profile/`);
          await waitForHydration(page);
          await page.getByTestId("delete-account").click();
          await page.getByTestId("delete-password").fill("not the password");
          await page.getByTestId("delete-confirm").click();
          await page.getByRole("dialog").getByRole("alert").waitFor();
          assert.equal(await page.getByRole("dialog").getByRole("alert").innerText(), "Пароль неверный.");
          assert.equal((await server.db.select().from(users).where(eq(users.id, user.id)))[0].isFellow, true);

          await page.getByTestId("delete-password").fill("a long enough secret");
          await page.getByTestId("delete-confirm").click();
          await page.waitForURL(`${server.origin}/ru/`);
          await waitForHydration(page);
          assert.equal(await page.locator("html").getAttribute("data-viewer"), "anonymous");
          const [sub] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
          assert.deepEqual([sub.status, sub.cancelReason], ["CANCELLED", "ACCOUNT_DELETED"]);
          // The wrong password's 403 is logged by the browser as a failed request; nothing else may fail.
          assert.deepEqual(consoleErrors.filter((e) => !/status of 403/.test(e)), []);
          await page.context().close();
        },
      );

      await t.step(
        "ru, 1280 px: a 100 % coupon on YooKassa completes the order without the widget and lands on order-completed",
        async () => {
          await server.db.insert(coupons).values({ code: "GIFT100", kind: "PRODUCTS", discountBasisPoints: 10_000 });
          const { user, session } = await newUser(server, "Olga");
          const { page, consoleErrors } = await openPage(browser, 1280, { session });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/ru/buy-service/cv-checklist/`);
          await waitForHydration(page);
          await page.getByTestId("product-card").waitFor();
          await page.getByTestId("issuer-Yoo").click();
          await page.getByTestId("coupon-toggle").click();
          await page.getByTestId("coupon-input").fill("gift100");
          await page.getByTestId("coupon-apply").click();
          await page.getByTestId("coupon-applied").waitFor();
          assert.match(await page.getByTestId("summary-total").innerText(), /^0\s?₽$/);
          await page.getByTestId("consent").click();
          await page.waitForURL(/\/ru\/order-completed\/\?prId=\d+&yooPayment=free-/);
          await page.locator("[data-testid=order-completed][data-state=done]").waitFor();
          assert.match(await page.getByTestId("order-product").innerText(), /Чек-лист резюме/);
          const [order] = await server.db.select().from(orders).where(eq(orders.userId, user.id));
          assert.deepEqual([order.status, order.provider, order.totalPrice], ["PAID", "YOO", 0]);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
