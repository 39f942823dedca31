// The back office's jobs in Chromium: a moderator (ru, 1280 px) writes a job and publishes it, and an anonymous
// visitor finds it by searching /ru/jobs; a recruiter (en, 375 px) sends a job for moderation and a moderator publishes
// it from the list; the list and the editor have no serious or critical axe violations and work from the keyboard.
import assert from "node:assert/strict";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { jobs, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { teamPasswordHash } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type Server = Awaited<ReturnType<typeof startServer>>;

/** A team member with a just-proven password, and their session for openPage. */
async function teamMember(server: Server, role: "MODERATOR" | "RECRUITER") {
  const email = `${role.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@fellows.test`;
  const [user] = await server.db.insert(users).values({
    email,
    emailVerified: true,
    passwordHash: await teamPasswordHash(),
    firstName: role,
    lastName: "Tester",
    role,
  }).returning();
  const { token } = await createSession(server.db, user.id);
  return { email, session: { origin: server.origin, token } };
}

async function assertAccessible(page: Page, label: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${label}: ${JSON.stringify(violations, null, 1)}`);
}

/** A day some weeks ahead, as a date input takes it. */
const laterDay = () => new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);

Deno.test(
  "a moderator writes and publishes a job in ru at 1280 px, and a visitor finds it by searching the jobs page",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const moderator = await teamMember(server, "MODERATOR");
      const { page, consoleErrors } = await openPage(browser, 1280, { session: moderator.session });
      await page.goto(`${server.origin}/ru/admin/jobs/`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Вакансии" }).waitFor();
      await assertAccessible(page, "list");

      // From the list to the editor by keyboard: the "New job" link is reachable and opens with Enter.
      const newJob = page.getByRole("link", { name: "Новая вакансия" });
      await newJob.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name: "Новая вакансия" }).waitFor();
      await waitForHydration(page);
      await assertAccessible(page, "new job editor");

      // The first submit shows each field's message; nothing is saved.
      await page.getByRole("button", { name: "Опубликовать" }).click();
      await page.getByText("Введите название вакансии.").waitFor();
      assert.equal(await page.getByLabel("Название", { exact: true }).getAttribute("aria-invalid"), "true");
      await assertAccessible(page, "editor with errors");

      await page.getByLabel("Название", { exact: true }).fill("Координатор по капибарам");
      await page.getByLabel("Описание (HTML)").fill("<p>Работа с <strong>капибарами</strong> в Женеве.</p>");
      await page.getByLabel("Ссылка на отклик").fill("https://example.org/apply/capybara");
      await page.getByLabel("Последний день приёма заявок").fill(laterDay());
      await page.getByLabel("Компания", { exact: true }).fill("Бюро по делам грызунов");
      await page.getByLabel("Город").fill("Женева");
      await page.getByLabel("Зарплата от (в год)").fill("60000");
      await page.getByLabel("Зарплата до (в год)").fill("50000");
      await page.getByLabel("Валюта").selectOption("CHF");
      await page.getByLabel("Вакансия в системе ООН").check();
      await page.getByLabel("Теги").fill("remote, english");
      await page.getByRole("button", { name: "Опубликовать" }).click();
      await page.getByText("Верхняя граница зарплаты не может быть ниже нижней.").waitFor();
      await page.getByLabel("Зарплата до (в год)").fill("80000");
      await page.getByRole("button", { name: "Опубликовать" }).click();

      await page.getByTestId("admin-job-message").filter({ hasText: "Опубликовано" }).waitFor();
      await page.getByRole("heading", { level: 1, name: "Редактирование вакансии" }).waitFor();
      await page.getByTestId("job-status").getByText("Опубликована").waitFor();
      await page.getByTestId("admin-job-view-on-site").waitFor();
      await assertAccessible(page, "published job editor");
      const [row] = await server.db.select().from(jobs).where(eq(jobs.title, "Координатор по капибарам"));
      assert.equal(row.status, "PUBLISHED");
      assert.equal(row.createdById !== null, true);

      // The list shows it first, published.
      await page.goto(`${server.origin}/ru/admin/jobs/?search=${encodeURIComponent("капибар")}`);
      await waitForHydration(page);
      const listed = page.getByTestId("admin-job-row").filter({ hasText: "Координатор по капибарам" });
      await listed.getByText("Опубликована").waitFor();
      assert.deepEqual(consoleErrors, []);
      await page.context().close();

      // An anonymous visitor searches the jobs page and opens it.
      const visitor = await openPage(browser, 1280);
      await visitor.page.goto(`${server.origin}/ru/jobs/`);
      await waitForHydration(visitor.page);
      await visitor.page.getByRole("searchbox", { name: "Поиск вакансий" }).fill("капибарам");
      // The search is in the address once it has run (after the typing pause).
      await visitor.page.waitForURL(/[?&]q=/);
      const card = visitor.page.getByRole("link", { name: "Координатор по капибарам" }).first();
      await card.waitFor({ timeout: 10_000 });
      await card.click();
      await visitor.page.waitForURL(/\/ru\/jobs\/\d+\/$/);
      await visitor.page.getByRole("heading", { level: 1, name: "Координатор по капибарам" }).waitFor();
      await visitor.page.getByText("капибарами").first().waitFor();
      assert.deepEqual(visitor.consoleErrors, []);
      await visitor.page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);

Deno.test(
  "a recruiter's job waits for moderation (en, 375 px) and a moderator publishes it from the list",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const recruiter = await teamMember(server, "RECRUITER");
      const { page, consoleErrors } = await openPage(browser, 375, { locale: "en-GB", session: recruiter.session });
      await page.goto(`${server.origin}/en/admin/jobs/new/`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "New job" }).waitFor();
      // A recruiter cannot publish: only "Send for moderation".
      assert.equal(await page.getByRole("button", { name: "Publish" }).count(), 0);
      await page.getByLabel("Title", { exact: true }).fill("Wombat Outreach Assistant");
      await page.getByLabel("Description (HTML)").fill("<p>Help wombats reach out.</p>");
      await page.getByLabel("Who sees the whole job").selectOption("AUTHORIZED");
      await page.getByRole("button", { name: "Send for moderation" }).click();
      await page.getByTestId("admin-job-message").filter({ hasText: "A moderator will check" }).waitFor();
      await page.getByTestId("job-status").getByText("Waiting for moderation").waitFor();
      await assertAccessible(page, "recruiter's editor at 375 px");

      // Their list holds only their own job, and no Publish or Archive for it.
      await page.goto(`${server.origin}/en/admin/jobs/`);
      await waitForHydration(page);
      const rows = page.getByTestId("admin-job-row");
      await rows.first().waitFor();
      assert.equal(await rows.count(), 1);
      assert.equal(await rows.getByRole("button", { name: /^Publish/ }).count(), 0);
      await assertAccessible(page, "recruiter's list at 375 px");
      assert.deepEqual(consoleErrors, []);
      await page.context().close();

      const moderator = await teamMember(server, "MODERATOR");
      const mod = await openPage(browser, 375, { locale: "en-GB", session: moderator.session });
      await mod.page.goto(`${server.origin}/en/admin/jobs/?status=MODERATION`);
      await waitForHydration(mod.page);
      const row = mod.page.getByTestId("admin-job-row").filter({ hasText: "Wombat Outreach Assistant" });
      await row.getByText(recruiter.email).waitFor();
      await row.getByRole("button", { name: "Publish “Wombat Outreach Assistant”" }).click();
      await mod.page.getByTestId("admin-jobs-message").filter({ hasText: "Published" }).waitFor();
      await mod.page.getByRole("combobox", { name: "Status" }).selectOption("PUBLISHED");
      await mod.page.getByRole("button", { name: "Apply" }).click();
      await mod.page.waitForURL(/status=PUBLISHED/);
      await mod.page.getByTestId("admin-job-row").filter({ hasText: "Wombat Outreach Assistant" }).getByText(
        "Published",
        { exact: true },
      ).waitFor();
      await assertAccessible(mod.page, "moderator's list at 375 px");
      assert.deepEqual(mod.consoleErrors, []);
      const [job] = await server.db.select().from(jobs).where(eq(jobs.title, "Wombat Outreach Assistant"));
      assert.equal(job.status, "PUBLISHED");
      assert.equal(job.readAccess, "AUTHORIZED");
      await mod.page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);
