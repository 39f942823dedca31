// The job application tracker as a user would use it, in Chromium: the grid from the server HTML, creating (with the
// form's message first), editing cells in place ('Not specified' and a cleared date clear them), search and filters,
// the board moved with the mouse and with the keyboard, the details with the status history and the next action, the
// CSV export, deleting after a confirmation, and saving a job to the tracker from its page — in en at 1280 px and
// ru at 375 px, with no serious axe violations.
import assert from "node:assert/strict";
import type { Browser, Page } from "playwright-core";
import { eq } from "drizzle-orm";
import { countries, trackerItems, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { createJob } from "../support/factories.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { seriousViolations } from "../support/axe.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Browser;

async function newUser(name: string) {
  const [user] = await server.db.insert(users).values({
    email: `${name.toLowerCase()}-${crypto.randomUUID().slice(0, 6)}@fellows.test`,
    emailVerified: true,
    firstName: name,
    lastName: "Tester",
  }).returning();
  return { id: user.id, session: { origin: server.origin, token: (await createSession(server.db, user.id)).token } };
}

const itemsOf = (userId: string) => server.db.select().from(trackerItems).where(eq(trackerItems.userId, userId));
const itemNamed = async (userId: string, title: string) => (await itemsOf(userId)).find((i) => i.title === title);

/** Waits for the answer to a tracker mutation the next action sends. */
function saved(page: Page, operation: string) {
  return page.waitForResponse((r) =>
    new URL(r.url()).pathname === "/graphql" && (r.request().postData() ?? "").includes(operation) && r.ok()
  );
}

Deno.test({
  name: "the job application tracker in Chromium",
  ...opts,
  async fn(t) {
    server = await startServer();
    browser = await launchBrowser();
    const [testland] = await server.db.insert(countries).values([
      { rusTrans: "Тестландия", engTrans: "Testland", isoCode: "QT" },
      { rusTrans: "Примерстан", engTrans: "Samplestan", isoCode: "QP" },
    ]).returning();
    try {
      await t.step(
        "en at 1280 px: create, edit in place, filter, board by mouse and keyboard, export, delete",
        async () => {
          const anna = await newUser("Anna");
          await server.db.insert(trackerItems).values([
            { userId: anna.id, title: "Programme officer", company: "UNDP", status: "APPLIED", countryId: testland.id },
            { userId: anna.id, title: "Policy analyst", company: "OECD", status: "BOOKMARKED" },
          ]);
          const { page, consoleErrors, graphqlRequests } = await openPage(browser, 1280, {
            session: anna.session,
            locale: "en-US",
          });
          await page.goto(`${server.origin}/en/profile/job-application-tracker/`);
          await waitForHydration(page);
          // The first page comes with the server's HTML; the whole list (up to 500) is asked for in the browser.
          const html = await (await page.request.get(`${server.origin}/en/profile/job-application-tracker/`)).text();
          assert.equal(html.match(/data-testid="tracker-row"/g)?.length, 2);
          assert.equal(await page.getByTestId("tracker-row").count(), 2);
          await page.waitForLoadState("networkidle");
          assert.ok(graphqlRequests.some((r) => r.includes("getTrackerItems") && r.includes('"limit":500')));
          // The tracker's AI action opens the AI tools panel (five tabs) and a tool runs from it.
          await page.getByTestId("tracker-open-ai").click();
          const panel = page.getByTestId("ai-panel");
          await panel.waitFor();
          assert.equal(await panel.getByRole("tab").count(), 5);
          await panel.getByRole("tab", { name: "Job Keywords Tool" }).click();
          await panel.locator("#panel-GetJobKeywords-description").fill("Data analyst, UNICEF: SQL, Power BI, French");
          await panel.getByTestId("ai-generate").click();
          await panel.getByTestId("ai-copy").waitFor({ timeout: 15_000 });
          assert.match(await panel.getByTestId("ai-result-text").innerText(), /UNICEF: SQL/);
          assert.equal(await page.locator('meta[name="robots"]').getAttribute("content"), "noindex");

          // Create: the form's message first (nothing saved), then the item.
          await page.getByRole("button", { name: "Add application" }).click();
          const form = page.getByTestId("tracker-create-form");
          await form.getByLabel("Position").fill("Data analyst");
          await form.getByLabel("Company").fill("UNICEF");
          await form.getByLabel("Link").fill("not a link");
          await form.getByRole("button", { name: "Add", exact: true }).click();
          await form.getByText("Invalid page address.").waitFor();
          assert.equal((await itemsOf(anna.id)).length, 2);
          assert.deepEqual(await seriousViolations(page), [], "the create dialog with its message is accessible");
          await form.getByLabel("Link").fill("https://unicef.org/jobs/1");
          await form.getByLabel("Country").selectOption({ label: "Samplestan" });
          const created = saved(page, "createTrackerItem");
          await form.getByRole("button", { name: "Add", exact: true }).click();
          await created;
          await page.getByLabel("Position of Data analyst").waitFor();
          const analyst = (await itemNamed(anna.id, "Data analyst"))!;
          assert.equal(analyst.company, "UNICEF");
          assert.equal(analyst.link, "https://unicef.org/jobs/1");
          assert.notEqual(analyst.countryId, null);

          // In-place cells.
          let done = saved(page, "updateTrackerItem");
          await page.getByLabel("Company of Data analyst").fill("UNICEF Geneva");
          await page.getByLabel("Company of Data analyst").press("Enter");
          await done;
          done = saved(page, "updateTrackerItem");
          await page.getByLabel("Status of Data analyst").selectOption("APPLYING");
          await done;
          done = saved(page, "updateTrackerItem");
          await page.getByLabel("Country of Data analyst").selectOption({ label: "Not specified" });
          await done;
          done = saved(page, "updateTrackerItem");
          await page.getByLabel("Applied on (for Data analyst)").fill("20/11/2026");
          await done;
          let row = (await itemNamed(anna.id, "Data analyst"))!;
          assert.equal(row.company, "UNICEF Geneva");
          assert.equal(row.status, "APPLYING");
          assert.equal(row.countryId, null);
          assert.equal(row.appliedAt?.toISOString(), "2026-11-19T21:00:00.000Z");
          done = saved(page, "updateTrackerItem");
          await page.getByLabel("Applied on (for Data analyst)").fill("");
          await done;
          assert.equal((await itemNamed(anna.id, "Data analyst"))!.appliedAt, null);
          assert.deepEqual(await seriousViolations(page), [], "the grid is accessible");

          // Search (3+ characters, with a hint under that) and the status filter.
          const search = page.getByLabel("Search applications");
          await search.fill("an");
          await page.getByText("Type at least 3 characters to search.").waitFor();
          await search.fill("analy");
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="tracker-row"]').length === 2);
          await search.fill("");
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="tracker-row"]').length === 3);
          await page.getByRole("combobox", { name: "Status filter" }).click();
          await page.getByRole("listbox", { name: "Status filter" }).getByRole("option", {
            name: "Applied",
            exact: true,
          }).click();
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="tracker-row"]').length === 1);
          assert.equal(await page.getByLabel("Position of Programme officer").inputValue(), "Programme officer");
          await page.getByRole("button", { name: "Reset filters" }).click();
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="tracker-row"]').length === 3);

          // The board: drag with the mouse, then Alt+→ on a focused card.
          await page.getByRole("tab", { name: "Board" }).click();
          const board = page.getByTestId("tracker-board");
          await board.waitFor();
          const card = board.getByTestId("tracker-card").filter({ hasText: "Data analyst" });
          done = saved(page, "updateTrackerItem");
          await card.dragTo(page.getByTestId("tracker-column-INTERVIEWING"));
          await done;
          await page.getByTestId("tracker-column-INTERVIEWING").getByText("Data analyst").waitFor();
          assert.equal((await itemNamed(anna.id, "Data analyst"))!.status, "INTERVIEWING");

          done = saved(page, "updateTrackerItem");
          await board.getByRole("button", { name: /Policy analyst/ }).focus();
          await page.keyboard.press("Alt+ArrowRight");
          await done;
          await page.getByTestId("tracker-column-APPLYING").getByText("Policy analyst").waitFor();
          assert.equal(await page.getByTestId("tracker-board-live").innerText(), "Policy analyst moved to Applying.");
          assert.equal((await itemNamed(anna.id, "Policy analyst"))!.status, "APPLYING");
          assert.deepEqual(await seriousViolations(page), [], "the board is accessible");

          // Details: the status history and the next action.
          await board.getByRole("button", { name: /Data analyst/ }).click();
          const details = page.getByTestId("tracker-details");
          await details.waitFor();
          const history = await details.getByTestId("tracker-history").locator("li").allInnerTexts();
          assert.deepEqual(history.map((h) => h.split("\n")[0].trim()), ["Bookmarked", "Applying", "Interviewing"]);
          await details.getByLabel("Next action").fill("01/12/2026");
          done = saved(page, "updateTrackerItem");
          await details.getByRole("button", { name: "Save" }).click();
          await done;
          row = (await itemNamed(anna.id, "Data analyst"))!;
          assert.equal(row.nextActionAt?.toISOString(), "2026-11-30T21:00:00.000Z");

          // Export: one's own items as CSV.
          await page.getByRole("tab", { name: "Table" }).click();
          const [download] = await Promise.all([
            page.waitForEvent("download"),
            page.getByTestId("tracker-export").click(),
          ]);
          const csv = await Deno.readTextFile((await download.path())!);
          assert.ok(csv.startsWith("\uFEFFPosition,Company,Status"), csv.slice(0, 40));
          assert.match(csv, /Data analyst,UNICEF Geneva,Interviewing/);
          assert.equal(csv.trim().split("\r\n").length, 4);

          // Delete after the confirmation: the row goes from the grid.
          await page.getByRole("button", { name: "Delete Programme officer" }).click();
          done = saved(page, "deleteTrackerItem");
          await page.getByTestId("tracker-delete-confirm").click();
          await done;
          await page.waitForFunction(() => document.querySelectorAll('[data-testid="tracker-row"]').length === 2);
          assert.equal(await itemNamed(anna.id, "Programme officer"), undefined);

          // A job's page offers 'Add to tracker' (no need to save it first); then only 'Open tracker' stays.
          const job = await createJob(server.db, { title: "Field coordinator" });
          await page.goto(`${server.origin}/en/jobs/${job.id}/`);
          await waitForHydration(page);
          const add = page.getByTestId("job-add-to-tracker");
          await add.waitFor();
          done = saved(page, "addJobToTracker");
          await add.click();
          await done;
          await add.waitFor({ state: "detached" });
          assert.equal(await page.getByTestId("job-open-tracker").first().innerText(), "Open tracker");
          const fromJob = (await itemNamed(anna.id, "Field coordinator"))!;
          assert.equal(fromJob.jobId, job.id);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        },
      );

      await t.step("ru at 375 px: cards, create, edit, move with the keyboard's select, delete", async () => {
        const olga = await newUser("Olga");
        await server.db.insert(trackerItems).values({ userId: olga.id, title: "Юрист", company: "ВОЗ" });
        const { page, consoleErrors } = await openPage(browser, 375, { session: olga.session });
        await page.goto(`${server.origin}/ru/profile/job-application-tracker/`);
        await waitForHydration(page);
        await page.getByLabel("Позиция: Юрист").waitFor();
        assert.equal(await page.getByRole("heading", { level: 1, name: "Трекер откликов" }).isVisible(), true);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 375, `no sideways scroll at 375 px (${width})`);

        // Creating with an empty title and company gives the default labels.
        await page.getByRole("button", { name: "Добавить отклик" }).click();
        const created = saved(page, "createTrackerItem");
        await page.getByTestId("tracker-create-form").getByRole("button", { name: "Добавить", exact: true }).click();
        await created;
        await page.getByLabel("Позиция: Позиция без названия").waitFor();
        assert.equal(
          await page.getByLabel("Компания: Позиция без названия").inputValue(),
          "Неизвестная компания",
        );

        let done = saved(page, "updateTrackerItem");
        await page.getByLabel("Позиция: Позиция без названия").fill("Переводчик");
        await page.getByLabel("Позиция: Позиция без названия").blur();
        await done;
        await page.getByLabel("Позиция: Переводчик").waitFor();
        assert.deepEqual(await seriousViolations(page), [], "the cards are accessible");

        await page.getByRole("tab", { name: "Доска" }).click();
        done = saved(page, "updateTrackerItem");
        await page.getByLabel("Переместить Юрист в").selectOption("NEGOTIATING");
        await done;
        await page.getByTestId("tracker-column-NEGOTIATING").getByText("Юрист").waitFor();
        assert.equal(await page.getByTestId("tracker-board-live").innerText(), "Юрист: теперь «Переговоры».");
        assert.equal((await itemNamed(olga.id, "Юрист"))!.status, "NEGOTIATING");

        await page.getByRole("tab", { name: "Таблица" }).click();
        await page.getByRole("button", { name: "Удалить Переводчик" }).click();
        done = saved(page, "deleteTrackerItem");
        await page.getByTestId("tracker-delete-confirm").click();
        await done;
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="tracker-row"]').length === 1);
        assert.equal((await itemsOf(olga.id)).length, 1);
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      await t.step("date fields read and show days in the page's language, not the English browser's", async () => {
        const dina = await newUser("Dina");
        await server.db.insert(trackerItems).values([
          { userId: dina.id, title: "Winter analyst", company: "WFP", createdAt: new Date("2026-01-10T09:00:00Z") },
          { userId: dina.id, title: "Summer analyst", company: "WFP", createdAt: new Date("2026-06-15T09:00:00Z") },
        ]);
        const { page, consoleErrors } = await openPage(browser, 1280, { session: dina.session, locale: "en-US" });
        const rows = (n: number) =>
          page.waitForFunction((n) => document.querySelectorAll('[data-testid="tracker-row"]').length === n, n);
        await page.goto(`${server.origin}/ru/profile/job-application-tracker/`);
        await waitForHydration(page);
        await rows(2);
        assert.equal(await page.evaluate(() => navigator.language), "en-US", "the browser speaks English");
        const from = page.getByLabel("Добавлено с");
        assert.equal(await from.getAttribute("placeholder"), "ДД.ММ.ГГГГ");
        // Half a date filters nothing and says how to type one; a whole Russian date filters.
        await from.fill("01.03.20");
        await page.getByText("Введите дату в виде ДД.ММ.ГГГГ.").first().waitFor();
        await rows(2);
        await from.fill("01.03.2026");
        await rows(1);
        assert.equal(await page.getByLabel("Позиция: Summer analyst").inputValue(), "Summer analyst");
        await page.getByRole("button", { name: "Сбросить фильтры" }).click();
        await rows(2);
        assert.equal(await from.inputValue(), "");

        // A day typed into a row in Russian is saved as that Moscow day and shown back the same way.
        const done = saved(page, "updateTrackerItem");
        await page.getByLabel("Дата отклика: Winter analyst").fill("20.11.2026");
        await done;
        const [winter] = (await itemsOf(dina.id)).filter((i) => i.title === "Winter analyst");
        assert.equal(winter.appliedAt?.toISOString(), "2026-11-19T21:00:00.000Z");
        await page.reload();
        await waitForHydration(page);
        assert.equal(await page.getByLabel("Дата отклика: Winter analyst").inputValue(), "20.11.2026");
        // The English page shows the same day as a British date, with its own hint.
        await page.goto(`${server.origin}/en/profile/job-application-tracker/`);
        await waitForHydration(page);
        assert.equal(await page.getByLabel("Applied on (for Winter analyst)").inputValue(), "20/11/2026");
        assert.equal(await page.getByLabel("Added from").getAttribute("placeholder"), "DD/MM/YYYY");
        assert.deepEqual(consoleErrors, []);
        await page.context().close();
      });

      // Issue 25, defect 16: at 1280 px titles were cut to ~135 px, statuses truncated and the headers ran into each
      // other. The grid reads whole at 1280, in both languages; if it is wider than its place, it scrolls inside its
      // own container, never the page.
      await t.step("the grid reads at 1280 px: titles and statuses whole, headers apart, no page scroll", async () => {
        const vera = await newUser("Vera");
        await server.db.insert(trackerItems).values([
          { userId: vera.id, title: "Senior programme management officer", company: "UNHCR", status: "INTERVIEWING" },
          { userId: vera.id, title: "Policy analyst", company: "OECD", status: "APPLYING", countryId: testland.id },
          // Every other status too, so each label is measured in both languages.
          ...(["BOOKMARKED", "APPLIED", "NEGOTIATING", "ACCEPTED", "DECLINED", "REJECTED", "ARCHIVED"] as const).map(
            (status) => ({ userId: vera.id, title: `Officer ${status}`, company: "WHO", status }),
          ),
        ]);
        for (const locale of ["en", "ru"]) {
          const { page, consoleErrors } = await openPage(browser, 1280, { session: vera.session });
          await page.goto(`${server.origin}/${locale}/profile/job-application-tracker/`);
          await waitForHydration(page);
          await page.getByTestId("tracker-row").first().waitFor();
          await page.screenshot({ path: `/tmp/tracker-grid-1280-${locale}.png`, fullPage: false });
          const report = await page.evaluate(() => {
            const canvas = document.createElement("canvas").getContext("2d")!;
            const textWidth = (el: Element, text: string) => {
              const style = getComputedStyle(el);
              canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
              return canvas.measureText(text).width;
            };
            const problems: string[] = [];
            const heads = [...document.querySelectorAll("thead th")] as HTMLElement[];
            heads.forEach((th, i) => {
              if (th.scrollWidth > th.clientWidth + 1) problems.push(`header ${th.textContent} overflows`);
              const range = document.createRange();
              range.selectNodeContents(th);
              const text = range.getBoundingClientRect();
              const next = heads[i + 1];
              if (next) {
                const r2 = document.createRange();
                r2.selectNodeContents(next);
                if (text.right > r2.getBoundingClientRect().left + 0.5) {
                  problems.push(`headers ${th.textContent} and ${next.textContent} collide`);
                }
              }
            });
            const titles = document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
              '[data-testid="tracker-row"] td:first-child :is(input, textarea)',
            );
            for (const field of titles) {
              const style = getComputedStyle(field);
              const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
              // A one-line field must hold the whole text; a wrapping one must show every line.
              const whole = field instanceof HTMLTextAreaElement
                ? field.scrollHeight <= field.clientHeight + 1 && room >= 120
                : textWidth(field, field.value) <= room;
              if (!whole) problems.push(`title "${field.value}" cut (${room} px)`);
            }
            for (const select of document.querySelectorAll<HTMLSelectElement>('[data-testid="tracker-row"] select')) {
              const label = select.selectedOptions[0].text;
              // Room for the text: the box less its padding and the native arrow (about 20 px).
              const style = getComputedStyle(select);
              const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20;
              if (textWidth(select, label) > room) problems.push(`choice "${label}" cut (${room} px)`);
            }
            return { problems, pageWidth: document.documentElement.scrollWidth };
          });
          assert.deepEqual(report.problems, [], locale);
          assert.ok(report.pageWidth <= 1280, `${locale}: the page does not scroll sideways (${report.pageWidth})`);
          assert.deepEqual(consoleErrors, []);
          await page.context().close();
        }
      });

      await t.step("pages: 10 a page by default, Next, and 25 a page", async () => {
        const pavel = await newUser("Pavel");
        await server.db.insert(trackerItems).values(
          Array.from({ length: 12 }, (_, i) => ({ userId: pavel.id, title: `Role ${i}`, company: "ILO" })),
        );
        const { page } = await openPage(browser, 1280, { session: pavel.session, locale: "en-US" });
        await page.goto(`${server.origin}/en/profile/job-application-tracker/`);
        await waitForHydration(page);
        assert.equal(await page.getByTestId("tracker-row").count(), 10);
        assert.equal(await page.getByTestId("tracker-range").innerText(), "1–10 of 12");
        await page.getByRole("button", { name: "Next page" }).click();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="tracker-row"]').length === 2);
        assert.equal(await page.getByTestId("tracker-range").innerText(), "11–12 of 12");
        await page.getByRole("combobox", { name: "Rows per page" }).click();
        await page.getByRole("listbox", { name: "Rows per page" }).getByRole("option", { name: "25" }).click();
        await page.waitForFunction(() => document.querySelectorAll('[data-testid="tracker-row"]').length === 12);
        assert.equal(await page.getByTestId("tracker-range").innerText(), "1–12 of 12");
        await page.context().close();
      });
    } finally {
      await browser.close();
      await server.close();
    }
  },
});
