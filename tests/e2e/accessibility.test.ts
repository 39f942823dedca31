// axe-core in Chromium on every kind of public page, in both languages, at 375 and 1280 px: no serious or critical
// violation (contrast, names, landmarks, focusable scroll areas…). The page list comes from the sitemap, one page of
// each kind, plus the 404 page, so a new kind of page is checked as soon as it is listed; then the personal area and
// every back-office screen as a global admin sees them.
import assert from "node:assert/strict";
import type { Browser } from "playwright-core";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";
import { payouts, users } from "../../db/schema/index.ts";
import { CRON_JOBS } from "../../api/cron/jobs.ts";
import { runCronJob } from "../../api/cron/runner.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

/** One address per kind of page: the path with ids and slugs replaced by a placeholder names the kind. */
function onePerKind(paths: string[]): string[] {
  const kinds = new Map<string, string>();
  for (const path of paths) {
    const kind = path.replace(/^\/(ru|en)\//, "/").replace(/\/(jobs|articles|courses|buy-service)\/[^/]+\//, "/$1/*/")
      .replace(/^\/services\/(?!un\/|interviews\/)(education\/|self-development\/)?[^/]+\//, "/services/$1*/");
    if (!kinds.has(kind)) kinds.set(kind, path.replace(/^\/(ru|en)\//, "/"));
  }
  return [...kinds.values()];
}

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

Deno.test({
  name: "axe-core finds no serious or critical violation on any kind of page",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
      const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
      const byLocale = (locale: string) =>
        onePerKind(listed.filter((p) => p.startsWith(`/${locale}/`)).map((p) => p)).map((p) => `/${locale}${p}`);
      for (const locale of ["ru", "en"]) {
        // Plus the 404 page, a "coming soon" page (not in the sitemap: not indexed) and the longest AI tool form.
        const pages = [
          ...byLocale(locale),
          `/${locale}/no-such-page/`,
          `/${locale}/partnership/`,
          `/${locale}/tools/cover-letter/`,
        ];
        assert.ok(pages.length >= 10, `${locale}: ${pages.join(", ")}`);
        for (const width of [375, 1280] as const) {
          await t.step(`${locale} at ${width} px: ${pages.length} pages`, async () => {
            const { page } = await openPage(browser, width);
            const found: string[] = [];
            for (const path of pages) {
              await page.goto(`${server.origin}${path}`);
              await waitForHydration(page);
              // Nothing pushes the page wider than the screen (WCAG reflow: no sideways scrolling at 320–375 px).
              const sideways = await page.evaluate(() =>
                document.documentElement.scrollWidth - document.documentElement.clientWidth
              );
              if (sideways > 0) found.push(`${path} scrolls sideways by ${sideways} px`);
              for (const v of await seriousViolations(page)) {
                found.push(`${path} ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`);
              }
            }
            assert.deepEqual(found, []);
            await page.context().close();
          });
        }
      }
      // The dialogs and the drawer, open: the lead magnet, the send-request form after a failed submit, an event.
      for (const locale of ["ru", "en"]) {
        for (const width of [375, 1280] as const) {
          await t.step(`${locale} at ${width} px: dialogs open`, async () => {
            const { page } = await openPage(browser, width);
            const found: string[] = [];
            const check = async (what: string) => {
              for (const v of await seriousViolations(page)) {
                found.push(`${what} ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`);
              }
            };
            await page.goto(`${server.origin}/${locale}/#gift`);
            await waitForHydration(page);
            await page.getByTestId("lead-magnet").waitFor();
            await page.getByTestId("lead-magnet-submit").click();
            await check("lead magnet");
            await page.keyboard.press("Escape");
            await page.getByTestId("lead-magnet").waitFor({ state: "detached" });
            await page.getByTestId("faq-ask").getByTestId("send-request-open").click();
            await page.getByTestId("send-request-submit").click();
            await check("send request");
            await page.keyboard.press("Escape");
            await page.getByTestId("send-request-form").waitFor({ state: "detached" });
            if (width === 375) {
              await page.getByTestId("home-networking").scrollIntoViewIfNeeded();
              await page.locator("[data-testid=events][data-ready]").waitFor();
              await page.getByTestId("calendar-drawer-open").click();
              await page.getByTestId("month-calendar-compact").waitFor();
              await check("calendar drawer");
              await page.keyboard.press("Escape");
              await page.getByTestId("month-calendar-compact").waitFor({ state: "detached" });
            }
            await page.getByTestId("home-networking").scrollIntoViewIfNeeded();
            await page.locator("[data-testid=events][data-ready]").waitFor();
            await page.getByTestId("upcoming-list").getByTestId("event-item").first().click();
            await page.getByTestId("event-dialog").waitFor();
            await check("event dialog");
            assert.deepEqual(found, []);
            await page.context().close();
          });
        }
      }
      // The personal area, as a club member sees it (a fellow sees every block of the profile).
      const personal = [
        "/profile/",
        "/preferences/",
        "/saved_jobs/",
        "/purchases/",
        "/support/",
        "/profile/expert/",
        "/profile/payments/",
        "/profile/job-application-tracker/",
        "/tools/interview-coach/",
      ];
      for (const locale of ["ru", "en"]) {
        for (const width of [375, 1280] as const) {
          await t.step(`${locale} at ${width} px, signed in: the personal area`, async () => {
            const { page } = await openPage(browser, width, { session: await server.session("fellow") });
            const found: string[] = [];
            for (const path of personal) {
              const response = await page.goto(`${server.origin}/${locale}${path}`);
              assert.equal(response?.status(), 200, path);
              await waitForHydration(page);
              for (const v of await seriousViolations(page)) {
                found.push(`${path} ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`);
              }
            }
            assert.deepEqual(found, []);
            await page.context().close();
          });
        }
      }
      // The back office, as a global admin sees it (never in the sitemap), with something in its lists.
      const [promoter] = await server.db.insert(users).values({
        email: `axe-promoter-${crypto.randomUUID().slice(0, 6)}@fellows.test`,
        emailVerified: true,
        firstName: "Axe",
        lastName: "Promoter",
        role: "PROMOTER",
      }).returning();
      await server.db.insert(payouts).values({
        promoterId: promoter.id,
        periodFrom: "2026-05-01",
        periodTo: "2026-05-31",
        currency: "RUB",
        productCommission: 150_000,
        subscriptionCommission: 0,
        totalAmount: 150_000,
      });
      // A run in the log, so the system screen shows its runs' table.
      await runCronJob(CRON_JOBS.find((j) => j.name === "prune-sessions")!, { db: server.db, now: () => new Date() });
      // Every screen the menu leads to, and each "new" editor (an item's own editor is checked in its area's file).
      const backOffice = [
        "/admin/",
        "/admin/jobs/",
        "/admin/jobs/new/",
        "/admin/articles/",
        "/admin/articles/new/",
        "/admin/learning-paths/",
        "/admin/learning-paths/new/",
        "/admin/products/",
        "/admin/products/new/",
        "/admin/plans/",
        "/admin/plans/new/",
        "/admin/coupons/",
        "/admin/coupons/new/",
        "/admin/offers/",
        "/admin/site/",
        "/admin/site/banners/",
        "/admin/site/creeping-lines/",
        "/admin/site/faq/",
        "/admin/site/reviews/",
        "/admin/site/seo/",
        "/admin/members/",
        "/admin/money/",
        "/admin/money/memberships/",
        "/admin/payouts/",
        "/admin/inbox/",
        "/admin/audit/",
        "/admin/system/",
      ];
      // As the journeys run: Russian at 1280 px, English at 375 px.
      for (const [locale, width] of [["ru", 1280], ["en", 375]] as const) {
        await t.step(`${locale} at ${width} px, a global admin: every back-office screen`, async () => {
          const { page } = await openPage(browser, width, { session: await server.session("admin") });
          const found: string[] = [];
          for (const path of backOffice) {
            const response = await page.goto(`${server.origin}/${locale}${path}`);
            assert.equal(response?.status(), 200, path);
            await waitForHydration(page);
            const sideways = await page.evaluate(() =>
              document.documentElement.scrollWidth - document.documentElement.clientWidth
            );
            if (sideways > 0) found.push(`${path} scrolls sideways by ${sideways} px`);
            for (const v of await seriousViolations(page)) {
              found.push(`${path} ${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.join("\n    ")}`);
            }
          }
          assert.deepEqual(found, []);
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
  name: "by keyboard: header menus give focus back and close when left, filter chips press with Space, a skip link",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    try {
      await t.step("a header dropdown: Escape from a link returns to its button; tabbing out closes it", async () => {
        const { page } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/en/`);
        await waitForHydration(page);
        const header = page.getByTestId("desktop-header");
        const coaching = header.getByRole("button", { name: "Coaching" });
        await coaching.focus();
        await page.keyboard.press("Enter");
        assert.equal(await coaching.getAttribute("aria-expanded"), "true");
        await page.keyboard.press("Tab");
        assert.equal(await page.evaluate(() => document.activeElement?.tagName), "A");
        await page.keyboard.press("Escape");
        assert.equal(await coaching.getAttribute("aria-expanded"), "false");
        assert.equal(await coaching.evaluate((el) => el === document.activeElement), true, "focus back on the button");
        // Open again and tab past every link: the list closes behind the focus.
        await page.keyboard.press("Enter");
        const links = await header.locator(`#${await coaching.getAttribute("aria-controls")} a`.replace(/:/g, "\\:"))
          .count();
        for (let i = 0; i <= links; i++) await page.keyboard.press("Tab");
        assert.equal(await coaching.getAttribute("aria-expanded"), "false");
        await page.context().close();
      });

      await t.step("a jobs filter chip is pressed with Space, and the skip link leads past the chips", async () => {
        const { page } = await openPage(browser, 1280);
        await page.goto(`${server.origin}/en/jobs/`);
        await waitForHydration(page);
        const chip = page.getByTestId("jobs-filters").getByRole("button", { pressed: false }).first();
        await chip.focus();
        await page.keyboard.press(" ");
        await page.waitForURL(/\/en\/jobs\/\?.+=/);
        await page.getByTestId("jobs-filters").getByRole("button", { pressed: true }).first().waitFor();
        await page.getByTestId("jobs-search").focus();
        await page.keyboard.press("Tab");
        // Past the search box's own controls, the skip link comes before the first chip.
        for (let i = 0; i < 3; i++) {
          if (await page.evaluate(() => document.activeElement?.getAttribute("data-testid")) === "jobs-skip-filters") {
            break;
          }
          await page.keyboard.press("Tab");
        }
        assert.equal(
          await page.evaluate(() => document.activeElement?.getAttribute("data-testid")),
          "jobs-skip-filters",
        );
        await page.keyboard.press("Enter");
        assert.equal(await page.evaluate(() => document.activeElement?.id), "jobs-results");
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
