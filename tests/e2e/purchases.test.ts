// Buying a service and living with a membership, as a member would (issue 13), against the local fakes: a product
// bought through Stripe with a coupon lands on order-completed, shows in /purchases and its file downloads; the
// empty purchases page; the services pages; a cancelled payment's dialog; a member cancels with a reason past the offer, renews, then
// takes the offer.
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { coupons, customDiscounts, orders, plans, products, subscriptions, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { createLocalStorage } from "../../api/integrations/file-storage.ts";
import { ensureDemoFiles } from "../../db/seed/demo-files.ts";
import { exactly, expectAttribute, expectCount, expectNoText, expectText } from "../support/expect.ts";
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
          await expectText(page.getByTestId("product-price"), /руб \/ \$10/);
          await page.getByRole("button", { name: /^Другая страна/ }).click();
          await page.getByTestId("consent").click();
          await page.getByRole("button", { name: "Есть купон?" }).click();
          await page.getByLabel("Купон", { exact: true }).fill("service15");
          await page.getByRole("button", { name: "Применить" }).click();
          await page.getByTestId("coupon-applied").waitFor();
          await expectText(page.getByTestId("summary-total"), /8,5/);
          await page.getByRole("button", { name: "Перейти к оплате" }).click();
          await page.waitForURL(/\/dev\/stripe\/checkout\//);
          await page.getByRole("button", { name: "Pay", exact: true }).click();
          await page.waitForURL(/\/ru\/order-completed\/?\?prId=\d+/);
          await page.locator("[data-testid=order-completed][data-state=done]").waitFor();
          await expectText(page.getByTestId("order-product"), /Чек-лист резюме/);
          const paid = await server.db.select().from(orders).where(eq(orders.userId, user.id));
          assert.deepEqual(paid.map((o) => [o.status, o.totalPrice, o.currency]), [["PAID", 850, "USD"]]);

          await page.getByTestId("to-purchases").click();
          await page.waitForURL(`${server.origin}/ru/purchases/`);
          await page.getByTestId("purchase").waitFor();
          await expectCount(page.getByTestId("purchase"), 1);
          await expectText(page.getByTestId("purchase-date"), /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}$/);
          await expectText(page.getByTestId("purchase-total"), /8,50/);
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
        await ru.page.getByTestId("service-card").nth(9).waitFor(); // ten or more
        const cv = ru.page.getByTestId("service-card").filter({ hasText: "Резюме под международную вакансию" });
        await expectText(cv.getByTestId("service-price"), /^[\d\s]+\sруб \/ \$160$/);
        await expectText(cv.getByTestId("service-counter"), /^Купили \d+ раза?$/);
        // The card's title opens the service's own page; its Buy leads to the buy page.
        await cv.getByTestId("service-link").click();
        await ru.page.waitForURL(`${server.origin}/ru/services/cv/`);
        await ru.page.getByTestId("service-page").waitFor();
        await expectText(ru.page.getByTestId("service-price"), /руб \/ \$160$/);
        await ru.page.getByTestId("service-buy").click();
        await ru.page.waitForURL(`${server.origin}/ru/buy-service/cv/`);
        await ru.page.getByTestId("product-card").waitFor();
        assert.deepEqual(ru.consoleErrors, []);
        await ru.page.context().close();

        const en = await openPage(browser, 375, { locale: "en-GB" });
        en.page.setDefaultTimeout(TIMEOUT);
        await en.page.goto(`${server.origin}/en/services/un/`);
        await waitForHydration(en.page);
        await expectCount(en.page.getByTestId("service-card"), 1);
        await expectText(en.page.getByTestId("service-price"), exactly("$150"));
        await expectText(en.page.getByTestId("service-counter"), /^Bought \d+ times$/);
        assert.deepEqual(en.consoleErrors, []);
        await en.page.context().close();
      });

      await t.step("en, 375 px: no purchases yet; a cancelled payment says so in a dialog", async () => {
        const { session } = await newUser(server, "Nina");
        const { page, consoleErrors } = await openPage(browser, 375, { session, locale: "en-GB" });
        page.setDefaultTimeout(TIMEOUT);
        await page.goto(`${server.origin}/en/purchases/`);
        await waitForHydration(page);
        await expectText(
          page.getByTestId("purchases-empty").locator("p"),
          exactly("You have not made purchases on our service yet"),
        );
        await page.goto(`${server.origin}/en/buy-service/cv/?status=canceled`);
        await waitForHydration(page);
        await page.getByTestId("payment-canceled").waitFor();
        await expectText(page.getByRole("dialog").getByRole("heading"), exactly("Product payment canceled"));
        await page.getByRole("dialog").getByRole("button", { name: "Close" }).click();
        await page.getByRole("dialog").waitFor({ state: "detached" });
        // Closing replaces the address with the page's own plus status=canceled (spec 03), and stays closed.
        await page.waitForURL(/\/en\/buy-service\/cv\/\?status=canceled$/);
        await page.getByTestId("product-card").waitFor();
        await expectCount(page.getByRole("dialog"), 0);
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
          await page.getByRole("button", { name: "Go to payment" }).click();
          await page.waitForURL(/\/dev\/stripe\/checkout\//);
          await page.getByRole("button", { name: "Pay", exact: true }).click();
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();

          await page.goto(`${server.origin}/en/profile/`);
          await waitForHydration(page);
          await page.locator("[data-testid=membership][data-status=ACTIVE]").waitFor();
          await expectText(page.getByTestId("membership"), /Annual membership · \$192/);
          // The membership's buttons and its dialogs' as a member reads them.
          const membershipButton = (name: string) => page.getByTestId("membership").getByRole("button", { name });
          const dialogButton = (name: string) => page.getByRole("dialog").getByRole("button", { name, exact: true });
          await membershipButton("Cancel membership").click();
          await expectAttribute(dialogButton("Continue"), "disabled", ""); // a reason first
          await page.getByRole("radio", { name: "I found a job" }).check();
          await dialogButton("Continue").click();
          await page.getByTestId("retention-offer").waitFor();
          await dialogButton("Cancel anyway").click();
          await dialogButton("Yes, cancel").click();
          await page.locator("[data-testid=membership][data-status=PAUSED]").waitFor();
          const [cancelled] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
          assert.equal(cancelled.cancelReason, "FOUND_A_JOB");
          // Still a member until the period ends.
          assert.equal((await server.db.select().from(users).where(eq(users.id, user.id)))[0].isFellow, true);

          await membershipButton("Renew membership").click();
          await dialogButton("Renew membership").click();
          await page.locator("[data-testid=membership][data-status=ACTIVE]").waitFor();

          await membershipButton("Cancel membership").click();
          await page.getByRole("radio", { name: "It is too expensive" }).check();
          await dialogButton("Continue").click();
          await dialogButton("Stay with 50% off").click();
          await page.getByTestId("retention-offer").waitFor({ state: "detached" });
          const [kept] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
          assert.equal(kept.status, "ACTIVE");
          assert.ok(kept.retentionOfferUsedAt);
          // The offer is once: cancelling again goes straight to the confirmation.
          await membershipButton("Cancel membership").click();
          await page.getByRole("radio", { name: "Another reason" }).check();
          await dialogButton("Continue").click();
          await dialogButton("Yes, cancel").waitFor();
          await expectCount(page.getByTestId("retention-offer"), 0);
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
          await page.getByRole("button", { name: "Перейти к оплате" }).click();
          await page.waitForURL(/\/dev\/stripe\/checkout\//);
          await page.getByRole("button", { name: "Pay", exact: true }).click();
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();

          await page.goto(`${server.origin}/ru/profile/`);
          await waitForHydration(page);
          await page.getByTestId("delete-account").click();
          await page.getByTestId("delete-password").fill("not the password");
          await page.getByTestId("delete-confirm").click();
          await page.getByRole("dialog").getByRole("alert").waitFor();
          await expectText(page.getByRole("dialog").getByRole("alert"), exactly("Пароль неверный."));
          assert.equal((await server.db.select().from(users).where(eq(users.id, user.id)))[0].isFellow, true);

          await page.getByTestId("delete-password").fill("a long enough secret");
          await page.getByTestId("delete-confirm").click();
          await page.waitForURL(`${server.origin}/ru/`);
          await waitForHydration(page);
          await expectAttribute(page.locator("html"), "data-viewer", "anonymous");
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
          await page.getByRole("button", { name: /^Россия/ }).click();
          await page.getByRole("button", { name: "Есть купон?" }).click();
          await page.getByLabel("Купон", { exact: true }).fill("gift100");
          await page.getByRole("button", { name: "Применить" }).click();
          await page.getByTestId("coupon-applied").waitFor();
          await expectText(page.getByTestId("summary-total"), /^0\s?руб$/);
          await page.getByTestId("consent").click();
          await page.waitForURL(/\/ru\/order-completed\/\?prId=\d+&yooPayment=free-/);
          await page.locator("[data-testid=order-completed][data-state=done]").waitFor();
          await expectText(page.getByTestId("order-product"), /Чек-лист резюме/);
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

/** A membership of either provider, as the provider's confirmation leaves it (the rest as given). */
async function withMembership(
  server: Server,
  userId: string,
  fields: Partial<typeof subscriptions.$inferInsert> & { provider: "STRIPE" | "YOO" },
) {
  const [plan] = await server.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
  const start = new Date(Date.now() - 3 * 86_400_000);
  await server.db.insert(subscriptions).values({
    userId,
    planId: plan.id,
    status: "ACTIVE",
    currency: fields.provider === "YOO" ? "RUB" : "USD",
    priceWithoutDiscount: fields.provider === "YOO" ? plan.priceRub : plan.priceUsd,
    providerSubscriptionId: `sub_${crypto.randomUUID()}`,
    startedAt: start,
    currentPeriodStart: start,
    currentPeriodEnd: new Date(start.getTime() + 30 * 86_400_000),
    numberOfCharges: 1,
    ...fields,
  });
  await server.db.update(users).set({ isFellow: true }).where(eq(users.id, userId));
}

Deno.test({
  name: "the billing pages' ends, the membership's discount and the buy page at 375 px in Chromium",
  ...opts,
  async fn(t) {
    const server = await startServer();
    const browser: Browser = await launchBrowser();
    try {
      await t.step(
        "en, 1280 px: a cancelled YooKassa membership shows until when access lasts, and its WELCOME10 discount",
        async () => {
          const { user, session } = await newUser(server, "Olga");
          const [welcome] = await server.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
          const end = new Date(Date.UTC(2030, 4, 20, 12));
          await withMembership(server, user.id, {
            provider: "YOO",
            status: "PAUSED",
            couponId: welcome.id,
            currentPeriodEnd: end,
            cancelAt: end,
          });
          const { page, consoleErrors } = await openPage(browser, 1280, { session, locale: "en-GB" });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/en/profile/`);
          await waitForHydration(page);
          const block = page.locator("[data-testid=membership][data-status=PAUSED]");
          await block.waitFor();
          await expectText(page.getByTestId("membership-period-end"), exactly("20 May 2030"));
          await expectText(block, /Access until\s+20 May 2030/);
          await expectText(
            page.getByTestId("membership-discount"),
            exactly("10% off the first payment (coupon WELCOME10)"),
          );
          await expectText(block, /1,900/); // the plan's price
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "ru, 375 px: in the trial the first-timer offer's discount shows; after the offer to stay, its 50 % on the next payment",
        async () => {
          const { user, session } = await newUser(server, "Inna");
          const [offer] = await server.db.select().from(customDiscounts).where(eq(customDiscounts.active, true));
          await withMembership(server, user.id, {
            provider: "STRIPE",
            status: "TRIALING",
            customDiscountId: offer.id,
            numberOfCharges: 0,
            trialEnd: new Date(Date.now() + 4 * 86_400_000),
          });
          const { page, consoleErrors } = await openPage(browser, 375, { session });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/ru/profile/`);
          await waitForHydration(page);
          await page.locator("[data-testid=membership][data-status=TRIALING]").waitFor();
          await expectText(
            page.getByTestId("membership-discount"),
            exactly("50 % на первый платёж после пробного периода (предложение для новых участников)"),
          );
          await server.db.update(subscriptions).set({ retentionOfferUsedAt: new Date(), status: "ACTIVE" })
            .where(eq(subscriptions.userId, user.id));
          await page.reload();
          await waitForHydration(page);
          await page.locator("[data-testid=membership][data-status=ACTIVE]").waitFor();
          await expectText(
            page.getByTestId("membership-discount"),
            exactly("50 % на следующий платёж (предложение остаться)"),
          );
          // Nothing in the block is wider than the phone.
          assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375));
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "ru, 375 px: order-completed for a product never bought, an unknown id or a bad one ends at once with a way on",
        async () => {
          const { session } = await newUser(server, "Gleb");
          const [cv] = await server.db.select({ id: products.id }).from(products)
            .where(and(eq(products.slug, "cv-checklist"), eq(products.language, "ru")));
          const { page, consoleErrors } = await openPage(browser, 375, { session });
          page.setDefaultTimeout(TIMEOUT);
          for (const prId of [String(cv.id), "999999", "abc", ""]) {
            await page.goto(`${server.origin}/ru/order-completed/?prId=${prId}`);
            await waitForHydration(page);
            // Well before the page's own retries (15 s) would run out: no order means no waiting.
            await page.locator("[data-testid=order-completed][data-state=none]").waitFor({ timeout: 8_000 });
            await expectText(page.getByRole("heading", { level: 1 }), exactly("Покупка не найдена"));
            await expectCount(page.getByText("Подтверждаем оплату"), 0);
            await expectAttribute(page.getByTestId("to-services"), "href", "/ru/services/");
            await expectAttribute(page.getByTestId("to-purchases"), "href", "/ru/purchases/");
          }
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "en, 375 px: subscribe-success asks a visitor who is not signed in to sign in, and never says the membership is active",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 375, { locale: "en-GB" });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/en/subscribe-success/`);
          await waitForHydration(page);
          const section = page.locator("[data-testid=subscribe-success][data-state=signedOut]");
          await section.waitFor();
          await expectText(page.getByRole("heading", { level: 1 }), exactly("Sign in to see your membership"));
          await expectNoText(section, /membership is active|Welcome/);
          await page.getByTestId("success-sign-in").click();
          await page.getByRole("dialog").waitFor();
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "ru, 1280 px: once the membership is confirmed, subscribe-success sends the member to back instead of offering a link",
        async () => {
          const { user, session } = await newUser(server, "Zoya");
          const { page, consoleErrors } = await openPage(browser, 1280, { session });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/ru/subscribe-success/?back=${encodeURIComponent("/ru/jobs/?q=un")}`);
          await waitForHydration(page);
          await page.locator("[data-testid=subscribe-success][data-state=confirming]").waitFor();
          await expectCount(page.getByTestId("success-back"), 0);
          // The provider's confirmation lands: the page sees the member and goes on.
          await server.db.update(users).set({ isFellow: true }).where(eq(users.id, user.id));
          await page.waitForURL(`${server.origin}/ru/jobs/?q=un`);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "ru, 375 px: opening the coupon box on the buy page keeps the page as wide as the phone",
        async () => {
          const { session } = await newUser(server, "Rita");
          const { page, consoleErrors } = await openPage(browser, 375, { session });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/ru/buy-service/cv/`);
          await waitForHydration(page);
          const width = () => page.evaluate(() => document.documentElement.scrollWidth);
          assert.equal(await width(), 375);
          await page.getByRole("button", { name: /^Россия/ }).click();
          await page.getByRole("button", { name: "Есть купон?" }).click();
          await page.getByLabel("Купон", { exact: true }).waitFor();
          assert.equal(await width(), 375, "after 'Есть купон?'");
          await page.getByTestId("consent").click();
          await page.getByTestId("payment-panel").waitFor();
          assert.equal(await width(), 375, "with the payment panel");
          // One ruble notation: the summary says rubles as the price does.
          const [rubles] = (await expectText(page.getByTestId("product-price"), / \/ /)).split(" / ");
          assert.match(rubles, /^[\d\s]+\sруб$/);
          await expectText(page.getByTestId("summary-price"), exactly(rubles));
          // The buy page ends with the members' reviews and the club's videos, as /subscribe does.
          await page.getByRole("heading", { name: "Что говорят участники" }).waitFor();
          await page.locator("section[aria-labelledby=videos-title]").waitFor();
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

Deno.test({
  name: "a refunded order shows as refunded on the order page and in purchases",
  ...opts,
  async fn(t) {
    const server = await startServer();
    await ensureDemoFiles(createLocalStorage(server.uploadsDir));
    const browser: Browser = await launchBrowser();
    try {
      await t.step("ru, 1280 px: a product bought through Stripe, then refunded in full", async () => {
        const { user, session } = await newUser(server, "Alla");
        const { page, consoleErrors } = await openPage(browser, 1280, { session });
        page.setDefaultTimeout(TIMEOUT);
        await page.goto(`${server.origin}/ru/buy-service/cv-checklist/`);
        await waitForHydration(page);
        await page.getByRole("button", { name: /^Другая страна/ }).click();
        await page.getByTestId("consent").click();
        await page.getByRole("button", { name: "Перейти к оплате" }).click();
        await page.waitForURL(/\/dev\/stripe\/checkout\//);
        await page.getByRole("button", { name: "Pay", exact: true }).click();
        await page.waitForURL(/\/ru\/order-completed\/?\?prId=\d+/);
        await page.locator("[data-testid=order-completed][data-state=done]").waitFor();
        const orderUrl = page.url();

        // The club refunds the whole payment at Stripe; Stripe tells the club.
        const [order] = await server.db.select().from(orders).where(eq(orders.userId, user.id));
        const stripe = server.paymentFakes.stripe!;
        await stripe.refund({ paymentIntent: String(stripe.sessions.get(order.providerPaymentId!)!.payment_intent) });

        await page.goto(orderUrl);
        await waitForHydration(page);
        await page.locator("[data-testid=order-completed][data-state=refunded]").waitFor();
        await expectText(page.getByRole("heading", { level: 1 }), exactly("Покупка возвращена"));
        const refunded = page.getByTestId("order-refunded");
        await expectText(refunded, /Чек-лист резюме/);
        await expectText(refunded, /\d{1,2} [а-я]+ \d{4} г\. мы вернули \$10\./);
        await expectText(refunded, /доступ к услуге закрыт/);
        await expectNoText(page.getByTestId("order-completed"), /не прошла|Попробовать/);
        await expectCount(page.getByTestId("download-file"), 0);

        await page.getByTestId("to-purchases").click();
        await page.waitForURL(`${server.origin}/ru/purchases/`);
        await page.getByTestId("purchase").waitFor();
        await expectCount(page.getByTestId("purchase"), 1);
        await expectText(page.getByTestId("purchase-refunded"), /^Возврат: \$10 вернули \d{1,2} [а-я]+ \d{4} г\.$/);
        await expectText(page.getByTestId("purchase"), /доступ к услуге закрыт/);
        await expectCount(page.getByTestId("download-file"), 0);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step("en, 375 px: a product bought through YooKassa, then refunded in full", async () => {
        const { user, session } = await newUser(server, "Gleb");
        const { page, consoleErrors } = await openPage(browser, 375, { session, locale: "en-GB" });
        page.setDefaultTimeout(TIMEOUT);
        await page.goto(`${server.origin}/en/buy-service/cv-checklist/`);
        await waitForHydration(page);
        await page.getByRole("button", { name: /^Russia/ }).click();
        await page.getByTestId("consent").click();
        await page.frameLocator("iframe[data-fake-yookassa]").getByRole("button", { name: "Pay", exact: true }).click();
        await page.waitForURL(/\/en\/order-completed\/?\?/);
        await page.locator("[data-testid=order-completed][data-state=done]").waitFor();
        const orderUrl = page.url();
        const [order] = await server.db.select().from(orders)
          .where(and(eq(orders.userId, user.id), eq(orders.status, "PAID")));
        await server.paymentFakes.yoo!.refund(order.providerPaymentId!);

        await page.goto(orderUrl);
        await waitForHydration(page);
        await page.locator("[data-testid=order-completed][data-state=refunded]").waitFor();
        await expectText(page.getByRole("heading", { level: 1 }), exactly("This purchase was refunded"));
        await expectText(page.getByTestId("order-refunded"), /₽[\d,]+ was returned on \d{1,2} \w+ \d{4}\./);
        await page.getByTestId("try-again").waitFor();
        await expectText(page.getByTestId("try-again"), exactly("Buy again"));

        await page.goto(`${server.origin}/en/purchases/`);
        await waitForHydration(page);
        await page.getByTestId("purchase").waitFor();
        await expectText(page.getByTestId("purchase-refunded"), /^Refunded: ₽[\d,]+ returned on \d{1,2} \w+ \d{4}$/);
        await expectCount(page.getByTestId("download-file"), 0);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
