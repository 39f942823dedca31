// As a new visitor would: search and filter jobs, show more, open a job and meet its gate; read an article at each
// access level; walk a learning path — in Russian and English, at 375 and 1280 px, as each viewer tier.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { articles as articlesTable, jobs as jobsTable } from "../../db/schema/index.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { createArticle, createJob, createLearningPath } from "../support/factories.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

const cards = (page: Page) => page.getByTestId("job-card");
// Checked on the test's side: the page's CSP (rightly) refuses the eval a string predicate would need there.
async function waitForUrl(page: Page, test: (url: URL) => boolean) {
  await page.waitForURL(test, { timeout: 10_000, waitUntil: "commit" });
}

Deno.test({
  name: "content journeys in Chromium",
  ...opts,
  async fn(t) {
    const server = await startServer();
    const browser: Browser = await launchBrowser();
    const db = server.db;
    const longText = "Quokka guide description. ".repeat(20).trim();
    const free = await createArticle(db, { title: "Quokka free guide", description: longText, slug: "quokka-free" });
    const registered = await createArticle(db, {
      title: "Quokka registered guide",
      readAccess: "AUTHORIZED",
      hideHalf: true,
      slug: "quokka-registered",
    });
    const members = await createArticle(db, {
      title: "Quokka members guide",
      readAccess: "FELLOW",
      hideHalf: true,
      slug: "quokka-members",
    });
    const openJob = await createJob(db, { title: "Quokka Open Officer", readAccess: "UNANYMOUS" });
    const registeredJob = await createJob(db, { title: "Quokka Registered Officer", readAccess: "AUTHORIZED" });
    const membersJob = await createJob(db, { title: "Quokka Members Officer", readAccess: "FELLOW" });
    const steps = await Promise.all(
      [1, 2, 3, 4].map((i) =>
        createArticle(db, { title: `Шаг квокки ${i}`, slug: `kvokka-step-${i}`, language: "ru" })
      ),
    );
    await createLearningPath(db, {
      slug: "kvokka-path",
      articleIds: steps.map((s) => s.id),
      countAvailableArticles: 2,
      language: "ru",
    });
    try {
      await t.step(
        "1280 px, English, anonymous: search, filter, back, show more, open jobs and meet the gates",
        async () => {
          const { page, consoleErrors, graphqlRequests } = await openPage(browser, 1280);
          await page.goto(`${server.origin}/en/jobs/`);
          await waitForHydration(page);
          assert.deepEqual(graphqlRequests, [], "the first load brings its data along");
          assert.equal(await cards(page).count(), 9);
          await page.getByTestId("jobs-show-more").click();
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="job-card"]').length === 18);

          // Two characters do nothing (with a hint); three or more search after the pause.
          const search = page.getByTestId("jobs-search");
          // The page's clock (time still flows) lets the test jump past the 600 ms pause instead of waiting for it.
          await page.clock.install();
          await search.fill("qu");
          await page.getByText("Type at least 3 characters").waitFor();
          await page.clock.fastForward(800);
          assert.equal(new URL(page.url()).search, "");
          assert.equal(await cards(page).count(), 18, "two characters leave the list as it was");
          await search.fill("quokka");
          await waitForUrl(page, (url) => url.searchParams.get("q") === "quokka");
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="job-card"]').length === 3);
          const membersCard = cards(page).filter({ hasText: "Quokka Members Officer" });
          assert.equal(await membersCard.getByTestId("job-access-label").innerText(), "After subscription");
          assert.equal(await membersCard.getByTestId("job-salary-hidden").innerText(), "Hidden salary");
          assert.equal(await membersCard.getByTestId("job-company").innerText(), "Company name hidden");
          assert.equal(
            await cards(page).filter({ hasText: "Quokka Registered Officer" }).getByTestId("job-access-label")
              .innerText(),
            "After registration",
          );
          assert.equal(await membersCard.getByTestId("job-favourite").isDisabled(), true, "favourites need an account");
          assert.equal(await page.getByTestId("jobs-promo").isVisible(), true);

          // A filter is a link in the URL; the back button undoes it.
          await page.getByTestId("jobs-filters").getByTestId("filter-un-1").click();
          await waitForUrl(page, (url) => url.searchParams.get("un") === "1");
          await page.getByTestId("jobs-empty").waitFor();
          assert.equal(await page.getByTestId("jobs-empty").innerText(), "No jobs found for the given criteria");
          await page.goBack();
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="job-card"]').length === 3);
          assert.equal(await search.inputValue(), "quokka");

          // Open the members' job: the placeholder and the Subscribe prompt, never the company.
          const isView = (postData: string | null) => (postData ?? "").includes("recordJobView");
          let viewSent = false;
          page.on("request", (r) => viewSent ||= r.url().endsWith("/graphql") && isView(r.postData()));
          const recorded = page.waitForResponse((r) => r.url().endsWith("/graphql") && isView(r.request().postData()));
          // The page's clock stands still from here, so the 5 s before the view is recorded pass on the test's word.
          await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
          await membersCard.getByTestId("job-link").click();
          await page.getByTestId("job-page").waitFor();
          assert.equal(new URL(page.url()).pathname, `/en/jobs/${membersJob.id}/`);
          await page.getByText("This vacancy is for club members").waitFor();
          assert.equal(await page.content().then((html) => html.includes(membersJob.company!)), false);
          await page.getByTestId("similar-jobs").waitFor();
          // The view is recorded 5 s after opening, not before.
          await page.clock.runFor(4_999);
          assert.equal(viewSent, false, "not before 5 s");
          await page.clock.runFor(1);
          await (await recorded).finished();
          await page.clock.resume();
          const [{ views }] = await db.select({ views: jobsTable.views }).from(jobsTable).where(
            eq(jobsTable.id, membersJob.id),
          );
          assert.equal(views, 1);

          await page.goto(`${server.origin}/en/jobs/${registeredJob.id}/`);
          await waitForHydration(page);
          assert.equal(await page.getByTestId("job-gate").getAttribute("data-gate"), "register");
          await page.goto(`${server.origin}/en/jobs/${openJob.id}/`);
          await waitForHydration(page);
          assert.equal(await page.getByTestId("job-gate").count(), 0);
          assert.match(await page.getByTestId("job-description").innerText(), /Secret description/);
          assert.equal(await page.getByTestId("job-apply").getAttribute("target"), "_blank");
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step(
        "375 px, Russian, fellow: every job in full, the heart → 'Saved jobs', filters panel",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 375, { session: await server.session("fellow") });
          await page.goto(`${server.origin}/ru/jobs/?q=quokka`);
          await waitForHydration(page);
          assert.equal(await cards(page).count(), 3);
          assert.equal(await page.getByTestId("job-access-label").count(), 0);
          assert.equal(await page.getByTestId("jobs-promo").count(), 0);
          assert.equal(await page.getByTestId("jobs-subscribe-banner").count(), 0);
          const card = cards(page).filter({ hasText: "Quokka Members Officer" });
          assert.equal(await card.getByTestId("job-company").innerText(), membersJob.company);
          await card.getByTestId("job-favourite").click();
          // The heart saves to Saved jobs and leads there (the tracker is its own action on the job's page).
          await card.getByTestId("job-open-saved").waitFor();
          assert.equal(await card.getByTestId("job-open-saved").innerText(), "Сохранённые вакансии");
          assert.equal(await card.getByTestId("job-open-saved").getAttribute("href"), "/ru/saved_jobs/");
          // Filters fold into a panel on phones.
          assert.equal(await page.getByTestId("jobs-filters").isVisible(), false);
          await page.getByTestId("jobs-filters-toggle").click();
          await page.locator("#jobs-filters-mobile").getByTestId("filter-un-1").click();
          await page.getByTestId("jobs-empty").waitFor();
          assert.equal(await page.getByTestId("jobs-empty").innerText(), "По заданным критериям вакансий не найдено");
          await page.goto(`${server.origin}/ru/jobs/${membersJob.id}/`);
          await waitForHydration(page);
          assert.equal(await page.getByTestId("job-gate").count(), 0);
          assert.equal(await page.getByTestId("job-company").first().innerText(), membersJob.company);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step("1280 px, English, registered: search, sort and read articles at each access level", async () => {
        const { page, consoleErrors, graphqlRequests } = await openPage(browser, 1280, {
          session: await server.session("authorized"),
        });
        await page.goto(`${server.origin}/en/articles/`);
        await waitForHydration(page);
        assert.deepEqual(graphqlRequests, []);
        await page.getByTestId("articles-search").fill("quokka");
        await waitForUrl(page, (url) => url.searchParams.get("q") === "quokka");
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="article-card"]').length === 3);
        const freeCard = page.getByTestId("article-card").filter({ hasText: "Quokka free guide" });
        const cut = await freeCard.getByTestId("article-card-text").innerText();
        assert.ok(cut.length < 340, "cut at 300 characters");
        await freeCard.getByTestId("article-expand").click();
        assert.ok((await freeCard.getByTestId("article-card-text").innerText()).length > 450);
        const membersCard = page.getByTestId("article-card").filter({ hasText: "Quokka members guide" });
        assert.equal(await membersCard.getByTestId("article-badge").getAttribute("data-badge"), "paid");
        await page.getByTestId("articles-sort-popular").click();
        await waitForUrl(
          page,
          (url) => url.searchParams.get("sort") === "popular" && url.searchParams.get("q") === "quokka",
        );

        await page.getByTestId("article-card").filter({ hasText: "Quokka registered guide" }).getByTestId(
          "article-link",
        )
          .click();
        await page.getByTestId("article-page").waitFor();
        assert.equal(await page.getByTestId("article-gate").count(), 0);
        assert.match(await page.getByTestId("article-text").innerText(), /Gated ending/);

        await page.goto(`${server.origin}/en/articles/${members.slug}/`);
        await waitForHydration(page);
        assert.equal(await page.getByTestId("article-gate").getAttribute("data-gate"), "subscribe");
        const text = await page.getByTestId("article-text").innerText();
        assert.match(text, /Open opening/);
        assert.doesNotMatch(await page.content(), /Gated ending/);

        const isView = (postData: string | null) => (postData ?? "").includes("recordArticleView");
        let viewSent = false;
        page.on("request", (r) => viewSent ||= r.url().endsWith("/graphql") && isView(r.postData()));
        const recorded = page.waitForResponse((r) => r.url().endsWith("/graphql") && isView(r.request().postData()));
        // The next page's clock stands still, so the 7 s before the view is recorded pass on the test's word.
        await page.clock.install();
        await page.clock.pauseAt(Date.now() + 1_000);
        await page.goto(`${server.origin}/en/articles/${free.slug}/`);
        await waitForHydration(page);
        assert.equal(await page.getByTestId("article-gate").count(), 0);
        // The view is recorded 7 s after opening, not before.
        await page.clock.runFor(6_999);
        assert.equal(viewSent, false, "not before 7 s");
        await page.clock.runFor(1);
        await (await recorded).finished();
        const [{ views }] = await db.select({ views: articlesTable.views }).from(articlesTable).where(
          eq(articlesTable.id, free.id),
        );
        assert.equal(views, 1);
        assert.equal(registered.readAccess, "AUTHORIZED");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step(
        "375 px, Russian, anonymous: walk a learning path, step by step, up to the locked steps",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 375);
          // From the home page's learning paths (they arrive as the reader scrolls to them).
          await page.goto(`${server.origin}/ru/`);
          await waitForHydration(page);
          await page.getByTestId("home-paths").scrollIntoViewIfNeeded();
          await page.getByTestId("home-path-link").filter({ hasText: "Path kvokka-path" }).click();
          await page.getByTestId("learning-path-page").waitFor();
          assert.equal(new URL(page.url()).pathname, "/ru/courses/kvokka-path/");
          assert.equal(await page.getByTestId("learning-path-step").count(), 4);
          assert.equal(await page.getByTestId("learning-path-step-locked").count(), 2);
          assert.equal(await page.getByTestId("learning-path-step-link").count(), 2);
          await page.getByTestId("learning-path-step-link").first().click();
          await page.getByTestId("article-page").waitFor();
          assert.equal(new URL(page.url()).searchParams.get("back_c"), "kvokka-path");
          assert.match(await page.getByTestId("breadcrumbs").innerText(), /Path kvokka-path/);
          await page.getByTestId("learning-path-next").click();
          await page.waitForFunction(() => location.pathname.includes("kvokka-step-2"));
          // The URL changes before the new step renders: wait for step 2's own title, not step 1's leftover button.
          await page.getByRole("heading", { level: 1, name: "Шаг квокки 2" }).waitFor();
          assert.equal(await page.getByTestId("learning-path-next").getAttribute("aria-disabled"), "true");
          assert.match(await page.getByTestId("learning-path-next").innerText(), /Для участников клуба/);
          await page.getByTestId("learning-path-prev").click();
          await page.waitForFunction(() => location.pathname.includes("kvokka-step-1"));
          // An unknown path is the 404 page.
          const res = await page.goto(`${server.origin}/ru/courses/no-such-path/`);
          assert.equal(res?.status(), 404);
          await page.getByTestId("not-found-page").waitFor();
          assert.deepEqual(consoleErrors.filter((e) => !e.includes("404")), []);
          await page.context().close();
        },
      );
      await t.step(
        "375 px, Russian: clearing a filter or the search starts the jobs list from its first page",
        async () => {
          const { page, consoleErrors } = await openPage(browser, 375);
          await page.goto(`${server.origin}/ru/jobs/`);
          await waitForHydration(page);
          const shown = (n: number) =>
            page.waitForFunction((want) => document.querySelectorAll('[data-testid="job-card"]').length === want, n);
          await shown(9);
          await page.getByTestId("jobs-show-more").click();
          await shown(18);
          // A filter on, then off again: the list starts over at 9, not at the 18 shown before.
          await page.getByTestId("jobs-filters-toggle").click();
          await page.locator("#jobs-filters-mobile").getByTestId("filter-un-1").click();
          await waitForUrl(page, (url) => url.searchParams.get("un") === "1");
          await page.locator("#jobs-filters-mobile").getByTestId("filter-un-all").click();
          await waitForUrl(page, (url) => !url.searchParams.has("un"));
          await shown(9);
          // The same for the search: typed, then cleared.
          await page.getByTestId("jobs-show-more").click();
          await shown(18);
          const search = page.getByTestId("jobs-search");
          await search.fill("quokka");
          await waitForUrl(page, (url) => url.searchParams.get("q") === "quokka");
          await shown(3);
          await search.fill("");
          await waitForUrl(page, (url) => !url.searchParams.has("q"));
          await shown(9);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
