// A new user's bug (issue 12), in Chromium: a registered member's saved members-only job keeps its filled heart on
// its page, in the list and in saved jobs, after a reload (it showed empty, and a click un-saved it).
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
      // The job's own heart comes first (similar jobs below carry theirs).
      const heart = page.getByTestId("job-favourite").first();
      assert.equal(await heart.getAttribute("aria-pressed"), "false");
      await heart.click();
      await page.waitForFunction(() =>
        document.querySelector('[data-testid="job-favourite"]')?.getAttribute("aria-pressed") === "true"
      );

      for (const path of [`/en/jobs/${job.id}/`, "/en/saved_jobs/", "/en/jobs/?q=Wombat"]) {
        await page.goto(`${server.origin}${path}`);
        await waitForHydration(page);
        assert.equal(await page.getByTestId("job-favourite").first().getAttribute("aria-pressed"), "true", path);
      }
      assert.deepEqual(consoleErrors, []);
      await page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);
