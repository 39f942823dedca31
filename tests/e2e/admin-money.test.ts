// Refunds in the back office as an admin makes them, in Chromium against the local payment fakes: a Stripe order and
// a YooKassa membership payment refunded with a reason (the fakes record each refund; the order's access and the
// membership end), and the audit log showing both — in ru at 1280 px; the money screens at 375 px in en, with axe, and
// a Stripe membership's last payment refunded there. And promoters' payouts: an admin opens them from the menu,
// marks one paid (confirmed), sees it paid, and the audit log shows it — in ru at 1280 px and en at 375 px.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { and, eq } from "drizzle-orm";
import {
  adminAuditLog,
  commissions,
  orders,
  partnerSettings,
  payouts,
  plans,
  products,
  subscriptions,
  users,
} from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { createBankDataCipher } from "../../api/services/promoters/bank-account.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const SHOTS = Deno.env.get("PAYOUTS_SHOTS_DIR");

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

async function newUser(name: string, role: "CUSTOMER" | "ADMIN" = "CUSTOMER") {
  const [user] = await server.db.insert(users).values({
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@fellows.test`,
    emailVerified: true,
    firstName: name,
    lastName: "Tester",
    role,
  }).returning();
  const { token } = await createSession(server.db, user.id);
  return { ...user, token, session: { origin: server.origin, token } };
}

async function gqlAs(token: string, query: string, variables: Record<string, unknown>) {
  const res = await fetch(`${server.origin}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.origin, cookie: `${SESSION_COOKIE}=${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return await res.json();
}

async function step(t: Deno.TestContext, name: string, fn: () => Promise<void>) {
  if (!(await t.step(name, fn))) throw new Error(`step failed: ${name}`);
}

async function assertAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${where}: ${JSON.stringify(violations, null, 1)}`);
}

Deno.test({
  name: "an admin refunds a Stripe order and a YooKassa membership payment; access ends; the log shows both",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const admin = await newUser("Anna", "ADMIN");
      const buyer = await newUser("Boris");
      const member = await newUser("Vera");
      const [cv] = await server.db.select().from(products)
        .where(and(eq(products.slug, "cv-checklist"), eq(products.language, "ru")));

      await step(t, "the buyer pays a product through Stripe and the member joins through YooKassa", async () => {
        const session = await gqlAs(
          buyer.token,
          `mutation($id: ID!) { createStripeProductSession(quantity: 1, productId: $id,
            redirectUrl: "/ru/order-completed?prId=${cv.id}", couponCode: null) { url } }`,
          { id: String(cv.id) },
        );
        const url = new URL(session.data.createStripeProductSession.url);
        const paid = await fetch(`${server.origin}${url.pathname}/pay`, { method: "POST", redirect: "manual" });
        await paid.body?.cancel();
        const [order] = await server.db.select().from(orders).where(eq(orders.userId, buyer.id));
        assert.equal(order.status, "PAID");
        const [plan] = await server.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
        const token = await gqlAs(
          member.token,
          `mutation($planId: ID!) { initSubscriptionToken(planId: $planId, payment_source: "jobs", couponCode: null) {
            paymentId } }`,
          { planId: String(plan.id) },
        );
        const paymentId = token.data.initSubscriptionToken.paymentId;
        server.paymentFakes.yoo!.succeed(paymentId);
        const note = await fetch(`${server.origin}/graphql`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: server.origin,
            cookie: `${SESSION_COOKIE}=${member.token}`,
          },
          body: JSON.stringify({
            query: `mutation($id: String!) { confirmYooPayment(paymentId: $id) }`,
            variables: { id: paymentId },
          }),
        });
        await note.body?.cancel();
        const [sub] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
        assert.equal(sub?.status, "ACTIVE");
      });

      const { page } = await openPage(browser, 1280, { session: admin.session });

      await step(t, "the admin refunds the Stripe order with a reason", async () => {
        await page.goto(`${server.origin}/ru/admin/money/?q=${encodeURIComponent(buyer.email)}`);
        await waitForHydration(page);
        await assertAccessible(page, "orders");
        await page.getByTestId("orders").getByRole("button", { name: /Вернуть/ }).click();
        const dialog = page.getByTestId("money-refund");
        await dialog.getByLabel("Причина").fill("Купил дважды по ошибке");
        await dialog.getByRole("button", { name: "Вернуть" }).click();
        await page.getByTestId("orders").getByText("возвращён").waitFor();
        const [order] = await server.db.select().from(orders).where(eq(orders.userId, buyer.id));
        assert.equal(order.status, "REFUNDED");
        const fake = server.paymentFakes.stripe!;
        const charge = [...fake.sessions.values()].find((s) => s.client_reference_id === buyer.id) ??
          [...fake.sessions.values()].at(-1)!;
        const paid = fake.chargeOf({ paymentIntent: String(charge.payment_intent) })!;
        assert.equal(Number(paid.amount_refunded), Number(paid.amount), "Stripe's fake recorded the refund");
      });

      await step(t, "the admin refunds the YooKassa membership payment; the membership ends", async () => {
        await page.goto(`${server.origin}/ru/admin/money/memberships/?q=${encodeURIComponent(member.email)}`);
        await waitForHydration(page);
        await assertAccessible(page, "memberships");
        await page.getByTestId("memberships").getByRole("button", { name: /Вернуть/ }).click();
        const dialog = page.getByTestId("money-refund");
        await dialog.getByLabel("Причина").fill("Списали после отмены");
        await dialog.getByRole("button", { name: "Вернуть" }).click();
        await page.getByTestId("memberships").getByText("отменён", { exact: false }).first().waitFor();
        const [sub] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
        assert.deepEqual([sub.status, sub.cancelReason], ["CANCELLED", "REFUNDED"]);
        const [row] = await server.db.select().from(users).where(eq(users.id, member.id));
        assert.equal(row.isFellow, false);
        const refunds = [...server.paymentFakes.yoo!.refunds.values()];
        assert.equal(refunds.length, 1, "YooKassa's fake recorded one refund");
      });

      await step(t, "the audit log shows both refunds with their reasons", async () => {
        await page.goto(`${server.origin}/ru/admin/audit/`);
        await waitForHydration(page);
        const log = page.getByTestId("audit-log");
        await log.getByText("adminRefundOrder").waitFor();
        await log.getByText("adminRefundMembershipCharge").waitFor();
        await log.getByText("Купил дважды по ошибке").waitFor();
        await log.getByText("Списали после отмены").waitFor();
      });

      await step(t, "at 375 px in English the money screens fit and pass axe", async () => {
        const small = (await openPage(browser, 375, { session: admin.session, locale: "en-US" })).page;
        for (const path of ["/en/admin/money/", "/en/admin/money/memberships/"]) {
          await small.goto(`${server.origin}${path}`);
          await waitForHydration(small);
          await small.getByRole("heading", { name: "Money" }).waitFor();
          const scroll = await small.evaluate(() => document.documentElement.scrollWidth);
          const wide = await small.evaluate(() =>
            [...document.querySelectorAll("body *")]
              .filter((el) => {
                for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
                  if (getComputedStyle(p).overflowX !== "visible") return false;
                }
                return el.getBoundingClientRect().right > 376;
              })
              .slice(0, 6).map((el) =>
                `${el.tagName}.${el.className} ${Math.round(el.getBoundingClientRect().right)} ${
                  el.textContent?.slice(0, 30)
                }`
              ).join(" | ")
          );
          assert.ok(scroll <= 375, `${path}: no sideways scrolling (${scroll}): ${wide}`);
          await assertAccessible(small, `${path} at 375`);
        }
      });

      await step(t, "at 375 px in English the admin refunds a Stripe membership's last payment", async () => {
        const joiner = await newUser("Gleb");
        const [plan] = await server.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
        const checkout = await fetch(`${server.origin}/api/create-stripe-checkout-session`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: server.origin,
            cookie: `${SESSION_COOKIE}=${joiner.token}`,
          },
          body: JSON.stringify({
            stripePriceId: plan.stripePriceId,
            userId: joiner.id,
            unihowPlanId: plan.id,
            payment_source: "jobs",
            locale: "en",
          }),
        });
        const { url } = await checkout.json();
        const paid = await fetch(`${server.origin}${new URL(url).pathname}/pay`, {
          method: "POST",
          redirect: "manual",
        });
        await paid.body?.cancel();
        const [sub] = await server.db.select().from(subscriptions).where(eq(subscriptions.userId, joiner.id));
        assert.equal(sub?.provider, "STRIPE");

        const small = (await openPage(browser, 375, { session: admin.session, locale: "en-US" })).page;
        await small.goto(`${server.origin}/en/admin/money/memberships/?q=${encodeURIComponent(joiner.email)}`);
        await waitForHydration(small);
        const list = small.getByTestId("memberships");
        await list.getByText(/Last payment: \$/).waitFor();
        await list.getByRole("button", { name: /Refund the last payment/ }).click();
        const dialog = small.getByTestId("money-refund");
        await dialog.getByLabel("Reason").fill("Joined by mistake");
        await dialog.getByRole("button", { name: "Refund" }).click();
        await list.getByText("cancelled", { exact: false }).first().waitFor();
        assert.equal(await list.getByRole("button", { name: /Refund the last payment/ }).count(), 0);
        const [ended] = await server.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
        assert.deepEqual([ended.status, ended.cancelReason], ["CANCELLED", "REFUNDED"]);
        const stripe = server.paymentFakes.stripe!;
        assert.equal(stripe.subscriptions.get(sub.providerSubscriptionId!)?.status, "canceled");
        await assertAccessible(small, "memberships after a Stripe refund at 375");
        await small.goto(`${server.origin}/en/admin/audit/`);
        await waitForHydration(small);
        await small.getByTestId("audit-log").getByText("adminRefundStripeMembership").first().waitFor();
        await small.getByTestId("audit-log").getByText("Joined by mistake").first().waitFor();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

/**
 * A promoter (partner settings, no codes needed here) with a PENDING dollar payout of May 2026 to their dollar account,
 * and its two lines.
 */
async function promoterWithPayout(name: string) {
  const promoter = await newUser(name);
  const username = `${name.toUpperCase()}${crypto.randomUUID().replace(/-/g, "").slice(0, 4).toUpperCase()}`;
  await server.db.update(users).set({ role: "PROMOTER" }).where(eq(users.id, promoter.id));
  await server.db.insert(partnerSettings).values({
    userId: promoter.id,
    username,
    productCommissionBp: 2000,
    subscriptionCommissionBp: 3000,
    couponProductDiscountBp: 1000,
    couponSubscriptionDiscountBp: 1000,
  });
  const [payout] = await server.db.insert(payouts).values({
    promoterId: promoter.id,
    periodFrom: "2026-05-01",
    periodTo: "2026-05-31",
    currency: "USD",
    productCommission: 1000,
    subscriptionCommission: 1700,
    totalAmount: 2700,
    // A dollar account on file: a payout with none in its currency is held and cannot be marked paid (decision 162).
    bankAccountSealed: await createBankDataCipher(undefined, false).seal({
      accountName: `${name} Tester`,
      bankName: "Deutsche Bank",
      iban: "DE89370400440532013000",
      swift_bic: "DEUTDEFF",
      correspondentAccount: null,
      inn: null,
      reference: null,
      address: { city: "Berlin", state: "Berlin", zipCode: "10115", countryId: 1 },
    }, promoter.id),
    bankCurrency: "USD",
  }).returning();
  for (const amount of [1700, 1000]) {
    await server.db.insert(commissions).values({
      promoterId: promoter.id,
      kind: amount === 1000 ? "PRODUCT" : "SUBSCRIPTION",
      provider: "STRIPE",
      sourcePaymentId: `in_${crypto.randomUUID().slice(0, 12)}`,
      baseAmount: amount * 4,
      rateBp: 2500,
      amount,
      currency: "USD",
      status: "PAID",
      payableAt: new Date("2026-05-20T00:00:00Z"),
      payoutId: payout.id,
    });
  }
  return { username, payout };
}

Deno.test({
  name: "an admin opens the payouts from the menu, marks one paid, sees it paid; the audit log shows it",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const admin = await newUser("Polina", "ADMIN");
      const cases = [
        {
          locale: "ru",
          width: 1280,
          menu: "Выплаты промоутерам",
          mark: "Выплачена",
          confirm: "Отметить выплаченной",
          paid: "Выплачено",
        },
        { locale: "en", width: 375, menu: "Promoter payouts", mark: "Mark paid", confirm: "Mark paid", paid: "Paid" },
      ] as const;
      for (const c of cases) {
        const { username, payout } = await promoterWithPayout(c.locale === "ru" ? "Rita" : "Emma");
        await step(t, `${c.locale} at ${c.width} px: from the menu, mark paid, the audit log`, async () => {
          const { page, consoleErrors } = await openPage(browser, c.width, {
            session: admin.session,
            locale: c.locale === "en" ? "en-US" : "ru-RU",
          });
          await page.goto(`${server.origin}/${c.locale}/admin/`);
          await waitForHydration(page);
          await page.getByRole("navigation", { name: c.locale === "ru" ? "Меню бэк-офиса" : "Back office menu" })
            .getByRole("link", { name: c.menu }).click();
          await page.waitForURL(`${server.origin}/${c.locale}/admin/payouts/`);
          await page.getByRole("heading", { name: c.menu }).waitFor();
          const row = page.getByTestId("payout").filter({ hasText: username });
          await row.waitFor();
          assert.equal(await row.getAttribute("data-status"), "PENDING");
          assert.match(
            (await page.getByTestId("payouts-csv").getAttribute("href"))!,
            /^\/api\/promoters\/payouts\.csv\?periodFrom=\d{4}-\d{2}-01$/,
          );
          await assertAccessible(page, `payouts ${c.locale} ${c.width}`);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/payouts-${c.locale}-${c.width}.png`, fullPage: true });

          await row.getByRole("button", { name: c.mark }).click();
          const dialog = page.getByTestId("payout-mark-paid");
          await dialog.getByText(username).waitFor();
          await assertAccessible(page, `payouts dialog ${c.locale} ${c.width}`);
          if (SHOTS) await page.screenshot({ path: `${SHOTS}/payouts-dialog-${c.locale}-${c.width}.png` });
          await dialog.getByRole("button", { name: c.confirm }).click();
          await dialog.waitFor({ state: "detached" });
          const paidRow = page.getByTestId("payout").filter({ hasText: username }).and(
            page.locator("[data-status=PAID]"),
          );
          await paidRow.getByText(c.paid, { exact: true }).waitFor();
          assert.equal(await paidRow.getByRole("button").count(), 0, "nothing left to mark");
          const [stored] = await server.db.select().from(payouts).where(eq(payouts.id, payout.id));
          assert.equal(stored.status, "PAID");
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(scroll <= c.width, `no sideways scrolling (${scroll})`);
          if (SHOTS) {
            await page.screenshot({ path: `${SHOTS}/payouts-paid-${c.locale}-${c.width}.png`, fullPage: true });
          }

          await page.goto(`${server.origin}/${c.locale}/admin/audit/?entityId=${payout.id}`);
          await waitForHydration(page);
          const log = page.getByTestId("audit-log");
          await log.getByText("adminMarkPayoutPaid").waitFor();
          await log.getByText(payout.id).waitFor();
          const entries = await server.db.select().from(adminAuditLog).where(eq(adminAuditLog.entityId, payout.id));
          assert.equal(entries.length, 1);
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

Deno.test({
  name: "the money screen keeps its payer, provider and status filters when the tab changes",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const admin = await newUser("Lena", "ADMIN");
      const [plan] = await server.db.select().from(plans).where(eq(plans.billingCycle, "MONTHLY"));
      const member = async (name: string, status: "CANCELLED" | "ACTIVE") => {
        const user = await newUser(name);
        await server.db.insert(subscriptions).values({
          userId: user.id,
          planId: plan.id,
          provider: "YOO",
          status,
          currency: "RUB",
          priceWithoutDiscount: 150_000,
        });
        return user;
      };
      const vera = await member("Vera", "CANCELLED");
      const gleb = await member("Gleb", "ACTIVE");
      const { page } = await openPage(browser, 1280, { session: admin.session, locale: "en-US" });
      const searchOf = () => Object.fromEntries(new URL(page.url()).searchParams);
      const tabs = page.getByRole("navigation", { name: "Money" });

      await step(t, "orders → memberships: the payer, the provider and a status both lists have stay", async () => {
        await page.goto(
          `${server.origin}/en/admin/money/?q=${encodeURIComponent(vera.email)}&provider=YOO&status=CANCELLED`,
        );
        await waitForHydration(page);
        await tabs.getByRole("link", { name: "Memberships" }).click();
        await page.waitForURL(/\/en\/admin\/money\/memberships\//);
        assert.deepEqual(searchOf(), { q: vera.email, provider: "YOO", status: "CANCELLED" });
        assert.equal(await page.getByLabel("Payer's e-mail").inputValue(), vera.email);
        const list = page.getByTestId("memberships");
        await list.getByText(vera.email).first().waitFor();
        assert.equal(await list.getByText(gleb.email).count(), 0);
      });

      await step(t, "a status the other list does not have is left behind; the payer stays", async () => {
        await page.goto(
          `${server.origin}/en/admin/money/memberships/?q=${encodeURIComponent(gleb.email)}&status=ACTIVE`,
        );
        await waitForHydration(page);
        await tabs.getByRole("link", { name: "Orders" }).click();
        await page.waitForURL((url) => url.pathname === "/en/admin/money/");
        assert.deepEqual(searchOf(), { q: gleb.email });
        assert.equal(await page.getByLabel("Payer's e-mail").inputValue(), gleb.email);
        await tabs.getByRole("link", { name: "Memberships" }).click();
        await page.waitForURL(/\/en\/admin\/money\/memberships\//);
        assert.deepEqual(searchOf(), { q: gleb.email });
        await page.getByTestId("memberships").getByText(gleb.email).first().waitFor();
        assert.equal(await page.getByTestId("memberships").getByText(vera.email).count(), 0);
      });
    } finally {
      await browser?.close();
      await server?.close();
    }
  },
});
