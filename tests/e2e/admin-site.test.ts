// The back office's site content in Chromium: a moderator (ru, 1280 px) adds a banner for visitors, moves it from the
// keyboard, and a visitor sees it on the home page; the moderator rewrites the home page's SEO title and the visitor's
// tab shows it. An admin (ru at 1280 px, en at 375 px) adds a creeping line for members only: a visitor does not get
// it, a fellow does. At 375 px in English every site-content screen and its editor fit the phone, take the keyboard,
// and have no serious or critical axe violations.
import assert from "node:assert/strict";
import type { Page } from "playwright-core";
import { users } from "../../db/schema/index.ts";
import { createSession } from "../../api/services/auth/sessions.ts";
import { seriousViolations } from "../support/axe.ts";
import { launchBrowser, openPage, startServer, waitForHydration } from "../support/browser.ts";
import { teamPasswordHash } from "../support/team.ts";

const opts = { sanitizeResources: false, sanitizeOps: false };
type Server = Awaited<ReturnType<typeof startServer>>;

async function moderatorOf(server: Server, role: "MODERATOR" | "ADMIN" = "MODERATOR") {
  const email = `${role.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@fellows.test`;
  const [user] = await server.db.insert(users).values({
    email,
    emailVerified: true,
    passwordHash: await teamPasswordHash(),
    firstName: role === "ADMIN" ? "Admin" : "Moderator",
    lastName: "Tester",
    role,
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

const LINE_STEPS = [
  {
    locale: "ru",
    width: 1280,
    text: "Капибары: вебинар для участников сегодня в 19:00",
    words: {
      screen: "Бегущая строка",
      add: "Добавить",
      save: "Сохранить",
      saved: "Сохранено.",
      text: "Текст",
      link: "Ссылка",
      priority: "Приоритет",
      audiences: ["Гости", "Зарегистрированные без подписки", "Участники клуба"],
      members: "Участники клуба",
      required: "Выберите хотя бы одну аудиторию.",
      joinNote: "Ссылка ведёт на страницу подписки",
    },
  },
  {
    locale: "en",
    width: 375,
    text: "Quokkas: members' webinar tonight at 7 pm",
    words: {
      screen: "Creeping line",
      add: "Add",
      save: "Save",
      saved: "Saved.",
      text: "Text",
      link: "Link",
      priority: "Priority",
      audiences: ["Visitors", "Signed-in non-members", "Club members"],
      members: "Club members",
      required: "Choose at least one audience.",
      joinNote: "The link leads to the subscription page",
    },
  },
] as const;

Deno.test(
  "an admin adds a creeping line for members only: a visitor does not get it, a fellow does (ru 1280 px, en 375 px)",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const session = await moderatorOf(server, "ADMIN");
      const fellowSession = await server.session("fellow");
      for (const { locale, width, text, words } of LINE_STEPS) {
        const label = `${locale} ${width}`;
        // The fellow's page before: the seeded line invites to join, so it is not for members.
        const fellow = await openPage(browser, width, { session: fellowSession });
        await fellow.page.goto(`${server.origin}/${locale}/jobs/`);
        await waitForHydration(fellow.page);
        assert.equal(await fellow.page.getByTestId("creeping-line").count(), 0, `${label}: no line for a fellow yet`);

        const { page } = await openPage(browser, width, { session });
        await page.goto(`${server.origin}/${locale}/admin/site/creeping-lines/`);
        await waitForHydration(page);
        await page.getByRole("heading", { level: 1, name: words.screen }).waitFor();
        await page.getByRole("button", { name: words.add }).click();
        await page.getByTestId("site-editor").waitFor();
        // A new line is for everyone; with none ticked, the save is refused and says why.
        for (const audience of words.audiences) {
          assert.equal(await page.getByLabel(audience, { exact: true }).isChecked(), true, `${label}: ${audience}`);
          await page.getByLabel(audience, { exact: true }).uncheck();
        }
        await page.getByLabel(words.text, { exact: true }).fill(text);
        await page.getByRole("button", { name: words.save }).click();
        await page.getByText(words.required).waitFor();
        await assertAccessible(page, `${label}: line editor with errors`);
        await assertFitsWidth(page, `${label}: line editor`);
        // Members with a link to the subscription page: a note, not a refusal.
        await page.getByLabel(words.members, { exact: true }).check();
        await page.getByLabel(words.link, { exact: true }).fill("/subscribe");
        await page.getByText(words.joinNote, { exact: false }).waitFor();
        await page.getByLabel(words.link, { exact: true }).fill("");
        await page.getByText(words.joinNote, { exact: false }).waitFor({ state: "detached" });
        await page.getByLabel(words.priority, { exact: true }).fill("5");
        await page.getByRole("button", { name: words.save }).click();
        await page.getByTestId("site-message").getByText(words.saved, { exact: false }).waitFor();
        const row = page.getByTestId("site-row").filter({ hasText: text });
        await row.getByText(words.members, { exact: true }).waitFor();
        await assertAccessible(page, `${label}: lines after a save`);
        await assertFitsWidth(page, `${label}: lines after a save`);
        await page.context().close();

        // A visitor gets the seeded line, and not a byte of the members' one.
        const visitor = await openPage(browser, width);
        await visitor.page.goto(`${server.origin}/${locale}/jobs/`);
        await waitForHydration(visitor.page);
        await visitor.page.getByTestId("creeping-line").waitFor();
        assert.ok(!(await visitor.page.content()).includes(text.split(":")[0]), `${label}: not on a visitor's page`);
        await visitor.page.context().close();

        // The fellow gets it on the next page.
        await fellow.page.reload();
        await waitForHydration(fellow.page);
        await fellow.page.getByTestId("creeping-line").getByText(text).first().waitFor();
        await fellow.page.context().close();
      }
    } finally {
      await browser.close();
      await server.close();
    }
  },
);

Deno.test(
  "the creeping lines screen shows what each audience sees now and says when a new line is hidden (en 1280, ru 375)",
  opts,
  async () => {
    const server = await startServer();
    const browser = await launchBrowser();
    try {
      const session = await moderatorOf(server, "ADMIN");
      const steps = [
        {
          locale: "en",
          width: 1280,
          text: "Open day on Friday",
          seeded: "20% off the annual membership until the end of the month",
          words: {
            screen: "Creeping line",
            add: "Add",
            save: "Save",
            text: "Text",
            now: "Shown now",
            rule: "the one with the highest priority; of equal priorities, the one added first",
            none: "No line",
            shadowed: "Saved, but the line is not shown to everyone it is for",
            hidden: "Not shown to Visitors: «20% off the annual membership until the end of the month» comes first",
            shownTo: "Shown to: Club members",
            howTo: "give it a priority above 1",
          },
        },
        {
          locale: "ru",
          width: 375,
          text: "День открытых дверей в пятницу",
          seeded: "Скидка 20% на годовую подписку до конца месяца",
          words: {
            screen: "Бегущая строка",
            add: "Добавить",
            save: "Сохранить",
            text: "Текст",
            now: "Что показывается сейчас",
            rule: "строку с наибольшим приоритетом, а при равном приоритете — добавленную раньше",
            none: "Нет строки",
            shadowed: "Сохранено, но строка показывается не всем",
            hidden: "Не показывается аудитории «Гости»: первой идёт «Скидка 20% на годовую подписку до конца месяца»",
            shownTo: "Показывается: Участники клуба",
            howTo: "поставьте приоритет выше 1",
          },
        },
      ] as const;
      for (const { locale, width, text, seeded, words } of steps) {
        const label = `${locale} ${width}`;
        const { page } = await openPage(browser, width, { session });
        await page.goto(`${server.origin}/${locale}/admin/site/creeping-lines/`);
        await waitForHydration(page);
        await page.getByRole("heading", { level: 1, name: words.screen }).waitFor();
        // Before: the seeded line for visitors and registered users; members see none.
        const now = page.getByTestId("creeping-lines-now");
        await now.getByRole("heading", { name: words.now }).waitFor();
        await now.getByText(words.rule, { exact: false }).waitFor();
        const cell = (audience: string) => now.locator(`tr[data-language=${locale}] td[data-audience=${audience}]`);
        await cell("isFree").getByText(seeded).waitFor();
        await cell("isRegistered").getByText(seeded).waitFor();
        await cell("isPaid").getByText(words.none).waitFor();

        // A new line for everyone at priority 0: the seeded line (priority 1) comes first for two audiences.
        await page.getByRole("button", { name: words.add }).click();
        await page.getByLabel(words.text, { exact: true }).fill(text);
        await page.getByRole("button", { name: words.save }).click();
        const notice = page.getByTestId("creeping-line-shadowed");
        await notice.getByText(words.shadowed, { exact: false }).waitFor();
        await notice.getByText(words.hidden, { exact: false }).waitFor();
        await notice.getByText(words.howTo, { exact: false }).waitFor();
        await cell("isPaid").getByText(text).waitFor();
        await cell("isFree").getByText(seeded).waitFor();
        const row = page.getByTestId("site-row").filter({ hasText: text });
        await row.getByTestId("creeping-line-reach").getByText(words.shownTo).waitFor();
        await row.getByTestId("creeping-line-reach").getByText(words.hidden, { exact: false }).waitFor();
        await assertAccessible(page, `${label}: a hidden line`);
        await assertFitsWidth(page, `${label}: a hidden line`);
        if (Deno.env.get("SITE_SHOTS_DIR")) {
          await page.screenshot({ path: `${Deno.env.get("SITE_SHOTS_DIR")}/lines-${label}.png`, fullPage: true });
        }
        await page.context().close();
      }
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
