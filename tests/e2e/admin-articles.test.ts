// The back office's articles in Chromium: a moderator (ru, 1280 px) writes an article in the rich-text editor (text,
// bold, a heading), uploads a cover made in the test, puts the second half behind the club's paywall, previews it as a
// visitor (the gated part absent) and as a club member (present), publishes it, and a visitor then finds it on
// /ru/articles/ and in /sitemap.xml; in en at 375 px the list, the editor and the preview are usable; the editor's link
// and video panels apply in place (Enter in their field does not submit the article). Every screen:
// no serious or critical axe violations.
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { articles, users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { seriousViolations } from "../support/axe.ts";
import {
  expectAttribute,
  expectCount,
  expectHidden,
  expectText,
  expectUrl,
  expectValue,
  expectVisible,
} from "../support/expect.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { REAL_PNG } from "../support/images.ts";
import { teamPasswordHash } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type Server = Awaited<ReturnType<typeof startServer>>;

async function moderator(server: Server) {
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
  return { email, session: { origin: server.origin, token } };
}

async function assertAccessible(page: Page, label: string) {
  const violations = await seriousViolations(page);
  assert.deepEqual(violations, [], `${label}: ${JSON.stringify(violations, null, 1)}`);
}

const OPEN_TEXT = "Открытое начало статьи о переезде в Женеву: документы, жильё, первые недели и всё, " +
  "что полезно знать заранее, прежде чем собирать чемоданы и покупать билеты.";
const SECOND_TEXT = "Второй абзац о визах и разрешениях на работу, тоже довольно длинный, чтобы половина " +
  "статьи пришлась на открытую часть.";
const SECRET = "Секретный совет для участников клуба";

Deno.test(
  "a moderator writes an article with a cover and a paywall, previews it per reader, publishes it (ru, 1280 px)",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const team = await moderator(server);
      const { page, consoleErrors } = await openPage(browser, 1280, { session: team.session });
      await page.goto(`${server.origin}/ru/admin/articles/`);
      await waitForHydration(page);
      await page.getByRole("heading", { level: 1, name: "Статьи" }).waitFor();
      await assertAccessible(page, "list");

      const newArticle = page.getByRole("link", { name: "Новая статья" });
      await newArticle.focus();
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name: "Новая статья" }).waitFor();
      await waitForHydration(page);

      await page.getByLabel("Заголовок", { exact: true }).fill("Как переехать в Женеву");
      await page.getByLabel("Краткое описание").fill("Путеводитель по переезду.");

      // The rich-text editor: text, a heading and bold, typed as an author would.
      const text = page.getByRole("textbox", { name: "Текст статьи" });
      await text.waitFor();
      await text.click();
      await page.keyboard.type(OPEN_TEXT);
      await page.keyboard.press("Enter");
      await page.keyboard.type(SECOND_TEXT);
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: /заголовок раздела/ }).click();
      await page.keyboard.type("Только для клуба");
      await page.keyboard.press("Enter");
      await page.getByRole("button", { name: /Жирный/ }).click();
      await page.keyboard.type(SECRET);
      await assertAccessible(page, "new article editor");

      // A cover picture, made in the test, uploaded and shown.
      await page.getByTestId("admin-article-cover-file").setInputFiles({
        name: "cover.png",
        mimeType: "image/png",
        buffer: Buffer.from(REAL_PNG),
      });
      await page.getByTestId("admin-article-message").filter({ hasText: "Картинка загружена" }).waitFor();
      await page.getByTestId("admin-article-cover").waitFor();

      await page.getByLabel("Кому доступна", { exact: true }).selectOption("FELLOW");
      await page.getByLabel("Первая половина открыта всем (остальное — за пейволлом)").check();
      await page.getByRole("button", { name: "Сохранить черновик" }).click();
      await page.getByRole("heading", { level: 1, name: "Редактирование статьи" }).waitFor();
      await page.getByTestId("admin-article-message").filter({ hasText: "Сохранено" }).waitFor();
      await waitForHydration(page);

      const [draft] = await server.db.select().from(articles).where(eq(articles.title, "Как переехать в Женеву"));
      assert.equal(draft.status, "DRAFT");
      assert.equal(draft.slug, "kak-pereekhat-v-zhenevu");
      assert.match(draft.articleText, /<h2>Только для клуба<\/h2>/);
      assert.match(draft.articleText, new RegExp(`<strong>${SECRET}</strong>`));
      assert.match(draft.picture ?? "", /^\/uploads\/articles\/.+\.png$/);

      // The preview as a visitor: the gated part is absent and the gate is shown.
      const panel = page.getByTestId("admin-article-preview-panel");
      await page.locator('[data-testid="admin-article-preview-panel"][data-tier="anonymous"]').waitFor();
      await panel.getByText("Открытое начало статьи").waitFor();
      await panel.getByTestId("article-gate").waitFor();
      assert.equal(await panel.getByText(SECRET).count(), 0, "the visitor's preview lacks the gated part");
      await assertAccessible(page, "editor with the visitor's preview");
      // As a club member (tabs by keyboard: the arrow keys move between them).
      await page.getByRole("tab", { name: "Гость" }).focus();
      await page.keyboard.press("End");
      await page.locator('[data-testid="admin-article-preview-panel"][data-tier="fellow"]').waitFor();
      assert.equal(await page.getByRole("tab", { name: "Участник клуба" }).getAttribute("aria-selected"), "true");
      await panel.getByText(SECRET).waitFor();
      assert.equal(await panel.getByTestId("article-gate").count(), 0);
      await assertAccessible(page, "editor with the member's preview");

      await page.getByRole("button", { name: "Сохранить и опубликовать" }).click();
      await page.getByTestId("admin-article-message").filter({ hasText: "Опубликовано" }).waitFor();
      await page.getByTestId("content-status").getByText("Опубликована").waitFor();
      assert.deepEqual(consoleErrors, []);
      await page.context().close();

      // A visitor finds it on the articles page, in the sitemap, and reads only the open half.
      const visitor = await openPage(browser, 1280);
      await visitor.page.goto(`${server.origin}/ru/articles/`);
      await waitForHydration(visitor.page);
      await visitor.page.getByText("Как переехать в Женеву").first().waitFor();
      const sitemap = await (await fetch(`${server.origin}/sitemap.xml`)).text();
      assert.match(sitemap, /\/ru\/articles\/kak-pereekhat-v-zhenevu\/<\/loc>/);
      await visitor.page.goto(`${server.origin}/ru/articles/kak-pereekhat-v-zhenevu/`);
      await waitForHydration(visitor.page);
      await visitor.page.getByRole("heading", { level: 1, name: "Как переехать в Женеву" }).waitFor();
      await visitor.page.getByText("Открытое начало статьи").waitFor();
      assert.equal(await visitor.page.getByText(SECRET).count(), 0);
      assert.ok(!(await visitor.page.content()).includes(SECRET), "the gated part never reaches the visitor");
      assert.deepEqual(visitor.consoleErrors, []);
      await visitor.page.context().close();
    } finally {
      await browser.close();
      await server.close();
    }
  },
);

Deno.test("the list, the editor and the preview are usable at 375 px in en", opts, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const team = await moderator(server);
    const { page, consoleErrors } = await openPage(browser, 375, { locale: "en-GB", session: team.session });
    await page.goto(`${server.origin}/en/admin/articles/new/`);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "New article" }).waitFor();
    // The first submit shows each field's message; nothing is saved.
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Enter a title.").waitFor();
    await assertAccessible(page, "editor with errors at 375 px");
    await page.getByLabel("Title", { exact: true }).fill("Wombat relocation basics");
    const text = page.getByRole("textbox", { name: "Article text" });
    await text.click();
    await page.keyboard.type("Wombats move with care.");
    await page.getByLabel("Button link").fill("javascript:alert(1)");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByText("Give an https:// link, a mailto: link or a path on this site.").waitFor();
    await page.getByLabel("Button link").fill("/en/subscribe");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.getByRole("heading", { level: 1, name: "Edit article" }).waitFor();
    await page.getByTestId("admin-article-message").filter({ hasText: "Saved" }).waitFor();
    await waitForHydration(page);
    await page.locator('[data-testid="admin-article-preview-panel"][data-tier="anonymous"]').waitFor();
    await assertAccessible(page, "editor with preview at 375 px");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 375, `the editor fits the phone (${width} px)`);

    await page.goto(`${server.origin}/en/admin/articles/?status=DRAFT`);
    await waitForHydration(page);
    await page.getByTestId("admin-article-row").filter({ hasText: "Wombat relocation basics" }).waitFor();
    await assertAccessible(page, "list at 375 px");
    const listWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(listWidth <= 375, `the list fits the phone (${listWidth} px)`);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

Deno.test("what a moderator types before the editor is interactive is kept and saved", opts, async () => {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const team = await moderator(server);
    const { page, consoleErrors } = await openPage(browser, 1280, { session: team.session });
    // The page cannot hydrate before its dictionary arrives: held, the server's HTML is all there is.
    let release = () => {};
    const held = new Promise<void>((resolve) => release = resolve);
    await page.route("**/assets/i18n-*.json", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.origin}/ru/admin/articles/new/`, { waitUntil: "commit" });
    const title = page.getByLabel("Заголовок", { exact: true });
    await title.waitFor();
    await title.pressSequentially("Набрано до гидратации");
    await page.getByLabel("Краткое описание").pressSequentially("Тоже набрано рано.");
    await page.getByLabel("Кому доступна", { exact: true }).selectOption("FELLOW");
    await page.getByLabel("Первая половина открыта всем (остальное — за пейволлом)").check();
    assert.equal(await page.locator("html[data-hydrated]").count(), 0, "typed before hydration");

    release();
    await waitForHydration(page);
    const text = page.getByRole("textbox", { name: "Текст статьи" });
    await text.click();
    await page.keyboard.type(OPEN_TEXT);
    assert.equal(await title.inputValue(), "Набрано до гидратации");
    await page.getByRole("button", { name: "Сохранить черновик" }).click();
    await page.getByRole("heading", { level: 1, name: "Редактирование статьи" }).waitFor();

    const [saved] = await server.db.select().from(articles).where(eq(articles.title, "Набрано до гидратации"));
    assert.ok(saved, "saved with the title typed before hydration");
    assert.equal(saved.description, "Тоже набрано рано.");
    assert.equal(saved.readAccess, "FELLOW");
    assert.equal(saved.hideHalf, true);
    assert.deepEqual(consoleErrors, []);
  } finally {
    await browser.close();
    await server.close();
  }
});

Deno.test(
  "the editor's link and video panels apply in place: the article typed so far stays on its page",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const team = await moderator(server);
      const { page, consoleErrors } = await openPage(browser, 1280, { session: team.session });
      await page.goto(`${server.origin}/en/admin/articles/new/`);
      await waitForHydration(page);
      const title = page.getByLabel("Title", { exact: true });
      await title.fill("Panels keep the article");
      const text = page.getByRole("textbox", { name: "Article text" });
      await text.click();
      await page.keyboard.type("Hello world");
      await page.keyboard.press("Shift+Home");

      // A link: a refused address says why, Enter in the field applies (it does not submit the article).
      await page.getByRole("button", { name: /^Link/ }).click();
      const linkPanel = page.getByRole("group", { name: "Link", exact: true });
      await expectVisible(linkPanel);
      const address = page.getByLabel("Link address");
      await address.fill("javascript:alert(1)");
      await page.keyboard.press("Enter");
      await expectAttribute(address, "aria-invalid", "true");
      await address.fill("example.com/a");
      await page.keyboard.press("Enter");
      await expectHidden(linkPanel);
      await expectCount(text.locator('a[href="https://example.com/a"]'), 1);
      await expectUrl(page, /\/en\/admin\/articles\/new\/$/);
      await expectValue(title, "Panels keep the article");

      // Opened again on the link: its address, and Remove takes it away; Escape closes the panel.
      await text.locator("a").click();
      await page.getByRole("button", { name: /^Link/ }).click();
      await expectValue(page.getByLabel("Link address"), "https://example.com/a");
      await page.getByRole("button", { name: "Remove link" }).click();
      await expectCount(text.locator("a"), 0);
      await page.getByRole("button", { name: /^Link/ }).click();
      await expectVisible(linkPanel);
      await page.keyboard.press("Escape");
      await expectHidden(linkPanel);

      // (Checked before the player: the embedded frame's own console is YouTube's, not ours.)
      assert.deepEqual(consoleErrors, []);

      // A video after the text: an address that is no video is refused, a YouTube one inserts the player.
      await text.click();
      await page.keyboard.press("Control+End");
      await page.getByRole("button", { name: /^Video/ }).click();
      const videoPanel = page.getByRole("group", { name: "Video", exact: true });
      const videoAddress = page.getByLabel("Video link");
      await videoAddress.fill("https://example.com/nothing");
      await page.getByRole("button", { name: "Insert video" }).click();
      await expectAttribute(videoAddress, "aria-invalid", "true");
      await videoAddress.fill("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
      await page.getByRole("button", { name: "Insert video" }).click();
      await expectHidden(videoPanel);
      await expectCount(text.locator('iframe[src*="youtube"]'), 1);
      await expectValue(title, "Panels keep the article");
      await expectText(text, /Hello world/);
    } finally {
      await browser.close();
      await server.close();
    }
  },
);
