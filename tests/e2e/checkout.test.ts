// Joining the club as a new user would (issue 13), against the local Stripe and YooKassa fakes: a visitor presses
// Choose, signs in and lands back in checkout; a bad coupon says COUPON_INVALID and changes nothing; the Stripe path
// with a coupon and the YooKassa widget path each make a fellow (a members-only job opens, Join the club goes).
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import {
  commissions,
  coupons,
  customDiscounts,
  partnerSettings,
  promoterApplications,
  subscriptions,
  userCustomDiscounts,
  users,
} from "../../db/schema/index.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { createJob } from "../support/factories.ts";
import { approvePromoter } from "../../api/services/promoters/approve-promoter.ts";
import { createPromoterApplication } from "../../api/services/promoters/create-application.ts";
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
  await page.getByRole("button", { name: "Pay" }).click();
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
          assert.equal(await page.getByTestId("checkout").count(), 0);
          await page.getByTestId("choose-MONTHLY").click();
          await page.locator("#signin-form-email").fill(user.email);
          await page.locator("#signin-form-password").fill("a long enough secret");
          await page.getByTestId("signin-form-submit").click();
          // Back on the plans page with the monthly plan chosen and checkout open.
          await page.waitForURL(/\/ru\/subscribe\/\?.*p=monthly/);
          await waitForHydration(page);
          await page.getByTestId("checkout").waitFor();
          assert.equal(await page.getByTestId("plan-MONTHLY").getAttribute("data-chosen"), "true");

          // No payment panel until the issuer and the consent are both set; the consent pulses until ticked.
          await page.getByTestId("issuer-Stripe").click();
          assert.equal(await page.getByTestId("payment-panel").count(), 0);
          assert.equal(await page.getByTestId("consent").getAttribute("data-pulsing"), "true");
          await page.getByTestId("consent").click();
          await page.getByTestId("payment-panel").waitFor();

          // A code that does not exist: COUPON_INVALID, the total stays; emptying the field clears the message.
          const fullTotal = await page.getByTestId("summary-total").innerText();
          assert.match(fullTotal, /20/);
          await page.getByTestId("coupon-toggle").click();
          await page.getByTestId("coupon-input").fill("nope");
          assert.equal(await page.getByTestId("coupon-input").inputValue(), "NOPE");
          await page.getByTestId("coupon-apply").click();
          await page.getByTestId("coupon-invalid").waitFor();
          assert.match(await page.getByTestId("coupon-invalid").innerText(), /COUPON_INVALID/);
          assert.equal(await page.getByTestId("summary-total").innerText(), fullTotal);
          assert.equal(await page.getByTestId("summary-discount").count(), 0);
          await page.getByTestId("coupon-input").fill("");
          assert.equal(await page.getByTestId("coupon-invalid").count(), 0);
          assert.equal(await page.getByTestId("coupon-apply").isDisabled(), true);

          await page.getByTestId("coupon-input").fill("welcome10");
          await page.getByTestId("coupon-apply").click();
          await page.getByTestId("coupon-applied").waitFor();
          // 20 $ less 10 %: Stripe rounds to 1 decimal.
          assert.match(await page.getByTestId("summary-total").innerText(), /18/);
          const [before] = await server.db.select().from(coupons).where(eq(coupons.code, "WELCOME10"));

          await page.getByTestId("go-to-payment").click();
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
          assert.equal(await page.getByTestId("job-gate").count(), 0);
          assert.equal(await page.getByTestId("header-join").count(), 0);
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
          assert.equal(await page.getByTestId("issuer-Yoo").getAttribute("aria-pressed"), "true");
          await page.getByTestId("consent").click();
          // The widget frame, then paying in it: the whole page goes to the return address.
          const frame = page.frameLocator("iframe[data-fake-yookassa]");
          await frame.getByRole("button", { name: "Pay" }).click();
          await page.waitForURL(/\/en\/subscribe-success\/\?yooPayment=/);
          await page.locator("[data-testid=subscribe-success][data-state=member]").waitFor();
          assert.equal(await isFellow(server, user.id), true);
          const [sub] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
          assert.deepEqual([sub.provider, sub.status, sub.currency], ["YOO", "ACTIVE", "RUB"]);
          await page.goto(`${server.origin}/en/jobs/${membersJob.id}/`);
          await waitForHydration(page);
          await page.getByTestId("job-page").waitFor();
          assert.equal(await page.getByTestId("job-gate").count(), 0);
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
          assert.ok((await page.getByTestId("coupon-applied").innerText()).includes(subCode));
          await page.getByTestId("consent").click();
          const frame = page.frameLocator("iframe[data-fake-yookassa]");
          await frame.getByRole("button", { name: "Pay" }).click();
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
          assert.equal(await page.getByTestId("first-timer-offer").innerText(), offer.groupDescriptionEn);
          await page.getByTestId("checkout").waitFor();
          assert.equal(await page.getByTestId("coupon-toggle").count(), 0);
          // Stripe: nothing now; 20 $ with 50 % off after the trial is 10 $.
          assert.equal(await page.getByTestId("summary-total").innerText(), "$0*");
          assert.match(await page.getByTestId("trial-disclaimer").innerText(), /7 days.*\$10\b.*\$20\b/);
          // YooKassa: one ruble to check the card.
          await page.getByTestId("issuer-Yoo").click();
          assert.equal(await page.getByTestId("summary-total").innerText(), "₽1*");
          assert.match(await page.getByTestId("trial-disclaimer").innerText(), /₽950\b.*₽1,900\b/);
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
        assert.equal(await page.getByTestId("issuer-Yoo").getAttribute("aria-pressed"), "false");
        assert.equal(await page.getByTestId("issuer-Stripe").getAttribute("aria-pressed"), "false");
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
