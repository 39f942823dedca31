// Joining the club as a new user would (issue 13), against the local Stripe and YooKassa fakes: a visitor presses
// Choose, signs in and lands back in checkout; a bad coupon says COUPON_INVALID and changes nothing; the Stripe path
// with a coupon and the YooKassa widget path each make a fellow (a members-only job opens, Join the club goes).
import assert from "node:assert/strict";
import { and, eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import {
  commissions,
  coupons,
  customDiscounts,
  partnerSettings,
  plans,
  promoterApplications,
  subscriptionCharges,
  subscriptions,
  userCustomDiscounts,
  users,
} from "../../db/schema/index.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { createJob } from "../support/factories.ts";
import { approvePromoter } from "../../api/services/promoters/approve-promoter.ts";
import { createPromoterApplication } from "../../api/services/promoters/create-application.ts";
import { exactly, expectAttribute, expectCount, expectText, expectValue } from "../support/expect.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
/** Generous: the CI machine is slow and shared; every wait below is for a state, never a fixed time. */
const TIMEOUT = 60_000;

type Server = Awaited<ReturnType<typeof startServer>>;

async function newUser(server: Server, name: string, password?: string) {
  const [user] = await server.db.insert(users).values({
    // Stored as sign-up stores it: lower-cased.
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.org`,
    emailVerified: true,
    firstName: name,
    lastName: "Buyer",
    passwordHash: password ? await hashPassword(password) : null,
  }).returning();
  return { user, session: { origin: server.origin, token: (await createSession(server.db, user.id)).token } };
}

async function isFellow(server: Server, userId: string) {
  const [row] = await server.db.select({ isFellow: users.isFellow }).from(users).where(eq(users.id, userId));
  return row.isFellow;
}

async function payOnFakeStripe(page: Page) {
  await page.waitForURL(/\/dev\/stripe\/checkout\//, { timeout: TIMEOUT });
  await page.getByRole("button", { name: "Pay", exact: true }).click();
}

Deno.test({
  name: "joining the club in Chromium",
  ...opts,
  async fn(t) {
    const server = await startServer();
    const browser: Browser = await launchBrowser();
    const membersJob = await createJob(server.db, { title: "Wombat Members Analyst", readAccess: "FELLOW" });
    try {
      await t.step(
        "ru, 1280 px: Choose asks a visitor to sign in and returns to checkout; a bad coupon is refused; Stripe with WELCOME10 makes a fellow",
        async () => {
          const { user } = await newUser(server, "Olga", "a long enough secret");
          const { page, consoleErrors } = await openPage(browser, 1280);
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/ru/subscribe/`);
          await waitForHydration(page);
          await expectCount(page.getByTestId("checkout"), 0);
          await page.getByTestId("choose-MONTHLY").click();
          await page.locator("#signin-form-email").fill(user.email);
          await page.locator("#signin-form-password").fill("a long enough secret");
          await page.getByTestId("signin-form-submit").click();
          // Back on the plans page with the monthly plan chosen and checkout open.
          await page.waitForURL(/\/ru\/subscribe\/\?.*p=monthly/);
          await waitForHydration(page);
          await page.getByTestId("checkout").waitFor();
          await expectAttribute(page.getByTestId("plan-MONTHLY"), "data-chosen", "true");

          // No payment panel until the issuer and the consent are both set; the consent pulses until ticked.
          await page.getByRole("button", { name: /^Другая страна/ }).click();
          await expectCount(page.getByTestId("payment-panel"), 0);
          await expectAttribute(page.getByTestId("consent"), "data-pulsing", "true");
          await page.getByTestId("consent").click();
          await page.getByTestId("payment-panel").waitFor();

          // A code that does not exist: COUPON_INVALID, the total stays; emptying the field clears the message.
          const fullTotal = await expectText(page.getByTestId("summary-total"), /20/);
          await page.getByRole("button", { name: "Есть купон?" }).click();
          await page.getByLabel("Купон", { exact: true }).fill("nope");
          await expectValue(page.getByLabel("Купон", { exact: true }), "NOPE");
          await page.getByRole("button", { name: "Применить" }).click();
          await page.getByTestId("coupon-invalid").waitFor();
          await expectText(page.getByTestId("coupon-invalid"), /COUPON_INVALID/);
          await expectText(page.getByTestId("summary-total"), exactly(fullTotal));
          await expectCount(page.getByTestId("summary-discount"), 0);
          await page.getByLabel("Купон", { exact: true }).fill("");
          await expectCount(page.getByTestId("coupon-invalid"), 0);
          await expectAttribute(page.getByRole("button", { name: "Применить" }), "disabled", "");

          await page.getByLabel("Купон", { exact: true }).fill("welcome10");
          await page.getByRole("button", { name: "Применить" }).click();
          await page.getByTestId("coupon-applied").waitFor();
          // 20 $ less 10 %: Stripe rounds to 1 decimal.
          await expectText(page.getByTestId("summary-total"), /18/);
          const [before] = await server.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));

          await page.getByRole("button", { name: "Перейти к оплате" }).click();
          await payOnFakeStripe(page);
          await page.waitForURL(/\/ru\/subscribe-success\//);
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();
          assert.equal(await isFellow(server, user.id), true);
          await page.getByTestId("header-join").waitFor({ state: "detached" });
          const [after] = await server.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));
          assert.equal(after.countTimes, before.countTimes + 1);

          // A fellow now: the members' job is open and the header has no Join link.
          await page.goto(`${server.origin}/ru/jobs/${membersJob.id}/`);
          await waitForHydration(page);
          await page.getByTestId("job-page").waitFor();
          await expectCount(page.getByTestId("job-gate"), 0);
          await expectCount(page.getByTestId("header-join"), 0);
          // And /subscribe sends a member on.
          await page.goto(`${server.origin}/ru/subscribe/?redirectTo=%2Fru%2Fjobs%2F`);
          await page.waitForURL(`${server.origin}/ru/jobs/`);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "en, 375 px: p and pm open checkout on the YooKassa widget; paying there makes a fellow",
        async () => {
          const { user, session } = await newUser(server, "Ivan");
          const { page, consoleErrors } = await openPage(browser, 375, { session, locale: "en-GB" });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/en/subscribe/?p=monthly&pm=Yoo`);
          await waitForHydration(page);
          await page.getByTestId("checkout").waitFor();
          await expectAttribute(page.getByRole("button", { name: /^Russia/ }), "aria-pressed", "true");
          await page.getByTestId("consent").click();
          // The widget frame, then paying in it: the whole page goes to the return address.
          const frame = page.frameLocator("iframe[data-fake-yookassa]");
          await frame.getByRole("button", { name: "Pay", exact: true }).click();
          await page.waitForURL(/\/en\/subscribe-success\/\?yooPayment=/);
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();
          assert.equal(await isFellow(server, user.id), true);
          const [sub] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
          assert.deepEqual([sub.provider, sub.status, sub.currency], ["YOO", "ACTIVE", "RUB"]);
          await page.goto(`${server.origin}/en/jobs/${membersJob.id}/`);
          await waitForHydration(page);
          await page.getByTestId("job-page").waitFor();
          await expectCount(page.getByTestId("job-gate"), 0);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "ru, 1280 px: a promoter's link (?promo=) is remembered, its code applied at checkout, the promoter earns",
        async () => {
          // A promoter made as a moderator makes one; their subscriptions code is <USERNAME>SUB.
          const { user: promoter } = await newUser(server, "Roman");
          const { user: moderator } = await newUser(server, "Mila");
          await createPromoterApplication(server.db, promoter.id, new Date());
          const [application] = await server.db.select().from(promoterApplications)
            .where(eq(promoterApplications.userId, promoter.id));
          await approvePromoter(server.db, application.id, moderator.id, new Date());
          const [settings] = await server.db.select().from(partnerSettings)
            .where(eq(partnerSettings.userId, promoter.id));
          const subCode = `${settings.username}SUB`;
          const { user, session } = await newUser(server, "Pavel");
          const { page, consoleErrors } = await openPage(browser, 1280, { session });
          page.setDefaultTimeout(TIMEOUT);
          // The promoter area's job link (any case), then the club's checkout on another page.
          await page.goto(`${server.origin}/ru/jobs/?promo=${subCode.toLowerCase()}`);
          await waitForHydration(page);
          await page.goto(`${server.origin}/ru/subscribe/?p=monthly&pm=Yoo`);
          await waitForHydration(page);
          await page.getByTestId("checkout").waitFor();
          await page.getByTestId("coupon-applied").waitFor();
          await expectText(page.getByTestId("coupon-applied"), subCode);
          await page.getByTestId("consent").click();
          const frame = page.frameLocator("iframe[data-fake-yookassa]");
          await frame.getByRole("button", { name: "Pay", exact: true }).click();
          await page.waitForURL(/\/ru\/subscribe-success\/\?yooPayment=/);
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();
          const lines = await server.db.select().from(commissions).where(eq(commissions.customerId, user.id));
          assert.equal(lines.length, 1, "one commission line for the promoter");
          assert.deepEqual(
            [lines[0].promoterId, lines[0].kind, lines[0].status, lines[0].currency],
            [promoter.id, "SUBSCRIPTION", "PENDING", "RUB"],
          );
          assert.ok(lines[0].amount > 0);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "en, 375 px: the first-timer offer shows its description and the trial total, and hides the coupon box",
        async () => {
          const { user, session } = await newUser(server, "Nina");
          const [offer] = await server.db.select().from(customDiscounts).where(eq(customDiscounts.active, true));
          await server.db.insert(userCustomDiscounts).values({ userId: user.id, customDiscountId: offer.id });
          const { page, consoleErrors } = await openPage(browser, 375, { session, locale: "en-GB" });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/en/subscribe/?p=monthly&pm=Stripe`);
          await waitForHydration(page);
          await expectText(page.getByTestId("first-timer-offer"), exactly(offer.groupDescriptionEn));
          await page.getByTestId("checkout").waitFor();
          await expectCount(page.getByRole("button", { name: "Do you have a coupon?" }), 0);
          // Stripe: nothing now; 20 $ with 50 % off after the trial is 10 $.
          await expectText(page.getByTestId("summary-total"), exactly("$0*"));
          await expectText(page.getByTestId("trial-disclaimer"), /7 days.*\$10\b.*\$20\b/);
          // YooKassa: one ruble to check the card.
          await page.getByRole("button", { name: /^Russia/ }).click();
          await expectText(page.getByTestId("summary-total"), exactly("₽1*"));
          await expectText(page.getByTestId("trial-disclaimer"), /₽950\b.*₽1,900\b/);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step("en, 1280 px: an unknown pm is dropped, not obeyed", async () => {
        const { session } = await newUser(server, "Pavel");
        const { page } = await openPage(browser, 1280, { session, locale: "en-GB" });
        page.setDefaultTimeout(TIMEOUT);
        await page.goto(`${server.origin}/en/subscribe/?planId=1&pm=PayPal`);
        await page.waitForURL((url) => url.pathname === "/en/subscribe/" && !url.search.includes("pm="));
        await waitForHydration(page);
        await page.getByTestId("checkout").waitFor();
        await expectAttribute(page.getByRole("button", { name: /^Russia/ }), "aria-pressed", "false");
        await expectAttribute(page.getByRole("button", { name: /^Other country/ }), "aria-pressed", "false");
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

/** An amount as a page writes it ("16 380 руб", "₽16,380", "$172.80", "16380.00 ₽"), in minor units. */
function minorIn(text: string, decimalComma: boolean): number {
  const digits = text.replace(/[^\d.,]/g, "");
  const plain = decimalComma ? digits.replace(/\./g, "").replace(",", ".") : digits.replace(/,/g, "");
  return Math.round(Number(plain) * 100);
}

Deno.test({
  name: "the summary, the provider's page, the charge and the record agree whatever issuer is clicked",
  ...opts,
  async fn(t) {
    const server = await startServer();
    const browser: Browser = await launchBrowser();
    try {
      await t.step(
        "ru, 1280 px, YooKassa: Russia clicked again and Russia → Other → Russia keep WELCOME10 in the summary and the widget",
        async () => {
          const { user, session } = await newUser(server, "Vera");
          const { page, consoleErrors } = await openPage(browser, 1280, { session });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/ru/subscribe/?p=annual`);
          await waitForHydration(page);
          await page.getByTestId("checkout").waitFor();
          await page.getByRole("button", { name: /^Россия/ }).click();
          await page.getByRole("button", { name: "Есть купон?" }).click();
          await page.getByLabel("Купон", { exact: true }).fill("WELCOME10");
          await page.getByRole("button", { name: "Применить" }).click();
          await page.getByTestId("coupon-applied").waitFor();
          await page.getByTestId("consent").click();
          // 18 200 ₽ less 10 %: 16 380 ₽ in the summary and in the widget.
          const expected = 1_638_000;
          const summaryIs = (want: number) =>
            expectText(page.getByTestId("summary-total"), (text) => minorIn(text, true) === want);
          const widget = page.locator("[data-testid=yoo-widget][data-state=ready]");
          const frameAmountIs = async (want: number) => {
            await widget.waitFor();
            await expectText(
              page.frameLocator("iframe[data-fake-yookassa]").getByText("К оплате"),
              (text) => minorIn(text.replace(/^[^\d]*/, ""), false) === want,
            );
          };
          await summaryIs(expected);
          await frameAmountIs(expected);

          // The issuer already chosen, clicked again: nothing changes.
          await page.getByRole("button", { name: /^Россия/ }).click();
          await expectAttribute(page.getByRole("button", { name: /^Россия/ }), "aria-pressed", "true");
          await page.getByTestId("coupon-applied").waitFor();
          await summaryIs(expected);
          await frameAmountIs(expected);

          // Russia → Other → Russia: the code goes with the member and is checked again for each issuer.
          await page.getByRole("button", { name: /^Другая страна/ }).click();
          await page.getByRole("button", { name: "Перейти к оплате" }).waitFor();
          await page.getByTestId("coupon-applied").waitFor();
          await summaryIs(17_280);
          await page.getByRole("button", { name: /^Россия/ }).click();
          await page.getByTestId("coupon-applied").waitFor();
          await widget.waitFor();
          await summaryIs(expected);
          await frameAmountIs(expected);

          // Paid in the widget: YooKassa charged that amount, and the club recorded it.
          await page.frameLocator("iframe[data-fake-yookassa]").getByRole("button", { name: "Pay", exact: true })
            .click();
          await page.waitForURL(/\/ru\/subscribe-success\/\?yooPayment=/);
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();
          const charged = [...server.paymentFakes.yoo!.payments.values()]
            .filter((p) => p.metadata.userId === user.id && p.status === "succeeded");
          assert.deepEqual(charged.map((p) => p.amount.value), ["16380.00"]);
          const [charge] = await server.db.select().from(subscriptionCharges)
            .where(eq(subscriptionCharges.providerPaymentId, charged[0].id));
          assert.deepEqual([charge.amount, charge.status], [expected, "SUCCEEDED"]);
          const [sub] = await server.db.select().from(subscriptions).where(eq(subscriptions.id, charge.subscriptionId));
          assert.deepEqual([sub.userId, sub.status, sub.lastChargeAmount], [user.id, "ACTIVE", expected]);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "en, 375 px, Stripe: Other clicked again and Other → Russia → Other keep WELCOME10 up to Stripe's page and the charge",
        async () => {
          const { user, session } = await newUser(server, "Lev");
          const { page, consoleErrors } = await openPage(browser, 375, { session, locale: "en-GB" });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/en/subscribe/?p=annual`);
          await waitForHydration(page);
          await page.getByTestId("checkout").waitFor();
          await page.getByRole("button", { name: /^Other country/ }).click();
          await page.getByRole("button", { name: "Do you have a coupon?" }).click();
          await page.getByLabel("Coupon", { exact: true }).fill("WELCOME10");
          await page.getByRole("button", { name: "Apply" }).click();
          await page.getByTestId("coupon-applied").waitFor();
          await page.getByTestId("consent").click();
          // $192 less 10 %: $172.80.
          const expected = 17_280;
          const summaryIs = (want: number) =>
            expectText(page.getByTestId("summary-total"), (text) => minorIn(text, false) === want);
          await summaryIs(expected);

          await page.getByRole("button", { name: /^Other country/ }).click();
          await page.getByTestId("coupon-applied").waitFor();
          await summaryIs(expected);

          await page.getByRole("button", { name: /^Russia/ }).click();
          await page.getByTestId("coupon-applied").waitFor();
          await page.getByRole("button", { name: /^Other country/ }).click();
          await page.getByTestId("coupon-applied").waitFor();
          await page.getByRole("button", { name: "Go to payment" }).waitFor();
          await summaryIs(expected);

          await page.getByRole("button", { name: "Go to payment" }).click();
          await page.waitForURL(/\/dev\/stripe\/checkout\//, { timeout: TIMEOUT });
          await expectText(
            page.getByText(/^Subscription:/),
            (text) => minorIn(text.replace(/^[^\d]*/, ""), false) === expected,
          );
          await page.getByRole("button", { name: "Pay", exact: true }).click();
          await page.waitForURL(/\/en\/subscribe-success\//);
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();
          // (Passing through Russia with the consent ticked started a YooKassa payment that was never paid.)
          const [sub] = await server.db.select().from(subscriptions)
            .where(and(eq(subscriptions.userId, user.id), eq(subscriptions.provider, "STRIPE")));
          assert.deepEqual([sub.status, sub.lastChargeAmount], ["ACTIVE", expected]);
          // Stripe's first invoice of that subscription (however its version names the subscription) charged it.
          const invoices = [...server.paymentFakes.stripe!.invoices.values()]
            .filter((i) => JSON.stringify(i).includes(String(sub.providerSubscriptionId)));
          assert.deepEqual(invoices.map((i) => Number(i.amount_paid)), [expected]);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "en, 375 px, YooKassa: a price changed after the page opened: no widget, the member reads the amount it would take",
        async () => {
          const { user, session } = await newUser(server, "Oleg");
          const { page } = await openPage(browser, 375, { session, locale: "en-GB" });
          page.setDefaultTimeout(TIMEOUT);
          await page.goto(`${server.origin}/en/subscribe/?p=annual&pm=Yoo`);
          await waitForHydration(page);
          await page.getByTestId("checkout").waitFor();
          const summaryIs = (want: number) =>
            expectText(page.getByTestId("summary-total"), (text) => minorIn(text, false) === want);
          await summaryIs(1_820_000);
          // The team raises the annual price while the page is open.
          const [annual] = await server.db.select().from(plans).where(eq(plans.billingCycle, "ANNUALLY"));
          await server.db.update(plans).set({ priceRub: 2_000_000 }).where(eq(plans.id, annual.id));
          try {
            await page.getByTestId("consent").click();
            const notice = page.getByTestId("yoo-amount-mismatch");
            await notice.waitFor();
            await expectText(notice, /₽20,000/);
            await expectCount(page.locator("iframe[data-fake-yookassa]"), 0);
            await summaryIs(1_820_000);
            // Nothing was charged.
            const paid = [...server.paymentFakes.yoo!.payments.values()]
              .filter((p) => p.metadata.userId === user.id && p.status === "succeeded");
            assert.equal(paid.length, 0);
          } finally {
            await server.db.update(plans).set({ priceRub: annual.priceRub }).where(eq(plans.id, annual.id));
          }
          await page.context().close();
        },
      );
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
