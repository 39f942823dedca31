// The back office's site content in Chromium: a moderator (ru, 1280 px) adds a banner for visitors, moves it from the
// keyboard, and a visitor sees it on the home page; the moderator rewrites the home page's SEO title and the visitor's
// tab shows it. At 375 px in English every site-content screen and its editor fit the phone, take the keyboard, and
// have no serious or critical axe violations.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { teamPasswordHash } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type Server = Awaited<ReturnType<typeof startServer>>;

async function moderatorOf(server: Server) {
  const email = `moderator-${crypto.randomUUID().slice(0, 8)}@fellows.test`;
  const [user] = await server.db.insert(users).values({
    email,
    emailVerified: true,
    passwordHash: await teamPasswordHash(),
    firstName: "Moderator",
    lastName: "Tester",
    role: "MODERATOR",
  }).returning();
  const { token } = await createSession(server.db, user.id);
  return { origin: server.origin, token };
}

async function assertAccessible(page: Page, label: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${label}: ${JSON.stringify(violations, null, 1)}`);
}

async function assertFitsWidth(page: Page, label: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - globalThis.innerWidth);
  assert.ok(overflow <= 0, `${label}: the page is ${overflow}px wider than the screen`);
}

Deno.test(
  "a moderator adds a banner for visitors and rewrites the home page's SEO title in ru at 1280 px",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const session = await moderatorOf(server);
      const { page } = await openPage(browser, 1280, { session });
      await page.goto(`${server.origin}/ru/admin/`);
      await waitForHydration(page);
      // One menu entry leads to the index of the kinds.
      await page.getByRole("link", { name: "Контент сайта" }).first().click();
      await page.getByRole("heading", { level: 1, name: "Контент сайта" }).waitFor();
      await assertAccessible(page, "index");
      await page.getByRole("link", { name: "Баннеры" }).click();
      await page.getByRole("heading", { level: 1, name: "Баннеры" }).waitFor();
      await waitForHydration(page);
      await assertAccessible(page, "banners");

      // The editor opens from the keyboard and takes the focus; the first submit shows the field's message.
      await page.getByRole("button", { name: "Добавить" }).focus();
      await page.keyboard.press("Enter");
      const editorTitle = page.getByRole("heading", { level: 2, name: "Новая запись" });
      await editorTitle.waitFor();
      assert.equal(await editorTitle.evaluate((el) => el === document.activeElement), true, "focus in the editor");
      await page.getByRole("button", { name: "Сохранить" }).click();
      await page.getByText("Введите заголовок.").waitFor();
      await assertAccessible(page, "banner editor with errors");
      await page.getByLabel("Заголовок", { exact: true }).fill("Капибары ждут вас");
      await page.getByLabel("Текст", { exact: true }).fill("Новые вакансии каждую неделю.");
      await page.getByLabel("Текст кнопки").fill("Смотреть");
      await page.getByLabel("Ссылка кнопки").fill("javascript:alert(1)");
      await page.getByRole("button", { name: "Сохранить" }).click();
      await page.getByText("Укажите путь на сайте, начинающийся с /", { exact: false }).first().waitFor();
      await page.getByLabel("Ссылка кнопки").fill("/jobs");
      assert.equal(await page.getByLabel("Гости").isChecked(), true, "a new banner is for visitors");
      await page.getByRole("button", { name: "Сохранить" }).click();
      await page.getByTestId("site-message").getByText("Сохранено.", { exact: false }).waitFor();
      await page.getByRole("cell", { name: /Капибары ждут вас/ }).first().waitFor();
      await assertAccessible(page, "banners after a save");

      // Up by keyboard: the new banner is last of the Russian ones.
      const up = page.getByRole("button", { name: "Поднять выше: Капибары ждут вас" });
      await up.focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("site-message").getByText("Порядок изменён.").waitFor();

      // A visitor sees it on the home page.
      const visitor = await openPage(browser, 1280);
      await visitor.page.goto(`${server.origin}/ru/`);
      await visitor.page.getByText("Капибары ждут вас").first().waitFor({ state: "attached" });
      await visitor.page.context().close();

      // The home page's SEO title.
      await page.goto(`${server.origin}/ru/admin/site/seo/`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "SEO-тексты" }).waitFor();
      await assertAccessible(page, "seo");
      await page.getByRole("button", { name: "Изменить: /ru/" }).click();
      await page.getByLabel("Заголовок (до 70 символов)").fill("Клуб капибар — карьера за рубежом");
      await page.getByText("Осталось символов: 37").waitFor();
      await assertAccessible(page, "seo editor");
      await page.getByRole("button", { name: "Сохранить" }).click();
      await page.getByTestId("site-message").getByText("Сохранено.", { exact: false }).waitFor();
      const reader = await openPage(browser, 1280);
      await reader.page.goto(`${server.origin}/ru/`);
      assert.equal(await reader.page.title(), "Клуб капибар — карьера за рубежом");
      await reader.page.context().close();
      await page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);

Deno.test("every site-content screen and editor works at 375 px in English, axe clean", opts, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const session = await moderatorOf(server);
    const { page } = await openPage(browser, 375, { session });
    await page.goto(`${server.origin}/en/admin/site/`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Site content" }).waitFor();
    await assertAccessible(page, "index");
    await assertFitsWidth(page, "index");
    const screens = [
      ["banners", "Banners"],
      ["creeping-lines", "Creeping line"],
      ["reviews", "Reviews"],
      ["seo", "SEO texts"],
      ["faq", "FAQ"],
    ] as const;
    for (const [path, title] of screens) {
      await page.goto(`${server.origin}/en/admin/site/${path}/`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      assert.ok((await page.getByTestId("site-row").count()) > 0, `${path}: the seeded items are listed`);
      await assertAccessible(page, path);
      await assertFitsWidth(page, path);
      // The filters go to the URL.
      await page.getByLabel("Language").selectOption("en");
      await page.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(/language=en/);
      await page.getByTestId("site-row").first().waitFor();
      // Edit the first item: the editor takes the focus and is labelled; Cancel gives it back.
      const edit = page.getByRole("button", { name: /^Edit: / }).first();
      await edit.click();
      await page.getByTestId("site-editor").waitFor();
      if (path === "faq") await page.getByRole("textbox", { name: "Answer" }).waitFor();
      await assertAccessible(page, `${path} editor`);
      await assertFitsWidth(page, `${path} editor`);
      await page.getByTestId("site-editor").getByRole("button", { name: "Cancel", exact: true }).click();
      await page.getByTestId("site-editor").waitFor({ state: "detached" });
    }
    await page.context().close();
  } finally {
    await browser.close();
    await server.close();
  }
});
