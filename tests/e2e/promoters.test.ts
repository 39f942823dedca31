// Becoming a promoter as a new user would, in Chromium: apply on the profile, a moderator approves on the
// applications page, sign in with the username (?auth=promoter-signin) and land on /promoter, add and delete a code
// (confirmed), bank data for RUB and for USD (an invalid IBAN saves nothing), a subscriber who joined with the code
// (e-mail masked), the payout job run as cron runs it, the payout, and an admin who marks it paid in the back office
// — in ru at 1280 px and en at 375 px. Also: a signed-out visitor is sent to the promoter sign-in, and a signed-in
// non-promoter sees no promoter data (nor the moderators' and admins' pages).
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { and, eq } from "drizzle-orm";
import {
  commissions,
  coupons,
  partnerSettings,
  payouts,
  plans,
  promoterApplications,
  promoterBankAccounts,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { recordCommission } from "../../api/services/promoters/commissions.ts";
import { approvePromoter } from "../../api/services/promoters/approve-promoter.ts";
import { createPromoterApplication } from "../../api/services/promoters/create-application.ts";
import { runPayouts } from "../../api/services/promoters/payouts.ts";
import { maskEmail, payoutPeriodFor } from "../../src/domain/promoters.ts";
import { csvPeriodFor } from "../../src/domain/admin-payouts.ts";
import { moscowDay } from "../../src/domain/dates.ts";
import { seedDemoAccounts } from "../../db/seed/accounts.ts";
import { seriousViolations } from "../support/axe.ts";
import { createPromoter, type TestApp } from "../support/promoters.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const SHOTS = Deno.env.get("PROMOTER_SHOTS_DIR");

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

async function newUser(name: string, role: "CUSTOMER" | "MODERATOR" | "ADMIN" = "CUSTOMER", password?: string) {
  const [user] = await server.db.insert(users).values({
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@fellows.test`,
    emailVerified: true,
    firstName: name,
    lastName: "Tester",
    role,
    passwordHash: password ? await hashPassword(password) : null,
  }).returning();
  return { ...user, session: { origin: server.origin, token: (await createSession(server.db, user.id)).token } };
}

/** A session for a seeded demo account (the moderator, the admin), as if they had signed in. */
async function demoSession(email: string) {
  const [user] = await server.db.select().from(users).where(eq(users.email, email));
  assert.ok(user, `the demo seed has ${email}`);
  return { origin: server.origin, token: (await createSession(server.db, user.id)).token };
}

/** Nothing wider than the screen: tables scroll inside their own box. */
async function assertNoSidewaysScroll(page: Page, width: number) {
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  // What sticks out, for the message: the elements reaching furthest right (the marquee aside).
  const wide = scroll <= width ? [] : await page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((el) => {
        for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
          if (getComputedStyle(p).overflowX !== "visible") return false;
        }
        return true;
      })
      .map((el) => ({ el, right: Math.round(el.getBoundingClientRect().right) }))
      .sort((a, b) => b.right - a.right)
      .slice(0, 4)
      .map(({ el, right }) =>
        `${right}: ${el.tagName} in ${el.closest("[data-testid]")?.getAttribute("data-testid")}: ${
          el.textContent?.slice(0, 40)
        }`
      )
  );
  assert.ok(scroll <= width, `no sideways scrolling (${scroll} px at ${width} px): ${wide.join(" | ")}`);
}

/** A step whose failure ends the test: the later steps build on it. */
async function step(t: Deno.TestContext, name: string, fn: () => Promise<void>) {
  if (!(await t.step(name, fn))) throw new Error(`step failed: ${name}`);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

Deno.test({
  name: "a new promoter applies, is approved, manages codes and bank data, and is paid",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    // The demo accounts of the embedded default (the moderator, the admin), as a local start seeds them.
    await seedDemoAccounts(server.db);
    const password = "promoter pass 1";
    const applicant = await newUser("Pavel", "CUSTOMER", password);
    let username = "";
    try {
      await step(t, "ru at 1280 px: the new user signs in and applies for partnership", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/ru/?auth=signin&redirectTo=/ru/profile/`);
        await waitForHydration(page);
        await page.locator("#signin-form-email").fill(applicant.email);
        await page.locator("#signin-form-password").fill(password);
        await page.getByTestId("signin-form-submit").click();
        await page.waitForURL(`${server.origin}/ru/profile/`);
        await waitForHydration(page);
        // Not a promoter: no PROMOTER tab in the menu.
        assert.equal(await page.getByRole("link", { name: "Промоутер", exact: true }).count(), 0);
        await page.getByTestId("apply-partnership").click();
        await page.getByTestId("partnership-sent").waitFor();
        assert.match(await page.getByTestId("partnership-sent").innerText(), /ждёт модератора/);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await step(t, "ru at 1280 px: a moderator approves the application", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280, {
          session: await demoSession("moderator@demo.fellows.club"),
        });
        await page.goto(`${server.origin}/ru/profile/`);
        await waitForHydration(page);
        await page.getByRole("link", { name: "Заявки промоутеров" }).click();
        // The queue is in the back office (decision 172).
        await page.waitForURL(/\/ru\/admin\/promoter-applications\/$/, { waitUntil: "commit" });
        const item = page.getByTestId("application").filter({ hasText: applicant.email });
        // Declining needs a reason: without one, nothing is sent.
        await item.getByRole("button", { name: "Отклонить" }).click();
        const decline = page.getByTestId("application-decline-dialog");
        await decline.getByRole("button", { name: "Отклонить и отправить" }).click();
        await decline.getByText("Напишите причину").waitFor();
        await decline.getByRole("button", { name: "Отмена" }).click();
        await item.getByRole("button", { name: "Одобрить" }).click();
        await page.getByTestId("application-approve-dialog").getByRole("button", { name: "Одобрить" }).click();
        await item.waitFor({ state: "detached" });
        await shot(page, "applications-ru-1280");
        const [settings] = await server.db.select().from(partnerSettings)
          .where(eq(partnerSettings.userId, applicant.id));
        assert.ok(settings, "approval created the partner settings");
        username = settings.username;
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await step(t, "ru at 1280 px: the promoter signs in with the username and manages codes", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/ru/?auth=promoter-signin`);
        await waitForHydration(page);
        await page.locator("#promoter-form-username").fill(username);
        await page.locator("#promoter-form-password").fill(password);
        await page.getByTestId("promoter-form-submit").click();
        await page.waitForURL(`${server.origin}/ru/promoter/`);
        await waitForHydration(page);
        await page.getByTestId("promoter-area").waitFor();
        assert.equal(await page.title(), "Профиль промоутера — Fellows Club");
        assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");
        // The PROMOTER tab is in the menu now.
        await page.getByRole("link", { name: "Промоутер", exact: true }).waitFor();

        // The two default codes, which cannot be deleted.
        const codes = page.getByTestId("promoter-coupon");
        const sub = codes.filter({ hasText: `${username.toUpperCase()}SUB` });
        const prod = codes.filter({ hasText: `${username.toUpperCase()}PROD` });
        await sub.waitFor();
        await prod.waitFor();
        assert.equal(await sub.getByRole("button").count(), 0);
        assert.equal(await prod.getByRole("button").count(), 0);
        assert.match(await sub.innerText(), /Подписка/);
        assert.match(await sub.innerText(), /\d+ %/);

        // Add: the alias loses its spaces and is upper-cased as it is typed; Add waits for both fields.
        const form = page.getByTestId("coupon-add");
        const add = form.getByRole("button", { name: "Добавить" });
        await form.getByLabel("Новый код").pressSequentially("my code 7");
        assert.equal(await form.getByLabel("Новый код").inputValue(), "MYCODE7");
        assert.ok(await add.isDisabled(), "Add waits for the kind");
        await form.getByLabel("Тип").selectOption("PRODUCTS");
        await add.click();
        const mine = codes.filter({ hasText: "MYCODE7" });
        await mine.waitFor();
        assert.match(await mine.innerText(), /Продукты/);
        // The same alias again: 'Coupon exist', translated, and no second row.
        await form.getByLabel("Новый код").fill("mycode7");
        await form.getByLabel("Тип").selectOption("SUBSCRIPTIONS");
        await add.click();
        await page.getByTestId("coupon-error").getByText("Такой промокод уже есть").waitFor();
        assert.equal(await codes.filter({ hasText: "MYCODE7" }).count(), 1);

        // Delete behind a confirmation: cancelling keeps it, confirming removes it.
        await mine.getByRole("button", { name: "Удалить" }).click();
        const dialog = page.getByTestId("coupon-delete-dialog");
        await dialog.getByRole("button", { name: "Отмена" }).click();
        await dialog.waitFor({ state: "detached" });
        assert.equal(await mine.count(), 1);
        await mine.getByRole("button", { name: "Удалить" }).click();
        await dialog.getByRole("button", { name: "Удалить" }).click();
        await mine.waitFor({ state: "detached" });

        // Bank data: one account per currency; the buttons choose which one is shown, Edit changes it.
        const bank = page.getByTestId("bank-data");
        assert.equal(await bank.getAttribute("data-editing"), "false");
        assert.equal(await bank.getByRole("button", { name: "USD" }).getAttribute("aria-pressed"), "true");
        await bank.getByRole("button", { name: "RUB · не добавлен" }).click();
        await bank.getByText("Счёта в RUB пока нет.").waitFor();
        await bank.getByRole("button", { name: "Изменить" }).click();
        await bank.getByLabel("Получатель").fill("Павел Тестеров");
        await bank.getByLabel("Название банка").fill("ПАО Сбербанк");
        await bank.getByLabel("Номер счёта").fill("4081781009991000");
        await bank.getByLabel("БИК").fill("044525225");
        await bank.getByLabel("Корреспондентский счёт").fill("30101810400000000225");
        await bank.getByLabel("ИНН").fill("500100732259");
        assert.equal(await bank.getByLabel("Страна").count(), 0, "RUB needs no address");
        await bank.getByTestId("bank-save").click();
        await bank.getByText("Номер счёта должен состоять из 20 цифр").waitFor();
        // Twenty digits that do not agree with the БИК's control key: caught before anything is sent.
        await bank.getByLabel("Номер счёта").fill("40817810099910004312");
        await bank.getByText("Номер счёта не сходится с БИК: проверьте оба").waitFor();
        await bank.getByLabel("Номер счёта").fill("40817810899910004312");
        await bank.getByTestId("bank-save").click();
        await page.getByTestId("bank-saved").getByText("Банковские данные для RUB сохранены").waitFor();
        await page.getByTestId("bank-saved").getByRole("button", { name: "Хорошо" }).click();
        await page.getByTestId("bank-saved").waitFor({ state: "detached" });
        await bank.getByRole("button", { name: "RUB · добавлен" }).waitFor();
        assert.equal(await bank.getAttribute("data-editing"), "false");
        assert.equal(await bank.getByLabel("Номер счёта").inputValue(), "40817810899910004312");
        const [account] = await server.db.select().from(promoterBankAccounts)
          .where(eq(promoterBankAccounts.userId, applicant.id));
        assert.equal(account.currency, "RUB");
        assert.ok(!account.sealed.includes("40817810899910004312"), "sealed at rest");

        await page.getByTestId("job-link-open").click();
        const link = page.getByTestId("job-link-text");
        await link.waitFor();
        assert.ok((await link.innerText()).length <= 40);
        assert.match(
          (await link.getAttribute("title"))!,
          new RegExp(`/ru/jobs/\\?promo=${username.toUpperCase()}SUB$`),
        );
        await page.keyboard.press("Escape");

        await assertNoSidewaysScroll(page, 1280);
        assert.deepEqual(await seriousViolations(page), [], "the promoter area is accessible");
        await shot(page, "promoter-ru-1280");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      const promoterSession = { origin: server.origin, token: (await createSession(server.db, applicant.id)).token };

      await step(t, "en at 375 px: USD bank data; an invalid IBAN shows its error and saves nothing", async () => {
        const { page, consoleErrors } = await openPage(browser, 375, { session: promoterSession, locale: "en-US" });
        await page.goto(`${server.origin}/en/promoter/`);
        await waitForHydration(page);
        const bank = page.getByTestId("bank-data");
        await bank.getByRole("button", { name: "Edit" }).click();
        await bank.getByRole("button", { name: "USD" }).click();
        await bank.getByLabel("Account holder").fill("Pavel Tester");
        await bank.getByLabel("Bank name").fill("Commerzbank");
        await bank.getByLabel("IBAN").fill("DE00 3704 0044 0532 0130 00");
        await bank.getByLabel("SWIFT/BIC").fill("COBADEFFXXX");
        await bank.getByLabel("Country").selectOption({ index: 1 });
        await bank.getByLabel("Postcode").fill("10115");
        await bank.getByLabel("State or region").fill("Berlin");
        await bank.getByLabel("City").fill("Berlin");
        await bank.getByTestId("bank-save").click();
        await bank.getByText("The IBAN is not valid: check its letters and digits").waitFor();
        const [still] = await server.db.select().from(promoterBankAccounts)
          .where(eq(promoterBankAccounts.userId, applicant.id));
        assert.equal(still.currency, "RUB", "nothing saved");
        await bank.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
        await bank.getByTestId("bank-save").click();
        await page.getByTestId("bank-saved").getByText("Your USD bank details are saved").waitFor();
        await page.getByTestId("bank-saved").getByRole("button", { name: "OK" }).click();
        await page.getByTestId("bank-saved").waitFor({ state: "detached" });
        const saved = await server.db.select().from(promoterBankAccounts)
          .where(eq(promoterBankAccounts.userId, applicant.id));
        assert.deepEqual(
          saved.map((a) => a.currency).sort(),
          ["RUB", "USD"],
          "the USD account stands beside the RUB one",
        );
        assert.equal(await bank.getByLabel("IBAN").inputValue(), "DE89370400440532013000");
        await assertNoSidewaysScroll(page, 375);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      // A customer joins with the promoter's subscriptions code; the payment's commission is written as the webhook
      // writes it, early enough in the closed period to be out of the refund hold by now.
      const now = new Date();
      const period = payoutPeriodFor(now);
      const customer = await newUser("Subscriber");
      const [code] = await server.db.select().from(coupons).where(
        and(eq(coupons.promoterId, applicant.id), eq(coupons.code, `${username.toUpperCase()}SUB`)),
      );
      const [plan] = await server.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY")).limit(1);
      const paidAt = new Date(Date.parse(`${period.periodFrom}T12:00:00Z`) + 86_400_000);
      const [membership] = await server.db.insert(subscriptions).values({
        userId: customer.id,
        planId: plan.id,
        provider: "STRIPE",
        status: "ACTIVE",
        currency: "USD",
        priceWithoutDiscount: 10000,
        providerSubscriptionId: `sub_promoter_${crypto.randomUUID().slice(0, 8)}`,
        couponId: code.id,
        numberOfCharges: 1,
        startedAt: paidAt,
        lastChargeAt: paidAt,
        lastChargeAmount: 9000,
        currentPeriodStart: paidAt,
        currentPeriodEnd: new Date(now.getTime() + 20 * 86_400_000),
      }).returning();
      const line = await recordCommission(server.db, {
        provider: "STRIPE",
        sourcePaymentId: `in_promoter_${crypto.randomUUID().slice(0, 8)}`,
        kind: "SUBSCRIPTION",
        couponId: code.id,
        customerId: customer.id,
        baseAmount: 9000,
        currency: "USD",
        subscriptionId: membership.id,
        paidAt,
      }, { holdDays: 14 }); // PROMOTER_HOLD_DAYS' default, as the server runs
      assert.ok(line, "the commission line is written");

      await step(t, "en at 375 px: the subscriber (masked), the payout job, the payout", async () => {
        const { page, consoleErrors } = await openPage(browser, 375, { session: promoterSession, locale: "en-US" });
        await page.goto(`${server.origin}/en/promoter/`);
        await waitForHydration(page);
        const row = page.getByTestId("subscriber").filter({ hasText: maskEmail(customer.email) });
        await row.waitFor();
        assert.ok(!(await page.getByTestId("subscribers").innerText()).includes(customer.email), "e-mail masked");
        assert.match(await row.innerText(), /\$27/, "30 % of the $90 paid");
        assert.match(await row.innerText(), /Active/);
        // Out of the refund hold: the summary has it to be paid, with the next payout date.
        await page.getByTestId("summary-payable").getByText("$27").waitFor();
        assert.match(await page.getByTestId("next-payout").innerText(), /Next payout: 15 \w+ \d{4}/);

        // The payout job, as cron runs it on the 15th (twice: the second run changes nothing).
        const config = { promoters: { payoutMinimum: { RUB: 100_000, USD: 2_000 } } };
        const mailer = { kind: "outbox" as const, send: () => Promise.resolve() };
        const first = await runPayouts(server.db, mailer, server.origin, now, config);
        assert.equal(first.payouts, 1);
        const again = await runPayouts(server.db, mailer, server.origin, now, config);
        assert.equal(again.payouts, 0);

        await page.reload();
        await waitForHydration(page);
        await page.getByRole("tab", { name: "Payouts" }).click();
        const payout = page.getByTestId("payout");
        await payout.first().waitFor();
        assert.equal(await payout.count(), 1);
        assert.equal(await payout.getAttribute("data-status"), "PENDING");
        assert.match(await payout.innerText(), /\$27/);
        assert.match(await payout.innerText(), /Pending/);
        // The period filter: a period that starts after this one lists nothing.
        await page.getByLabel("Period from").fill(`${Number(period.periodFrom.slice(0, 4)) + 1}-01-01`);
        await page.getByTestId("payouts-empty").waitFor();
        await page.getByLabel("Period from").fill(period.periodFrom);
        await payout.first().waitFor();
        await assertNoSidewaysScroll(page, 375);
        await shot(page, "promoter-en-375");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await step(t, "en at 375 px: an admin marks the payout paid; the promoter sees it paid", async () => {
        const { page, consoleErrors } = await openPage(browser, 375, {
          session: await demoSession("admin@demo.fellows.club"),
          locale: "en-US",
        });
        // The old address of the payouts screen moved to the back office for good.
        await page.goto(`${server.origin}/en/profile/payouts/`);
        await page.waitForURL(`${server.origin}/en/admin/payouts/`);
        await waitForHydration(page);
        const mine = page.getByTestId("payout").filter({ hasText: username });
        await mine.waitFor();
        assert.match(
          await page.getByTestId("payouts-csv").innerText(),
          /Pending payouts of \w+ \d{4} for the bank \(CSV\)/,
        );
        assert.match(
          (await page.getByTestId("payouts-csv").getAttribute("href"))!,
          /^\/api\/promoters\/payouts\.csv\?periodFrom=\d{4}-\d{2}-01$/,
        );
        await mine.getByRole("button", { name: "Mark paid" }).click();
        await page.getByTestId("payout-mark-paid").getByRole("button", { name: "Mark paid" }).click();
        await page.getByTestId("payout").filter({ hasText: username }).and(page.locator("[data-status=PAID]"))
          .waitFor();
        await assertNoSidewaysScroll(page, 375);
        assert.deepEqual(await seriousViolations(page), [], "the payouts page is accessible");
        await shot(page, "admin-payouts-en-375");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();

        const { page: own } = await openPage(browser, 375, { session: promoterSession, locale: "en-US" });
        await own.goto(`${server.origin}/en/promoter/`);
        await waitForHydration(own);
        await own.getByRole("tab", { name: "Payouts" }).click();
        await own.locator("[data-testid=payout][data-status=PAID]").getByText("Paid").waitFor();
        await own.getByTestId("summary-paid").getByText("$27").waitFor();
        await own.context().close();
      });

      await step(t, "screenshots: ru at 375 px and en at 1280 px", async () => {
        for (const [locale, width] of [["ru", 375], ["en", 1280]] as const) {
          const { page, consoleErrors } = await openPage(browser, width, {
            session: promoterSession,
            locale: locale === "en" ? "en-US" : "ru-RU",
          });
          await page.goto(`${server.origin}/${locale}/promoter/`);
          await waitForHydration(page);
          await page.getByTestId("promoter-area").waitFor();
          await assertNoSidewaysScroll(page, width);
          assert.deepEqual(await seriousViolations(page), [], `the promoter area is accessible (${locale}, ${width})`);
          await shot(page, `promoter-${locale}-${width}`);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        }
      });

      await step(t, "ru at 1280 px: cancelling the partnership, confirmed, signs out and goes home", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280, { session: promoterSession });
        // The profile shows a promoter the way to the area instead of the application.
        await page.goto(`${server.origin}/ru/profile/`);
        await waitForHydration(page);
        assert.equal(await page.getByTestId("apply-partnership").count(), 0);
        await page.getByTestId("profile-promoter").getByRole("link", { name: "Открыть кабинет промоутера" }).click();
        await page.waitForURL(`${server.origin}/ru/promoter/`);
        const area = page.getByTestId("cancel-partnership");
        await area.getByRole("button", { name: "Отказаться от партнёрства" }).click();
        const dialog = page.getByTestId("cancel-partnership-dialog");
        await dialog.getByRole("button", { name: "Отмена" }).click();
        await dialog.waitFor({ state: "detached" });
        await area.getByRole("button", { name: "Отказаться от партнёрства" }).click();
        await dialog.getByRole("button", { name: "Да, отказаться" }).click();
        await page.waitForURL(`${server.origin}/ru/`);
        await waitForHydration(page);
        assert.equal(await page.locator("html").getAttribute("data-viewer"), "anonymous");
        const [settings] = await server.db.select().from(partnerSettings)
          .where(eq(partnerSettings.userId, applicant.id));
        assert.ok(settings.partnershipCancelled, "the partnership is cancelled");
        assert.deepEqual(consoleErrors.filter((e) => !/401|Unauthorized/i.test(e)), []);
        await page.context().close();
      });
    } finally {
      await browser?.close();
      await server?.close();
    }
  },
});

Deno.test({
  name: "the promoter area is for promoters: visitors sign in first, others see no promoter data",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      await step(t, "ru: a signed-out visitor is sent to the promoter sign-in", async () => {
        const { page } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/ru/promoter/`);
        await waitForHydration(page);
        const url = new URL(page.url());
        assert.equal(url.pathname, "/ru/");
        assert.equal(url.searchParams.get("auth"), "promoter-signin");
        assert.equal(url.searchParams.get("redirectTo"), "/ru/promoter/");
        await page.getByTestId("promoter-form").waitFor();
        await page.context().close();
      });

      await step(t, "en at 375 px: a signed-in non-promoter reads how to apply, and no promoter data", async () => {
        const member = await newUser("Nina");
        const { page, consoleErrors, graphqlRequests } = await openPage(browser, 375, {
          session: member.session,
          locale: "en-US",
        });
        await page.goto(`${server.origin}/en/promoter/`);
        await waitForHydration(page);
        const notice = page.getByTestId("not-promoter");
        await notice.waitFor();
        assert.match(await notice.innerText(), /This area is for the club's promoters/);
        assert.equal(await page.getByTestId("promoter-area").count(), 0);
        assert.equal(await page.getByTestId("promoter-coupon").count(), 0);
        await notice.getByRole("link", { name: "Apply in my profile" }).click();
        await page.waitForURL(`${server.origin}/en/profile/`);
        assert.deepEqual(graphqlRequests.filter((r) => r.includes("getCoupons")), []);
        await assertNoSidewaysScroll(page, 375);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();

        // Asked directly, the API answers no settings and no codes.
        const cookie = `fc_session=${member.session.token}`;
        const ask = async (query: string) =>
          await (await fetch(`${server.origin}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json", cookie, origin: server.origin },
            body: JSON.stringify({ query }),
          })).json();
        assert.equal((await ask("{ getPartnerSettings { username } }")).data?.getPartnerSettings, null);
        const codes = await ask("{ getCoupons { id couponCode } }");
        assert.ok(!codes.data?.getCoupons?.length, "no codes for a non-promoter");
      });

      await step(t, "ru: the moderators' and admins' pages are 404 for a member", async () => {
        const member = await newUser("Oleg");
        // (The old addresses redirect to the back office's, which is the 404 page for them too.)
        for (
          const path of [
            "/ru/profile/promoter-applications/",
            "/ru/admin/promoter-applications/",
            "/ru/profile/payouts/",
            "/ru/admin/payouts/",
          ]
        ) {
          const res = await fetch(`${server.origin}${path}`, {
            headers: { cookie: `fc_session=${member.session.token}` },
          });
          assert.equal(res.status, 404, path);
          await res.body?.cancel();
        }
      });
    } finally {
      await browser?.close();
      await server?.close();
    }
  },
});

Deno.test({
  name: "the code-limit message goes once a code is deleted, and the next code can be added",
  ...opts,
  async fn() {
    const local = await startServer();
    const chromium = await launchBrowser();
    try {
      await seedDemoAccounts(local.db);
      const [promoter] = await local.db.select().from(users).where(eq(users.role, "PROMOTER")).limit(1);
      const [settings] = await local.db.select().from(partnerSettings).where(eq(partnerSettings.userId, promoter.id));
      // The promoter's codes up to the limit (the two defaults and eight more).
      const have = await local.db.select().from(coupons).where(eq(coupons.promoterId, promoter.id));
      for (let i = have.length; i < 10; i++) {
        await local.db.insert(coupons).values({
          code: `${settings.username}EXTRA${i}`,
          kind: "PRODUCTS",
          discountBasisPoints: 1000,
          promoterId: promoter.id,
        });
      }
      const session = { origin: local.origin, token: (await createSession(local.db, promoter.id)).token };
      const { page, consoleErrors } = await openPage(chromium, 375, { session, locale: "en-GB" });
      await page.goto(`${local.origin}/en/promoter/`);
      await waitForHydration(page);
      const codes = page.getByTestId("promoter-coupon");
      await codes.first().waitFor();
      assert.equal(await codes.count(), 10);

      const form = page.getByTestId("coupon-add");
      await form.getByLabel("New code").fill("onemore");
      await form.getByLabel("Kind").selectOption("PRODUCTS");
      await form.getByRole("button", { name: "Add" }).click();
      await page.getByTestId("coupon-error").getByText("Coupon exceeded").waitFor();

      // A code deleted: below the limit again, so the message goes.
      const extra = codes.filter({ hasText: `${settings.username}EXTRA9` });
      await extra.getByRole("button", { name: "Delete" }).click();
      await page.getByTestId("coupon-delete-dialog").getByRole("button", { name: "Delete" }).click();
      await extra.waitFor({ state: "detached" });
      await page.getByTestId("coupon-error").waitFor({ state: "detached" });
      // And the code the promoter typed is added now.
      await form.getByRole("button", { name: "Add" }).click();
      await codes.filter({ hasText: "ONEMORE" }).waitFor();
      assert.equal(await page.getByTestId("coupon-error").count(), 0);
      assert.deepEqual(consoleErrors, []);
      await page.context().close();
    } finally {
      await chromium.close();
      await local.close();
    }
  },
});

Deno.test({
  name: "a payout with no account in its currency is held: the promoter reads what to add, the team sees it flagged",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      await seedDemoAccounts(server.db);
      // A promoter who earned rubles (YooKassa) and dollars (Stripe) last period and has no bank account yet.
      const promoter = await newUser("Hanna");
      const moderator = await newUser("Mod", "MODERATOR");
      await createPromoterApplication(server.db, promoter.id, new Date());
      const [application] = await server.db.select().from(promoterApplications)
        .where(eq(promoterApplications.userId, promoter.id));
      await approvePromoter(server.db, application.id, moderator.id, new Date());
      const [settings] = await server.db.select().from(partnerSettings).where(eq(partnerSettings.userId, promoter.id));
      const now = new Date();
      const earnedAt = new Date(`${payoutPeriodFor(now).periodFrom}T12:00:00Z`);
      for (const [currency, provider, amount] of [["RUB", "YOO", 150_000], ["USD", "STRIPE", 4_000]] as const) {
        await server.db.insert(commissions).values({
          promoterId: promoter.id,
          kind: "SUBSCRIPTION",
          provider,
          sourcePaymentId: `held_${crypto.randomUUID().slice(0, 8)}`,
          baseAmount: amount * 4,
          rateBp: 2500,
          amount,
          currency,
          status: "PAYABLE",
          payableAt: earnedAt,
          createdAt: earnedAt,
        });
      }
      const config = { promoters: { payoutMinimum: { RUB: 100_000, USD: 2_000 } } };
      const mailer = { kind: "outbox" as const, send: () => Promise.resolve() };
      assert.equal((await runPayouts(server.db, mailer, server.origin, now, config)).payouts, 2);

      await step(
        t,
        "ru at 1280 px: the area names the missing accounts; the payouts read 'held' with the way",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 1280, { session: promoter.session });
          await page.goto(`${server.origin}/ru/promoter/`);
          await waitForHydration(page);
          const missing = page.getByTestId("bank-missing");
          await missing.first().waitFor();
          assert.deepEqual(await missing.evaluateAll((els) => els.map((el) => el.getAttribute("data-currency"))), [
            "RUB",
            "USD",
          ]);
          assert.match(
            await missing.first().innerText(),
            /Вы зарабатываете в RUB, но счёта в RUB у вас нет: выплаты в RUB задержаны.+корреспондентский счёт и ИНН/,
          );
          await page.getByRole("tab", { name: "Выплаты" }).click();
          const held = page.locator("[data-testid=payout][data-status=HELD]");
          await held.first().waitFor();
          assert.equal(await held.count(), 2);
          assert.match(await held.first().innerText(), /Задержана/);
          // The link in a held row leads to the bank block, opened on the missing currency by its button.
          await held.first().getByRole("link", { name: "Добавить счёт" }).click();
          await page.waitForURL(/#bank-data$/);
          await missing.first().getByRole("button", { name: "Добавить счёт в RUB" }).click();
          await page.getByTestId("bank-data").getByLabel("Корреспондентский счёт").waitFor();
          assert.equal(await page.getByTestId("bank-data").getAttribute("data-editing"), "true");
          await assertNoSidewaysScroll(page, 1280);
          assert.deepEqual(await seriousViolations(page), [], "the promoter area with held payouts is accessible");
          await shot(page, "promoter-held-ru-1280");
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await step(t, "en at 375 px: the team sees both held, cannot mark them paid, marks one failed", async () => {
        const { page, consoleErrors } = await openPage(browser, 375, {
          session: await demoSession("admin@demo.fellows.club"),
          locale: "en-US",
        });
        await page.goto(`${server.origin}/en/admin/payouts/?status=HELD`);
        await waitForHydration(page);
        const rows = page.getByTestId("payout").filter({ hasText: settings.username });
        await rows.first().waitFor();
        assert.equal(await rows.count(), 2);
        assert.match(await rows.first().innerText(), /Held: no (RUB|USD) account/);
        assert.equal(await rows.getByRole("button", { name: "Mark paid" }).count(), 0, "nothing to pay to");
        const dollars = rows.filter({ hasText: "USD" });
        await dollars.getByRole("button", { name: "Mark failed" }).click();
        const dialog = page.getByTestId("payout-mark-failed");
        await dialog.getByLabel("Reason").fill("Promoter left the programme <b>before</b> adding an account");
        await dialog.getByRole("button", { name: "Mark failed" }).click();
        await dialog.waitFor({ state: "detached" });
        await assertNoSidewaysScroll(page, 375);
        await shot(page, "admin-payouts-held-en-375");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
        const [failed] = await server.db.select().from(payouts)
          .where(and(eq(payouts.promoterId, promoter.id), eq(payouts.currency, "USD")));
        assert.equal(failed.status, "FAILED");
      });

      await step(t, "en at 375 px: the promoter reads the team's note as typed, labelled as theirs", async () => {
        const { page, consoleErrors } = await openPage(browser, 375, { session: promoter.session, locale: "en-US" });
        await page.goto(`${server.origin}/en/promoter/`);
        await waitForHydration(page);
        await page.getByRole("tab", { name: "Payouts" }).click();
        const note = page.locator("[data-testid=payout][data-status=FAILED]").getByTestId("payout-team-note");
        await note.waitFor();
        const text = await note.innerText();
        assert.match(text, /^The club team's note:/);
        assert.ok(text.includes("Promoter left the programme <b>before</b> adding an account"), text);
        await assertNoSidewaysScroll(page, 375);
        await shot(page, "promoter-failed-en-375");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });
    } finally {
      await browser?.close();
      await server?.close();
    }
  },
});

Deno.test({
  name: "the promoter area and the admins' payouts hydrate without a mismatch when the browser's clock is off",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const promoter = await createPromoter({ db: server.db } as TestApp);
      const admin = await newUser("Anna", "ADMIN");
      const promoterSession = { origin: server.origin, token: promoter.headers.cookie.split("=")[1] };
      // What the server's clock says (no payout exists yet, so the CSV link names the period the job last closed).
      const serverYear = moscowDay(new Date()).slice(0, 4);
      const csvPeriod = csvPeriodFor(null, new Date());
      for (const offsetDays of [40, -40, 400]) {
        await step(t, `the browser's clock ${offsetDays} days off`, async () => {
          const errors: Record<string, string[]> = {};
          const pages = [["/ru/promoter/", promoterSession], ["/en/admin/payouts/", admin.session]] as const;
          for (const [path, session] of pages) {
            const { page, consoleErrors } = await openPage(browser, 1280, { session });
            await page.clock.setFixedTime(Date.now() + offsetDays * 86_400_000);
            await page.goto(`${server.origin}${path}`);
            await waitForHydration(page);
            await page.getByRole("heading", { level: 1 }).first().waitFor();
            // After hydration too, time-dependent text follows the server's clock, not the browser's.
            if (path === "/ru/promoter/") {
              assert.match(await page.locator("footer").innerText(), new RegExp(`© ${serverYear}`), path);
            } else {
              assert.equal(
                await page.getByTestId("payouts-csv").getAttribute("href"),
                `/api/promoters/payouts.csv?periodFrom=${csvPeriod}`,
              );
            }
            errors[path] = consoleErrors;
            await page.context().close();
          }
          assert.deepEqual(errors, { "/ru/promoter/": [], "/en/admin/payouts/": [] });
        });
      }
    } finally {
      await browser?.close();
      await server?.close();
    }
  },
});
