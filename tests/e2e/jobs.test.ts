// Jobs in Chromium: a registered member's saved members-only job keeps its filled heart after a reload (it showed
// empty, and a click un-saved it); the heart saves and "Add to tracker" is its own action (decision 096); a logged-out
// card's disabled heart adds no tab stop (decision 100).
import assert from "node:assert/strict";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { createJob } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

Deno.test(
  "a registered member's saved members-only job shows a filled heart everywhere after a reload",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const job = await createJob(server.db, { readAccess: "FELLOW", title: "Wombat Members Coordinator" });
      const { page, consoleErrors } = await openPage(browser, 1280, {
        locale: "en-GB",
        session: await server.session("authorized"),
      });
      await page.goto(`${server.origin}/en/jobs/${job.id}/`);
      await waitForHydration(page);
      // The job's own heart comes first (similar jobs below carry theirs); nothing is saved yet.
      const saved = page.getByRole("button", { name: "Remove from saved jobs", pressed: true });
      assert.equal(await saved.count(), 0);
      await page.getByRole("button", { name: "Save job", pressed: false }).first().click();
      await saved.waitFor();

      for (const path of [`/en/jobs/${job.id}/`, "/en/saved_jobs/", "/en/jobs/?q=Wombat"]) {
        await page.goto(`${server.origin}${path}`);
        await waitForHydration(page);
        // Only this job is saved, so a pressed heart on the page is its own.
        await saved.waitFor({ timeout: 5_000 });
        assert.equal(await saved.count(), 1, path);
      }
      assert.deepEqual(consoleErrors, []);
      await page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);

// Issue 26: the heart's mutation owns its invalidation. Saved jobs follows a save made on the list and an unsave made
// on Saved jobs itself, in one page without a reload (the unsaved card stayed until one).
Deno.test(
  "Saved jobs shows a job saved from the list and drops one unsaved there, without a reload",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const job = await createJob(server.db, { title: "Bilby Shortlist Analyst" });
      const { page, consoleErrors } = await openPage(browser, 1280, {
        locale: "en-GB",
        session: await server.session("authorized"),
      });
      await page.goto(`${server.origin}/en/saved_jobs/`);
      await waitForHydration(page);
      const empty = page.getByTestId("saved-jobs-empty");
      await empty.waitFor();
      // A full load would drop this mark: every step below is the client's own navigation.
      await page.evaluate(() => Object.assign(globalThis, { samePage: true }));

      await empty.getByRole("link").click();
      const card = page.getByTestId("job-card").filter({ hasText: job.title });
      await card.getByRole("button", { name: "Save job" }).click();
      await card.getByRole("link", { name: "Saved jobs" }).click();
      await page.waitForURL(`${server.origin}/en/saved_jobs/`);
      const saved = page.getByTestId("saved-jobs").getByTestId("job-card").filter({ hasText: job.title });
      await saved.waitFor();

      await saved.getByRole("button", { name: "Remove from saved jobs" }).click();
      await empty.waitFor();
      assert.equal(await page.getByTestId("saved-jobs").count(), 0);
      assert.equal(await page.evaluate(() => (globalThis as { samePage?: boolean }).samePage), true, "no reload");
      assert.deepEqual(consoleErrors, []);
      await page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);

// Issue 25, defect 14: the heart read "Save to the tracker" but saved to Saved jobs; 'Add to tracker' showed only
// right after favouriting. One meaning per control: the heart saves the job, 'Add to tracker' is its own action on
// every job page a signed-in user opens.
Deno.test(
  "the heart saves the job to Saved jobs and 'Add to tracker' is its own action on every job page, in both languages",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const job = await createJob(server.db, { title: "Quokka Field Officer" });
      const session = await server.session("authorized");
      for (
        const [locale, save, unsave, add, open] of [
          ["en", "Save job", "Remove from saved jobs", "Add to tracker", "Open tracker"],
          ["ru", "Сохранить вакансию", "Убрать из сохранённых", "Добавить в трекер", "Открыть трекер"],
        ] as const
      ) {
        const { page, consoleErrors } = await openPage(browser, locale === "en" ? 1280 : 375, { session });
        await page.goto(`${server.origin}/${locale}/jobs/${job.id}/`);
        await waitForHydration(page);
        const heart = page.getByTestId("job-favourite").first();
        // Before any favouriting the page already offers the tracker, and the heart speaks of saving only.
        const addButton = page.getByTestId("job-add-to-tracker");
        assert.equal(await addButton.innerText(), add, locale);
        const label = (await heart.getAttribute("aria-label"))!;
        assert.equal(label, save, locale);
        assert.doesNotMatch(label, /tracker|трекер/i);
        await heart.click();
        await page.waitForFunction(() =>
          document.querySelector('[data-testid="job-favourite"]')?.getAttribute("aria-pressed") === "true"
        );
        assert.equal(await heart.getAttribute("aria-label"), unsave);
        // Saving put nothing in the tracker; adding does, then the page leads to it.
        await addButton.click();
        await page.getByTestId("job-open-tracker").first().waitFor();
        assert.equal(await page.getByTestId("job-open-tracker").first().innerText(), open);
        await heart.click();
        await page.waitForFunction(() =>
          document.querySelector('[data-testid="job-favourite"]')?.getAttribute("aria-pressed") === "false"
        );
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      }
      // A visitor who is not signed in is not offered the tracker.
      const { page } = await openPage(browser, 1280, { locale: "en-GB" });
      await page.goto(`${server.origin}/en/jobs/${job.id}/`);
      await waitForHydration(page);
      assert.equal(await page.getByTestId("job-add-to-tracker").count(), 0);
      await page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);

// Issue 25, defect 28: a logged-out job card had an extra tab stop, a focusable span around the disabled heart.
Deno.test(
  "a logged-out job card has no extra tab stop: the disabled heart explains itself through its description",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      await createJob(server.db, { title: "Numbat Keyboard Analyst" });
      const { page, consoleErrors } = await openPage(browser, 1280, { locale: "en-GB" });
      await page.goto(`${server.origin}/en/jobs/?q=Numbat`);
      await waitForHydration(page);
      const card = page.getByTestId("job-card").first();
      await card.waitFor();
      assert.equal(await card.locator("span[tabindex], div[tabindex]").count(), 0, "no focusable wrapper");
      const heart = card.getByTestId("job-favourite");
      assert.equal(await heart.isDisabled(), true);
      const description = await heart.evaluate((el) =>
        (el.getAttribute("aria-describedby") ?? "").split(/\s+/).filter(Boolean)
          .map((id) => document.getElementById(id)?.textContent ?? "").join(" ")
      );
      assert.equal(description, "Log in to save jobs");
      // The keyboard goes from the card's title straight out of the card (the salary's own tooltip button aside).
      await card.getByTestId("job-link").focus();
      for (let i = 0; i < 3; i++) {
        await page.keyboard.press("Tab");
        const focused = await page.evaluate(() => {
          const el = document.activeElement!;
          return { tag: el.tagName, inCard: Boolean(el.closest('[data-testid="job-card"]')) };
        });
        if (!focused.inCard) break;
        assert.notEqual(focused.tag, "SPAN", "a span took the focus");
      }
      assert.deepEqual(consoleErrors, []);
      await page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);
