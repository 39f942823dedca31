// Refunds in the back office as an admin makes them, in Chromium against the local payment fakes: a Stripe order and
// a YooKassa membership payment refunded with a reason (the fakes record each refund; the order's access and the
// membership end), and the audit log showing both — in ru at 1280 px; the money screens at 375 px in en, with axe, and
// a Stripe membership's last payment refunded there.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { and, eq } from "drizzle-orm";
import { orders, plans, products, subscriptions, users } from "../../db/schema/index.ts";
import { createSession, SESSION_COOKIE } from "../../api/services/auth/sessions.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

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
