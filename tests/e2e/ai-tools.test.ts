// The AI tools as a new user meets them, in Chromium against the local OpenAI-compatible fake: a visitor fills a tool,
// is asked to sign in, and the request runs once they are back; each tool's answer streams into the page (text is
// there before the answer is complete); Copy and its toast; a form's messages after the first submit (nothing spent);
// the job prefill; the allowance running out with the days and the membership offer; the fellows-only summary — in en
// at 1280 px and ru at 375 px.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { aiAllowances, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { hashPassword } from "../../api/services/auth/passwords.ts";
import { createJob } from "../support/factories.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

async function newUser(name: string, options: { fellow?: boolean; password?: string } = {}) {
  const [user] = await server.db.insert(users).values({
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@fellows.test`,
    emailVerified: true,
    firstName: name,
    lastName: "Tester",
    isFellow: options.fellow ?? false,
    passwordHash: options.password ? await hashPassword(options.password) : null,
  }).returning();
  return {
    id: user.id,
    email: user.email,
    session: { origin: server.origin, token: (await createSession(server.db, user.id)).token },
  };
}

const runsLeft = async (userId: string) =>
  (await server.db.select().from(aiAllowances).where(eq(aiAllowances.userId, userId)))[0]?.tokensLeft;

/** Generates and checks the answer streams in: some text is shown while the answer is still being written. */
async function generateAndWatchStream(page: Page) {
  await page.getByTestId("ai-generate").click();
  await page.waitForFunction(
    () => {
      const text = document.querySelector("[data-testid=ai-result-text]")?.textContent ?? "";
      return text.length > 0 && !document.querySelector("[data-testid=ai-copy]");
    },
    undefined,
    { timeout: 15_000 },
  );
  const partial = await page.getByTestId("ai-result-text").innerText();
  await page.getByTestId("ai-copy").waitFor({ timeout: 15_000 });
  const whole = await page.getByTestId("ai-result-text").innerText();
  assert.ok(whole.length > partial.length, `streamed: ${partial.length} then ${whole.length} characters`);
  return whole;
}

Deno.test({
  name: "AI tools in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      await t.step("en at 1280 px: a visitor fills a tool, signs in, and the request runs; Copy", async () => {
        const user = await newUser("Vera", { password: "a long enough secret" });
        const { page, consoleErrors } = await openPage(browser, 1280, { locale: "en-US" });
        await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.origin });
        await page.goto(`${server.origin}/en/tools/job-keywords/`);
        await waitForHydration(page);
        assert.match(await page.locator("h1").innerText(), /Job description keywords/);
        assert.match(await page.getByTestId("ai-allowance").innerText(), /Sign in to run the tools/);
        await page.locator("#ai-GetJobKeywords-description").fill(
          "Programme analyst, UNICEF: data analysis, M&E, French",
        );
        await page.getByTestId("ai-generate").click();
        await page.waitForURL(/auth=signin/, { waitUntil: "commit" });
        await page.locator("#signin-form-email").fill(user.email);
        await page.locator("#signin-form-password").fill("a long enough secret");
        await page.getByTestId("signin-form-submit").click();
        // Back on the tool, signed in: the kept request runs by itself and streams in.
        await page.getByTestId("ai-notice").filter({ hasText: "running your request" }).waitFor({ timeout: 15_000 });
        await page.getByTestId("ai-copy").waitFor({ timeout: 15_000 });
        assert.match(await page.getByTestId("ai-result-text").innerText(), /UNICEF: data analysis/);
        assert.match(await page.getByTestId("ai-allowance").innerText(), /9 of 10/);
        assert.equal(await runsLeft(user.id), 9);
        assert.equal(await page.evaluate(() => localStorage.getItem("fellows.aiTools.pending")), null);
        await page.getByTestId("ai-copy").click();
        await page.getByText("Copied").waitFor();
        assert.match(await page.evaluate(() => navigator.clipboard.readText()), /UNICEF/);
        assert.deepEqual(consoleErrors, []);
      });

      await t.step("en at 1280 px: the cover letter from a job, streamed; the other tools too", async () => {
        const user = await newUser("Oleg");
        const job = await createJob(server.db, {
          title: "Programme Officer",
          description: "<p>Lead the gender programme portfolio.</p><ul><li>Report to donors</li></ul>",
          readAccess: "AUTHORIZED",
        });
        const { page, consoleErrors } = await openPage(browser, 1280, { session: user.session, locale: "en-US" });
        await page.goto(`${server.origin}/en/tools/cover-letter/?jobId=${job.id}`);
        await waitForHydration(page);
        await page.getByTestId("ai-notice").filter({ hasText: "Prefilled from the job" }).waitFor();
        assert.equal(await page.locator("#ai-GetCoverLetter-positionName").inputValue(), "Programme Officer");
        assert.equal(
          await page.locator("#ai-GetCoverLetter-jobDescription").inputValue(),
          "Lead the gender programme portfolio.\nReport to donors",
        );
        await page.locator("#ai-GetCoverLetter-userDescription").fill("Six years of programme management in NGOs");
        await page.locator("#ai-GetCoverLetter-language").selectOption("fr");
        const letter = await generateAndWatchStream(page);
        assert.match(letter, /Programme Officer/);
        await page.goto(`${server.origin}/en/tools/achievements/`);
        await waitForHydration(page);
        await page.locator("#ai-GetKeyAchievements-position").fill("Programme officer");
        await page.locator("#ai-GetKeyAchievements-industry").fill("International development");
        assert.match(await generateAndWatchStream(page), /International development/);
        assert.equal(await runsLeft(user.id), 8);
        assert.deepEqual(consoleErrors, []);
      });

      await t.step(
        "ru at 375 px: messages after the first submit, nothing spent; the coach; members only",
        async () => {
          const user = await newUser("Инна");
          const { page, consoleErrors } = await openPage(browser, 375, { session: user.session });
          await page.goto(`${server.origin}/ru/tools/interview-coach/`);
          await waitForHydration(page);
          await page.locator("#ai-GetInterviewCoach-question").fill("Как?");
          await page.getByTestId("ai-generate").click();
          await page.getByText("Минимум 5 символов").waitFor();
          await page.getByText("нужен ваш ответ или профессия").waitFor();
          assert.equal(await page.getByTestId("ai-generate").isDisabled(), true, "disabled while invalid");
          assert.equal(await runsLeft(user.id), undefined, "nothing spent");
          assert.deepEqual(await seriousViolations(page), []);
          await page.getByTestId("ai-question-pick").selectOption({ index: 3 });
          await page.locator("#ai-GetInterviewCoach-profession").fill("Медсестра");
          assert.match(await generateAndWatchStream(page), /Медсестра/);
          assert.match(await page.getByTestId("ai-result-text").innerText(), /Демо-ответ/);
          assert.equal(await page.getByTestId("ai-members-chat-locked").count(), 1);
          // The career summary is for members: a registered user is offered the club instead of Generate.
          await page.goto(`${server.origin}/ru/tools/career-summary/`);
          await waitForHydration(page);
          assert.equal(await page.getByTestId("ai-generate").count(), 0);
          assert.equal(await page.getByTestId("ai-members-only").getAttribute("href"), "/ru/subscribe/");
          assert.deepEqual(consoleErrors, []);
        },
      );

      await t.step("ru at 375 px: a fellow's career summary; the allowance runs out with the offer", async () => {
        const fellow = await newUser("Фёдор", { fellow: true });
        const { page, consoleErrors } = await openPage(browser, 375, { session: fellow.session });
        await page.goto(`${server.origin}/ru/tools/career-summary/`);
        await waitForHydration(page);
        await page.locator("#ai-GetCareerSummary-industry").fill("Энергетика");
        await page.locator("#ai-GetCareerSummary-position").fill("Аналитик");
        assert.equal(await page.locator("#ai-GetCareerSummary-experienceYears").inputValue(), "3");
        assert.match(await generateAndWatchStream(page), /Энергетика/);
        assert.match(await page.getByTestId("ai-allowance").innerText(), /99 из 100/);
        // No runs left: the days until they renew and the membership offer; nothing reaches the AI.
        await server.db.update(aiAllowances).set({ tokensLeft: 0, periodStart: new Date(Date.now() - 20 * 86_400_000) })
          .where(eq(aiAllowances.userId, fellow.id));
        await page.goto(`${server.origin}/ru/tools/job-keywords/`);
        await waitForHydration(page);
        await page.locator("#ai-GetJobKeywords-description").fill("Аналитик данных в ПРООН, английский язык");
        await page.getByTestId("ai-generate").click();
        const error = page.getByTestId("ai-error");
        await error.waitFor();
        assert.match(await error.innerText(), /Новые появятся через 10 дн\./);
        assert.equal(await page.getByTestId("ai-subscribe-offer").getAttribute("href"), "/ru/subscribe/");
        assert.equal(await page.getByTestId("ai-result").count(), 0);
        assert.equal(await runsLeft(fellow.id), 0);
        assert.deepEqual(consoleErrors, []);
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
