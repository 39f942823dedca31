// The system screen as the global admin uses it, in Chromium: opened from the back office's menu in ru at 1280 px, the
// readiness checks ok and a job that never ran said so; a job is run and its run shows, done with its counts; then in
// en at 375 px, the same run, the page no wider than the phone; axe finds nothing serious in either.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { users } from "../../db/schema/index.ts";
import { CRON_JOBS } from "../../api/cron/jobs.ts";
import { runCronJob } from "../../api/cron/runner.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

async function step(t: Deno.TestContext, name: string, fn: () => Promise<void>) {
  if (!(await t.step(name, fn))) throw new Error(`step failed: ${name}`);
}

async function assertAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${where}: ${JSON.stringify(violations, null, 1)}`);
}

Deno.test({
  name: "the global admin opens the system screen, sees the checks, runs a job and sees its run (ru 1280, en 375)",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const [user] = await server.db.insert(users).values({
        email: `ops-${crypto.randomUUID().slice(0, 6)}@fellows.test`,
        emailVerified: true,
        firstName: "Olga",
        lastName: "Operator",
        role: "GLOBAL_ADMIN",
      }).returning();
      const session = { origin: server.origin, token: (await createSession(server.db, user.id)).token };
      const job = CRON_JOBS.find((j) => j.name === "prune-sessions")!;

      await step(t, "ru, 1280 px: from the menu, the checks are ok and the job has not run", async () => {
        const { page, consoleErrors } = await openPage(browser, 1280, { session });
        await page.goto(`${server.origin}/ru/admin/`);
        await waitForHydration(page);
        await page.getByRole("link", { name: "Система" }).first().click();
        await page.waitForURL(/\/ru\/admin\/system\/$/);
        await page.getByRole("heading", { level: 1, name: "Система" }).waitFor();
        assert.match(await page.title(), /^Система — /);
        await page.getByTestId("system-readiness").getByText("Готово").waitFor();
        for (const name of ["database", "migrations", "config"]) {
          assert.equal(await page.locator(`[data-check=${name}]`).getAttribute("data-ok"), "true", name);
        }
        const card = page.locator(`[data-job=${job.name}]`);
        await card.getByText("каждый день в 06:23 (МСК)").waitFor();
        await card.getByText("Ещё не запускалась.").waitFor();
        await assertAccessible(page, "system at 1280");

        // The job runs (as its Deno.cron tick would) and the screen, opened again, shows the run.
        await runCronJob(job, { db: server.db, now: () => new Date() });
        await page.reload();
        await waitForHydration(page);
        const row = card.locator("tr[data-outcome=DONE]");
        await row.waitFor();
        await row.getByText("выполнена").waitFor();
        await row.getByText("deleted").waitFor();
        assert.equal(await card.getByText("Ещё не запускалась.").count(), 0);
        assert.deepEqual(consoleErrors, []);
      });

      await step(t, "en, 375 px: the run is there and the page fits the phone", async () => {
        const { page, consoleErrors } = await openPage(browser, 375, { session, locale: "en-US" });
        await page.goto(`${server.origin}/en/admin/system/`);
        await waitForHydration(page);
        await page.getByRole("heading", { level: 1, name: "System" }).waitFor();
        await page.getByTestId("system-readiness").getByText("Ready").waitFor();
        const card = page.locator(`[data-job=${job.name}]`);
        await card.getByText("every day at 06:23 (Moscow)").waitFor();
        await card.locator("tr[data-outcome=DONE]").getByText("done").waitFor();
        await page.locator("[data-job=promoter-payouts]").getByText("Has not run yet.").waitFor();
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 375, `the page is ${width} px wide`);
        await assertAccessible(page, "system at 375");
        assert.deepEqual(consoleErrors, []);
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
