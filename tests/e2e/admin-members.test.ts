// The back office's members screens as the club's team uses them, in Chromium: an admin finds a spammer, blocks them
// (the spammer's open session dies), grants a membership by hand, and reads both steps in the audit log — in ru at
// 1280 px; in en at 375 px an admin whose password is 40 minutes old is asked for it again, by keyboard, and the
// block goes through. axe finds nothing serious on the overview, the list, a person and the audit log.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { plans, sessions, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
const PASSWORD = "admin-password-1";

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

async function newUser(name: string, role: "CUSTOMER" | "ADMIN" = "CUSTOMER", signedInMinutesAgo = 0) {
  const [user] = await server.db.insert(users).values({
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@fellows.test`,
    emailVerified: true,
    firstName: name,
    lastName: "Tester",
    role,
    passwordHash: await hashPassword(PASSWORD),
  }).returning();
  const { token } = await createSession(server.db, user.id);
  if (signedInMinutesAgo) {
    await server.db.update(sessions).set({ authenticatedAt: new Date(Date.now() - signedInMinutesAgo * 60_000) })
      .where(eq(sessions.userId, user.id));
  }
  return { ...user, session: { origin: server.origin, token } };
}

async function step(t: Deno.TestContext, name: string, fn: () => Promise<void>) {
  if (!(await t.step(name, fn))) throw new Error(`step failed: ${name}`);
}

async function assertAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${where}: ${JSON.stringify(violations, null, 1)}`);
}

async function openMember(page: Page, locale: string, email: string) {
  await page.goto(`${server.origin}/${locale}/admin/members/?q=${encodeURIComponent(email)}`);
  await waitForHydration(page);
  await page.getByTestId("members").getByRole("link").first().click();
  await page.getByRole("heading", { level: 1 }).waitFor();
}

Deno.test({
  name: "an admin blocks a spammer and grants a membership; the audit log shows both (ru, 1280 px)",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const admin = await newUser("Alla", "ADMIN");
      const spammer = await newUser("Spammy");
      const lucky = await newUser("Lucky");
      const adminPage = (await openPage(browser, 1280, { session: admin.session })).page;
      const spammerPage = (await openPage(browser, 1280, { session: spammer.session })).page;

      await step(t, "the spammer is signed in", async () => {
        await spammerPage.goto(`${server.origin}/ru/profile/`);
        await waitForHydration(spammerPage);
        assert.equal(await spammerPage.getAttribute("html", "data-viewer"), "authorized");
      });

      await step(t, "the back office opens with its own menu, and nothing serious for axe", async () => {
        await adminPage.goto(`${server.origin}/ru/admin/`);
        await waitForHydration(adminPage);
        await adminPage.getByRole("heading", { name: "Бэк-офис" }).waitFor();
        assert.equal(await adminPage.locator("footer").count(), 0, "no site footer");
        await assertAccessible(adminPage, "overview");
        await adminPage.getByRole("navigation", { name: "Меню бэк-офиса" }).getByRole("link", { name: "Участники" })
          .click();
        await adminPage.getByRole("heading", { name: "Участники" }).waitFor();
        await assertAccessible(adminPage, "members");
      });

      await step(t, "the admin finds the spammer and blocks them with a reason", async () => {
        await openMember(adminPage, "ru", spammer.email);
        await assertAccessible(adminPage, "a person");
        await adminPage.getByRole("button", { name: "Заблокировать" }).click();
        const dialog = adminPage.getByTestId("member-block");
        await dialog.getByRole("button", { name: "Подтвердить" }).click();
        await dialog.getByText("Напишите причину").waitFor();
        await dialog.getByLabel("Причина").fill("Рассылает спам участникам");
        await dialog.getByRole("button", { name: "Подтвердить" }).click();
        await adminPage.getByText("Заблокирован", { exact: true }).first().waitFor();
        const [row] = await server.db.select().from(users).where(eq(users.id, spammer.id));
        assert.ok(row.blockedAt);
      });

      await step(t, "the spammer's session is dead at their next page", async () => {
        await spammerPage.reload();
        await waitForHydration(spammerPage);
        assert.equal(await spammerPage.getAttribute("html", "data-viewer"), "anonymous");
      });

      await step(t, "the admin grants a membership by hand", async () => {
        await server.db.insert(plans).values({
          billingCycle: "MONTHLY",
          titleRu: "Месяц",
          titleEn: "Month",
          priceUsd: 2000,
          priceRub: 190000,
        }).onConflictDoNothing();
        await openMember(adminPage, "ru", lucky.email);
        await adminPage.getByRole("button", { name: "Выдать членство" }).click();
        const dialog = adminPage.getByTestId("member-grant");
        await dialog.getByLabel("На сколько дней").fill("14");
        await dialog.getByLabel("Причина").fill("Победитель конкурса эссе");
        await dialog.getByRole("button", { name: "Подтвердить" }).click();
        await adminPage.getByTestId("member-membership").getByText("выдано командой").waitFor();
        const [row] = await server.db.select().from(users).where(eq(users.id, lucky.id));
        assert.equal(row.isFellow, true);
      });

      await step(t, "the audit log shows both steps with their reasons", async () => {
        await adminPage.goto(`${server.origin}/ru/admin/audit/`);
        await waitForHydration(adminPage);
        const log = adminPage.getByTestId("audit-log");
        await log.getByText("adminBlockMember").waitFor();
        await log.getByText("adminGrantMembership").waitFor();
        await log.getByText("Рассылает спам участникам").waitFor();
        await log.getByText("Победитель конкурса эссе").waitFor();
        await assertAccessible(adminPage, "audit log");
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});

Deno.test({
  name: "an admin whose password is 40 minutes old confirms it by keyboard, then the block goes through (en, 375 px)",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const admin = await newUser("Boris", "ADMIN", 40);
      const spammer = await newUser("Bot");
      const { page, consoleErrors } = await openPage(browser, 375, { session: admin.session, locale: "en-US" });

      await step(t, "the overview says the password will be asked", async () => {
        await page.goto(`${server.origin}/en/admin/`);
        await waitForHydration(page);
        await page.getByTestId("admin-fresh").getByText("you will be asked for your password again").waitFor();
        await assertAccessible(page, "overview at 375");
      });

      await step(
        t,
        "blocking asks for the password; a wrong one is refused, the right one lets it through",
        async () => {
          await openMember(page, "en", spammer.email);
          const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
          assert.ok(scroll <= 375, `no sideways scrolling (${scroll})`);
          await page.getByRole("button", { name: "Block" }).focus();
          await page.keyboard.press("Enter");
          const dialog = page.getByTestId("member-block");
          await dialog.getByLabel("Reason").fill("Fake accounts");
          await dialog.getByRole("button", { name: "Confirm" }).press("Enter");
          const confirm = page.getByTestId("admin-confirm-password");
          await confirm.waitFor();
          await assertAccessible(page, "password dialog");
          await page.keyboard.type("not-it");
          await page.keyboard.press("Enter");
          await confirm.getByText("The password is not right.").waitFor();
          assert.equal((await server.db.select().from(users).where(eq(users.id, spammer.id)))[0].blockedAt, null);
          await confirm.getByLabel("Password").fill(PASSWORD);
          await page.keyboard.press("Enter");
          await page.getByText("Blocked", { exact: true }).first().waitFor();
          assert.ok((await server.db.select().from(users).where(eq(users.id, spammer.id)))[0].blockedAt);
        },
      );

      await step(t, "no errors in the console", () => {
        assert.deepEqual(consoleErrors.filter((e) => !/status of 4\d\d/.test(e)), []);
        return Promise.resolve();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
